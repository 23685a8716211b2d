package io.abstractgames.testkit;

import java.util.List;
import java.util.Optional;

/**
 * Another engine of one of the games, seen as a function from position text to its legal moves:
 * what the {@link DifferentialChecker} compares the project's engine with.
 *
 * <p>Position and move texts are in the formats of the game's rules ({@code docs/rules/<game>.md}).
 * An implementation may wrap a library call, a test double or an external program ({@link
 * LineProtocolEngine}).
 */
public interface ReferenceEngine {

    /**
     * The legal moves of a position, as the engine lists them. A move list never holds the same
     * move twice ({@code docs/rules/common.md}, "Perft"); the checker reports a move listed twice
     * as a disagreement, so the list is given as it is, repeats included.
     *
     * @param positionText the position in canonical position text
     * @return the texts of its legal moves in any order; empty when the game is over
     */
    List<String> legalMoves(String positionText);

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

    /**
     * Called by the checker before it gives a verdict (a disagreement, before shrinking it and
     * again after, or agreement at the end of a run): an engine that can tell that its answers went
     * out of step with the questions (an external program that wrote a line it was not asked for)
     * throws here, so that such a fault is not taken for a rule disagreement. The default does
     * nothing.
     *
     * @throws RuntimeException when the engine's answers cannot be trusted; the checker lets it
     *     pass through
     */
    default void checkInStep() {}
}
