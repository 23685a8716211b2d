package io.abstractgames.server.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import io.abstractgames.server.room.Room;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.InMemoryGameStore;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A connection closes on a thread of its own (a client cut for not reading is closed by the
 * server's timers) while a request of that connection may still be under way. Whichever comes
 * first, the close or the part of the request that follows a game, room or ladder run, nothing
 * may keep following on behalf of the closed connection: it would count as present in a room and
 * receive every later move. The tests run the two orders on one thread, the close first, or the
 * close from inside the request (from the sink, at the message that the request sends).
 */
class ClosingConnectionTest {

    private final ObjectMapper mapper = ProtocolMapper.create();
    private final ManualClock clock = new ManualClock();
    private final AiPool pool = new AiPool(1, 8);
    private final GameSessions sessions = new GameSessions(new InMemoryGameStore(), pool);
    private final Rooms rooms = new Rooms(new InMemoryRoomStore(), sessions, clock, (delay, task) -> {});
    private final Admission admission = new Admission(Limits.defaults());
    private final Invites invites = new Invites(Optional.empty());
    private final Ladder ladder = new Ladder(new InMemoryLadderStore(clock), sessions, clock);

    @AfterEach
    void close() {
        sessions.close();
        pool.close();
    }

    /** A connection and what it was sent, with an optional action at a chosen message. */
    private final class Client {
        final List<JsonNode> sent = new CopyOnWriteArrayList<>();
        final Connection connection;
        Predicate<JsonNode> closeAt = m -> false;
        int sentBeforeClose = -1;

        Client() {
            connection = new Connection(mapper, sessions, rooms, admission, invites, ladder, "127.0.0.1:8080", this::receive);
        }

        private void receive(String text) {
            JsonNode message;
            try {
                message = mapper.readTree(text);
            } catch (java.io.IOException e) {
                throw new UncheckedIOException(e);
            }
            sent.add(message);
            if (sentBeforeClose < 0 && closeAt.test(message)) {
                close();
            }
        }

        void close() {
            sentBeforeClose = sent.size();
            connection.closed();
        }

        void send(String json) {
            connection.received(json);
        }

        JsonNode last(String type) {
            for (int i = sent.size() - 1; i >= 0; i--) {
                if (type.equals(sent.get(i).path("type").asText())) {
                    return sent.get(i);
                }
            }
            throw new AssertionError("no " + type + " message among " + sent);
        }

        /** The messages this connection was sent after it closed. */
        List<JsonNode> afterClose() {
            return sent.subList(sentBeforeClose, sent.size());
        }

        /** The type (and version) of each message sent after the close, for failure messages. */
        String afterCloseSummary() {
            return afterClose().stream().map(m -> m.path("type").asText() + (m.has("version") ? " " + m.path("version") : ""))
                    .toList().toString();
        }

        /** Whether a state of this version or later reached the connection after it closed. */
        boolean heardVersion(long version) {
            return afterClose().stream().anyMatch(m -> "state".equals(m.path("type").asText()) && m.path("version").asLong() >= version);
        }
    }

    @Test
    void aGameOpenedAfterTheCloseIsNotFollowed() {
        Client closing = new Client();
        closing.close();
        closing.send("{\"type\":\"new\",\"game\":\"konane\",\"mode\":\"local\"}");
        String gameId = closing.last("state").path("gameId").asText();

        Client other = new Client();
        other.send("{\"type\":\"open\",\"gameId\":\"" + gameId + "\"}");
        other.send("{\"type\":\"move\",\"gameId\":\"" + gameId + "\",\"version\":0,\"move\":\"d4\"}");

        assertEquals(1, other.last("state").path("version").asLong(), "the other connection's move was played");
        assertFalse(closing.heardVersion(1), "the closed connection still follows the game: " + closing.afterCloseSummary());
    }

    @Test
    void aRoomCreatedAfterTheCloseCountsTheConnectionAsGone() {
        Client closing = new Client();
        closing.close();
        closing.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
        String roomId = closing.last("room").path("roomId").asText();

        Room room = rooms.get(roomId);
        assertEquals(0, admission.roomConnections(roomId), "connections counted in the room");
        assertFalse(room.view().seats().get(0).connected(), "the creator's seat counts a closed connection as present");
    }

    @Test
    void aGameThatStartsWhileTheConnectionClosesIsNotFollowed() {
        Client creator = new Client();
        creator.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
        String roomId = creator.last("room").path("roomId").asText();

        // The joiner's connection closes just as its join starts the game: after the room told it
        // so, before the room's game is followed.
        Client joiner = new Client();
        joiner.closeAt = m -> "room".equals(m.path("type").asText()) && m.path("started").asBoolean();
        joiner.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
        joiner.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
        assertTrue(joiner.sentBeforeClose >= 0, "the join started the game");

        creator.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":0,\"move\":\"e2-e3\"}");

        assertEquals(1, creator.last("state").path("version").asLong(), "the creator's move was played");
        assertFalse(joiner.heardVersion(1), "the closed connection still follows the room's game: " + joiner.afterCloseSummary());
        assertEquals(1, admission.roomConnections(roomId), "connections counted in the room");
        assertFalse(rooms.get(roomId).view().seats().get(1).connected(), "the joiner's seat counts a closed connection as present");
    }

    @Test
    void aLadderRunStartedAfterTheCloseIsNotFollowed() {
        Client closing = new Client();
        closing.close();
        closing.send("{\"type\":\"ladder_start\",\"requestId\":1}");
        String token = closing.last("ladder").path("token").asText();
        assertFalse(token.isEmpty(), "the run's token: " + closing.sent);

        Client other = new Client();
        other.send("{\"type\":\"ladder_resume\",\"token\":\"" + token + "\"}");
        JsonNode state = other.last("state");
        long version = state.path("version").asLong();
        String move = state.path("legalMoves").get(0).path("text").asText();
        other.send("{\"type\":\"ladder_move\",\"version\":" + version + ",\"move\":\"" + move + "\"}");

        assertTrue(other.last("state").path("version").asLong() > version, "the other connection's move was played");
        assertFalse(closing.heardVersion(version + 1), "the closed connection still follows the run: " + closing.afterCloseSummary());
    }
}
