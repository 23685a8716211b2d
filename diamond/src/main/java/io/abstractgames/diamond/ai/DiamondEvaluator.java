package io.abstractgames.diamond.ai;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.core.Position;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.internal.DiamondPosition;
import java.util.Objects;

/**
 * The static evaluation of a Diamond position ({@code docs/rules/diamond.md}): the work each player still
 * has to do before its target camp is full with its king on the apex, compared between the
 * players. Diamond has no captures, so the game is a race; the terms measure how far each player
 * is from home and what stands in the way of getting there quickly.
 *
 * <h2>Unit</h2>
 * Score units are hundredths of a <em>step</em>: 100 is one step of one man towards its
 * target (the Diamond counterpart of the "one man" unit of {@link Evaluator}; Diamond has no
 * material). A jump sequence is worth as many steps as the distance it covers.
 *
 * <h2>Remaining work of one player</h2>
 * {@link #remainingWork(Position, int)} is 0 when the position shows the player's win and
 * grows with the work left; it is the sum of the terms below ({@link Term}s), computed from
 * bitboards and small tables without allocation. Distances are
 * {@link DiamondBoard#distance(int, int)}. The target camp is exactly the 15 points within
 * distance 4 of the target apex, so its 14 points other than the apex add up to 40; its 5 points
 * at distance 4 are its boundary row (its <em>entrance</em>). The <em>cost</em> of a man is its
 * distance to the apex when it is inside the camp; outside, it is the fewest steps to a camp point
 * not yet holding an own piece (other than the apex) plus that point's distance to the apex, so
 * that a man heads for the points still to fill rather than for the apex. Points held by other
 * colours count as free there, so another player's piece parked in the camp does not make the
 * player's work look larger (which would reward blocking).
 * <ul>
 *   <li><b>Distance</b> ({@link Term#DISTANCE}), 100 per step: the cost of the men that
 *       are needed, minus what they would have in a filled camp. Pieces of other colours standing
 *       in the target camp (only on its entrance row) count towards filling it (the rules count
 *       pieces of any colour), so with {@code k} of them only {@code 14 - k} men are needed: the
 *       {@code 14 - k} cheapest men count, and the term is their cost minus {@code 40 - 4k}, the
 *       sum over the points they have to fill. This is the blocking of the own target camp by other
 *       colours: it costs nothing, since the displaced men need not enter.
 *   <li><b>Surplus</b> ({@link Term#SURPLUS}), 25 per step beyond distance 4:
 *       the {@code k} men displaced by other colours. A low weight keeps them near the camp in case
 *       the other pieces leave.
 *   <li><b>King</b> ({@link Term#KING}), 200 per step of the king's distance to the
 *       apex, plus 200 while it is not on the apex: the game is only won with the
 *       king there, and a king anywhere else blocks the men's jumps (men never jump a king), so it
 *       goes home early and takes the last step as soon as it can.
 *   <li><b>Man on the apex</b> ({@link Term#APEX_MAN}), 400: a man on the apex
 *       counts distance 0 but has to leave again (at least two moves, and only when a neighbour of
 *       the apex is free) before the king can enter.
 *   <li><b>Straggler</b> ({@link Term#STRAGGLER}), 200 per step beyond distance 4
 *       of the piece farthest from home (by cost; the king by distance): a piece left behind alone
 *       has nothing to jump over and must walk.
 *   <li><b>Spread</b> ({@link Term#SPREAD}), 10 per piece and squared step beyond
 *       distance 4: a step of a piece far behind is worth more than a step of a piece near home,
 *       which keeps the pieces together as ladders for each other.
 *   <li><b>Centre</b> ({@link Term#CENTRE}), 25 per man and unit of {@code |x|}
 *       beyond 4, where {@code x} is the man's horizontal coordinate in the player's own frame
 *       (the board turned so that its start camp is at the bottom; 2 units per point sideways, and
 *       the camps span {@code |x| <= 4}): pieces on the edges of the board have fewer directions
 *       to move and jump in, and other colours' camps close them in.
 *   <li><b>Not home</b> ({@link Term#NOT_HOME}), 20 per needed piece (of the
 *       {@code 15 - k}) not yet inside the target camp: pieces already home are progress the
 *       opponents cannot hinder.
 * </ul>
 * Filling the camp from the inside, the usual advice, needs no term of its own: a man's cost falls
 * with every step deeper into the camp, and an explicit penalty for empty camp points behind own
 * pieces made men hesitate to enter at all (longer games, and games stuck until the turn limit at
 * larger weights).
 *
 * <h2>Prepared move</h2>
 * The player who moved last (the one before the side to move) gets a credit
 * ({@link Term#PREPARED}) of 50% of the best gain one move of its own
 * would bring next (the destinations of each of its pieces, found by the engine's move generator
 * without allocation; the gain of a move is the drop
 * of the per-piece part of the remaining work above: distance or cost, king, man on the apex,
 * spread, centre and not home). A move that sets up a long jump sequence for the next turn (a
 * ladder) is worth part of that jump now, which a search of one ply cannot see otherwise. Only the
 * player who moved last gets it: crediting the side to move as well would reward taking the other
 * player's ladders away, which makes both play slowly.
 *
 * <h2>Comparing the players</h2>
 * With {@code W(p)} the remaining work minus the credit, {@link #evaluate(Position, int)} for
 * player {@code p} is, with two players, {@code W(opponent) - W(p)} (exactly antisymmetric);
 * with three players it depends on the {@link Opponents} the evaluator compares with:
 * {@link Opponents#LEADER} (the default) gives the smallest {@code W} among {@code p}'s opponents
 * minus {@code W(p)}, the player's progress against the best opponent's, as paranoid and
 * best-reply search ask it for the root player, and one component per player for max^n;
 * {@link Opponents#FIELD} gives the mean {@code W} of {@code p}'s opponents (rounded towards
 * zero) minus {@code W(p)}, the player's progress against the field. With two players both are
 * the same. Values stay within ±100,000 (the work of
 * one player is below 80,000 even with every piece at the far end of the board), far inside
 * {@link io.abstractgames.ai.Scores#MAX_EVAL}.
 *
 * <p>Deterministic, allocation-free and immutable: one instance may serve any number of searchers
 * on any threads (the scratch state of finding a piece's destinations lives in the position being
 * searched, which the evaluation leaves as it found it).
 */
