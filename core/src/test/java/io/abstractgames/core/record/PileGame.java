package io.abstractgames.core.record;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.TextFields;
import java.util.List;

/**
 * A take-away game for the record tests: Ann ({@code a}) and Bob ({@code b}) take 1, 2 or 3
 * counters in turn; taking the last one wins; the game is drawn when the plies run out first.
 * Text {@code PILE SIDE PLIES} (e.g. {@code 10 a 20}), move text {@code t1} to {@code t3}.
 * Registered with core's {@code Games} as its own provider.
 */
public class PileGame implements Game, GameProvider {

    /** The game id. */
    public static final String ID = "pile";

    @Override
    public List<Game> games() {
        return List.of(this);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String displayName() {
        return "Pile";
    }

    @Override
    public int playerCount() {
        return 2;
    }

    @Override
    public String sideName(int player) {
        return player == 0 ? "Ann" : "Bob";
    }

    @Override
    public char sideLetter(int player) {
        return player == 0 ? 'a' : 'b';
    }

    @Override
    public String startText() {
        return "10 a 20";
    }

    @Override
    public Position newStartPosition() {
        return parsePosition(startText());
    }

    @Override
    public Position parsePosition(String text) {
        String[] f = TextFields.split(text, "position text");
        if (f.length != 3 || !f[0].matches("\\d{1,2}") || playerOf(f[1].charAt(0)) < 0 || f[1].length() != 1
                || !f[2].matches("\\d{1,3}")) {
            throw new NotationException("position text: expected PILE SIDE PLIES");
        }
        return new Pile(this, Integer.parseInt(f[0]), playerOf(f[1].charAt(0)), Integer.parseInt(f[2]));
    }

    private static final class Pile implements Position {
        private final PileGame game;
        private int pile;
        private int side;
        private int plies;
        private final int[] undo = new int[256];
        private int depth;

        Pile(PileGame game, int pile, int side, int plies) {
            this.game = game;
            this.pile = pile;
            this.side = side;
            this.plies = plies;
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
            for (int take = 1; !isOver() && take <= Math.min(3, pile); take++) {
                moves.add(take);
            }
        }

        @Override
        public void makeMove(long move) {
            undo[depth++] = (int) move;
            pile -= (int) move;
            side ^= 1;
            plies--;
        }

        @Override
        public void unmakeMove() {
            int take = undo[--depth];
            side ^= 1;
            if (take != 0) {
                pile += take;
                plies++;
            }
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
        public long key() {
            return computeKey();
        }

        @Override
        public long computeKey() {
            return ((long) pile << 20) | ((long) plies << 1) | side;
        }

        @Override
        public boolean isOver() {
            return pile == 0 || plies == 0;
        }

        @Override
        public Outcome outcome() {
            if (pile == 0) {
                return Outcome.win(1 - side, EndReason.GOAL_REACHED);
            }
            return plies == 0 ? Outcome.draw(EndReason.MOVE_LIMIT) : Outcome.ONGOING;
        }

        @Override
        public String toText() {
            return pile + " " + game.sideLetter(side) + " " + plies;
        }

        @Override
        public long parseMove(String text) {
            if (!text.matches("t[123]")) {
                throw new NotationException("move text '" + text + "': expected t1, t2 or t3");
            }
            int take = text.charAt(1) - '0';
            if (take > pile) {
                throw new NotationException("move text '" + text + "': only " + pile + " left");
            }
            return take;
        }

        @Override
        public String moveText(long move) {
            return "t" + move;
        }

        @Override
        public Position copy() {
            return new Pile(game, pile, side, plies);
        }
    }
}
