package io.abstractgames.ai.toy;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * An explicit game tree with a score vector at each leaf: for hand-checked search results. Nodes
 * are numbered in the order they are added (the root is 0); the move to child {@code i} has code
 * {@code i + 1} and text {@code "c" + (i + 1)}. The player to move starts at 0 and advances by one
 * (modulo the player count) with every move or null move. No node is a finished game; a leaf has
 * no move and is meant to be reached at the search horizon.
 */
public final class TreeGame {

    private final int players;
    private final List<int[]> children = new ArrayList<>();
    private final List<int[]> values = new ArrayList<>();
    private final TestGame game;

    /**
     * Creates a tree with only a root.
     *
     * @param players the number of players
     */
    public TreeGame(int players) {
        this.players = players;
        this.game = new TestGame("tree" + players, players, "0 a", (g, text) -> {
            String[] f = text.trim().split("\\s+");
            return new Node(Integer.parseInt(f[0]), f[1].charAt(0) - 'a');
        });
        children.add(new int[0]);
        values.add(new int[players]);
    }

    /**
     * Adds a child.
     *
     * @param parent the parent node
     * @param vector the child's score vector (used when it is evaluated)
     * @return the child's node number
     */
    public int add(int parent, int... vector) {
        int id = children.size();
        children.add(new int[0]);
        values.add(vector.length == 0 ? new int[players] : vector.clone());
        int[] c = children.get(parent);
        int[] n = java.util.Arrays.copyOf(c, c.length + 1);
        n[c.length] = id;
        children.set(parent, n);
        return id;
    }

    /**
     * The game, starting at the root.
     *
     * @return the game
     */
    public Game game() {
        return game;
    }

    /**
     * The evaluator: component {@code player} of the node's vector.
     *
     * @return the evaluator
     */
    public Evaluator evaluator() {
        return (position, player) -> values.get(((Node) position).node)[player];
    }

    private final class Node implements Position {
        private int node;
        private int side;
        private final int[] undoNode = new int[256];
        private int undoDepth;

        Node(int node, int side) {
            this.node = node;
            this.side = side;
        }

        @Override
        public Game game() {
            return game;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public void generateMoves(MoveList moves) {
            moves.clear();
            for (int i = 0; i < children.get(node).length; i++) {
                moves.add(i + 1);
            }
        }

        @Override
        public void makeMove(long move) {
            undoNode[undoDepth++] = node;
            node = children.get(node)[(int) move - 1];
            side = (side + 1) % players;
        }

        @Override
        public void unmakeMove() {
            node = undoNode[--undoDepth];
            side = (side + players - 1) % players;
        }

        @Override
        public void makeNullMove() {
            undoNode[undoDepth++] = node;
            side = (side + 1) % players;
        }

        @Override
        public int undoDepth() {
            return undoDepth;
        }

        @Override
        public long key() {
            return computeKey();
        }

        @Override
        public long computeKey() {
            return io.abstractgames.ai.internal.Noise.mix(node * 4L + side + 1);
        }

        @Override
        public boolean isOver() {
            return false;
        }

        @Override
        public Outcome outcome() {
            return Outcome.ONGOING;
        }

        @Override
        public String toText() {
            return node + " " + (char) ('a' + side);
        }

        @Override
        public long parseMove(String text) {
            return Long.parseLong(text.substring(1));
        }

        @Override
        public String moveText(long move) {
            return "c" + move;
        }

        @Override
        public Position copy() {
            return new Node(node, side);
        }
    }
}