public final class DiamondEvaluator implements Evaluator {

    /** Distance: score units per step of a needed man. */
    static final int STEP = 100;
    /** Surplus: score units per step beyond distance 4 of a man not needed to fill the camp. */
    static final int SURPLUS_STEP = 25;
    /** King: score units per step of the king's distance to the target apex. */
    static final int KING_STEP = 200;
    /** King: score units while the king is not on the target apex. */
    static final int KING_AWAY = 200;
    /** Man on the apex: score units for a man standing on the own target apex. */
    static final int MAN_ON_APEX = 400;
    /** Straggler: score units per step beyond distance 4 of the piece farthest from home. */
    static final int STRAGGLER = 200;
    /** Spread: score units per piece and squared step beyond distance 4. */
    static final int SPREAD = 10;
    /** Centre: score units per man and unit of {@code |x|} beyond 4 in the player's own frame. */
    static final int CENTRE = 25;
    /** Not home: score units per needed piece not yet in the target camp. */
    static final int NOT_HOME = 20;
    /** Prepared move: the share, in percent, of the best next-move gain credited to the last mover. */
    static final int PREPARED_PERCENT = 50;

    /**
     * The terms of the evaluation of one player: the parts of
     * {@link #remainingWork(Position, int)}, and the credit for the prepared move.
     */
    public enum Term {
        /** Cost of the needed men above the fill sum. */
        DISTANCE,
        /** Distance beyond the camp of the men not needed. */
        SURPLUS,
        /** The king's distance to the apex, and not being on it. */
        KING,
        /** A man on the apex. */
        APEX_MAN,
        /** The rearmost piece. */
        STRAGGLER,
        /** Squared distances: pieces far behind. */
        SPREAD,
        /** Men aside the axis. */
        CENTRE,
        /** Needed pieces not yet in the camp. */
        NOT_HOME,
        /** The credit for the best next move, subtracted from the work; only for the last mover. */
        PREPARED
    }

    private static final int POINTS = DiamondBoard.POINTS;
    private static final int COLOURS = DiamondBoard.COLOURS;
    /** The distance of the camp's entrance row (its 5 points on the hexagon edge) from the apex. */
    private static final int CAMP_DEPTH = 4;
    /** The sum of the distances to the apex over the 14 non-apex camp points. */
    private static final int FILL_SUM = 40;

    /** {@code DIST[c * 121 + p]}: distance from point p to colour c's target apex. */
    private static final byte[] DIST = new byte[COLOURS * POINTS];
    /** {@code WIDE[c * 121 + p]}: how far p lies aside c's axis beyond 4, in {@code x} units. */
    private static final byte[] WIDE = new byte[COLOURS * POINTS];
    /** {@code PAIR[a * 121 + b]}: the distance between points a and b. */
    private static final byte[] PAIR = new byte[POINTS * POINTS];
    private static final long[] CAMP_LO = new long[COLOURS];
    private static final long[] CAMP_HI = new long[COLOURS];
    private static final int[] APEX = new int[COLOURS];

