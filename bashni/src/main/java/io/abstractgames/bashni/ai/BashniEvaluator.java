package io.abstractgames.bashni.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.bashni.internal.BashniPosition;
import io.abstractgames.core.Position;

/**
 * The static evaluation of a Bashni position ({@code docs/rules/bashni.md}): White's terms minus Black's,
 * in hundredths of a man (100 = one man), so the value is exactly antisymmetric
 * ({@code evaluate(p, 0) == -evaluate(p, 1)}).
 *
 * <h2>How it is computed</h2>
 * One pass over the occupied squares reads each column through {@link BashniPosition}'s views
 * (owner, height, top run, pieces and kings of each colour: popcounts on the packed column); the
 * mobility and threat terms come from bitboard shifts plus one ray walk per king-topped column.
 * Nothing is allocated. The <em>top run</em> of a column is the number of pieces from its top down
 * that have the top piece's colour: after that many captures of the column (each capture takes only
 * the top piece) the column passes to the other colour. The <em>relative rank</em> of a man is its
 * distance from its owner's home rank: 0 on the home rank, 6 one step from being crowned.
 *
 * <h2>Terms, per side</h2>
 * <ul>
 *   <li><b>Material through the columns</b>, 100 per piece of the side's colour anywhere
 *       in a column the side owns (tops it), whatever its rank and height: pieces never leave the
 *       board, and the pieces in one's own columns are the ones one has; those below the top come
 *       back into play, one per capture, as the column is taken from above, and while buried they
 *       make the column survive captures.
 *   <li><b>Prisoners</b>: a piece under a top of the other colour is out of play, but it is freed,
 *       with every piece of its colour in that column, when the column's top run has been
 *       captured. It counts for its own side {@code prisoner} by the top run above it:
 *       50 when one capture frees it, 25 for two,
 *       10 for three or more. Seen from the holder, an enemy prisoner under its
 *       top counts for it {@code MAN - prisoner(run)} compared with that piece standing free: the
 *       more own pieces on top of it (the taller and safer the column), the more firmly it is held.
 *       This is also the column-safety term: a column whose top run is 1 with enemy pieces below is
 *       one capture away from changing hands.
 *   <li><b>Kings</b>: 150 more for every king-topped column the side owns (a flying
 *       king moves and captures along whole diagonals, backwards as well as forwards), and 30 more for every other king of its colour in its own
 *       columns (a buried king is a king again when it comes back to the top).
 *   <li><b>Advancement</b>, {@code advancement} per man-topped column by the relative rank of
 *       its top: 0, 1, 3, 6, 10, 16, 25 for ranks 0 to 6, growing near the far rank where the man
 *       threatens to be crowned; plus 10 per man-topped column still on the
 *       side's home rank, which keeps the opponent's men from being crowned there.
 *   <li><b>Mobility</b>, 2 per quiet move the side's columns have (counted as if
 *       no capture were compulsory, see {@link BashniPosition#quietMobility(int)}): a side short of
 *       moves is forced into giving pieces away, and the side with no move loses.
 *   <li><b>Threats</b>: captures are compulsory, so when the side to move can capture
 *       ({@link BashniPosition#captureTargets(int)} is not empty) it takes a piece next ply:
 *       40 for the side to move. Each column of the side to move that the
 *       opponent could jump costs it 10: it must spend its move on it or lose it.
 *       These terms matter at the horizon of a search without quiescence; with quiescence the
 *       captures themselves are searched.
 * </ul>
 *
 * <p>The weights above describe this version; they are tuning, not API, and may change in any
 * release (the command line's {@code bench} signature shows when they did).
 *
 * <p>Stateless and thread-safe: one instance may serve any number of searchers.
 */
public final class BashniEvaluator implements Evaluator {

