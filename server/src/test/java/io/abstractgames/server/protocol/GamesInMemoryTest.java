package io.abstractgames.server.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.abstractgames.server.ManualClock;
import io.abstractgames.server.ladder.InMemoryLadderStore;
import io.abstractgames.server.ladder.Ladder;
import io.abstractgames.server.limits.Admission;
import io.abstractgames.server.limits.Limits;
import io.abstractgames.server.room.InMemoryRoomStore;
import io.abstractgames.server.room.Invites;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.AiPoolGate;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.InMemoryGameStore;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Games outside rooms and ladder runs are in the server's memory only while a connection has them
 * open (then they are in the store alone, and {@code open} brings them back), and a connection has
 * at most {@link Limits#maxGamesPerConnection} of them open.
 */
class GamesInMemoryTest {

    private static final long PATIENCE_SECONDS = 180;

    private final ObjectMapper mapper = ProtocolMapper.create();
    private final ManualClock clock = new ManualClock();
    private final AiPool pool = new AiPool(1, 8);
    private final InMemoryGameStore store = new InMemoryGameStore();
    private final GameSessions sessions = new GameSessions(store, pool);
    private final Rooms rooms = new Rooms(new InMemoryRoomStore(), sessions, clock, (delay, task) -> {});
    private final Invites invites = new Invites(Optional.empty());
    private final Ladder ladder = new Ladder(new InMemoryLadderStore(clock), sessions, clock);
    private Admission admission = new Admission(Limits.defaults());

    @AfterEach
    void close() {
        sessions.close();
        pool.close();
    }

    /** A connection and the messages it was sent, in order. */
    private final class Client {
        final LinkedBlockingQueue<JsonNode> sent = new LinkedBlockingQueue<>();
        final Connection connection = new Connection(mapper, sessions, rooms, admission, invites, ladder, "127.0.0.1:8080", this::receive);

        private void receive(String text) {
            try {
                sent.add(mapper.readTree(text));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Sends a message; its answers (and whatever else was sent before) are waiting in {@link #sent}. */
        void send(String json) {
            connection.received(json);
        }

        /** The next message that matches, dropping the others before it. */
        JsonNode next(Predicate<JsonNode> wanted) throws InterruptedException {
            while (true) {
                JsonNode message = sent.poll(PATIENCE_SECONDS, TimeUnit.SECONDS);
                assertNotNull(message, "nothing more was sent within " + PATIENCE_SECONDS + " s");
                if (wanted.test(message)) {
                    return message;
                }
            }
        }

        JsonNode answer(int requestId) throws InterruptedException {
            return next(m -> m.path("requestId").asInt(-1) == requestId);
        }

        String newGame(int requestId) throws InterruptedException {
            send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"requestId\":" + requestId + "}");
            JsonNode state = answer(requestId);
            assertEquals("state", state.path("type").asText(), state.toString());
            return state.path("gameId").asText();
        }
    }

    @Test
    void aGameNoConnectionHasOpenLeavesMemoryAndOpenBringsItBackAsItWas() throws InterruptedException {
        Client alice = new Client();
        String gameId = alice.newGame(1);
        alice.send("{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"move\":\"d4\",\"requestId\":2}");
        assertEquals(1, alice.answer(2).path("ply").asInt());
        Client bob = new Client();
        bob.send("{\"type\":\"open\",\"gameId\":\"" + gameId + "\",\"requestId\":1}");
        bob.answer(1);
        assertEquals(1, sessions.size());

        alice.connection.closed();
        assertEquals(1, sessions.size(), "bob still has it open");
        bob.send("{\"type\":\"close\",\"gameId\":\"" + gameId + "\"}");
        assertEquals(0, sessions.size(), "no one has it open");
        assertEquals(1, store.ids().size(), "it stays in the store");

        Client carol = new Client();
        carol.send("{\"type\":\"open\",\"gameId\":\"" + gameId + "\",\"requestId\":1}");
        JsonNode back = carol.answer(1);
        assertEquals("state", back.path("type").asText(), back.toString());
        assertEquals(1, back.path("ply").asInt());
        assertEquals(1, back.path("version").asInt());
        carol.send("{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":1,\"move\":\"e4\",\"requestId\":2}");
        assertEquals(2, carol.answer(2).path("ply").asInt(), "the game goes on");
        assertEquals(1, sessions.size());
    }

    @Test
    void manyNewGamesOfClosedConnectionsLeaveNothingInMemory() throws InterruptedException {
        for (int i = 0; i < 300; i++) {
            Client client = new Client();
            client.newGame(1);
            client.newGame(2);
            client.connection.closed();
        }
        assertEquals(0, sessions.size());
        assertEquals(600, store.ids().size());
    }

    @Test
    void aGameWhoseAiWasThinkingWhenItLeftMemoryThinksAgainWhenOpened() throws InterruptedException {
        Client alice = new Client();
        String gameId;
        try (AiPoolGate gate = AiPoolGate.close(pool)) {
            alice.send("{\"type\":\"new\",\"game\":\"breakthrough\",\"mode\":\"ai\",\"level\":\"beginner\",\"seat\":1,\"requestId\":1}");
            JsonNode state = alice.answer(1);
            assertEquals("thinking", state.path("status").asText());
            gameId = state.path("gameId").asText();
            alice.send("{\"type\":\"close\",\"gameId\":\"" + gameId + "\"}");
            assertEquals(0, sessions.size());
            // Opened again while the AI is still held back, so that its new search cannot end
            // before the opening connection hears the game (on a busy machine or an idle one).
            alice.send("{\"type\":\"open\",\"gameId\":\"" + gameId + "\",\"requestId\":2}");
            assertEquals("thinking", alice.answer(2).path("status").asText());
        }
        JsonNode moved = alice.next(m -> "state".equals(m.path("type").asText()) && m.path("ply").asInt() == 1);
        assertEquals("playing", moved.path("status").asText());
        assertEquals(1, moved.path("toMove").asInt());
    }

    @Test
    void aGameBeyondTheConnectionsMaximumIsRefusedWithTooManyGames() throws InterruptedException {
        admission = new Admission(Limits.defaults().withMaxGamesPerConnection(2));
        Client alice = new Client();
        String first = alice.newGame(1);
        alice.newGame(2);
        Client bob = new Client();
        String bobs = bob.newGame(1);

        alice.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\",\"requestId\":3}");
        JsonNode refused = alice.answer(3);
        assertEquals("too_many_games", refused.path("code").asText(), refused.toString());
        assertEquals("this connection has its maximum of 2 games open; close one first", refused.path("message").asText());
        alice.send("{\"type\":\"open\",\"gameId\":\"" + bobs + "\",\"requestId\":4}");
        assertEquals("too_many_games", alice.answer(4).path("code").asText());
        alice.send("{\"type\":\"move\",\"gameId\":\"" + bobs + "\",\"version\":0,\"move\":\"d4\",\"requestId\":5}");
        assertEquals("too_many_games", alice.answer(5).path("code").asText(), "a move naming a game not open here opens it");
        assertEquals(3, store.ids().size(), "the refused new game was not made");
        assertEquals(0, bob.sent.stream().filter(m -> m.path("ply").asInt() > 0).count(), "bob's game did not move");

        alice.send("{\"type\":\"open\",\"gameId\":\"" + first + "\",\"requestId\":6}");
        assertEquals("state", alice.answer(6).path("type").asText(), "a game open here opens again");
        alice.send("{\"type\":\"close\",\"gameId\":\"" + first + "\"}");
        alice.send("{\"type\":\"open\",\"gameId\":\"" + bobs + "\",\"requestId\":7}");
        assertEquals("state", alice.answer(7).path("type").asText(), "a place was made");
        assertTrue(alice.sent.isEmpty(), "nothing else: " + alice.sent);
    }
}
