package io.abstractgames.core;

import java.util.ArrayList;
import java.util.List;

/**
 * Perft and divide for any game (see {@code docs/rules/common.md}, "Perft").
 *
 * <p>{@code perft(p, 0) = 1}; {@code perft(p, d)} is the sum over the legal moves {@code m} of
 * {@code perft(p after m, d - 1)}; a finished position contributes 0 at any depth of 1 or more.
 * The position is walked with make/unmake and is left as it was found. Each call allocates one move
 * list per ply and nothing per node.
 */
public final class Perft {

    private Perft() {}

    /**
     * Counts the leaf nodes, using {@link Position#countMoves(MoveList)} at the last ply (bulk
     * counting).
     *
     * @param position the root; restored on return
     * @param depth the depth in plies, 0 or more
     * @return the number of leaf nodes
     * @throws NotationException if {@code depth} is negative (bad input, named in the message)
     */
    public static long perft(Position position, int depth) {
        return perft(position, depth, true);
    }

    /**
     * Counts the leaf nodes.
     *
     * @param position the root; restored on return
     * @param depth the depth in plies, 0 or more
     * @param bulk {@code true} to count the moves of the last ply with
     *     {@link Position#countMoves(MoveList)}; {@code false} to make and unmake every move down to
     *     depth 0
     * @return the number of leaf nodes
     * @throws NotationException if {@code depth} is negative (bad input, named in the message)
     */
    public static long perft(Position position, int depth, boolean bulk) {
        checkDepth(depth);
        return count(position, depth, bulk, lists(depth + 1));
    }

    /**
     * Lists every legal move of the root with the perft of the position after it ({@code
     * docs/rules/common.md}, "divide"). The counts sum to {@code perft(position, depth)}.
     *
     * @param position the root; restored on return
     * @param depth the depth in plies, 1 or more (at depth 0 there are no entries)
     * @return one entry per legal move, in generation order (API edge; allocates)
     * @throws NotationException if {@code depth} is negative (bad input, named in the message)
     */
    public static List<DivideEntry> divide(Position position, int depth) {
        checkDepth(depth);
        List<DivideEntry> entries = new ArrayList<>();
        if (depth == 0) {
            return entries;
        }
        MoveList[] lists = lists(depth + 1);
        MoveList root = new MoveList();
        position.generateMoves(root);
        for (int i = 0; i < root.size(); i++) {
            long move = root.get(i);
            String text = position.moveText(move);
            position.makeMove(move);
            long nodes = count(position, depth - 1, true, lists);
            position.unmakeMove();
            entries.add(new DivideEntry(new Move(move, text), nodes));
        }
        return entries;
    }

    private static long count(Position position, int depth, boolean bulk, MoveList[] lists) {
        if (depth == 0) {
            return 1;
        }
        MoveList moves = lists[depth];
        if (bulk && depth == 1) {
            return position.countMoves(moves);
        }
        position.generateMoves(moves);
        int n = moves.size();
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            position.makeMove(moves.get(i));
            nodes += count(position, depth - 1, bulk, lists);
            position.unmakeMove();
        }
        return nodes;
    }

    private static MoveList[] lists(int n) {
        MoveList[] lists = new MoveList[n];
        for (int i = 0; i < n; i++) {
            lists[i] = new MoveList();
        }
        return lists;
    }

    private static void checkDepth(int depth) {
        if (depth < 0) {
            throw new NotationException("depth " + depth + ", expected 0 or more");
        }
    }

    /**
     * One line of divide: a root move and the perft of the position after it.
     *
     * @param move the root move
     * @param nodes the perft of the position after the move, at one ply less
     */
    public record DivideEntry(Move move, long nodes) {}
}
