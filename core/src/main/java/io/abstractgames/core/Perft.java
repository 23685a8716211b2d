package io.abstractgames.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Perft and divide for any game (see {@code docs/rules/common.md}, "Perft").
 *
 * <p>{@code perft(p, 0) = 1}; {@code perft(p, d)} is the sum over the legal moves {@code m} of
 * {@code perft(p after m, d - 1)}; a finished position contributes 0 at any depth of 1 or more.
 * The position is walked with make/unmake and is left as it was found.
 *
 * <h2>Deep requests</h2>
 * A depth beyond the position's {@link Position#remainingPlyBound()} counts 0 at once (every line
 * has ended before it), so any {@code int} depth is answered without exhausting memory; in
 * particular a finished position counts 0 at every depth of 1 or more. Otherwise a count allocates
 * one move list per ply it reaches, never more than the depth, and nothing per node.
 *
 * <h2>Progress</h2>
 * {@link #divide(Position, int, DivideListener)} reports each root move to a listener as soon as
 * it is counted, so that a caller can print divide lines and progress while a long count runs.
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
        if (depth == 0) {
            return 1;
        }
        if (depth > position.remainingPlyBound()) {
            return 0;
        }
        return new Counter(bulk).count(position, depth);
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
        List<DivideEntry> entries = new ArrayList<>();
        divide(position, depth, (entry, index, total) -> entries.add(entry));
        return entries;
    }

    /**
     * Divide with a listener: counts the root moves one by one in generation order and hands each
     * entry to {@code listener} as soon as it is counted, on the calling thread, before the next
     * root move is counted. At depth 0, and beyond the {@link Position#remainingPlyBound()} of a
     * running position, every root move counts 0; a finished position has no root moves.
     *
     * @param position the root; restored on return (also when the listener throws)
     * @param depth the depth in plies, 0 or more (at depth 0 the listener is never called)
     * @param listener receives each root move with its count
     * @return the total, the sum of the entries' counts (1 at depth 0, like {@link #perft})
     * @throws NotationException if {@code depth} is negative (bad input, named in the message)
     */
    public static long divide(Position position, int depth, DivideListener listener) {
        checkDepth(depth);
        Objects.requireNonNull(listener, "listener");
        if (depth == 0) {
            return 1;
        }
        boolean beyond = depth > position.remainingPlyBound();
        MoveList root = new MoveList();
        position.generateMoves(root);
        Counter counter = new Counter(true);
        long total = 0;
        int n = root.size();
        for (int i = 0; i < n; i++) {
            long move = root.get(i);
            String text = position.moveText(move);
            long nodes = 0;
            if (!beyond) {
                position.makeMove(move);
                try {
                    nodes = counter.count(position, depth - 1);
                } finally {
                    position.unmakeMove();
                }
            }
            total += nodes;
            listener.counted(new DivideEntry(new Move(move, text), nodes), i, n);
        }
        return total;
    }

    private static void checkDepth(int depth) {
        if (depth < 0) {
            throw new NotationException("depth " + depth + ", expected 0 or more");
        }
    }

    /**
     * The counting core: make/unmake down the tree with one reusable move list per ply from the
     * root, grown only as deeper plies are reached. One counter per thread.
     */
    private static final class Counter {

        private final boolean bulk;
        private MoveList[] lists = new MoveList[0];

        Counter(boolean bulk) {
            this.bulk = bulk;
        }

        long count(Position position, int depth) {
            return count(position, depth, 0);
        }

        private long count(Position position, int depth, int ply) {
            if (depth == 0) {
                return 1;
            }
            MoveList moves = list(ply);
            if (depth == 1) {
                return bulk ? position.countMoves(moves) : leaves(position, moves);
            }
            position.generateMoves(moves);
            int n = moves.size();
            long nodes = 0;
            for (int i = 0; i < n; i++) {
                position.makeMove(moves.get(i));
                nodes += count(position, depth - 1, ply + 1);
                position.unmakeMove();
            }
            return nodes;
        }

        /** Makes and unmakes every move of the position: the leaves one ply down, counted one by one. */
        private static long leaves(Position position, MoveList moves) {
            position.generateMoves(moves);
            int n = moves.size();
            for (int i = 0; i < n; i++) {
                position.makeMove(moves.get(i));
                position.unmakeMove();
            }
            return n;
        }

        private MoveList list(int ply) {
            if (ply >= lists.length) {
                MoveList[] grown = Arrays.copyOf(lists, Math.max(8, ply * 2));
                for (int i = lists.length; i < grown.length; i++) {
                    grown[i] = new MoveList();
                }
                lists = grown;
            }
            return lists[ply];
        }
    }

    /**
     * Receives the root moves of {@link #divide(Position, int, DivideListener)} as they are
     * counted.
     */
    @FunctionalInterface
    public interface DivideListener {

        /**
         * One root move has been counted.
         *
         * @param entry the move and the perft after it
         * @param index the move's place in generation order, 0 to {@code total - 1}
         * @param total the number of root moves
         */
        void counted(DivideEntry entry, int index, int total);
    }

    /**
     * One line of divide: a root move and the perft of the position after it.
     *
     * @param move the root move
     * @param nodes the perft of the position after the move, at one ply less
     */
    public record DivideEntry(Move move, long nodes) {}
}
