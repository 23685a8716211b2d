package io.abstractgames.breakthrough.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.breakthrough.internal.BreakthroughPosition;
import io.abstractgames.core.Position;

/**
 * The static evaluation of a Breakthrough position: "mine minus yours" over a few bitboard terms,
 * in hundredths of a piece (100 = one piece), so the value is exactly antisymmetric
 * ({@code evaluate(p, WHITE) == -evaluate(p, BLACK)}).
 *
 * <h2>How it is computed</h2>
 * Every term is computed for one side as if it moved up the board ("White orientation"); Black's
 * pieces are brought into that orientation by {@link Long#reverseBytes(long)}, which swaps rank
 * {@code r} with rank {@code 7 - r} and keeps the file. White's view is White's terms minus
 * Black's, and Black's view is its negation. Below, the <em>relative rank</em> of a piece is its
 * distance from its own home rank: 0 on the home rank, 6 one step from the goal (a piece on
 * relative rank 7 would already have won). Each term costs a handful of shifts and popcounts on the
 * two {@code long}s; nothing is allocated and nothing is looped over piece by piece.
 *
 * <h2>Terms, per side</h2>
 * <ul>
 *   <li><b>Material</b>, 100 per piece. Pieces are what both attack and defence are made
 *       of; a side a piece up can trade down to a won race.
 *   <li><b>Advancement</b>, {@code advancement} per piece by relative rank: 0, 2, 8, 20, 40,
 *       70, 120 for ranks 0 to 6. The steps grow towards the goal (2, 6, 12, 20, 30, 50) because a
 *       piece there ties enemy pieces to defence and is one or two steps from winning, while an
 *       early step gains little and thins the defence. On relative rank 6 the advancement alone
 *       outweighs a piece: the opponent must capture such a piece at once or lose.
 *   <li><b>Safety</b>, 15 per attacked piece that is defended by an own piece
 *       diagonally behind it (the enemy piece that captures it is captured back, so the attack is
 *       only an offer to trade), and 5 per piece with an own piece beside it on the
 *       same rank (whichever of the two steps forward is defended by the other at once).
 *   <li><b>Threats</b>: a piece attacked by an enemy piece (an enemy piece diagonally ahead of it)
 *       and not defended can be taken for nothing. For the side not to move that costs
 *       40 per such piece (the opponent takes one next move); for the side to
 *       move only 10 (it can move it, or capture the attacker first, since
 *       attacks in Breakthrough are mutual, but that costs its move).
 *   <li><b>Home-row defence</b>, 20 per piece still on its own home rank: those
 *       pieces are the last line that captures an enemy piece arriving one step from the goal, and
 *       every gap there is a door for a runner.
 *   <li><b>Runners</b>: a piece is <em>unstoppable</em> when no enemy piece stands in its forward
 *       cone (the squares {@code k} ranks ahead and at most {@code k} files aside, {@code k >= 1}).
 *       Moving straight ahead, it then can never be captured nor blocked: an enemy piece outside the
 *       cone closes the file distance by at most one per move while the rank distance shrinks by
 *       two per pair of moves, so it never gets diagonally in front of the runner. A piece one step
 *       from the goal of the side to move is unstoppable too (a piece can always step onto the far
 *       rank: diagonally onto any square of it, capturing if need be). With {@code d} the steps the
 *       side's most advanced unstoppable piece needs, it arrives after {@code 2d - 1} plies when
 *       its side is to move and {@code 2d} otherwise; the opponent's most advanced piece of any kind
 *       cannot arrive earlier than the same count for its distance. When the runner arrives first
 *       the game is won by force: the evaluation is then 5000 minus
 *       10 per ply of the runner's way (sooner is better) for the winner, and the
 *       other terms are left out. Otherwise an unstoppable piece is worth 60 (it ties
 *       the opponent to a race it may still lose).
 * </ul>
 *
 * <p>The weights above describe this version; they are tuning, not API, and may change in any
 * release (the command line's {@code bench} signature shows when they did).
 *
 * <p>Stateless and thread-safe: one instance may serve any number of searchers.
 */
public final class BreakthroughEvaluator implements Evaluator {

    /** Material: score units per piece. */
    static final int PIECE = 100;
    /** Safety: per attacked piece defended by an own piece diagonally behind it. */
    static final int DEFENDED = 15;
    /** Safety: per piece with an own piece beside it on the same rank. */
    static final int PHALANX = 5;
    /** Threats: per attacked, undefended piece of the side not to move. */
    static final int HANGING_WAITING = 40;
    /** Threats: per attacked, undefended piece of the side to move. */
    static final int HANGING_MOVING = 10;
    /** Home-row defence: per piece on its own home rank. */
    static final int HOME_GUARD = 20;
    /** Runners: for having an unstoppable piece whose race is not won outright. */
    static final int RUNNER = 60;
    /** Runners: the value of a race won by force, before the {@link #RACE_PLY} deduction. */
    static final int RACE_WON = 5_000;
    /** Runners: deducted from {@link #RACE_WON} per ply the winning runner still needs. */
    static final int RACE_PLY = 10;

    /** Advancement by relative rank 0..7 (rank 7 never holds a piece of a running game). */
    private static final int[] ADVANCE = {0, 2, 8, 20, 40, 70, 120, 0};

    private static final long FILE_A = 0x0101010101010101L;
    private static final long FILE_H = FILE_A << 7;
    private static final long RANK_0 = 0xFFL;
    private static final long RANK_6 = 0xFFL << 48;
    /** Steps the side to move needs when it has no piece at all (never in a running game). */
    private static final int NO_PIECE = 64;

    /** The evaluator; stateless, so one instance may be shared. */
    public BreakthroughEvaluator() {}

