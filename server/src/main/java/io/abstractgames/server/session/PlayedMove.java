package io.abstractgames.server.session;

import io.abstractgames.core.Position;

/**
 * A move of a game's history as a viewer sees it: who played it, at which ply, and the position it
 * was played in (to describe it with the board model).
 *
 * @param seat the seat that moved
 * @param ply the ply it was played at, 1 for the first move since the game's start position
 * @param code the move's code in {@code before}
 * @param text the move text
 * @param before a copy of the position the move was played in, owned by the view
 */
public record PlayedMove(int seat, int ply, long code, String text, Position before) {}
