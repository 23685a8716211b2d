package io.abstractgames.testkit;

import io.abstractgames.core.AbstractPosition;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.TextFields;

/**
 * A toy game for the kit's own tests: a pile of stones, each turn takes 1, 2 or 3, who takes the
 * last stone wins. Position text {@code "STONES SIDE"} with side {@code a} or {@code b}; move text
 * the number taken.
 */
final class Nim implements Game {

    static final Nim GAME = new Nim(21);

    private final int stones;

    Nim(int stones) {
        this.stones = stones;
    }

    @Override
    public String id() {
        return "nim";
    }

    @Override
    public String displayName() {
        return "Nim";
    }

    @Override
    public int playerCount() {
        return 2;
    }

    @Override
    public String sideName(int player) {
        return player == 0 ? "A" : "B";
    }

    @Override
    public char sideLetter(int player) {
        return player == 0 ? 'a' : 'b';
    }

    @Override
    public String startText() {
        return stones + " a";
    }

    @Override
    public Position newStartPosition() {
        return new NimPosition(stones, 0);
    }

    @Override
    public Position parsePosition(String text) {
        String[] f = TextFields.split(text, "position text");
        if (f.length != 2) {
            throw new NotationException("position text: " + f.length + " fields, expected 2");
        }
        int n;
        try {
            n = Integer.parseInt(f[0]);
        } catch (NumberFormatException e) {
            throw new NotationException("position text: stones '" + f[0] + "' is not a number");
        }
        int side = f[1].length() == 1 ? playerOf(f[1].charAt(0)) : -1;
        if (n < 0 || side < 0) {
            throw new NotationException("position text: bad stones or side");
        }
        return new NimPosition(n, side);
    }

    final class NimPosition extends AbstractPosition {
        private int pile;
        private int side;
        private final int[] undo = new int[1024];
        private int depth;

        NimPosition(int pile, int side) {
            this.pile = pile;
            this.side = side;
        }

        @Override
        public Game game() {
            return Nim.this;
        }

        @Override
        public int sideToMove() {
            return side;
        }

        @Override
        public void generateMoves(MoveList moves) {
            moves.clear();
            for (int k = 1; k <= 3 && k <= pile; k++) {
                moves.add(k);
            }
        }

        @Override
        public void makeMove(long move) {
            undo[depth++] = (int) move;
            pile -= (int) move;
            side ^= 1;
        }

        @Override
        public void unmakeMove() {
            int m = undo[--depth];
            pile += m;
            side ^= 1;
        }

        @Override
        public void makeNullMove() {
            undo[depth++] = 0;
            side ^= 1;
        }

        @Override
        public int undoDepth() {
            return depth;
        }

        @Override
        public long moveAt(int index) {
            java.util.Objects.checkIndex(index, depth);
            return undo[index];
        }

        @Override
        public long key() {
            return computeKey();
        }

        @Override
        public long computeKey() {
            return pile * 2L + side + 1;
        }

        @Override
        public boolean isOver() {
            return pile == 0;
        }

        @Override
        public Outcome outcome() {
            return pile == 0 ? Outcome.win(side ^ 1, EndReason.NO_PIECES) : Outcome.ONGOING;
        }

        @Override
        public String toText() {
            return pile + " " + sideLetter(side);
        }

        @Override
        public long parseMove(String text) {
            MoveList moves = new MoveList();
            generateMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                if (moveText(moves.get(i)).equals(text)) {
                    return moves.get(i);
                }
            }
            throw new NotationException("move text '" + text + "': not legal");
        }

        @Override
        public String moveText(long move) {
            return Long.toString(move);
        }

        @Override
        public Position copy() {
            return new NimPosition(pile, side);
        }
    }
}
