package io.abstractgames.benchmarks.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.core.Game;
import java.net.URI;
import java.net.http.HttpClient;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * One client of the load playing a game of its own against the AI ({@code new}, mode {@code ai}, the
 * human in seat 0): on its turn it sends a random legal move (at once, or after its thinking time),
 * and times two things: the move sent to the state that carries it (as in a room), and the move
 * sent to the state with the AI's reply (the AI's reply latency: the search and the server's work
 * around it). After the end it restarts the game.
 *
 * <p>Every state must come with the next version; the state after a move must show that move as
 * the last one; at the end a new connection opens the game and must see the version the client saw.
 * Messages are handled one at a time (the run's lock).
 */
final class AiRun {

    private final int index;
    private final Game game;
    private final String level;
    private final LoadPhase phase;
    private final ObjectMapper mapper;
    private final Random random;
    private final LoadOptions.Think think;
    private Player player;
    private String gameId;
    private int lastVersion = -1;
    private JsonNode lastState;
    /** The human's move waiting for its own state: its version after, its text, when it was sent. */
    private int moveVersion = -1;
    private String moveText;
    private long moveSent;
    /** Waiting for the AI's reply to the move sent at {@link #moveSent}. */
    private boolean awaitingReply;
    private boolean restarting;
    private long moves;
    private boolean readyCounted;
    private boolean doneCounted;

    AiRun(int index, Game game, String level, LoadPhase phase, ObjectMapper mapper, long seed, LoadOptions.Think think) {
        this.index = index;
        this.game = game;
        this.level = level;
        this.phase = phase;
        this.mapper = mapper;
        this.random = new Random(seed);
        this.think = think;
    }

    void connect(HttpClient http, URI endpoint) {
        player = Player.connect(http, endpoint, mapper, this::handle, what -> phase.problems.error(name() + ": " + what));
    }

    /** Starts the game; the first state counts the client as ready. */
    void create() {
        player.send(message("new").put("game", game.id()).put("mode", "ai").put("level", level).put("seat", 0)
                .put("requestId", "new").toString());
    }

    /** The play starts: the client moves if it is its turn. */
    synchronized void kick() {
        if (lastState != null && lastState.path("yourTurn").asBoolean()) {
            sendMove(lastState);
        }
    }

    private synchronized void handle(JsonNode m) {
        switch (m.path("type").asText()) {
            case "state" -> state(m);
            case "error" -> phase.problems.error(name() + ": " + m.path("code").asText() + ": " + m.path("message").asText());
            default -> {
                // hello
            }
        }
    }

    private void state(JsonNode m) {
        int version = m.path("version").asInt();
        if (lastVersion >= 0 && version != lastVersion + 1) {
            lost("got version " + version + " after " + lastVersion);
        }
        lastVersion = version;
        lastState = m;
        gameId = m.path("gameId").asText();
        if (!phase.started()) {
            if (!readyCounted && m.path("yourTurn").asBoolean()) {
                readyCounted = true;
                phase.ready.countDown();
            }
            return;
        }
        long now = System.nanoTime();
        JsonNode last = m.path("lastMoves");
        String lastText = last.size() == 0 ? null : last.get(last.size() - 1).path("text").asText();
        int lastSeat = last.size() == 0 ? -1 : last.get(last.size() - 1).path("seat").asInt();
        if (version == moveVersion) {
            if (!moveText.equals(lastText) || lastSeat != 0) {
                lost("version " + version + " has last move " + lastText + " by seat " + lastSeat + ", the move sent " + moveText);
            }
            moveVersion = -1;
            moves++;
            phase.moveDone(moveSent, now);
            awaitingReply = !"over".equals(m.path("status").asText());
        } else if (restarting) {
            restarting = false;
            if (m.path("ply").asInt() != 0) {
                lost("the restarted game's first state has ply " + m.path("ply"));
            }
        } else if (awaitingReply && lastSeat > 0) {
            awaitingReply = false;
            phase.aiMoveDone(moveSent, now);
        }
        act(m);
        checkDone();
    }

    private void act(JsonNode m) {
        if (phase.stopping() && moves > 0) {
            return;
        }
        if ("over".equals(m.path("status").asText())) {
            restarting = true;
            player.send(message("restart").put("gameId", gameId).put("requestId", "restart").toString());
        } else if (m.path("yourTurn").asBoolean() && !awaitingReply) {
            sendMove(m);
        }
    }

    private void sendMove(JsonNode m) {
        if (think.none()) {
            sendMoveNow(m);
        } else {
            phase.timer.schedule(() -> thought(m), think.drawMillis(random), TimeUnit.MILLISECONDS);
        }
    }

    private synchronized void thought(JsonNode m) {
        if (phase.stopping() && moves > 0) {
            checkDone();
            return;
        }
        sendMoveNow(m);
    }

    private void sendMoveNow(JsonNode m) {
        int version = m.path("version").asInt();
        JsonNode legal = m.path("legalMoves");
        if (legal.size() == 0) {
            lost("its turn at version " + version + " with no legal move");
            return;
        }
        moveText = legal.get(random.nextInt(legal.size())).path("text").asText();
        moveVersion = version + 1;
        moveSent = System.nanoTime();
        player.send(message("move").put("gameId", gameId).put("version", version).put("move", moveText).put("requestId", version)
                .toString());
    }

    /** Counts the client as done once it is stopping, has played a move and waits for nothing. */
    synchronized void checkDone() {
        if (phase.stopping() && moves > 0 && moveVersion < 0 && !awaitingReply && !restarting && !doneCounted) {
            doneCounted = true;
            phase.done.countDown();
        }
    }

    /** At the end: a move or a reply still awaited is a lost one. */
    synchronized void reportUnfinished() {
        if (moveVersion >= 0) {
            lost("the move " + moveText + " (version " + moveVersion + ") did not come back");
        } else if (awaitingReply) {
            lost("the AI's reply after version " + lastVersion + " did not come");
        }
    }

    /**
     * Compares the game as a new connection sees it with what the client saw.
     *
     * @param state the state that answers {@code open}
     */
    synchronized void verify(JsonNode state) {
        if (state.path("version").asInt() != lastVersion || !state.path("position").equals(lastState.path("position"))) {
            lost("a new connection sees version " + state.path("version") + ", the client saw " + lastVersion);
        }
    }

    String gameId() {
        return gameId;
    }

    void close() {
        if (player != null) {
            player.close();
        }
    }

    private void lost(String what) {
        phase.problems.lostOrDuplicated(name() + ": " + what);
    }

    private String name() {
        return "game " + index + " (" + game.id() + " against " + level + (gameId == null ? "" : " " + gameId) + ")";
    }

    private ObjectNode message(String type) {
        return mapper.createObjectNode().put("type", type);
    }
}
