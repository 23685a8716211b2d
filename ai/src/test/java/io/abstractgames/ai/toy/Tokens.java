package io.abstractgames.ai.toy;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.Zobrist;
import java.util.Arrays;

/**
 * A game for two or three players: a row of tokens with values; in turn, each player takes 1 to 3
 * tokens from either end and adds their values to its score. A player whose score reaches the
 * target wins at once; when the row is empty the unique highest score wins, a tie for it draws.
 *
 * <p>Text: {@code "LO HI SIDE S0,S1[,S2]"} (the tokens left are {@code LO..HI} inclusive). Move
 * code: {@code k} takes {@code k} from the left, {@code 4 + k} from the right. Taking a token of
 * value 7 or more is noisy.
 */
public final class Tokens implements Position {

    /** The tokens of every game. */
    public static final int[] VALUES = {3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4};

    /** Three players, target 40. */
    public static final TestGame THREE = game(3, 40);

    /** Score for a player: 10 per point of its score minus the best other score. */
    public static final Evaluator EVALUATOR = (position, player) -> ((Tokens) position).evaluate(player);

    private static final int MAX_SCORE = 128;
    private static final long[] KEYS = Zobrist.keys(0x544F4BL, 3 * (VALUES.length + 1) + 3 * MAX_SCORE + 3);

    private final TestGame game;
    private final int players;
    private final int target;
    private int lo;
    private int hi;
    private int side;
    private final int[] scores;
    private final int[] undoMove = new int[1024];
    private final int[] undoSide = new int[1024];
    private int undoDepth;

    private Tokens(TestGame game, int players, int target) {
        this.game = game;
        this.players = players;
        this.target = target;
        this.scores = new int[players];
    }

    /**
     * The game.
     *
     * @param players 2 or 3
     * @param target the winning score
     * @return the game
     */
    public static TestGame game(int players, int target) {
        String start = "0 " + (VALUES.length - 1) + " a " + String.join(",", java.util.Collections.nCopies(players, "0"));
        return new TestGame("tokens" + players, players, start, (g, text) -> parse(g, text, players, target));
    }

    private static Position parse(TestGame game, String text, int players, int target) {
        String[] f = text.trim().split("\\s+");
        Tokens t = new Tokens(game, players, target);
        t.lo = Integer.parseInt(f[0]);
        t.hi = Integer.parseInt(f[1]);
        t.side = f[2].charAt(0) - 'a';
        String[] s = f[3].split(",");
        for (int p = 0; p < players; p++) {
            t.scores[p] = Integer.parseInt(s[p]);
        }
        return t;
    }

    int evaluate(int player) {
        int best = Integer.MIN_VALUE;
        for (int p = 0; p < players; p++) {
            if (p != player) {
                best = Math.max(best, scores[p]);
            }
        }
        return 10 * (scores[player] - best);
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
        if (isOver()) {
            return;
        }
        int left = hi - lo + 1;
        for (int k = 1; k <= Math.min(3, left); k++) {
            moves.add(k);
        }
        for (int k = 1; k <= Math.min(3, left - 1); k++) {
            moves.add(4 + k);
        }
    }

    private int taken(long move) {
        int k = (int) move;
        int sum = 0;
        if (k <= 3) {
            for (int i = 0; i < k; i++) {
                sum += VALUES[lo + i];
            }
        } else {
            for (int i = 0; i < k - 4; i++) {
                sum += VALUES[hi - i];
            }
        }
        return sum;
    }

    @Override
    public void makeMove(long move) {
        int k = (int) move;
        scores[side] += taken(move);
        if (k <= 3) {
            lo += k;
        } else {
            hi -= k - 4;
        }
        undoMove[undoDepth] = k;
        undoSide[undoDepth] = side;
        undoDepth++;
        side = (side + 1) % players;
    }

    @Override
    public void unmakeMove() {
        undoDepth--;
        int k = undoMove[undoDepth];
        side = undoSide[undoDepth];
        if (k == 0) {
            return;
        }
        if (k <= 3) {
            lo -= k;
        } else {
            hi += k - 4;
        }
        scores[side] -= taken(k);
    }

    @Override
    public void makeNullMove() {
        if (isOver()) {
            throw new IllegalStateException("game over");
        }
        undoMove[undoDepth] = 0;
        undoSide[undoDepth] = side;
        undoDepth++;
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
        int n = VALUES.length + 1;
        long k = KEYS[lo] ^ KEYS[n + hi + 1] ^ KEYS[3 * n + 3 * MAX_SCORE + side];
        for (int p = 0; p < players; p++) {
            k ^= KEYS[3 * n + p * MAX_SCORE + Math.min(scores[p], MAX_SCORE - 1)];
        }
        return k;
    }

    @Override
    public boolean isOver() {
        return outcome().isOver();
    }

    @Override
    public Outcome outcome() {
        for (int p = 0; p < players; p++) {
            if (scores[p] >= target) {
                return Outcome.win(p, EndReason.GOAL_REACHED);
            }
        }
        if (lo <= hi) {
            return Outcome.ONGOING;
        }
        int best = Arrays.stream(scores).max().getAsInt();
        int winner = -1;
        for (int p = 0; p < players; p++) {
            if (scores[p] == best) {
                if (winner >= 0) {
                    return Outcome.draw(EndReason.MOVE_LIMIT);
                }
                winner = p;
            }
        }
        return Outcome.win(winner, EndReason.NO_MOVES);
    }

    @Override
    public String toText() {
        StringBuilder sb = new StringBuilder();
        sb.append(lo).append(' ').append(hi).append(' ').append((char) ('a' + side)).append(' ');
        for (int p = 0; p < players; p++) {
            sb.append(p > 0 ? "," : "").append(scores[p]);
        }
        return sb.toString();
    }

    @Override
    public long parseMove(String text) {
        return (text.charAt(0) == 'L' ? 0 : 4) + (text.charAt(1) - '0');
    }

    @Override
    public String moveText(long move) {
        return move <= 3 ? "L" + move : "R" + (move - 4);
    }

    @Override
    public boolean isNoisy(long move) {
        int k = (int) move;
        if (k <= 3) {
            for (int i = 0; i < k; i++) {
                if (VALUES[lo + i] >= 7) {
                    return true;
                }
            }
        } else {
            for (int i = 0; i < k - 4; i++) {
                if (VALUES[hi - i] >= 7) {
                    return true;
                }
            }
        }
        return false;
    }

    @Override
    public int orderingHint(long move) {
        return taken(move);
    }

    @Override
    public Position copy() {
        return parse(game, toText(), players, target);
    }
}
