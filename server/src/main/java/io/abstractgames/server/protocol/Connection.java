package io.abstractgames.server.protocol;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.server.ladder.Ladder;
import io.abstractgames.server.limits.Admission;
import io.abstractgames.server.limits.Limits;
import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.room.Invites;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.session.GameSession;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.store.GameSettings;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.store.Mode;
import io.abstractgames.server.session.SessionListener;
import java.io.IOException;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client connection: reads its messages ({@code docs/protocol.md}), answers them through the
 * sessions, and sends it the state of every game it has open.
 *
 * <p>Messages of one connection are handled one at a time (the WebSocket container delivers them
 * in order); states of its games may be sent from AI threads at the same time, so sending is
 * serialised here.
 */
public final class Connection {

    private static final Logger LOG = LoggerFactory.getLogger(Connection.class);
    private static final int MAX_REQUEST_ID = 64;

    private final ObjectMapper mapper;
    private final StateJson json;
    private final GameSessions sessions;
    private final Consumer<String> sink;
    private final RoomChannel rooms;
    private final LadderChannel ladder;
    private final int maxGames;
    private final Map<String, Attached> open = new ConcurrentHashMap<>();
    /** Set when the connection has closed; a game opened after that is let go at once ({@link #keep}). */
    private volatile boolean closed;

    /** The tag of a request of this connection, handed to the session and back to the listeners. */
    private record Request(Connection connection, JsonNode requestId) implements Cause {}

    /**
     * A game this connection has open, with the seats it may move for there (the game's human
     * seats) and the frame it sees the board in (against the AI the human's seat, on one device
     * seat 0). The seats and frame are taken from the first state the session announces.
     */
    private final class Attached implements SessionListener {
        volatile GameSession session;
        private volatile Set<Integer> seats;
        private volatile int frame;

        @Override
        public void changed(GameView view, Cause cause) {
            if (seats == null) {
                frame = view.settings().mode() == Mode.AI ? view.settings().humanSeat() : 0;
                seats = view.humanSeats();
            }
            JsonNode requestId = cause instanceof Request r && r.connection() == Connection.this ? r.requestId() : null;
            send(json.state(view, seats, frame, requestId));
        }

        @Override
        public void failed(SessionException error) {
            GameSession s = session;
            sendError(null, s == null ? null : s.id(), error.code(), error.getMessage());
        }

        Set<Integer> seats() {
            return seats;
        }
    }

    /**
     * Creates a connection.
     *
     * @param mapper the JSON mapper
     * @param sessions the server's games
     * @param sink sends one text message to the client; must be safe to call from any thread, one
     *     call at a time
     */
    public Connection(ObjectMapper mapper, GameSessions sessions, Consumer<String> sink) {
        this.mapper = mapper;
        this.json = new StateJson(mapper);
        this.sessions = sessions;
        this.sink = sink;
        this.rooms = null;
        this.ladder = null;
        this.maxGames = Limits.DEFAULT_MAX_GAMES_PER_CONNECTION;
    }

    /**
     * Creates a connection that also takes part in online rooms and the challenge ladder.
     *
     * @param mapper the JSON mapper
     * @param sessions the server's games
     * @param rooms the server's rooms
     * @param admission the server's counts of connections per room and of rooms, against its
     *     limits (also the most games this connection may have open, {@link Limits#maxGamesPerConnection})
     * @param invites builds the rooms' invite URLs
     * @param ladder the server's challenge ladder
     * @param host the Host header of the connection's request ({@code host[:port]}), or {@code null}
     * @param sink sends one text message to the client; must be safe to call from any thread, one
     *     call at a time
     */
    public Connection(ObjectMapper mapper, GameSessions sessions, Rooms rooms, Admission admission, Invites invites, Ladder ladder,
            String host,
            Consumer<String> sink) {
        this.mapper = mapper;
        this.json = new StateJson(mapper);
        this.sessions = sessions;
        this.sink = sink;
        this.rooms = new RoomChannel(mapper, json, rooms, admission, invites, host, this::send);
        this.ladder = new LadderChannel(mapper, json, ladder, this::send);
        this.maxGames = admission.limits().maxGamesPerConnection();
    }

    /** Sends the {@code hello} message; called once when the connection opens. */
    public void opened() {
        send(Catalog.hello(mapper, json));
    }