    static {
        for (int a = 0; a < POINTS; a++) {
            for (int b = 0; b < POINTS; b++) {
                PAIR[a * POINTS + b] = (byte) DiamondBoard.distance(a, b);
            }
        }
        for (int c = 0; c < COLOURS; c++) {
            DiamondBoard.Camp camp = DiamondBoard.targetCamp(c);
            APEX[c] = camp.apex();
            for (int p = 0; p < POINTS; p++) {
                int d = DiamondBoard.distance(p, APEX[c]);
                DIST[c * POINTS + p] = (byte) d;
                // Turning the board by 120 degrees c times brings colour c's camps onto Red's,
                // whose axis is x = 0.
                int red = p;
                for (int k = 0; k < c; k++) {
                    red = DiamondBoard.rotate120(red);
                }
                WIDE[c * POINTS + p] = (byte) Math.max(0, Math.abs(DiamondBoard.x(red)) - CAMP_DEPTH);
                if (camp.contains(p)) {
                    if (p < 64) {
                        CAMP_LO[c] |= 1L << p;
                    } else {
                        CAMP_HI[c] |= 1L << (p - 64);
                    }
                }
            }
        }
    }

    /**
     * Which opponents a player's remaining work is compared with when there are three players
     * (see "Comparing the players" in the class documentation). With two players there is one
     * opponent and both give the same evaluation.
     */
    public enum Opponents {
        /** The opponent with the least work left: progress against the leader. */
        LEADER,
        /** The mean work of all opponents: progress against the field. */
        FIELD
    }

    private final Opponents opponents;

    /** The evaluator comparing with the {@linkplain Opponents#LEADER leader}; immutable, so one instance may be shared. */
    public DiamondEvaluator() {
        this(Opponents.LEADER);
    }

    /**
     * The evaluator comparing with the given opponents; immutable, so one instance may be shared.
     *
     * @param opponents which opponents each player's work is compared with
     * @throws NullPointerException if {@code opponents} is null
     */
    public DiamondEvaluator(Opponents opponents) {
        this.opponents = Objects.requireNonNull(opponents, "opponents");
    }

    /**
     * Which opponents each player's work is compared with.
     *
     * @return the value given to the constructor, {@link Opponents#LEADER} by default
     */
    public Opponents opponents() {
        return opponents;
    }

    /**
     * {@inheritDoc}
     *
     * @param position a Diamond position ({@code diamond} or {@code diamond3}) whose game is not over
     * @param player 0 to {@code playerCount() - 1}
     * @throws IllegalArgumentException if the position is not a Diamond position or the player is
     *     out of range
     */
    @Override
    public int evaluate(Position position, int player) {
        DiamondPosition p = diamond(position);
        int players = p.game().playerCount();
        if (player < 0 || player >= players) {
            throw new IllegalArgumentException("player " + player + " out of range 0.." + (players - 1));
        }
        int last = lastMover(p);
        int credit = PREPARED_PERCENT * prepared(p, last) / 100;
        int own = work(p, player, null) - (player == last ? credit : 0);
        int best = Integer.MAX_VALUE;
        int sum = 0;
        for (int q = 0; q < players; q++) {
            if (q != player) {
                int w = work(p, q, null) - (q == last ? credit : 0);
                best = Math.min(best, w);
                sum += w;
            }
        }
        return (opponents == Opponents.FIELD ? sum / (players - 1) : best) - own;
    }

    /**
     * The work a player still has to do with the documented weights: the sum of the terms from
     * {@link Term#DISTANCE} to {@link Term#NOT_HOME} (see the class documentation).
     *
     * @param position a Diamond position ({@code diamond} or {@code diamond3})
     * @param player 0 to {@code playerCount() - 1}
     * @return score units; 0 when the position shows the player's win
     * @throws IllegalArgumentException if the position is not a Diamond position or the player is
     *     out of range
     */
    public static int remainingWork(Position position, int player) {
        DiamondPosition p = diamond(position);
        checkPlayer(p, player);
        return work(p, player, null);
    }

