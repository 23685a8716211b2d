package io.abstractgames.server.owner;

/**
 * The place of an owner's lock in the one order the server takes them: a thread holding a lock
 * may take only locks of a later rank (or one it holds already). A room tells its listeners, which
 * attach to its game, under its lock; a game tells its listeners, among them its ladder run, under
 * its lock; a run reads and changes its record under its own lock and calls no game while it holds it.
 */
public enum Rank {
    /** A room's lock ({@code room.Room}): taken first. */
    ROOM,
    /** A ladder run's lock for taking up its stored game once, held while the game is attached. */
    RUN_LOADING,
    /** A game session's lock ({@code session.GameSession}). */
    SESSION,
    /** A ladder run's lock ({@code ladder.LadderRun}): taken last, from its game's announcements. */
    RUN
}