    /**
     * Handles one text message.
     *
     * @param text the message as received
     */
    public void received(String text) {
        JsonNode message;
        try {
            message = ProtocolMapper.read(mapper, text);
        } catch (JacksonException e) {
            sendError(null, null, ErrorCode.MALFORMED, notJson(e));
            return;
        } catch (IOException e) {
            throw new IllegalStateException("reading a message from a string failed", e);
        }
        if (message == null || !message.isObject()) {
            sendError(null, null, ErrorCode.MALFORMED, "expected a JSON object");
            return;
        }
        JsonNode requestId = message.get("requestId");
        if (requestId != null && !validRequestId(requestId)) {
            sendError(null, null, ErrorCode.BAD_REQUEST, "requestId: expected a string of at most " + MAX_REQUEST_ID
                    + " characters or an integer");
            return;
        }
        JsonNode type = message.get("type");
        if (type == null || !type.isTextual()) {
            sendError(requestId, null, ErrorCode.MALFORMED, "type: expected a string");
            return;
        }
        String gameId = message.path("gameId").isTextual() ? message.get("gameId").asText() : null;
        try {
            dispatch(type.asText(), new Fields(message), requestId);
        } catch (SessionException e) {
            sendError(requestId, gameId, e.code(), e.getMessage());
        } catch (RuntimeException e) {
            LOG.error("request {} failed", abbreviate(text), e);
            sendError(requestId, gameId, ErrorCode.INTERNAL, "the server failed on this request");
        }
    }

    /**
     * Answers a message that was not handled because the connection sends too fast; the message is
     * not read, so the error carries no {@code requestId}.
     *
     * @param perSecond the connection's steady rate, messages per second
     * @param burst how many messages it may send at once
     */
    public void rateLimited(int perSecond, int burst) {
        sendError(null, null, ErrorCode.RATE_LIMITED, "too many messages (at most " + perSecond + " per second, " + burst
                + " at once); this one was not handled");
    }

    /** Handles a binary message: refused. */
    public void receivedBinary() {
        sendError(null, null, ErrorCode.MALFORMED, "binary messages are not part of the protocol; send JSON text");
    }

    /** Forgets every open game; called when the connection closes. */
    public void closed() {
        closed = true;
        // One entry at a time, as keep() takes them: each listener is removed by one of the two.
        for (String id : open.keySet()) {
            Attached a = open.remove(id);
            if (a != null) {
                letGo(a);
            }
        }
        if (rooms != null) {
            rooms.closed();
        }
        if (ladder != null) {
            ladder.closed();
        }
    }

    private void dispatch(String type, Fields f, JsonNode requestId) {
        Request tag = new Request(this, requestId);
        switch (type) {
            case "new" -> newGame(f, requestId);
            case "open" -> {
                String gameId = f.string("gameId");
                Attached a = open.get(gameId);
                if (a == null) {
                    attach(gameId, tag);
                } else {
                    a.session.tell(a, tag);
                }
            }
            case "close" -> {
                Attached a = open.remove(f.string("gameId"));
                if (a != null) {
                    letGo(a);
                }
            }
            case "move" -> {
                Attached a = attached(f);
                long version = f.version();
                Fields.ChosenMove move = f.move("move");
                if (move.text() != null) {
                    a.session.play(a.seats(), version, move.text(), tag);
                } else {
                    a.session.playCode(a.seats(), version, move.code(), tag);
                }
            }
            case "pass" -> {
                Attached a = attached(f);
                a.session.play(a.seats(), f.version(), "pass", tag);
            }
            case "undo" -> {
                Attached a = attached(f);
                a.session.undo(a.seats(), f.version(), tag);
            }
            case "restart" -> attached(f).session.restart(tag);
            case "resign" -> {
                Attached a = attached(f);
                int seat = f.optionalInt("seat", 0, a.session.game().playerCount() - 1).orElse(-1);
                a.session.resign(a.seats(), seat, tag);
            }
            case "games" -> {
                ObjectNode hello = Catalog.hello(mapper, json);
                if (requestId != null) {
                    hello.set("requestId", requestId);
                }
                send(hello);
            }
            default -> {
                if ((rooms == null || !rooms.dispatch(type, f, requestId)) && (ladder == null || !ladder.dispatch(type, f, requestId))) {
                    throw new SessionException(ErrorCode.UNKNOWN_TYPE, "unknown message type '" + abbreviate(type) + "'");
                }
            }
        }
    }

