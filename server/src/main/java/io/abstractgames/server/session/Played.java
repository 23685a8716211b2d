package io.abstractgames.server.session;

/**
 * One move of a session's game as played: the seat that moved, the engine's code and the move text.
 *
 * @param seat the seat that moved
 * @param code the move's code in the position it was played in
 * @param text the move text
 */
record Played(int seat, long code, String text) {}
