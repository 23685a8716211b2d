package io.abstractgames.konane.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.core.Position;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.internal.MoveGenerator;
import io.abstractgames.konane.internal.KonanePosition;
import java.util.Objects;

/**
 * The static evaluation of Kōnane positions: mobility, latent jumps, safe stones and the parity of
 * reserve moves, in hundredths of a stone (100 = one stone's worth).
 *
 * <p>Kōnane is lost by the player who cannot jump at the start of its turn ({@code docs/rules/konane.md},
 * "Rules"), so every term is about moves: who has them now, who will have them later, and who runs
 * out first. Material is left out on purpose: both sides lose stones at about the same rate, and a
 * stone only matters through the jumps it makes or blocks.
 *
 * <p>The terms, each "own minus the opponent's" from the view of the side to move ({@code own}),
 * with its weight in {@link Weights}:
 *
 * <ol>
 *   <li><b>Mobility</b> ({@link Weights#mobility()} per own jump, {@link Weights#opponentMobility()}
 *       per opponent jump, subtracted): the number of legal jumps of each side, multi-jump stops
 *       included, counted by {@link MoveGenerator#countJumps} without generating them. Running out of jumps is
 *       losing, so having many and leaving the opponent few is the heart of the game. The two
 *       counts have separate weights so that "mine minus k times yours" can be configured; the
 *       standard weights count both alike.
 *   <li><b>Latent jumps</b> ({@link Weights#latentJumps()}): enemy stones flanked on both sides of
 *       a rank or a file by own stones. Neither own stone can jump the enemy stone yet (the square
 *       beyond is taken), but as soon as one of them leaves, the other can; the opponent can only
 *       spoil this by moving the flanked stone itself. They are potential mobility the owner
 *       controls.
 *   <li><b>Safe stones</b> ({@link Weights#corners()} per corner stone, {@link Weights#edges()} per
 *       other edge stone): a stone in a corner can never be jumped (it has no neighbour on the far
 *       side along either line), one on an edge only along that edge. A corner stone is never lost
 *       and an edge stone is exposed along one line only; both keep jumping chances for the
 *       endgame.
 *   <li><b>Secure jumps</b> ({@link Weights#secureJumps()}): single jumps the opponent cannot take
 *       away with its next move: the jumping stone cannot be jumped now, and the stone it would jump
 *       has no jump of its own to leave with. (The landing square lies on the jumper's colour, so
 *       the opponent can never fill it.) They are the reserve moves of the endgame.
 *   <li><b>Parity</b> ({@link Weights#parity()}, added or subtracted once): when the reserves are
 *       all that is left, the players spend them in turn and the side to move runs out first unless
 *       it has strictly more. The side to move scores {@code +parity} when its secure jumps
 *       outnumber the opponent's, {@code -parity} otherwise (a tie loses the race for the mover).
 * </ol>
 *
 * <p>The result for {@code player} is the side to move's score, negated when {@code player} is the
 * other side, so {@code evaluate(p, 0) == -evaluate(p, 1)} for every position. The evaluation is
 * deterministic, keeps no state (one instance may serve any number of searchers and threads) and
 * allocates nothing: a dozen shifts and popcounts per term. Positions of the removal phase
 * (64 or 63 stones) are scored by the same terms.
 */
public final class KonaneEvaluator implements Evaluator {