    /**
     * The terms of a player's evaluation one by one with the documented weights (for tests and
     * diagnostics; allocates).
     *
     * @param position a Diamond position ({@code diamond} or {@code diamond3})
     * @param player 0 to {@code playerCount() - 1}
     * @return a new array indexed by {@link Term#ordinal()}, in score units: the parts of
     *     {@link #remainingWork(Position, int)}, which add up to it, and the
     *     {@link Term#PREPARED} credit (0 unless the player moved last), which the evaluation
     *     subtracts from it
     * @throws IllegalArgumentException if the position is not a Diamond position or the player is
     *     out of range
     */
    public static int[] terms(Position position, int player) {
        DiamondPosition p = diamond(position);
        checkPlayer(p, player);
        int[] terms = new int[Term.values().length];
        work(p, player, terms);
        if (player == lastMover(p)) {
            terms[Term.PREPARED.ordinal()] = PREPARED_PERCENT * prepared(p, player) / 100;
        }
        return terms;
    }

    private static DiamondPosition diamond(Position position) {
        if (!(position instanceof DiamondPosition)) {
            throw new IllegalArgumentException("not a Diamond position: " + position.game().id());
        }
        return (DiamondPosition) position;
    }

    private static void checkPlayer(DiamondPosition position, int player) {
        int players = position.game().playerCount();
        if (player < 0 || player >= players) {
            throw new IllegalArgumentException("player " + player + " out of range 0.." + (players - 1));
        }
    }

    /** The player who moved last: the one before the side to move. */
    private static int lastMover(DiamondPosition p) {
        int players = p.game().playerCount();
        return (p.sideToMove() + players - 1) % players;
    }

    /**
     * The remaining work of colour {@code c}; fills {@code terms} when it is not {@code null}.
     */
    private static int work(DiamondPosition p, int c, int[] terms) {
        final int base = c * POINTS;
        final long ownLo = p.piecesLow(c);
        final long ownHi = p.piecesHigh(c);
        final long occLo = p.occupiedLow();
        final long occHi = p.occupiedHigh();
        final long campLo = CAMP_LO[c];
        final long campHi = CAMP_HI[c];
        final int king = p.kingPoint(c);
        final int apex = APEX[c];
        final long apexLo = apex < 64 ? 1L << apex : 0;
        final long apexHi = apex < 64 ? 0 : 1L << (apex - 64);
        final long freeLo = campLo & ~ownLo & ~apexLo;
        final long freeHi = campHi & ~ownHi & ~apexHi;

        // Other colours in the camp fill part of it; only 14 - foreign men are needed.
        int foreign = Long.bitCount(campLo & occLo & ~ownLo) + Long.bitCount(campHi & occHi & ~ownHi);

        // Histogram of the men's costs, 4 bits per cost (at most 14 men each): costs 0..15 in
        // low, 16..31 in high.
        long low = 0;
        long high = 0;
        int sum = 0;
        int squares = 0;
        int wide = 0;
        for (int word = 0; word < 2; word++) {
            long men = word == 0 ? ownLo : ownHi;
            int offset = word << 6;
            while (men != 0) {
                int q = offset + Long.numberOfTrailingZeros(men);
                men &= men - 1;
                if (q == king) {
                    continue;
                }
                int cost = cost(base, q, freeLo, freeHi);
                sum += cost;
                squares += square(cost);
                wide += WIDE[base + q];
                if (cost < 16) {
                    low += 1L << (cost << 2);
                } else {
                    high += 1L << ((cost - 16) << 2);
                }
            }
        }

        // The foreign-count costliest men are surplus; the costliest remaining one is the rear.
        int surplus = 0;
        int rear = 0;
        int drop = foreign;
        for (int cost = 31; cost >= 0; cost--) {
            int count = (int) ((cost < 16 ? low >>> (cost << 2) : high >>> ((cost - 16) << 2)) & 0xF);
            while (count > 0 && drop > 0) {
                count--;
                drop--;
                sum -= cost;
                surplus += Math.max(0, cost - CAMP_DEPTH);
            }
            if (count > 0) {
                rear = cost;
                break;
            }
        }

        int kingDist = DIST[base + king];
        rear = Math.max(rear, kingDist);
        int home = Long.bitCount(ownLo & campLo) + Long.bitCount(ownHi & campHi);
        boolean apexMan = king != apex && ((ownLo & apexLo) | (ownHi & apexHi)) != 0;

        int distanceTerm = STEP * (sum - (FILL_SUM - CAMP_DEPTH * foreign));
        int surplusTerm = SURPLUS_STEP * surplus;
        int kingTerm = king == apex ? 0 : KING_STEP * kingDist + KING_AWAY;
        int apexTerm = apexMan ? MAN_ON_APEX : 0;
        int rearTerm = STRAGGLER * Math.max(0, rear - CAMP_DEPTH);
        int spreadTerm = SPREAD * (squares + square(kingDist));
        int centreTerm = CENTRE * wide;
        int notHomeTerm = NOT_HOME * Math.max(0, DiamondBoard.CAMP_SIZE - foreign - home);

        if (terms != null) {
            terms[Term.DISTANCE.ordinal()] = distanceTerm;
            terms[Term.SURPLUS.ordinal()] = surplusTerm;
            terms[Term.KING.ordinal()] = kingTerm;
            terms[Term.APEX_MAN.ordinal()] = apexTerm;
            terms[Term.STRAGGLER.ordinal()] = rearTerm;
            terms[Term.SPREAD.ordinal()] = spreadTerm;
            terms[Term.CENTRE.ordinal()] = centreTerm;
            terms[Term.NOT_HOME.ordinal()] = notHomeTerm;
        }
        return distanceTerm + surplusTerm + kingTerm + apexTerm + rearTerm + spreadTerm + centreTerm + notHomeTerm;
    }

