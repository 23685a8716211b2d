package io.abstractgames.server.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.abstractgames.core.TextFields;
import io.abstractgames.server.limits.Admission;
import io.abstractgames.server.request.Cause;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.room.Invites;
import io.abstractgames.server.room.Room;
import io.abstractgames.server.room.RoomListener;
import io.abstractgames.server.room.RoomView;
import io.abstractgames.server.room.Rooms;
import io.abstractgames.server.room.SeatView;
import io.abstractgames.server.session.GameSession;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.session.SessionListener;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The rooms of one connection ({@code docs/protocol.md}, "Rooms"): answers the {@code room_*}
 * messages, sends a {@code room} message after every change of a room the connection is in, and
 * the room's game as {@code state} messages framed for the participant's seat.
 */
final class RoomChannel {

    private final ObjectMapper mapper;
    private final StateJson json;
    private final Rooms rooms;
    private final Admission admission;
    private final Invites invites;
    private final String host;
    private final Consumer<JsonNode> send;
    private final Map<String, Member> members = new ConcurrentHashMap<>();
    /** Set when the connection has closed; a room entered after that is left at once ({@link #keep}). */
    private volatile boolean shut;

    RoomChannel(ObjectMapper mapper, StateJson json, Rooms rooms, Admission admission, Invites invites, String host,
            Consumer<JsonNode> send) {
        this.mapper = mapper;
        this.json = json;
        this.rooms = rooms;
        this.admission = admission;
        this.invites = invites;
        this.host = host;
        this.send = send;
    }

    /** This connection as one participant of one room. */
    private final class Member implements RoomListener, SessionListener {
        final Room room;
        final int participant;
        volatile int seat = -1;
        volatile GameSession session;
        /** Set when the member leaves; a game attached after that lets its listener go. */
        volatile boolean left;
        /**
         * Set by the room change of the member's own arrival (under the room's lock); changes
         * before it are not told, so that the arrival's room message comes first.
         */
        volatile boolean entered;

        Member(Room room, int participant) {
            this.room = room;
            this.participant = participant;
        }

        @Override
        public void roomChanged(RoomView view, Cause cause) {
            // The change this connection asked for: its room message is the request's answer.
            Tag own = cause instanceof Tag t && t.channel == RoomChannel.this ? t : null;
            if (!entered) {
                if (own == null) {
                    // Another participant's change between this member's listening and its own
                    // arrival: the arrival comes next under the room's lock and answers the request
                    // with the room as it is then, before the game's first state.
                    return;
                }
                entered = true;
            }
            int before = seat;
            seat = seatIn(view);
            send.accept(roomMessage(this, view, own == null ? null : own.requestId, own == null ? null : own.token));
            if (own != null) {
                own.answered = true;
            }
            attachGame(view, own);
            GameSession s = session;
            if (before >= 0 && seat < 0 && s != null) {
                // Left the seat: the game again, framed for a spectator (the answer to a leave too).
                s.tell(this, own);
            }
        }

        /**
         * Attaches the member to the room's game once it has started; the game's first state answers
         * the request that started it or brought the member in ({@code own}, or {@code null}) and
         * so carries its {@code requestId}. Called under the room's lock, which is taken before any
         * session lock, never after.
         */
        void attachGame(RoomView view, Tag own) {
            if (view.started() && session == null) {
                GameSession s = room.session();
                session = s;
                s.attach(this, own);
                // leaveRoom sets left before it reads session: one of the two removes the listener.
                if (left) {
                    s.removeListener(this);
                }
            }
        }

        int seatIn(RoomView view) {
            for (SeatView s : view.seats()) {
                if (s.participant() == participant) {
                    return s.seat();
                }
            }
            return -1;
        }

        @Override
        public void changed(GameView view, Cause cause) {
            int s = seat;
            Set<Integer> seats = s < 0 ? Set.of() : Set.of(s);
            JsonNode requestId = cause instanceof Tag t && t.channel == RoomChannel.this ? t.requestId : null;
            ObjectNode state = json.state(view, seats, Math.max(0, s), requestId);
            state.put("roomId", room.id());
            send.accept(state);
        }

