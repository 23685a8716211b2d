package io.abstractgames.lasca.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.core.Position;
import io.abstractgames.lasca.internal.LascaPosition;

/**
 * The static evaluation of a Lasca position ({@code docs/rules/lasca.md}): White's terms minus
 * Black's, in hundredths of a soldier (100 = one soldier), so the value is exactly antisymmetric
 * ({@code evaluate(p, 0) == -evaluate(p, 1)}).
 *
 * <h2>How it is computed</h2>
 * One pass over the occupied squares reads each column through {@link LascaPosition}'s views
 * (owner, height, top run, pieces and officers of each colour: popcounts on the packed column);
 * mobility and threats come from bitboard shifts. Nothing is allocated. The <em>top run</em> of a
 * column is the number of pieces from its top down that have the commander's colour: after that
 * many captures of the column (each takes only the top piece) the column passes to the other
 * colour. The <em>relative rank</em> of a soldier is its distance from its owner's home rank: 0 on
 * the home rank, 5 one step from promotion.
 *
 * <h2>Terms, per side</h2>
 * <ul>
 *   <li><b>Commanders</b>: {@value #COMMANDER} per column the side commands (tops). Pieces never
 *       leave the board, so the columns one commands are the units one can move; a side with no
 *       column has lost.
 *   <li><b>Material through the columns</b>: {@value #SOLDIER} per piece of the side's colour in a
 *       column it commands, whatever its height: the pieces below the top come back into play, one
 *       per capture, as the column is taken from above.
 *   <li><b>Prisoners</b>: a piece under a commander of the other colour is out of play until the
 *       column's top run has been captured. Held in an own column it costs the holder the
 *       prisoner's worth to its own side: {@value #PRISONER_RUN_1} when one capture frees it,
 *       {@value #PRISONER_RUN_2} for two, {@value #PRISONER_DEEP} for three or more, so the taller
 *       the guard above a prisoner the more firmly it is held.
 *   <li><b>Officers</b>: {@value #OFFICER_TOP} more per officer-topped column (an officer steps and
 *       captures backwards too) and {@value #OFFICER_BURIED} more for every other officer of its
 *       colour in its own columns (an officer is an officer again when it comes back to the top).
 *   <li><b>Advancement</b> per soldier-topped column by the relative rank of its top: 0, 2, 5, 10,
 *       18, 30 for ranks 0 to 5, growing where the soldier threatens to be promoted; plus
 *       {@value #BACK_GUARD} per soldier-topped column still on the home rank, which keeps the
 *       opponent's soldiers from being promoted there.
 *   <li><b>Mobility</b>: {@value #MOBILITY} per quiet step the side's columns have (counted as if
 *       no capture were compulsory, {@link LascaPosition#quietMobility(int)}).
 *   <li><b>Threats</b>: captures are compulsory, so when the side to move can capture it takes a
 *       piece next ply: {@value #CAPTURE_PENDING} for the side to move; each column of the side to
 *       move that the opponent could jump costs it {@value #THREATENED}.
 * </ul>
 *
 * <p>The weights describe this version; they are tuning, not API, and may change in any release
 * (the command line's {@code bench} signature shows when they did).
 *
 * <p>Stateless and thread-safe: one instance may serve any number of searchers.
 */
public final class LascaEvaluator implements Evaluator {

    /** Commanders: per column the side tops. */
    static final int COMMANDER = 20;
    /** Material: per piece of the owner's colour in an own-topped column. */
    static final int SOLDIER = 100;
    /** Prisoners: worth to their own side when one capture of their column frees them. */
    static final int PRISONER_RUN_1 = 50;
    /** Prisoners: worth to their own side when two captures of their column free them. */
    static final int PRISONER_RUN_2 = 25;
    /** Prisoners: worth to their own side when three or more captures are needed. */
    static final int PRISONER_DEEP = 10;
    /** Officers: extra per officer-topped column. */
    static final int OFFICER_TOP = 80;
    /** Officers: extra per officer of the owner's colour below the top of an own column. */
    static final int OFFICER_BURIED = 20;
    /** Advancement: per soldier-topped column on the side's own home rank. */
    static final int BACK_GUARD = 10;
    /** Mobility: per quiet step. */
    static final int MOBILITY = 3;
    /** Threats: for the side to move when it can capture. */
    static final int CAPTURE_PENDING = 40;
    /** Threats: per column of the side to move that the opponent could jump. */
    static final int THREATENED = 10;

    /** Advancement by relative rank 0..6 (a soldier-topped column never stands on relative rank 6). */
    private static final int[] ADVANCE = {0, 2, 5, 10, 18, 30, 0};

    /** The evaluator; stateless, so one instance may be shared. */
    public LascaEvaluator() {}

    /**
     * The worth of a prisoner to its own side.
     *
     * @param topRun the top run of the column holding it, 1 or more (the captures that free it)
     * @return 50, 25, or 10 from 3 on
     */
    static int prisoner(int topRun) {
        return topRun <= 1 ? PRISONER_RUN_1 : topRun == 2 ? PRISONER_RUN_2 : PRISONER_DEEP;
    }

    /**
     * The advancement weight of a soldier-topped column.
     *
     * @param relativeRank the distance of its square from the owner's home rank, 0 to 6
     * @return 0, 2, 5, 10, 18, 30 for ranks 0 to 5, and 0 for rank 6
     */
    static int advancement(int relativeRank) {
        return ADVANCE[relativeRank];
    }

    /**
     * {@inheritDoc}
     *
     * @param position a Lasca position (as {@link io.abstractgames.lasca.LascaGame} creates them)
     *     whose game is not over
     * @param player 0 (White) or 1 (Black)
     * @throws IllegalArgumentException if the position is not a Lasca position
     */
    @Override
    public int evaluate(Position position, int player) {
        if (!(position instanceof LascaPosition)) {
            throw new IllegalArgumentException("not a Lasca position: " + position.game().id());
        }
        int white = whiteScore((LascaPosition) position);
        return player == 0 ? white : -white;
    }

    private static int whiteScore(LascaPosition p) {
        long whiteTops = p.tops(0);
        long officerTops = p.officerTops();
        int score = 0;
        for (long occ = p.occupied(); occ != 0; occ &= occ - 1) {
            int sq = Long.numberOfTrailingZeros(occ);
            long bit = 1L << sq;
            int owner = (whiteTops & bit) != 0 ? 0 : 1;
            int own = p.pieceCount(sq, owner);
            int prisoners = p.height(sq) - own;
            int v = COMMANDER + own * SOLDIER;
            if (prisoners != 0) {
                v -= prisoners * prisoner(p.topRun(sq));
            }
            int officers = p.officerCount(sq, owner);
            if ((officerTops & bit) != 0) {
                v += OFFICER_TOP + (officers - 1) * OFFICER_BURIED;
            } else {
                v += officers * OFFICER_BURIED;
                int rank = owner == 0 ? sq / 7 : 6 - sq / 7;
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
