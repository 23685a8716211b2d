package io.abstractgames.ai;

/**
 * The score scale shared by every searcher, evaluator and transposition table.
 *
 * <p>A score is an {@code int} from one player's point of view, higher is better:
 *
 * <ul>
 *   <li>{@link #DRAW} (0) for a drawn game;
 *   <li>a win reached {@code n} plies from the root scores {@code WIN - n} ({@link #winIn(int)}), a
 *       loss {@code n} plies from the root scores {@code -(WIN - n)} ({@link #lossIn(int)}), so a
 *       searcher prefers the quickest win and the slowest loss; every score at or beyond
 *       {@link #WIN_THRESHOLD} in absolute value is such a decided score;
 *   <li>everything else is a heuristic value in score units within {@code [-MAX_EVAL, MAX_EVAL]}
 *       (the evaluator's result, see {@link Evaluator}, plus at most {@link #MAX_NOISE} of noise).
 * </ul>
 *
 * <p>A transposition table stores decided scores as distances from the node that stores them
 * ({@link #toTable(int, int)}) and turns them back into distances from the root when probed at
 * another ply ({@link #fromTable(int, int)}).
 */
public final class Scores {

    /** The score of a draw. */
    public static final int DRAW = 0;

    /** The score of a win at the root itself (0 plies away); wins further away score less. */
    public static final int WIN = 1_000_000_000;

    /** A bound above every score: alpha-beta windows start at {@code (-INFINITE, INFINITE)}. */
    public static final int INFINITE = WIN + 1;

    /**
     * The deepest ply a search reaches, quiescence included (frames, principal variations and
     * decided scores are sized by it).
     */
    public static final int MAX_PLY = 256;

    /** Scores at or above this are wins, at or below its negation losses. */
    public static final int WIN_THRESHOLD = WIN - MAX_PLY;

    /** The largest absolute value an evaluator may return; larger values are clamped. */
    public static final int MAX_EVAL = 100_000_000;

    /** The largest evaluation noise amplitude a configuration may ask for, in score units. */
    public static final int MAX_NOISE = 10_000_000;

    private Scores() {}

    /**
     * The score of a win {@code plies} plies from the root.
     *
     * @param plies the distance in plies, 0 to {@link #MAX_PLY}
     * @return {@code WIN - plies}
     * @throws IllegalArgumentException if {@code plies} is out of range
     */
    public static int winIn(int plies) {
        checkPlies(plies);
        return WIN - plies;
    }

    /**
     * The score of a loss {@code plies} plies from the root.
     *
     * @param plies the distance in plies, 0 to {@link #MAX_PLY}
     * @return {@code -(WIN - plies)}
     * @throws IllegalArgumentException if {@code plies} is out of range
     */
    public static int lossIn(int plies) {
        checkPlies(plies);
        return -WIN + plies;
    }

    /**
     * Whether a score is a win.
     *
     * @param score a score
     * @return {@code true} when {@code score >= WIN_THRESHOLD}
     */
    public static boolean isWin(int score) {
        return score >= WIN_THRESHOLD;
    }

    /**
     * Whether a score is a loss.
     *
     * @param score a score
     * @return {@code true} when {@code score <= -WIN_THRESHOLD}
     */
    public static boolean isLoss(int score) {
        return score <= -WIN_THRESHOLD;
    }

    /**
     * Whether a score is a decided (win or loss) score rather than a heuristic one.
     *
     * @param score a score
     * @return {@code true} for a win or a loss
     */
    public static boolean isDecided(int score) {
        return isWin(score) || isLoss(score);
    }

    /**
     * The distance of a decided score.
     *
     * @param score a win or loss score
     * @return the plies from the root to the end of the game
     * @throws IllegalArgumentException if the score is not decided
     */
    public static int plies(int score) {
        if (isWin(score)) {
            return WIN - score;
        }
        if (isLoss(score)) {
            return WIN + score;
        }
        throw new IllegalArgumentException("score " + score + " is not a win or a loss");
    }

    /**
     * Converts a score found at {@code ply} plies from the root into the form a transposition table
     * stores: a decided score becomes a distance from the node itself.
     *
     * <p>This and {@link #fromTable(int, int)} test {@code |score|} once instead of testing for a
     * win and then for a loss. HotSpot 17's C2 compiler fuses two such tests into one guarded by an
     * {@code unstable_fused_if} trap; when the first decided score met that trap inside a compiled
     * search (at a table probe), the rest of the search, in rare runs, visited other nodes than
     * the interpreter did, so two searches with the same seed could differ.
     *
     * @param score the score, distances counted from the root
     * @param ply the node's distance from the root, 0 to {@link #MAX_PLY}
     * @return the score with distances counted from the node
     */
    public static int toTable(int score, int ply) {
        return Math.abs(score) < WIN_THRESHOLD ? score : score + (score >> 31 | 1) * ply;
    }

    /**
     * Converts a stored score back for a node {@code ply} plies from the root; the inverse of
     * {@link #toTable(int, int)}.
     *
     * @param score the score as stored, distances counted from the node
     * @param ply the node's distance from the root, 0 to {@link #MAX_PLY}
     * @return the score with distances counted from the root
     */
    public static int fromTable(int score, int ply) {
        return Math.abs(score) < WIN_THRESHOLD ? score : score - (score >> 31 | 1) * ply;
    }

    /**
     * Clamps an evaluator's result into {@code [-MAX_EVAL, MAX_EVAL]}.
     *
     * @param value the raw value
     * @return the clamped value
     */
    public static int clampEval(int value) {
        return Math.max(-MAX_EVAL, Math.min(MAX_EVAL, value));
    }

    /**
     * A score as text for progress lines: {@code "win N"} or {@code "loss N"} (N in plies from the
     * root) for decided scores, otherwise the number, e.g. {@code "-35"}.
     *
     * @param score a score
     * @return the text
     */
    public static String toText(int score) {
        if (isWin(score)) {
            return "win " + plies(score);
        }
        if (isLoss(score)) {
            return "loss " + plies(score);
        }
        return Integer.toString(score);
    }

    private static void checkPlies(int plies) {
        if (plies < 0 || plies > MAX_PLY) {
            throw new IllegalArgumentException("distance " + plies + " plies out of range 0.." + MAX_PLY);
        }
    }
}