    /** Material: score units per piece of the owner's colour in an own-topped column. */
    static final int MAN = 100;
    /** Prisoners: worth to their own side when one capture of their column frees them. */
    static final int PRISONER_RUN_1 = 50;
    /** Prisoners: worth to their own side when two captures of their column free them. */
    static final int PRISONER_RUN_2 = 25;
    /** Prisoners: worth to their own side when three or more captures are needed. */
    static final int PRISONER_DEEP = 10;
    /** Kings: extra per king-topped column. */
    static final int KING_TOP = 150;
    /** Kings: extra per king of the owner's colour below the top of an own column. */
    static final int KING_BURIED = 30;
    /** Advancement: per man-topped column on the side's own home rank. */
    static final int BACK_GUARD = 10;
    /** Mobility: per quiet move. */
    static final int MOBILITY = 2;
    /** Threats: for the side to move when it can capture. */
    static final int CAPTURE_PENDING = 40;
    /** Threats: per column of the side to move that the opponent could jump. */
    static final int THREATENED = 10;

    /** Advancement by relative rank 0..7 (a man-topped column never stands on relative rank 7). */
    private static final int[] ADVANCE = {0, 1, 3, 6, 10, 16, 25, 0};

    /** The evaluator; stateless, so one instance may be shared. */
    public BashniEvaluator() {}

    /**
     * The worth of a prisoner to its own side.
     *
     * @param topRun the top run of the column holding it, 1 or more (the captures that free it)
     * @return 50, 25, or 10 from
     *     3 on
     */
    static int prisoner(int topRun) {
        return topRun <= 1 ? PRISONER_RUN_1 : topRun == 2 ? PRISONER_RUN_2 : PRISONER_DEEP;
    }

    /**
     * The advancement weight of a man-topped column.
     *
     * @param relativeRank the distance of its square from the owner's home rank, 0 to 7
     * @return score units: 0, 1, 3, 6, 10, 16, 25 for ranks 0 to 6, and 0 for rank 7
     * @throws ArrayIndexOutOfBoundsException if the rank is outside 0..7
     */
    static int advancement(int relativeRank) {
        return ADVANCE[relativeRank];
    }

    /**
     * {@inheritDoc}
     *
     * @param position a Bashni position (as {@link io.abstractgames.bashni.BashniGame} creates them)
     *     whose game is not over
     * @param player 0 (White) or 1 (Black)
     * @throws IllegalArgumentException if the position is not a Bashni position
     */
    @Override
    public int evaluate(Position position, int player) {
        if (!(position instanceof BashniPosition)) {
            throw new IllegalArgumentException("not a Bashni position: " + position.game().id());
        }
        int white = whiteScore((BashniPosition) position);
        return player == 0 ? white : -white;
    }

    private static int whiteScore(BashniPosition p) {
        long whiteTops = p.tops(0);
        long kingTops = p.kingTops();
        int score = 0;
        for (long occ = p.occupied(); occ != 0; occ &= occ - 1) {
            int sq = Long.numberOfTrailingZeros(occ);
            long bit = 1L << sq;
            int owner = (whiteTops & bit) != 0 ? 0 : 1;
            int own = p.pieceCount(sq, owner);
            int prisoners = p.height(sq) - own;
            int v = own * MAN;
            if (prisoners != 0) {
                v -= prisoners * prisoner(p.topRun(sq));
            }
            int kings = p.kingCount(sq, owner);
            if ((kingTops & bit) != 0) {
                v += KING_TOP + (kings - 1) * KING_BURIED;
            } else {
                v += kings * KING_BURIED;
                int rank = owner == 0 ? sq >>> 3 : 7 - (sq >>> 3);
                v += ADVANCE[rank];
                if (rank == 0) {
                    v += BACK_GUARD;
                }
            }
            score += owner == 0 ? v : -v;
        }
        score += MOBILITY * (p.quietMobility(0) - p.quietMobility(1));
        int stm = p.sideToMove();
        int tactics = 0;
        if (p.captureTargets(stm) != 0) {
            tactics += CAPTURE_PENDING;
        }
        tactics -= THREATENED * Long.bitCount(p.captureTargets(1 - stm));
        return score + (stm == 0 ? tactics : -tactics);
    }
}