    /**
     * The advancement weight of a piece.
     *
     * @param relativeRank the piece's distance from its own home rank, 0 to 7
     * @return score units: 0, 2, 8, 20, 40, 70, 120 for ranks 0 to 6, and 0 for rank 7
     * @throws ArrayIndexOutOfBoundsException if the rank is outside 0..7
     */
    static int advancement(int relativeRank) {
        return ADVANCE[relativeRank];
    }

    /**
     * {@inheritDoc}
     *
     * @param position a {@link BreakthroughPosition} whose game is not over
     * @param player {@link BreakthroughGame#WHITE} or {@link BreakthroughGame#BLACK}
     * @throws IllegalArgumentException if the position is not a Breakthrough position
     */
    @Override
    public int evaluate(Position position, int player) {
        if (!(position instanceof BreakthroughPosition)) {
            throw new IllegalArgumentException("not a Breakthrough position: " + position.game().id());
        }
        BreakthroughPosition p = (BreakthroughPosition) position;
        int white = whiteScore(p.pieces(BreakthroughGame.WHITE), p.pieces(BreakthroughGame.BLACK), p.sideToMove());
        return player == BreakthroughGame.WHITE ? white : -white;
    }

    /**
     * The evaluation from White's side, from the two bitboards; Black's view is its negation.
     *
     * @param white White's pieces, bit {@code 8 * rank + file} ({@code a1} = 0)
     * @param black Black's pieces, same layout
     * @param sideToMove {@link BreakthroughGame#WHITE} or {@link BreakthroughGame#BLACK}
     * @return the score in hundredths of a piece, positive when White stands better; within
     *     {@code ±RACE_WON}
     */
    static int whiteScore(long white, long black, int sideToMove) {
        boolean whiteToMove = sideToMove == BreakthroughGame.WHITE;
        // Black in its own orientation: its pieces moving up, White's moving down.
        long blackUp = Long.reverseBytes(black);
        long whiteDown = Long.reverseBytes(white);
        int whiteSteps = runnerSteps(white, black, whiteToMove);
        int blackSteps = runnerSteps(blackUp, whiteDown, !whiteToMove);
        int whiteRunner = arrival(whiteSteps, whiteToMove);
        int blackRunner = arrival(blackSteps, !whiteToMove);
        if (whiteSteps < NO_PIECE && whiteRunner < arrival(leaderSteps(blackUp), !whiteToMove)) {
            return RACE_WON - RACE_PLY * whiteRunner;
        }
        if (blackSteps < NO_PIECE && blackRunner < arrival(leaderSteps(white), whiteToMove)) {
            return -(RACE_WON - RACE_PLY * blackRunner);
        }
        int score = sideTerms(white, black, whiteToMove) - sideTerms(blackUp, whiteDown, !whiteToMove);
        if (whiteSteps < NO_PIECE) {
            score += RUNNER;
        }
        if (blackSteps < NO_PIECE) {
            score -= RUNNER;
        }
        return score;
    }

    /**
     * Material, advancement, safety, threats and home-row defence of one side.
     *
     * @param own the side's pieces in White orientation (moving up)
     * @param enemy the enemy pieces in the same orientation (moving down)
     */
    private static int sideTerms(long own, long enemy, boolean toMove) {
        long ownAttacks = ((own & ~FILE_A) << 7) | ((own & ~FILE_H) << 9);
        long enemyAttacks = ((enemy & ~FILE_A) >>> 9) | ((enemy & ~FILE_H) >>> 7);
        int score = PIECE * Long.bitCount(own);
        for (int rank = 1; rank < 7; rank++) {
            score += ADVANCE[rank] * Long.bitCount(own & (RANK_0 << (8 * rank)));
        }
        long attacked = own & enemyAttacks;
        score += DEFENDED * Long.bitCount(attacked & ownAttacks);
        score -= (toMove ? HANGING_MOVING : HANGING_WAITING) * Long.bitCount(attacked & ~ownAttacks);
        long besideOwn = ((own & ~FILE_A) >>> 1) | ((own & ~FILE_H) << 1);
        score += PHALANX * Long.bitCount(own & besideOwn);
        score += HOME_GUARD * Long.bitCount(own & RANK_0);
        return score;
    }

    /**
     * The steps the most advanced unstoppable piece of a side needs to reach the goal, or
     * {@link #NO_PIECE} when none is unstoppable.
     *
     * @param own the side's pieces in White orientation
     * @param enemy the enemy pieces in the same orientation
     * @param toMove whether the side is to move (then a piece one step from the goal counts)
     */
    private static int runnerSteps(long own, long enemy, boolean toMove) {
        long free = own & ~shadow(enemy);
        if (toMove) {
            free |= own & RANK_6;
        }
        return leaderSteps(free);
    }

    /**
     * The squares from which an enemy piece lies in the forward cone: the union of the backward
     * cones of the enemy pieces (every square {@code k >= 1} ranks below one and at most {@code k}
     * files aside).
     */
    private static long shadow(long enemy) {
        long s = down(enemy);
        for (int i = 0; i < 6; i++) {
            s |= down(s);
        }
        return s;
    }

    /** One rank down, spreading one file to each side. */
    private static long down(long b) {
        return (b >>> 8) | ((b & ~FILE_A) >>> 9) | ((b & ~FILE_H) >>> 7);
    }

    /** The steps the most advanced of {@code pieces} (White orientation) needs; {@link #NO_PIECE} for none. */
    private static int leaderSteps(long pieces) {
        return pieces == 0 ? NO_PIECE : 7 - ((63 - Long.numberOfLeadingZeros(pieces)) >>> 3);
    }

    /** The ply on which a piece {@code steps} steps from the goal arrives, counted from now. */
    private static int arrival(int steps, boolean toMove) {
        return 2 * steps - (toMove ? 1 : 0);
    }
}
