package io.abstractgames.server.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.server.limits.Admission.Opening;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The connection counts of {@link Admission}: per server and per IP address. */
class AdmissionTest {

    private static final String HOME = "192.0.2.1";
    private static final String OTHER = "2001:db8:0:0:0:0:0:1";
    private static final String THIRD = "198.51.100.7";

    private static Admission admission(int maxConnections, int perAddress) {
        return new Admission(Limits.defaults().withMaxConnections(maxConnections).withMaxConnectionsPerAddress(perAddress));
    }

    /** Opens a connection from each address in turn; what each opening answered. */
    private static List<Opening> open(Admission admission, String... addresses) {
        List<Opening> answers = new ArrayList<>();
        for (String address : addresses) {
            answers.add(admission.openConnection(address));
        }
        return answers;
    }

    @Test
    void anAddressBeyondItsMaximumIsRefusedAndTakesNoPlace() {
        Admission admission = admission(10, 2);
        assertEquals(List.of(Opening.OPENED, Opening.OPENED, Opening.ADDRESS_FULL), open(admission, HOME, HOME, HOME));
        assertEquals(2, admission.addressConnections(HOME));
        assertEquals(2, admission.connections(), "the refused connection is not counted by the server");
        assertEquals(List.of(Opening.OPENED), open(admission, OTHER), "another address has places of its own");
        assertEquals(3, admission.connections());
    }

    @Test
    void aClosedConnectionGivesItsAddressItsPlaceBack() {
        Admission admission = admission(10, 1);
        assertEquals(List.of(Opening.OPENED, Opening.ADDRESS_FULL), open(admission, HOME, HOME));
        admission.closeConnection(HOME);
        assertEquals(0, admission.addressConnections(HOME));
        assertEquals(0, admission.connections());
        assertEquals(List.of(Opening.OPENED), open(admission, HOME));
    }

    @Test
    void aFullServerRefusesEveryAddressWithoutCountingIt() {
        Admission admission = admission(2, 5);
        assertEquals(List.of(Opening.OPENED, Opening.OPENED, Opening.SERVER_FULL, Opening.SERVER_FULL),
                open(admission, HOME, OTHER, HOME, THIRD));
        assertEquals(1, admission.addressConnections(HOME));
        assertEquals(0, admission.addressConnections(THIRD));
        assertEquals(2, admission.connections());
    }
}
