package io.abstractgames.benchmarks.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * One room of the load: its creator (seat holder 0) and joiner (1), playing random legal moves in
 * a closed loop: the client to move sends its next move as soon as it has the state after the last
 * one; after the end the creator asks for the next game ({@code room_again}).
 *
 * <p>Every move sent is replayed on a local {@link Position} of the game, and the state it makes
 * must reach both clients exactly once, with the next version, the next ply, the move as the last
 * move and the local replay's position; anything else is a lost or duplicated move. Messages of the
 * room are handled one at a time (the room's lock).
 */
final class RoomRun {

    /** A move (or an "again") sent, waiting for its state at both seats. */
    private static final class Pending {
        final int version;
        final String move;
        final int seat;
        final int ply;
        final String position;
        final long sentNanos;
        int arrived;

        Pending(int version, String move, int seat, int ply, String position, long sentNanos) {
            this.version = version;
            this.move = move;
            this.seat = seat;
            this.ply = ply;
            this.position = position;
            this.sentNanos = sentNanos;
        }

        boolean again() {
            return move == null;
        }
    }

    private final int index;
    private final Game game;
    private final LoadPhase phase;
    private final ObjectMapper mapper;
    private final Random random;
    private final LoadOptions.Think think;
    private final String startText;
    private final Player[] players = new Player[2];
    private final int[] lastVersion = {-1, -1};
    private final JsonNode[] lastState = new JsonNode[2];
    private final Map<Integer, Pending> pendings = new HashMap<>();
    private String roomId;
    private String creatorToken;
    private Position local;
    private int ply;
    private long moves;
    private boolean readyCounted;
    private boolean doneCounted;

    RoomRun(int index, Game game, LoadPhase phase, ObjectMapper mapper, long seed, LoadOptions.Think think) {
        this.index = index;
        this.think = think;
        this.game = game;
        this.phase = phase;
        this.mapper = mapper;
        this.random = new Random(seed);
        this.local = game.newStartPosition();
        this.startText = local.toText();
    }

    /** Connects both clients (nothing is sent yet). */
    void connect(HttpClient http, URI endpoint) {
        for (int p = 0; p < 2; p++) {
            int holder = p;
            players[p] = Player.connect(http, endpoint, mapper, m -> handle(holder, m),
                    what -> phase.problems.error(name() + ", client " + holder + ": " + what));
        }
    }

    /** The creator makes the room; the joiner follows when it is made. */
    void create() {
        players[0].send(message("room_create").put("game", game.id()).put("requestId", "create").toString());
    }

    /** The play starts: the client to move moves. */
    synchronized void kick() {
        for (int p = 0; p < 2; p++) {
            if (lastState[p] != null && lastState[p].path("yourTurn").asBoolean()) {
                sendMove(p, lastState[p]);
            }
        }
    }

    private synchronized void handle(int p, JsonNode m) {
        switch (m.path("type").asText()) {
            case "room" -> room(p, m);
            case "state" -> state(p, m);
            case "error" -> phase.problems.error(name() + ", client " + p + ": " + m.path("code").asText() + ": " + m.path("message").asText());
            default -> {
                // hello
            }
        }
    }

    private void room(int p, JsonNode m) {
        String requestId = m.path("requestId").asText();
        if (p == 0 && "create".equals(requestId)) {
            roomId = m.path("roomId").asText();
            creatorToken = m.path("token").asText();
            players[1].send(message("room_open").put("roomId", roomId).put("requestId", "open").toString());
        } else if (p == 1 && "open".equals(requestId)) {
            players[1].send(message("room_join").put("roomId", roomId).put("requestId", "join").toString());
        }
    }

    private void state(int p, JsonNode m) {
        int version = m.path("version").asInt();
        if (lastVersion[p] >= 0 && version != lastVersion[p] + 1) {
            lost("client " + p + " got version " + version + " after " + lastVersion[p]);
        }
        lastVersion[p] = version;
        lastState[p] = m;
        if (!phase.started()) {
            if (version != 0 || m.path("ply").asInt() != 0 || !startText.equals(m.path("position").asText())) {
                lost("client " + p + " got a first state that is not the start: " + abbreviate(m));
            }
            if (lastState[0] != null && lastState[1] != null && !readyCounted) {
                readyCounted = true;
                phase.ready.countDown();
            }
            return;
        }
        Pending pending = pendings.get(version);
        if (pending == null) {
            lost("client " + p + " got version " + version + ", which no move of this room's clients made");
        } else {
            check(p, m, pending);
            pending.arrived |= 1 << p;
            if (pending.arrived == 3) {
                pendings.remove(version);
                if (!pending.again()) {
                    moves++;
                    phase.moveDone(pending.sentNanos, System.nanoTime());
                }
            }
        }
        act(p, m);
        checkDone();
    }

    private void check(int p, JsonNode m, Pending pending) {
        if (m.path("ply").asInt() != pending.ply) {
            lost("client " + p + ": version " + pending.version + " has ply " + m.path("ply") + ", the clients' replay " + pending.ply);
        }
        if (!pending.position.equals(m.path("position").asText())) {
            lost("client " + p + ": version " + pending.version + " has position " + m.path("position") + ", the clients' replay "
                    + pending.position);
        }
        JsonNode last = m.path("lastMoves");
        if (pending.again()) {
            if (last.size() != 0) {
                lost("client " + p + ": the next game's first state has last moves " + last);
            }
        } else if (last.size() == 0 || !pending.move.equals(last.get(last.size() - 1).path("text").asText())
                || last.get(last.size() - 1).path("seat").asInt() != pending.seat) {
            lost("client " + p + ": version " + pending.version + " has last moves " + last + ", the move sent " + pending.move);
        }
    }

    /** The client's next step after a state: a move on its turn, "again" after the end (the creator). */
    private void act(int p, JsonNode m) {
        if (phase.stopping() && moves > 0) {
            return;
        }
        if ("over".equals(m.path("status").asText())) {
            if (p == 0) {
                sendAgain(m.path("version").asInt());
            }
        } else if (m.path("yourTurn").asBoolean()) {
            sendMove(p, m);
        }
    }

    /** Sends the client's next move now, or after its thinking time ({@code --think}). */
    private void sendMove(int p, JsonNode m) {
        if (think.none()) {
            sendMoveNow(p, m);
            return;
        }
        long delay = think.drawMillis(random);
        phase.timer.schedule(() -> thought(p, m), delay, TimeUnit.MILLISECONDS);
    }

    /** The thinking time is over: the move goes, unless the load is stopping meanwhile. */
    private synchronized void thought(int p, JsonNode m) {
        if (phase.stopping() && moves > 0) {
            checkDone();
            return;
        }
        sendMoveNow(p, m);
    }

    private void sendMoveNow(int p, JsonNode m) {
        int version = m.path("version").asInt();
        JsonNode legal = m.path("legalMoves");
        if (legal.size() == 0) {
            lost("client " + p + ": its turn at version " + version + " with no legal move");
            return;
        }
        String text = legal.get(random.nextInt(legal.size())).path("text").asText();
        try {
            local.play(text);
        } catch (RuntimeException e) {
            lost("client " + p + ": the server offered " + text + ", which is not legal in the clients' replay: " + e.getMessage());
            return;
        }
        ply++;
        pendings.put(version + 1, new Pending(version + 1, text, m.path("toMove").asInt(), ply, local.toText(), System.nanoTime()));
        players[p].send(message("room_move").put("roomId", roomId).put("version", version).put("move", text)
                .put("requestId", version).toString());
    }

    private void sendAgain(int version) {
        local = game.newStartPosition();
        ply = 0;
        pendings.put(version + 1, new Pending(version + 1, null, -1, 0, startText, System.nanoTime()));
        players[0].send(message("room_again").put("roomId", roomId).put("requestId", "again").toString());
    }

    /** Counts the room as done once it is stopping, has played a move and has nothing in flight. */
    synchronized void checkDone() {
        if (phase.stopping() && moves > 0 && pendings.isEmpty() && !doneCounted) {
            doneCounted = true;
            phase.done.countDown();
        }
    }

    /** At the end: every move still in flight is a lost one. */
    synchronized void reportUnfinished() {
        for (Pending pending : pendings.values()) {
            lost((pending.again() ? "the next game" : "the move " + pending.move) + " (version " + pending.version
                    + ") did not reach " + (pending.arrived == 0 ? "either client" : "client " + (pending.arrived == 1 ? 1 : 0)));
        }
    }

    /**
     * Compares the room as a new connection sees it with what its clients sent and saw.
     *
     * @param room the answer to {@code room_open} with the creator's token
     * @param state the state that came with it
     */
    synchronized void verify(JsonNode room, JsonNode state) {
        if (!roomId.equals(room.path("roomId").asText())) {
            lost("the check opened room " + room.path("roomId") + " for " + roomId);
        }
        int version = Math.max(lastVersion[0], lastVersion[1]);
        if (state.path("version").asInt() != version || state.path("ply").asInt() != ply || !local.toText().equals(state.path("position").asText())) {
            lost("a new connection sees version " + state.path("version") + ", ply " + state.path("ply") + ", position " + state.path("position")
                    + "; the clients saw version " + version + ", ply " + ply + ", position " + local.toText());
        }
    }

    String roomId() {
        return roomId;
    }

    String creatorToken() {
        return creatorToken;
    }

    void close() {
        for (Player player : players) {
            if (player != null) {
                player.close();
            }
        }
    }

    private void lost(String what) {
        phase.problems.lostOrDuplicated(name() + ": " + what);
    }

    private String name() {
        return "room " + index + " (" + game.id() + (roomId == null ? "" : " " + roomId) + ")";
    }

    private ObjectNode message(String type) {
        return mapper.createObjectNode().put("type", type);
    }

    private static String abbreviate(JsonNode m) {
        String text = m.toString();
        return text.length() <= 120 ? text : text.substring(0, 117) + "...";
    }
}