    /**
     * The weight of each term, in hundredths of a stone per unit counted (see the class
     * documentation for what each term counts).
     *
     * @param mobility per legal jump of the side to move
     * @param opponentMobility per legal jump of the other side (subtracted)
     * @param latentJumps per enemy stone flanked by two own stones along a line, own minus opponent's
     * @param corners per stone in a corner, own minus opponent's
     * @param edges per stone on an edge but not in a corner, own minus opponent's
     * @param secureJumps per secure single jump, own minus opponent's
     * @param parity added when the side to move has more secure jumps than the opponent, otherwise
     *     subtracted
     */
    public record Weights(int mobility, int opponentMobility, int latentJumps, int corners, int edges,
            int secureJumps, int parity) {

        /** The largest absolute weight accepted. */
        public static final int MAX_WEIGHT = 10_000;

        /**
         * Checks the weights.
         *
         * @param mobility per legal jump of the side to move
         * @param opponentMobility per legal jump of the other side (subtracted)
         * @param latentJumps per flanked enemy stone, own minus opponent's
         * @param corners per stone in a corner, own minus opponent's
         * @param edges per stone on an edge but not in a corner, own minus opponent's
         * @param secureJumps per secure single jump, own minus opponent's
         * @param parity added or subtracted by who has more secure jumps
         * @throws IllegalArgumentException if a weight is outside {@code [-MAX_WEIGHT, MAX_WEIGHT]}
         *     (which keeps every score far inside {@link io.abstractgames.ai.Scores#MAX_EVAL})
         */
        public Weights {
            int[] all = {mobility, opponentMobility, latentJumps, corners, edges, secureJumps, parity};
            String[] names = {"mobility", "opponentMobility", "latentJumps", "corners", "edges", "secureJumps",
                "parity"};
            for (int i = 0; i < all.length; i++) {
                if (Math.abs(all[i]) > MAX_WEIGHT) {
                    throw new IllegalArgumentException("weight " + names[i] + " = " + all[i] + " out of range "
                            + -MAX_WEIGHT + ".." + MAX_WEIGHT);
                }
            }
        }
    }

    /**
     * The weights of the standard evaluation, which every level uses: mobility 100 per jump for
     * either side, latent jumps 25, corners 40, edges 10, secure jumps 50, parity 40.
     */
    public static final Weights STANDARD_WEIGHTS = new Weights(100, 100, 25, 40, 10, 50, 40);

    /** Every square of file a. */
    static final long FILE_A = 0x0101010101010101L;
    /** Every square of file h. */
    static final long FILE_H = FILE_A << 7;
    /** Every square of rank 1. */
    static final long RANK_1 = 0xFFL;
    /** Every square of rank 8. */
    static final long RANK_8 = RANK_1 << 56;
    /** Files b to g: the squares a stone can be jumped over along its rank. */
    static final long INNER_FILES = ~(FILE_A | FILE_H);
    /** Files a to f: the squares a stone can jump east from. */
    static final long EAST_STARTS = ~(FILE_A << 6 | FILE_H);
    /** Files c to h: the squares a stone can jump west from. */
    static final long WEST_STARTS = ~(FILE_A | FILE_A << 1);
    /** a1, h1, a8, h8: Black owns a1 and h8, White h1 and a8. */
    static final long CORNERS = 1L | 1L << 7 | 1L << 56 | 1L << 63;
    /** The edge squares but the corners. */
    static final long EDGES = (FILE_A | FILE_H | RANK_1 | RANK_8) & ~CORNERS;

    private final Weights weights;
    private final int mobility;
    private final int opponentMobility;
    private final int latentJumps;
    private final int corners;
    private final int edges;
    private final int secureJumps;
    private final int parity;

    /** The standard evaluation ({@link #STANDARD_WEIGHTS}). */
    public KonaneEvaluator() {
        this(STANDARD_WEIGHTS);
    }

    /**
     * An evaluation with other weights (for tuning and for tests that look at one term alone).
     *
     * @param weights the weights
     */
    public KonaneEvaluator(Weights weights) {
        this.weights = Objects.requireNonNull(weights, "weights");
        mobility = weights.mobility();
        opponentMobility = weights.opponentMobility();
        latentJumps = weights.latentJumps();
        corners = weights.corners();
        edges = weights.edges();
        secureJumps = weights.secureJumps();
        parity = weights.parity();
    }

    /**
     * The weights.
     *
     * @return the weights this evaluation was made with
     */
    public Weights weights() {
        return weights;
    }

