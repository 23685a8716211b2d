package io.abstractgames.server.request;

import java.util.Locale;

/** Why a request was refused; each code is documented in {@code docs/protocol.md}, "error". */
public enum ErrorCode {
    /** Not JSON, not an object, a binary frame, or no string {@code type}. */
    MALFORMED,
    /** An unknown message type. */
    UNKNOWN_TYPE,
    /** A field missing, of the wrong type or out of range. */
    BAD_REQUEST,
    /** Not an installed game id. */
    UNKNOWN_GAME,
    /** No such level for the game. */
    UNKNOWN_LEVEL,
    /** The start position text is malformed, impossible or already over. */
    BAD_POSITION,
    /** No game with this id. */
    NO_SUCH_GAME,
    /** The seat to move is not the requester's, or the AI is thinking. */
    NOT_YOUR_TURN,
    /** The request was made on an older version of the game. */
    STALE,
    /** The move is unreadable or not legal in the position. */
    ILLEGAL_MOVE,
    /** The game is over. */
    GAME_OVER,
    /** Nothing to take back, or no undo in this mode. */
    CANNOT_UNDO,
    /** No room with this id (never made, or expired). */
    NO_SUCH_ROOM,
    /** The seat token is not one of this room's participants. */
    UNKNOWN_TOKEN,
    /** The request is the room creator's alone (fill with the AI). */
    NOT_CREATOR,
    /** A spectator asked for what only a seated player may do (move, leave, again). */
    NOT_SEATED,
    /** The room's game has started already (fill with the AI). */
    ROOM_STARTED,
    /** The room's game has not started yet (a move before every seat is taken). */
    NOT_STARTED,
    /** "Again" before the game is over. */
    NOT_OVER,
    /** A challenge-ladder request on a connection with no run open (no start or resume before). */
    NO_RUN,
    /** A move, next opponent or resignation in a challenge-ladder run that has ended. */
    RUN_OVER,
    /** A name for a challenge-ladder run that goes on. */
    RUN_NOT_OVER,
    /** A second name for a challenge-ladder run. */
    ALREADY_NAMED,
    /** A name for the best runs that is empty, too long or holds control characters. */
    BAD_NAME,
    /** The AI pool's queue is full. */
    BUSY,
    /** The server could not write the change to its data folder; nothing changed. */
    STORE_FAILED,
    /** The connection sent messages faster than its rate limit; the message was not handled. */
    RATE_LIMITED,
    /** The server keeps its maximum number of rooms (a room create). */
    TOO_MANY_ROOMS,
    /** The room has its maximum number of connections open (a room open). */
    ROOM_FULL,
    /** The room keeps its maximum number of participants without a seat (a room open without a token). */
    TOO_MANY_SPECTATORS,
    /** The connection has its maximum number of games open (a new game, or opening one). */
    TOO_MANY_GAMES,
    /** A fault of the server. */
    INTERNAL;

    /**
     * The code as written in the protocol.
     *
     * @return the lower-case name, e.g. {@code "illegal_move"}
     */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