    private void newGame(Fields f, JsonNode requestId) {
        String game = f.string("game");
        Mode mode = Mode.ofWireName(f.string("mode"));
        if (mode == Mode.ROOM) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "mode 'room': create a room with room_create");
        }
        if (mode == Mode.LADDER) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "mode 'ladder': start a run with ladder_start");
        }
        // A field the mode ignores is not read, so not checked either (docs/protocol.md, "new").
        Optional<String> level = mode == Mode.AI ? f.optionalString("level") : Optional.empty();
        // The range of the game's seats when the game is known; an unknown game is reported later.
        int lastSeat = io.abstractgames.core.Games.find(game).map(g -> g.playerCount() - 1).orElse(2);
        int seat = mode == Mode.AI ? f.optionalInt("seat", 0, lastSeat).orElse(0) : 0;
        Optional<String> position = f.optionalString("position");
        if (position.isPresent() && position.get().isBlank()) {
            // As the engine reads it: an empty text is no position (leave the field out for the start).
            throw new SessionException(ErrorCode.BAD_POSITION, "position text: empty (leave position out to start from the start position)");
        }
        GameSettings settings = new GameSettings(game, mode, level, seat, position);
        Optional<Integer> players = f.optionalInt("players", 1, 9);
        if (players.isPresent()) {
            int expected = io.abstractgames.core.Games.find(game).map(g -> g.playerCount()).orElse(players.get());
            if (expected != players.get()) {
                throw new SessionException(ErrorCode.BAD_REQUEST, "players " + players.get() + ": " + game + " is for " + expected);
            }
        }
        checkRoomForAGame();
        Attached a = new Attached();
        a.session = sessions.create(settings, a, new Request(this, requestId));
        keep(a);
    }

    /** Refuses a game more when this connection has its maximum open ({@code too_many_games}). */
    private void checkRoomForAGame() {
        if (open.size() >= maxGames) {
            throw new SessionException(ErrorCode.TOO_MANY_GAMES, "this connection has its maximum of " + maxGames
                    + " games open; close one first");
        }
    }

    /**
     * Opens a game here (rebuilt from the store when it is not in memory): adds this connection as a
     * listener and sends it the current state.
     */
    private Attached attach(String gameId, Cause cause) {
        Attached existing = open.get(gameId);
        if (existing != null) {
            return existing;
        }
        checkRoomForAGame();
        Attached a = new Attached();
        a.session = sessions.attach(gameId, Connection::checkPlain, a, cause);
        keep(a);
        return a;
    }

    /** Stops following a game opened here; a game no one follows any more leaves memory ({@link GameSessions#release}). */
    private void letGo(Attached a) {
        a.session.removeListener(a);
        sessions.release(a.session);
    }

    /**
     * Keeps a game opened here, unless the connection closed meanwhile (a connection cut for not
     * reading closes on another thread, possibly while the game's first state was being sent):
     * then its listener is removed, by {@link #closed()} or here, so that no listener outlives the
     * connection.
     */
    private void keep(Attached a) {
        open.put(a.session.id(), a);
        if (closed && open.remove(a.session.id(), a)) {
            letGo(a);
        }
    }

    private Attached attached(Fields f) {
        String gameId = f.string("gameId");
        Attached a = open.get(gameId);
        if (a == null) {
            // Not open here yet (a second tab, a bot): opening it is allowed with the id.
            a = attach(gameId, null);
        }
        return a;
    }

    /**
     * Refuses a game opened by its id that is a room's (played only through its room, by seat
     * tokens) or a ladder run's (only through its run: its token and thinking clock).
     */
    private static void checkPlain(GameSession session) {
        if (session.settings().mode() == Mode.ROOM) {
            throw new SessionException(ErrorCode.NO_SUCH_GAME, "game " + session.id() + " belongs to a room; open the room instead");
        }
        if (session.settings().mode() == Mode.LADDER) {
            throw new SessionException(ErrorCode.NO_SUCH_GAME, "game " + session.id()
                    + " belongs to a challenge-ladder run; resume the run instead");
        }
    }

    private static boolean validRequestId(JsonNode id) {
        return (id.isTextual() && id.asText().length() <= MAX_REQUEST_ID) || id.canConvertToExactIntegral() && id.canConvertToLong();
    }

    private void sendError(JsonNode requestId, String gameId, ErrorCode code, String message) {
        ObjectNode error = mapper.createObjectNode();
        error.put("type", "error");
        if (requestId != null) {
            error.set("requestId", requestId);
        }
        if (gameId != null) {
            error.put("gameId", abbreviate(gameId));
        }
        error.put("code", code.wireName());
        error.put("message", message);
        send(error);
    }

    private void send(JsonNode message) {
        String text;
        try {
            text = mapper.writeValueAsString(message);
        } catch (JacksonException e) {
            throw new IllegalStateException("cannot write a message", e);
        }
        synchronized (this) {
            sink.accept(text);
        }
    }

    static String abbreviate(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }

    /**
     * What is wrong with a message that is not JSON, in words of the protocol and not of the parser:
     * what, and where (line and column, from 1) when the parser knows.
     */
    static String notJson(JacksonException e) {
        if (e instanceof StreamConstraintsException) {
            String limit = String.valueOf(e.getOriginalMessage());
            if (limit.contains("nesting depth")) {
                return "not JSON: nested deeper than " + ProtocolMapper.MAX_DEPTH + " arrays and objects";
            }
            if (limit.startsWith("Number")) {
                return "not JSON: a number longer than " + ProtocolMapper.MAX_NUMBER_LENGTH + " characters";
            }
            if (limit.startsWith("String")) {
                return "not JSON: a string longer than " + ProtocolMapper.MAX_STRING_LENGTH + " characters";
            }
            return "not JSON: beyond the parser's limits";
        }
        String what;
        if (e instanceof JsonEOFException) {
            what = "the text ends inside a JSON value";
        } else if (e instanceof MismatchedInputException) {
            what = "more text after the JSON object (a message is one object)";
        } else {
            what = "unexpected text";
        }
        JsonLocation at = e.getLocation();
        if (at != null && at.getLineNr() > 0 && at.getColumnNr() > 0) {
            what += " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        }
        return "not JSON: " + what;
    }
}
