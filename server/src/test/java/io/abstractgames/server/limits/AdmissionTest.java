package io.abstractgames.server.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.server.limits.Admission.Opening;
import org.junit.jupiter.api.Test;

/** The connection counts of {@link Admission}: per server and per IP address. */
class AdmissionTest {

    private static final String HOME = "192.0.2.1";
    private static final String OTHER = "2001:db8:0:0:0:0:0:1";

    @Test
    void anAddressBeyondItsMaximumIsRefusedAndTakesNoPlace() {
        Admission admission = new Admission(Limits.defaults().withMaxConnections(10).withMaxConnectionsPerAddress(2));
        assertEquals(Opening.OPENED, admission.openConnection(HOME));
        assertEquals(Opening.OPENED, admission.openConnection(HOME));
        assertEquals(Opening.ADDRESS_FULL, admission.openConnection(HOME));
        assertEquals(2, admission.addressConnections(HOME));
        assertEquals(2, admission.connections(), "the refused connection is not counted by the server");
        assertEquals(Opening.OPENED, admission.openConnection(OTHER), "another address has places of its own");
        assertEquals(3, admission.connections());
    }

    @Test
    void aClosedConnectionGivesItsAddressItsPlaceBack() {
        Admission admission = new Admission(Limits.defaults().withMaxConnectionsPerAddress(1));
        assertEquals(Opening.OPENED, admission.openConnection(HOME));
        assertEquals(Opening.ADDRESS_FULL, admission.openConnection(HOME));
        admission.closeConnection(HOME);
        assertEquals(0, admission.addressConnections(HOME));
        assertEquals(0, admission.connections());
        assertEquals(Opening.OPENED, admission.openConnection(HOME));
    }

    @Test
    void aFullServerRefusesEveryAddressWithoutCountingIt() {
        Admission admission = new Admission(Limits.defaults().withMaxConnections(2).withMaxConnectionsPerAddress(5));
        assertEquals(Opening.OPENED, admission.openConnection(HOME));
        assertEquals(Opening.OPENED, admission.openConnection(OTHER));
        assertEquals(Opening.SERVER_FULL, admission.openConnection(HOME));
        assertEquals(Opening.SERVER_FULL, admission.openConnection("198.51.100.7"));
        assertEquals(1, admission.addressConnections(HOME));
        assertEquals(0, admission.addressConnections("198.51.100.7"));
        assertEquals(2, admission.connections());
    }
}