        @Override
        public void failed(SessionException error) {
            ObjectNode message = mapper.createObjectNode();
            message.put("type", "error");
            message.put("roomId", room.id());
            GameSession s = session;
            if (s != null) {
                message.put("gameId", s.id());
            }
            message.put("code", error.code().wireName());
            message.put("message", error.getMessage());
            send.accept(message);
        }
    }

    /**
     * The tag of a request of this connection, handed to the room and its game and back to the
     * listeners: the room message that tells the change the request made is its answer, with its
     * {@code requestId} and the participant's new token, if any ({@code answered} then).
     */
    private static final class Tag implements Cause {
        final RoomChannel channel;
        final JsonNode requestId;
        final String token;
        /** Set (on the requesting thread, under the room's lock) once the room message answered the request. */
        boolean answered;

        Tag(RoomChannel channel, JsonNode requestId, String token) {
            this.channel = channel;
            this.requestId = requestId;
            this.token = token;
        }
    }

    /**
     * Handles a {@code room_*} message.
     *
     * @return false when the type is not a room message
     */
    boolean dispatch(String type, Fields f, JsonNode requestId) {
        Tag tag = new Tag(this, requestId, null);
        switch (type) {
            case "room_create" -> {
                String game = f.string("game");
                int players = f.optionalInt("players", 2, 3).orElse(0);
                Rooms.Created created = admission.createRoom(rooms::size, () -> rooms.create(game, players));
                admission.enterRoom(created.room().id());
                enter(created.room(), created.creator(), requestId);
            }
            case "room_open" -> {
                Room room = rooms.get(f.string("roomId"));
                String token = f.optionalString("token").orElse(null);
                Member m = members.get(room.id());
                if (m != null) {
                    // Open here already: a token must be this member's own, as it would be to enter.
                    if (token != null && room.participantOf(token) != m.participant) {
                        throw new SessionException(ErrorCode.BAD_REQUEST, "token: this connection has room " + room.id()
                                + " open as another participant; send room_close first to open it with this token");
                    }
                    answer(m, requestId, null);
                } else {
                    admission.enterRoom(room.id());
                    Room.Entry entry;
                    try {
                        entry = room.enter(token, admission.limits().maxSpectatorsPerRoom());
                    } catch (RuntimeException e) {
                        admission.leaveRoom(room.id());
                        throw e;
                    }
                    enter(room, entry, requestId);
                }
            }
            case "room_join" -> {
                Member m = member(f);
                m.room.join(m.participant, tag);
                answerUnlessAnswered(m, tag);
            }
            case "room_fill" -> {
                Member m = member(f);
                m.room.fillWithAi(m.participant, tag);
                answerUnlessAnswered(m, tag);
            }
            case "room_leave" -> {
                Member m = member(f);
                m.room.leave(m.participant, tag);
                answerUnlessAnswered(m, tag);
            }
            case "room_again" -> {
                Member m = member(f);
                m.room.again(m.participant, tag);
                answerUnlessAnswered(m, tag);
            }
            case "room_move" -> {
                Member m = member(f);
                long version = f.version();
                Fields.ChosenMove move = f.move("room_move");
                if (move.text() != null) {
                    m.room.play(m.participant, version, move.text(), tag);
                } else {
                    m.room.playCode(m.participant, version, move.code(), tag);
                }
            }
            case "room_close" -> {
                Member m = members.remove(f.string("roomId"));
                if (m != null) {
                    leaveRoom(m);
                }
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /**
     * The participant enters here; the connection is already counted in the room's admission. The
     * room message of the connection's arrival answers the request (with the new token, if any),
     * before the state of the room's game.
     */
    private void enter(Room room, Room.Entry entry, JsonNode requestId) {
        Member m = new Member(room, entry.participant());
        Tag tag = new Tag(this, requestId, entry.token());
        room.addListener(m);
        try {
            room.connected(entry.participant(), tag);
        } catch (RuntimeException e) {
            room.removeListener(m);
            admission.leaveRoom(room.id());
            throw e;
        }
        // Only a member that is fully in the room is put where closed() finds it: whichever of the
        // two takes it out leaves the room once, after it was entered.
        m.entered = true;
        members.put(room.id(), m);
        keep(m);
        answerUnlessAnswered(m, tag);
    }

    /** Answers a request whose room message did not (it changed nothing in the room). */
    private void answerUnlessAnswered(Member m, Tag tag) {
        if (!tag.answered) {
            answer(m, tag.requestId, tag.token);
        }
    }

    /**
     * Leaves a room entered here at once if the connection closed meanwhile (a connection cut for
     * not reading closes on another thread): the member is left by {@link #closed()} or here, one
     * of the two, so that no listener outlives the connection.
     */
    private void keep(Member m) {
        if (shut && members.remove(m.room.id(), m)) {
            leaveRoom(m);
        }
    }

    private void answer(Member m, JsonNode requestId, String token) {
        RoomView view = m.room.view();
        m.seat = m.seatIn(view);
        send.accept(roomMessage(m, view, requestId, token));
    }

    private Member member(Fields f) {
        String roomId = f.string("roomId");
        Member m = members.get(roomId);
        if (m == null) {
            throw new SessionException(ErrorCode.NO_SUCH_ROOM, "room " + TextFields.quote(roomId) + " is not open here; send room_open first");
        }
        return m;
    }

    private void leaveRoom(Member m) {
        m.left = true;
        admission.leaveRoom(m.room.id());
        m.room.removeListener(m);
        GameSession s = m.session;
        if (s != null) {
            s.removeListener(m);
        }
        m.room.disconnected(m.participant);
    }

    /** The connection closed: every room it was in counts it as gone. */
    void closed() {
        shut = true;
        // One entry at a time, as keep() takes them: each member is left by one of the two.
        for (String roomId : members.keySet()) {
            Member m = members.remove(roomId);
            if (m != null) {
                leaveRoom(m);
            }
        }
    }

    private ObjectNode roomMessage(Member m, RoomView view, JsonNode requestId, String token) {
        ObjectNode msg = mapper.createObjectNode();
        msg.put("type", "room");
        if (requestId != null) {
            msg.set("requestId", requestId);
        }
        msg.put("roomId", view.id());
        msg.set("game", json.game(m.room.game()));
        msg.put("players", view.players());
        msg.put("started", view.started());
        msg.put("round", view.round());
        if (view.gameSessionId() == null) {
            msg.putNull("gameId");
        } else {
            msg.put("gameId", view.gameSessionId());
        }
        ArrayNode seats = msg.putArray("seats");
        for (SeatView s : view.seats()) {
            ObjectNode seat = seats.addObject();
            seat.put("seat", s.seat());
            seat.put("side", m.room.game().sideName(s.seat()));
            seat.put("holder", s.holder().name().toLowerCase(Locale.ROOT));
            seat.put("connected", s.connected());
            seat.put("aiPlaying", s.aiPlaying());
            seat.put("you", s.participant() == m.participant);
        }
        msg.put("spectators", view.spectators());
        msg.put("expiresAt", view.expiresAt().toString());
        ObjectNode you = msg.putObject("you");
        you.put("participant", m.participant);
        int seat = m.seatIn(view);
        if (seat < 0) {
            you.putNull("seat");
        } else {
            you.put("seat", seat);
        }
        you.put("creator", m.participant == 0);
        if (view.started()) {
            msg.putNull("board");
        } else {
            // Before the game starts, its start position, so that the room shows the board it will be played on.
            msg.set("board", json.startBoard(m.room.game(), Math.max(0, seat)));
        }
        if (token != null) {
            msg.put("token", token);
        }
        Invites.Invite invite = invites.invite(view.id(), host);
        putOrNull(msg, "inviteUrl", invite.url());
        putOrNull(msg, "localUrl", invite.localUrl());
        putOrNull(msg, "inviteNote", invite.note());
        return msg;
    }

    private static void putOrNull(ObjectNode node, String name, String value) {
        if (value == null) {
            node.putNull(name);
        } else {
            node.put(name, value);
        }
    }
}