    /**
     * The best gain of one move of colour {@code c}, by the per-piece part of its remaining work;
     * never negative.
     */
    private static int prepared(DiamondPosition p, int c) {
        final int base = c * POINTS;
        final long ownLo = p.piecesLow(c);
        final long ownHi = p.piecesHigh(c);
        final int king = p.kingPoint(c);
        final long freeLo = CAMP_LO[c] & ~ownLo & ~(APEX[c] < 64 ? 1L << APEX[c] : 0);
        final long freeHi = CAMP_HI[c] & ~ownHi & ~(APEX[c] < 64 ? 0 : 1L << (APEX[c] - 64));
        int best = 0;
        for (int word = 0; word < 2; word++) {
            long pieces = word == 0 ? ownLo : ownHi;
            int offset = word << 6;
            while (pieces != 0) {
                int from = offset + Long.numberOfTrailingZeros(pieces);
                pieces &= pieces - 1;
                if (p.findDestinations(from) == 0) {
                    continue;
                }
                boolean isKing = from == king;
                int before = isKing ? kingValue(base, from) : manValue(base, from, freeLo, freeHi);
                for (int dw = 0; dw < 2; dw++) {
                    long dest = dw == 0 ? p.destinationsLow() : p.destinationsHigh();
                    int dOffset = dw << 6;
                    while (dest != 0) {
                        int to = dOffset + Long.numberOfTrailingZeros(dest);
                        dest &= dest - 1;
                        int after = isKing ? kingValue(base, to) : manValue(base, to, freeLo, freeHi);
                        best = Math.max(best, before - after);
                    }
                }
            }
        }
        return best;
    }

    /** The per-piece part of the remaining work of a man of the colour at {@code base} on {@code q}. */
    private static int manValue(int base, int q, long freeLo, long freeHi) {
        int cost = cost(base, q, freeLo, freeHi);
        int v = STEP * cost + SPREAD * square(cost) + CENTRE * WIDE[base + q];
        int d = DIST[base + q];
        if (d > CAMP_DEPTH) {
            v += NOT_HOME;
        } else if (d == 0) {
            v += MAN_ON_APEX;
        }
        return v;
    }

    /** The per-piece part of the remaining work of a king of the colour at {@code base} on {@code q}. */
    private static int kingValue(int base, int q) {
        int d = DIST[base + q];
        return d == 0 ? 0 : KING_STEP * d + KING_AWAY + SPREAD * square(d);
    }

    private static int square(int cost) {
        int beyond = cost - CAMP_DEPTH;
        return beyond > 0 ? beyond * beyond : 0;
    }

    /**
     * The cost of a man on {@code q}: its distance to the apex inside the camp (or when no camp
     * point is left to fill), otherwise the fewest steps to a free camp point plus that point's
     * distance to the apex.
     */
    private static int cost(int base, int q, long freeLo, long freeHi) {
        int d = DIST[base + q];
        if (d <= CAMP_DEPTH || (freeLo | freeHi) == 0) {
            return d;
        }
        int best = Integer.MAX_VALUE;
        int row = q * POINTS;
        while (freeLo != 0) {
            int f = Long.numberOfTrailingZeros(freeLo);
            freeLo &= freeLo - 1;
            best = Math.min(best, PAIR[row + f] + DIST[base + f]);
        }
        while (freeHi != 0) {
            int f = 64 + Long.numberOfTrailingZeros(freeHi);
            freeHi &= freeHi - 1;
            best = Math.min(best, PAIR[row + f] + DIST[base + f]);
        }
        return best;
    }
}
