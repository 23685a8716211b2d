package io.abstractgames.server.room;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class InvitesTest {

    @Test
    void theInviteUsesTheCreatorsHostHeader() {
        Invites.Invite invite = new Invites(Optional.empty()).invite("ROOM", "192.168.1.20:8080");
        assertEquals("http://192.168.1.20:8080/?room=ROOM", invite.url());
        assertNull(invite.note());
    }

    @Test
    void aPublicUrlWinsOverTheHostHeader() {
        Invites.Invite invite = new Invites(Optional.of("https://games.example.org/play")).invite("ROOM", "127.0.0.1:8080");
        assertEquals("https://games.example.org/play/?room=ROOM", invite.url());
    }

    @Test
    void aLoopbackHostGivesNoInviteButSaysWhy() {
        for (String host : new String[] {"127.0.0.1:8080", "localhost", "LOCALHOST:80", "[::1]:8080", "app.localhost"}) {
            Invites.Invite invite = new Invites(Optional.empty()).invite("ROOM", host);
            assertNull(invite.url(), host);
            assertTrue(invite.note().startsWith("This page uses a loopback address (" + host + ")"), invite.note());
            assertTrue(invite.note().endsWith("."), invite.note());
        }
        assertTrue(new Invites(Optional.empty()).invite("ROOM", null).note().startsWith("The server does not know its own address"));
        assertFalse(Invites.isLoopback("example.org"));
        assertFalse(Invites.isLoopback("[2001:db8::1]:8080"));
    }
}
