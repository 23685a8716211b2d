package io.abstractgames.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Random;

/**
 * Two people playing Breakthrough in a room of their own, random legal moves one after the other,
 * on a thread of their own ({@link #run()}): each move must come back as the next state to both,
 * and a finished game starts again. What goes wrong is kept as the failure.
 */
final class RoomPair implements Runnable, AutoCloseable {

    private final WsClient first;
    private final WsClient second;
    private final String roomId;
    private final Random random;
    private final Object progress = new Object();
    private volatile boolean stop;
    private volatile Throwable failure;
    private int moves;
    private JsonNode firstState;
    private JsonNode secondState;

    RoomPair(GameServer server, long seed) throws InterruptedException {
        this.random = new Random(seed);
        first = new WsClient(server);
        second = new WsClient(server);
        first.send("{\"type\":\"room_create\",\"game\":\"breakthrough\",\"requestId\":\"create\"}");
        roomId = first.next(m -> "create".equals(m.path("requestId").asText())).path("roomId").asText();
        second.send("{\"type\":\"room_open\",\"roomId\":\"" + roomId + "\",\"requestId\":\"open\"}");
        second.next(m -> "open".equals(m.path("requestId").asText()));
        second.send("{\"type\":\"room_join\",\"roomId\":\"" + roomId + "\"}");
        firstState = first.next("state");
        secondState = second.next("state");
    }

    String roomId() {
        return roomId;
    }

    @Override
    public void run() {
        try {
            while (!stop) {
                step();
            }
        } catch (Throwable e) {
            failure = e;
            synchronized (progress) {
                progress.notifyAll();
            }
        }
    }

    /** One move (or, after the end, the next game); both must see the state it makes. */
    private void step() throws InterruptedException {
        int version = firstState.path("version").asInt();
        if (secondState.path("version").asInt() != version) {
            throw new AssertionError("the two players see versions " + version + " and " + secondState.path("version"));
        }
        if ("over".equals(firstState.path("status").asText())) {
            first.send("{\"type\":\"room_again\",\"roomId\":\"" + roomId + "\"}");
        } else {
            JsonNode mover = firstState.path("yourTurn").asBoolean() ? firstState : secondState;
            WsClient client = mover == firstState ? first : second;
            JsonNode legal = mover.path("legalMoves");
            String move = legal.get(random.nextInt(legal.size())).path("text").asText();
            client.send("{\"type\":\"room_move\",\"roomId\":\"" + roomId + "\",\"version\":" + version + ",\"move\":\"" + move + "\"}");
        }
        firstState = nextState(first, version);
        secondState = nextState(second, version);
        synchronized (progress) {
            moves++;
            progress.notifyAll();
        }
    }

    /** The state after {@code version}: anything but a room message or that state is a failure. */
    private static JsonNode nextState(WsClient client, int version) throws InterruptedException {
        while (true) {
            JsonNode m = client.next();
            String type = m.path("type").asText();
            if ("state".equals(type)) {
                if (m.path("version").asInt() != version + 1) {
                    throw new AssertionError("after version " + version + " came " + m.path("version"));
                }
                return m;
            }
            if (!"room".equals(type)) {
                throw new AssertionError("a player got " + m);
            }
        }
    }

    /** Waits until the pair has made more than {@code count} moves; the number made. */
    int awaitMoreThan(int count) throws InterruptedException {
        long deadline = System.nanoTime() + WsClient.PATIENCE.toNanos();
        synchronized (progress) {
            while (moves <= count) {
                check();
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("the players of room " + roomId + " made no move within " + WsClient.PATIENCE);
                }
                progress.wait(Math.max(1, left / 1_000_000));
            }
            return moves;
        }
    }

    /** Fails with what went wrong in the pair's games, if anything did. */
    void check() {
        if (failure != null) {
            throw new AssertionError("the players of room " + roomId + " failed", failure);
        }
    }

    /** Asks the thread to stop after the move it is making. */
    void stop() {
        stop = true;
    }

    @Override
    public void close() {
        stop = true;
        first.close();
        second.close();
    }
}
