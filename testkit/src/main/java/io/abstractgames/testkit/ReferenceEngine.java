package io.abstractgames.testkit;

import java.util.Optional;
import java.util.Set;

/**
 * Another engine of one of the games, seen as a function from position text to its legal moves:
 * what the {@link DifferentialChecker} compares the project's engine with.
 *
 * <p>Position and move texts are in the formats of the game's spec file ({@code docs/rules/*.md}). An
 * implementation may wrap a library call, a test double or an external program ({@link
 * LineProtocolEngine}).
 */
public interface ReferenceEngine {

    /**
     * The legal moves of a position.
     *
     * @param positionText the position in canonical position text
     * @return the texts of its legal moves; empty when the game is over
     */
    Set<String> legalMoves(String positionText);

    /**
     * The position after a move, when the engine can tell; the checker then also compares the
     * position texts.
     *
     * @param positionText the position in canonical position text
     * @param moveText a legal move of that position
     * @return the canonical text of the position after the move, or empty when this engine does not
     *     say
     */
    default Optional<String> positionAfter(String positionText, String moveText) {
        return Optional.empty();
    }
}
