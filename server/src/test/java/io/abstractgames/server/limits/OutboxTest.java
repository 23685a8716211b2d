package io.abstractgames.server.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Outbox}: the characters waiting to be written to one connection, and the cut when they are too many. */
class OutboxTest {

    /** A socket that writes nothing until told: the messages it holds, and how often it was disconnected. */
    private static final class HeldSocket implements Outbox.Socket {
        final List<String> sent = new ArrayList<>();
        final List<Runnable> pending = new ArrayList<>();
        int disconnects;

        @Override
        public void send(String text, Runnable written) {
            sent.add(text);
            pending.add(written);
        }

        @Override
        public void disconnect() {
            disconnects++;
        }

        /** Completes the oldest write. */
        void writeOne() {
            pending.remove(0).run();
        }
    }

    /** A socket that writes nothing until told, and an outbox of 10 characters on it (new for each test). */
    private final HeldSocket socket = new HeldSocket();
    private final Outbox outbox = new Outbox(socket, 10);

    @Test
    void messagesWithinTheLimitAreSentAndCounted() {
        outbox.send("abcd");
        outbox.send("efghij");
        assertEquals(List.of("abcd", "efghij"), socket.sent);
        assertEquals(10, outbox.unsent());
        assertFalse(outbox.isCut(), "exactly at the limit is allowed");
        assertEquals(0, socket.disconnects);
    }

    @Test
    void aClientThatDoesNotReadIsCutOnceAndSentNothingMore() {
        outbox.send("abcdefgh");
        outbox.send("xyz");
        assertTrue(outbox.isCut());
        assertEquals(1, socket.disconnects);
        assertEquals(List.of("abcdefgh"), socket.sent, "the message beyond the limit is not sent");
        socket.writeOne();
        outbox.send("a");
        assertEquals(List.of("abcdefgh"), socket.sent, "nothing is sent after the cut, even with room again");
        assertEquals(1, socket.disconnects, "the connection is cut once");
    }

    @Test
    void writtenMessagesMakeRoomAgain() {
        for (int i = 0; i < 100; i++) {
            outbox.send("0123456789");
            socket.writeOne();
        }
        assertEquals(100, socket.sent.size(), "a reading client is never cut");
        assertEquals(0, outbox.unsent());
        assertFalse(outbox.isCut());
    }

    @Test
    void aWriteReportedTwiceIsTakenOffOnce() {
        outbox.send("abcde");
        outbox.send("fgh");
        Runnable first = socket.pending.get(0);
        first.run();
        first.run();
        assertEquals(3, outbox.unsent(), "the second report of one write does not free the room of another");
    }

    @Test
    void aLimitBelowOneIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Outbox(new HeldSocket(), 0));
        assertEquals("maxUnsentChars 0: expected at least 1", e.getMessage());
    }
}