    /**
     * {@inheritDoc}
     *
     * @param position a Kōnane position ({@link KonaneGame}) whose game is not over; left unchanged
     * @param player {@link KonaneGame#BLACK} or {@link KonaneGame#WHITE}
     * @return the score for {@code player}, within ±{@code 2_000 * MAX_WEIGHT} (so far inside
     *     {@link io.abstractgames.ai.Scores#MAX_EVAL})
     * @throws ClassCastException if the position is not a Kōnane position
     */
    @Override
    public int evaluate(Position position, int player) {
        KonanePosition p = (KonanePosition) position;
        int side = p.sideToMove();
        long own = side == KonaneGame.BLACK ? p.blackStones() : p.whiteStones();
        long opp = side == KonaneGame.BLACK ? p.whiteStones() : p.blackStones();
        int v = scoreForMover(own, opp);
        return player == side ? v : -v;
    }

    /** The score for the side to move, whose stones are {@code own}. */
    int scoreForMover(long own, long opp) {
        long empty = ~(own | opp);
        int v = mobility * MoveGenerator.countJumps(own, opp) - opponentMobility * MoveGenerator.countJumps(opp, own);
        v += latentJumps * (latentJumps(own, opp) - latentJumps(opp, own));
        v += corners * (Long.bitCount(own & CORNERS) - Long.bitCount(opp & CORNERS));
        v += edges * (Long.bitCount(own & EDGES) - Long.bitCount(opp & EDGES));
        if (secureJumps != 0 || parity != 0) {
            int ownSecure = secureJumps(own, opp, empty);
            int oppSecure = secureJumps(opp, own, empty);
            v += secureJumps * (ownSecure - oppSecure);
            v += ownSecure > oppSecure ? parity : -parity;
        }
        return v;
    }

    /**
     * The latent jumps of one side: enemy stones with a stone of {@code side} on both sides along a
     * rank or a file, counted once per line (a stone flanked along both lines counts twice).
     *
     * @param side the stones of the side counted
     * @param enemy the other side's stones
     * @return 0 to 64
     */
    static int latentJumps(long side, long enemy) {
        long alongRank = enemy & INNER_FILES & side << 1 & side >>> 1;
        long alongFile = enemy & side << 8 & side >>> 8;
        return Long.bitCount(alongRank) + Long.bitCount(alongFile);
    }

    /**
     * The stones of {@code victim} that {@code attacker} can jump now (single jumps).
     *
     * @param victim the stones that may be jumped
     * @param attacker the stones that jump
     * @param empty the empty squares
     * @return a subset of {@code victim}
     */
    static long jumpable(long victim, long attacker, long empty) {
        long alongFile = (attacker << 8 & empty >>> 8) | (attacker >>> 8 & empty << 8);
        long alongRank = INNER_FILES & ((attacker << 1 & empty >>> 1) | (attacker >>> 1 & empty << 1));
        return victim & (alongFile | alongRank);
    }

    /**
     * The stones of {@code side} that have a jump now.
     *
     * @param side the stones that jump
     * @param enemy the stones that may be jumped
     * @param empty the empty squares
     * @return a subset of {@code side}
     */
    static long jumpers(long side, long enemy, long empty) {
        return side & (enemy >>> 8 & empty >>> 16 | enemy << 8 & empty << 16
                | EAST_STARTS & enemy >>> 1 & empty >>> 2 | WEST_STARTS & enemy << 1 & empty << 2);
    }

    /**
     * The secure single jumps of one side: jumps whose jumping stone the enemy cannot jump now and
     * whose jumped stone has no jump of its own.
     *
     * @param side the stones that jump
     * @param enemy the stones that may be jumped
     * @param empty the empty squares
     * @return the number of such jumps, 0 or more
     */
    static int secureJumps(long side, long enemy, long empty) {
        long safe = side & ~jumpable(side, enemy, empty);
        long stuck = enemy & ~jumpers(enemy, side, empty);
        return Long.bitCount(safe & stuck >>> 8 & empty >>> 16)
                + Long.bitCount(safe & stuck << 8 & empty << 16)
                + Long.bitCount(safe & EAST_STARTS & stuck >>> 1 & empty >>> 2)
                + Long.bitCount(safe & WEST_STARTS & stuck << 1 & empty << 2);
    }

    @Override
    public String toString() {
        return "KonaneEvaluator" + weights;
    }
}
