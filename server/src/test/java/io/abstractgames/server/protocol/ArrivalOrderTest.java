package io.abstractgames.server.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import io.abstractgames.server.room.RoomListener;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.InMemoryGameStore;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A connection opening a started room hears the answer to its {@code room_open} first, then the
 * game's state with the same {@code requestId} ({@code docs/protocol.md}, "Rooms"), even when
 * another participant's change reaches the room between the moment the connection starts listening
 * and its own arrival (two clients coming back at once after a restart). The test makes that
 * order on one thread: a listener of the room answers the arrival with another participant's
 * connection, under the room's lock, before the arriving connection is told of its own.
 */
class ArrivalOrderTest {

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

    private final class Client {
        final List<JsonNode> sent = new CopyOnWriteArrayList<>();
        final Connection connection = new Connection(mapper, sessions, rooms, admission, invites, ladder, "127.0.0.1:8080",
                this::receive);

        private void receive(String text) {
            try {
                sent.add(mapper.readTree(text));
            } catch (java.io.IOException e) {
                throw new UncheckedIOException(e);
            }
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

        /** The last seat token the connection was given. */
        String token() {
            for (int i = sent.size() - 1; i >= 0; i--) {
                String token = sent.get(i).path("token").asText("");
                if (!token.isEmpty()) {
                    return token;
                }
            }
            throw new AssertionError("no token among " + summary());
        }

        String summary() {
            return sent.stream().map(m -> m.path("type").asText() + (m.has("requestId") ? "#" + m.path("requestId") : "")
                    + (m.has("message") ? " " + m.path("message").asText() : "")).toList().toString();
        }
    }

    @Test
    void anotherArrivalBeforeTheOwnIsNotToldAheadOfTheAnswer() {
        Client creator = new Client();
        creator.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":1}");
        String roomId = creator.last("room").path("roomId").asText();
        String creatorToken = creator.token();
        Client joiner = new Client();
        joiner.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":2}");
        joiner.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\",\"requestId\":3}");
        String joinerToken = joiner.token();
        Room room = rooms.get(roomId);
        assertTrue(room.view().started(), "the join started the game");

        // The creator comes back on a new connection, and as the joiner's new connection arrives,
        // the creator's arrives too: inside the room's change, before the joiner hears of its own.
        Client creatorAgain = new Client();
        boolean[] armed = {false};
        room.addListener(new RoomListener() {
            @Override
            public void roomChanged(io.abstractgames.server.room.RoomView view, io.abstractgames.server.request.Cause cause) {
                if (armed[0]) {
                    armed[0] = false;
                    creatorAgain.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + creatorToken
                            + "\",\"requestId\":4}");
                }
            }
        });
        Client joinerAgain = new Client();
        armed[0] = true;
        joinerAgain.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"token\":\"" + joinerToken + "\",\"requestId\":5}");

        List<String> types = joinerAgain.sent.stream().map(m -> m.path("type").asText()).toList();
        assertEquals("room", types.get(0), joinerAgain.summary());
        assertEquals(5, joinerAgain.sent.get(0).path("requestId").asInt(), joinerAgain.summary());
        int state = types.indexOf("state");
        assertTrue(state > 0, "no state after the answer: " + joinerAgain.summary());
        assertEquals(5, joinerAgain.sent.get(state).path("requestId").asInt(), joinerAgain.summary());
        assertEquals(false, joinerAgain.sent.get(state).path("yourTurn").asBoolean(true), "Black is not to move at the start");
        assertEquals(0, joinerAgain.sent.get(state).path("version").asInt(), joinerAgain.summary());
        assertEquals(4, creatorAgain.sent.get(0).path("requestId").asInt(), creatorAgain.summary());
        assertEquals(4, creatorAgain.last("state").path("requestId").asInt(), creatorAgain.summary());
    }
}
