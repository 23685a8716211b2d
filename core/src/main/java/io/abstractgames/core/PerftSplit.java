package io.abstractgames.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Splits a perft tree into subtrees: the distinct positions a fixed number of plies below a root,
 * each with the number of move sequences that reach it (its multiplicity). Parallel and
 * distributed perft count every subtree once and weight it by its multiplicity:
 *
 * <pre>{@code perft(root, plies + r) = sum over subtrees s of s.multiplicity() * perft(s, r)}</pre>
 *
 * <p>for every {@code r >= 0} (see {@code docs/rules/common.md}, "Perft"). Positions are told
 * apart by their canonical position text, which holds the whole game state (board, side to move
 * and the counters the rules need), so two move sequences that reach the same text reach the same
 * subtree. Zobrist keys are not used for this: two different positions may share a key.
 *
 * <p>A position that is finished before {@code plies} is reached has no moves and so leads to no
 * subtree; a finished position exactly {@code plies} deep is listed like any other. This is API-edge
 * code: it allocates a text per node of the split, and is meant for the first few plies only.
 */
public final class PerftSplit {

    private PerftSplit() {}

    /**
     * The distinct positions {@code plies} plies below {@code root}, with their multiplicities.
     *
     * @param root the root; restored on return
     * @param plies how many plies down to split, 0 or more ({@code 0} gives the root itself with
     *     multiplicity 1)
     * @return the subtrees in the order their text first appears in a depth-first walk of the
     *     legal moves in generation order (so the result is deterministic)
     * @throws IllegalArgumentException if {@code plies} is negative
     */
    public static List<Subtree> subtrees(Position root, int plies) {
        if (plies < 0) {
            throw new IllegalArgumentException("split depth " + plies + ", expected 0 or more");
        }
        Map<String, long[]> counts = new LinkedHashMap<>();
        MoveList[] lists = new MoveList[plies + 1];
        for (int i = 0; i <= plies; i++) {
            lists[i] = new MoveList();
        }
        walk(root, plies, lists, counts);
        List<Subtree> result = new ArrayList<>(counts.size());
        for (Map.Entry<String, long[]> e : counts.entrySet()) {
            result.add(new Subtree(e.getKey(), e.getValue()[0]));
        }
        return List.copyOf(result);
    }

    private static void walk(Position position, int plies, MoveList[] lists, Map<String, long[]> counts) {
        if (plies == 0) {
            counts.computeIfAbsent(position.toText(), t -> new long[1])[0]++;
            return;
        }
        MoveList moves = lists[plies];
        position.generateMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            position.makeMove(moves.get(i));
            walk(position, plies - 1, lists, counts);
            position.unmakeMove();
        }
    }

    /**
     * One subtree of a split: a position and how many move sequences from the root reach it.
     *
     * @param positionText the subtree's root in canonical position text
     * @param multiplicity the number of distinct move sequences of the split depth that reach it,
     *     1 or more
     */
    public record Subtree(String positionText, long multiplicity) {

        /**
         * Checks the fields.
         *
         * @param positionText the subtree's root in canonical position text
         * @param multiplicity the number of move sequences that reach it, 1 or more
         * @throws IllegalArgumentException if the text is empty or the multiplicity is below 1
         */
        public Subtree {
            if (positionText == null || positionText.isEmpty()) {
                throw new IllegalArgumentException("a subtree needs its position text");
            }
            if (multiplicity < 1) {
                throw new IllegalArgumentException("multiplicity " + multiplicity + ", expected 1 or more");
            }
        }
    }
}
