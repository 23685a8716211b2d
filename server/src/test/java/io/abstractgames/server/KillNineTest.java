package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.abstractgames.core.Games;
import io.abstractgames.core.Position;
import io.abstractgames.server.db.Database;
import io.abstractgames.server.db.SqlGameStore;
import io.abstractgames.server.store.GameEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The server is killed ({@code kill -9}, a real process) while moves are in flight in several rooms,
 * started again on the same data folder, and the clients come back with their tokens and finish
 * the games. Every acknowledged move must be there; beyond them at most each room's last sent move
 * (stored, not yet acknowledged); nothing else. The figures go to {@code target/kill-nine.txt}.
 *
 * <p>After the restart every client counts as disconnected, and they come back one after the
 * other: the servers run with a hand-over to the AI ({@link #HAND_OVER}) longer than the test can
 * last, so that however long a busy machine takes between two reconnections, the AI never moves for
 * an absent player. The second server must end on its own once its main returns.
 */
class KillNineTest {

    /** Full rounds of moves (one per room, all acknowledged) before the round that the kill cuts. */
    private static final int ROUNDS_BEFORE_KILL = 8;
    /**
     * The rooms' hand-over to the AI in the server processes: longer than the test can take, so that
     * however slowly the clients come back after the restart, the AI never moves for one of them.
     */
    private static final String HAND_OVER = "PT24H";

    @TempDir
    Path folder;

    /** One room and its two players, as the test sees it. */
    private static final class Table {
        final String game;
        final Random random;
        final WsClient[] clients = new WsClient[2];
        final String[] tokens = new String[2];
        final JsonNode[] states = new JsonNode[2];
        /** The moves sent, in order, with the seat that sent each. */
        final List<String> sent = new ArrayList<>();
        final List<Integer> seats = new ArrayList<>();
        String roomId;
        int acknowledged;
        boolean over;

        Table(String game, long seed) {
            this.game = game;
            this.random = new Random(seed);
        }

        boolean started() {
            return states[0] != null;
        }

        /** The seat whose turn the latest states say it is. */
        int mover() {
            for (int seat = 0; seat < 2; seat++) {
                if (states[seat] != null && states[seat].path("yourTurn").asBoolean() && states[seat].path("ply").asInt() == sent.size()) {
                    return seat;
                }
            }
            throw new AssertionError("room " + roomId + ": no seat is to move at ply " + sent.size() + ": " + states[0] + " / " + states[1]);
        }

        void sendNext() {
            int seat = mover();
            JsonNode legal = states[seat].path("legalMoves");
            String move = legal.get(random.nextInt(legal.size())).path("text").asText();
            sent.add(move);
            seats.add(seat);
            clients[seat].send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":" + states[seat].path("version").asLong()
                    + ",\"move\":\"" + move + "\"}");
        }

        /** Takes a state of this room that a seat received: checks it against the moves sent. */
        void heard(int seat, JsonNode state) {
            int ply = state.path("ply").asInt();
            if (ply > sent.size()) {
                throw new AssertionError("room " + roomId + ": a state at ply " + ply + " after " + sent.size() + " moves sent: " + state);
            }
            JsonNode last = state.path("lastMoves");
            if (ply > 0) {
                assertEquals(sent.get(ply - 1), last.get(last.size() - 1).path("text").asText(), "room " + roomId + ", ply " + ply);
            }
            if (states[seat] == null || states[seat].path("version").asLong() <= state.path("version").asLong()) {
                states[seat] = state;
            }
            acknowledged = Math.max(acknowledged, ply);
            over |= "over".equals(state.path("status").asText());
        }

        /** Waits until both seats have the state after the last move sent. */
        void awaitBoth() throws InterruptedException {
            for (int seat = 0; seat < 2; seat++) {
                int want = sent.size();
                JsonNode state = clients[seat].next(m -> isError(m) || isState(m, roomId) && m.path("ply").asInt() >= want);
                if (isError(state)) {
                    throw new AssertionError("room " + roomId + ": " + state);
                }
                heard(seat, state);
            }
        }

        /** The position after the first {@code plies} moves sent, in canonical text. */
        String positionAfter(int plies) {
            Position position = Games.byId(game).newStartPosition();
            for (int i = 0; i < plies; i++) {
                position.play(sent.get(i));
            }
            return position.toText();
        }
    }

    private static boolean isState(JsonNode m, String roomId) {
        return "state".equals(m.path("type").asText()) && roomId.equals(m.path("roomId").asText());
    }

    private static boolean isError(JsonNode m) {
        return "error".equals(m.path("type").asText());
    }

    private static JsonNode answer(WsClient client, int requestId) throws InterruptedException {
        JsonNode m = client.next(x -> x.path("requestId").asInt(-1) == requestId && !"state".equals(x.path("type").asText()));
        if (isError(m)) {
            throw new AssertionError("request " + requestId + ": " + m);
        }
        return m;
    }

    /** The second player joins: the game starts, and both hear its first state (after the join's answer). */
    private static void join(Table t, int requestId) throws InterruptedException {
        t.clients[1].send("{\"type\":\"room_join\",\"roomId\":\"" + t.roomId + "\",\"requestId\":" + requestId + "}");
        answer(t.clients[1], requestId);
        t.awaitBoth();
    }

    private static void open(Table t, int seat, int requestId) throws InterruptedException {
        String token = t.tokens[seat] == null ? "" : ",\"token\":\"" + t.tokens[seat] + "\"";
        t.clients[seat].send("{\"type\":\"room_open\",\"roomId\":\"" + t.roomId + "\"" + token + ",\"requestId\":" + requestId + "}");
    }

    @Test
    void everyAcknowledgedMoveSurvivesAKillAndTheGamesAreFinished() throws Exception {
        Path target = Path.of("target");
        Files.createDirectories(target);
        List<Table> tables = List.of(new Table("breakthrough", 1), new Table("breakthrough", 2), new Table("konane", 3),
                new Table("bashni", 4), new Table("konane", 5));
        Table waiting = tables.get(tables.size() - 1);
        StringBuilder report = new StringBuilder();
        int atKillRooms;
        int atKillAcknowledged = 0;
        int atKillInFlight = 0;
        try (ServerProcess first = new ServerProcess(folder, target.resolve("kill-nine-server-1.err"), HAND_OVER)) {
            for (Table t : tables) {
                t.clients[0] = new WsClient(first.port);
                t.clients[0].send("{\"type\":\"room_create\",\"game\":\"" + t.game + "\",\"requestId\":1}");
                JsonNode created = answer(t.clients[0], 1);
                t.roomId = created.path("roomId").asText();
                t.tokens[0] = created.path("token").asText();
                if (t == waiting) {
                    continue;
                }
                t.clients[1] = new WsClient(first.port);
                open(t, 1, 2);
                t.tokens[1] = answer(t.clients[1], 2).path("token").asText();
                join(t, 3);
            }
            List<Table> playing = tables.stream().filter(Table::started).toList();
            for (int round = 0; round < ROUNDS_BEFORE_KILL; round++) {
                for (Table t : playing) {
                    if (!t.over) {
                        t.sendNext();
                    }
                }
                for (Table t : playing) {
                    t.awaitBoth();
                }
            }
            for (Table t : playing) {
                if (!t.over) {
                    t.sendNext();
                }
            }
            // The kill comes as the first of these moves is acknowledged: the others are somewhere
            // between the clients and the store, or just stored.
            Table firstMoved = playing.get(0);
            int want = firstMoved.sent.size();
            firstMoved.heard(firstMoved.seats.get(want - 1),
                    firstMoved.clients[firstMoved.seats.get(want - 1)].next(m -> isState(m, firstMoved.roomId) && m.path("ply").asInt() >= want));
            first.kill();
            atKillRooms = tables.size();
            for (Table t : tables) {
                for (WsClient c : t.clients) {
                    if (c == null) {
                        continue;
                    }
                    c.awaitClose();
                    int seat = c == t.clients[0] ? 0 : 1;
                    for (JsonNode m : c.drain()) {
                        if (isState(m, t.roomId)) {
                            t.heard(seat, m);
                        }
                    }
                    c.close();
                }
                atKillAcknowledged += t.acknowledged;
                atKillInFlight += t.sent.size() - t.acknowledged;
                report.append(String.format("at the kill: room %s (%s): %d moves sent, %d acknowledged%n", t.roomId, t.game, t.sent.size(),
                        t.acknowledged));
            }
        }

        int storedInFlight = 0;
        int foundMoves = 0;
        try (ServerProcess second = new ServerProcess(folder, target.resolve("kill-nine-server-2.err"), HAND_OVER)) {
            for (Table t : tables) {
                for (int seat = 0; seat < 2; seat++) {
                    if (t.tokens[seat] != null) {
                        t.clients[seat] = new WsClient(second.port);
                        open(t, seat, 10);
                    }
                }
            }
            for (Table t : tables) {
                int acknowledged = t.acknowledged;
                t.states[0] = null;
                t.states[1] = null;
                for (int seat = 0; seat < 2; seat++) {
                    if (t.tokens[seat] == null) {
                        continue;
                    }
                    WsClient c = t.clients[seat];
                    JsonNode back = answer(c, 10);
                    assertEquals(seat, back.path("you").path("seat").asInt(), "room " + t.roomId + ": the token returns seat " + seat);
                    if (t != waiting) {
                        JsonNode state = c.next(m -> isError(m) || isState(m, t.roomId));
                        assertTrue(isState(state, t.roomId), "room " + t.roomId + ": " + state);
                        int ply = state.path("ply").asInt();
                        assertTrue(ply >= acknowledged, "room " + t.roomId + ": " + acknowledged + " moves were acknowledged, " + ply + " are there");
                        assertTrue(ply <= t.sent.size(), "room " + t.roomId + ": " + t.sent.size() + " moves were sent, " + ply + " are there");
                        while (t.sent.size() > ply) {
                            t.sent.remove(t.sent.size() - 1);
                            t.seats.remove(t.seats.size() - 1);
                        }
                        assertEquals(t.positionAfter(ply), state.path("position").asText(), "room " + t.roomId + " at ply " + ply);
                        t.heard(seat, state);
                    }
                }
                if (t != waiting) {
                    storedInFlight += t.sent.size() - acknowledged;
                    foundMoves += t.sent.size();
                    report.append(String.format("after the restart: room %s: %d moves there (%d acknowledged before the kill)%n", t.roomId,
                            t.sent.size(), acknowledged));
                }
            }
            waiting.clients[1] = new WsClient(second.port);
            open(waiting, 1, 11);
            waiting.tokens[1] = answer(waiting.clients[1], 11).path("token").asText();
            join(waiting, 12);

            while (tables.stream().anyMatch(t -> !t.over)) {
                for (Table t : tables) {
                    if (!t.over) {
                        t.sendNext();
                    }
                }
                for (Table t : tables) {
                    if (t.states[0].path("ply").asInt() < t.sent.size() || t.states[1].path("ply").asInt() < t.sent.size()) {
                        t.awaitBoth();
                    }
                }
            }
            for (Table t : tables) {
                t.clients[0].close();
                t.clients[1].close();
            }
            assertEquals(0, second.stop());
        }

        int finalMoves = 0;
        try (Database db = Database.open(folder)) {
            SqlGameStore store = new SqlGameStore(db, Clock.systemUTC());
            for (Table t : tables) {
                String gameId = t.states[0].path("gameId").asText();
                List<GameEvent> expected = new ArrayList<>();
                for (int i = 0; i < t.sent.size(); i++) {
                    expected.add(new GameEvent.Moved(t.seats.get(i), t.sent.get(i)));
                }
                assertEquals(expected, store.load(gameId).orElseThrow().events(), "room " + t.roomId + ": the stored moves are the moves played");
                finalMoves += t.sent.size();
                report.append(String.format("finished: room %s (%s): %d moves, %s%n", t.roomId, t.game, t.sent.size(),
                        t.states[0].path("result").path("text").asText()));
            }
        }
        String summary = String.format("kill -9 with %d rooms (%d playing): %d moves acknowledged and %d in flight at the kill; after the "
                + "restart %d moves found (%d of those in flight were stored, %d lost unacknowledged); %d moves in the finished games%n",
                atKillRooms, atKillRooms - 1, atKillAcknowledged, atKillInFlight, foundMoves, storedInFlight, atKillInFlight - storedInFlight,
                finalMoves);
        Files.writeString(target.resolve("kill-nine.txt"), summary + report);
        assertTrue(foundMoves >= atKillAcknowledged, summary);
    }
}
