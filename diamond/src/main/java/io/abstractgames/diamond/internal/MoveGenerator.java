package io.abstractgames.diamond.internal;

import static io.abstractgames.diamond.internal.Tables.ALLOWED_HI;
import static io.abstractgames.diamond.internal.Tables.ALLOWED_LO;
import static io.abstractgames.diamond.internal.Tables.NEIGHBOURS_HI;
import static io.abstractgames.diamond.internal.Tables.NEIGHBOURS_LO;
import static io.abstractgames.diamond.internal.Tables.TARGET_APEX;
import static io.abstractgames.diamond.internal.Tables.TARGET_HI;
import static io.abstractgames.diamond.internal.Tables.TARGET_LO;

import io.abstractgames.core.MoveList;
import io.abstractgames.diamond.DiamondBoard;
import io.abstractgames.diamond.DiamondMoves;
import java.util.random.RandomGenerator;

/**
 * Legal move generation on a {@link DiamondPosition}'s bitboards ({@code docs/rules/diamond.md},
 * "Moves").
 *
 * <p>Per piece of the side to move, the destinations are one bitboard (two {@code long}s, see
 * {@link Tables}): the steps (adjacent empty allowed points) united with the landing points of its
 * jump sequences, less the points where the move would fill another player's target camp while
 * that player's king is on its apex.
 *
 * <ul>
 *   <li><b>A man's jumps</b> stay in its {@linkplain JumpClasses jump class}, so they are a flood
 *       fill in one class bitboard. Before the men of a colour are searched, each class gets six
 *       masks, one per direction: the points from which a jump that way is possible (a man, not a
 *       king, on the next point, and an empty point allowed to the colour behind it). From the
 *       start point, each round shifts the newest landings, masked per direction, by one jump and
 *       keeps what is new, until a round finds nothing. The start point is empty during the
 *       sequence as the rules say: it lies in the man's own class, where it is never jumped over
 *       (jumped points belong to other classes), and it is a landing already, so never a
 *       destination.
 *   <li><b>The king's jumps</b> are scans along the six rays from each landing point, in
 *       bitboards: over a line of one or more men to the first point after it, which must be empty
 *       and allowed; a king in the line, the edge of the board or an occupied point after it stops
 *       the jump. The end of the line is one bit scan of the ray less the men. The king's own start point holds the king during the scans, which stops a line
 *       there as the empty start point would, and is never a landing.
 * </ul>
 *
 * Moves are listed by from-point, then to-point, ascending; the pass when the list would otherwise
 * be empty. The masks stay valid until a piece moves ({@link #invalidate()}), so the destinations
 * of many pieces of one colour (the evaluation's) cost one preparation. A point that indexes a table
 * of {@link Tables#POINT_SLOTS} entries is masked to 7 bits ({@code from & 127}): the mask changes
 * no point and lets the compiler leave out the bounds check.
 */
final class MoveGenerator {

    private final DiamondPosition position;

    /**
     * {@code END_LO[e + 1]}, {@code END_HI[e + 1]}: the bitboard of point e, for e from -1 to 128;
     * 0 for -1 and for 121 to 128 (no point): the end of a line that found none.
     */
    private static final long[] END_LO = new long[130];
    private static final long[] END_HI = new long[130];

    static {
        for (int e = 0; e < DiamondBoard.POINTS; e++) {
            END_LO[e + 1] = Tables.BIT_LO[e];
            END_HI[e + 1] = Tables.BIT_HI[e];
        }
    }

    /** The colour whose masks and illegal points are prepared, or -1 after a piece moved. */
    private int prepared = -1;
    /** Whether the prepared colour has illegal destinations (another player one piece from a win). */
    private boolean guarded;
    /**
     * {@code jumps[class * 6 + d]}: the points of the class from which a man of the prepared colour
     * can jump in direction d.
     */
    private final long[] jumps = new long[JumpClasses.CLASSES * 6];
    /** {@code jumpers[class]}: the points of the class from which a man can jump in some direction. */
    private final long[] jumpers = new long[JumpClasses.CLASSES];
    /** The occupancy while prepared: points, kings, and per jump class. */
    private long occLo;
    private long occHi;
    private long kingsLo;
    private long kingsHi;
    private final long[] classOccupied = new long[JumpClasses.CLASSES];
    private final long[] illegalLo = new long[3];
    private final long[] illegalHi = new long[3];

    /** Per piece of the side to move, by point: its number of destinations and its point. */
    private final int[] pieceCounts = new int[DiamondBoard.CAMP_SIZE];
    private final int[] piecePoints = new int[DiamondBoard.CAMP_SIZE];

    /** The destinations of the last piece searched, low and high words. */
    long destLo;
    long destHi;

    MoveGenerator(DiamondPosition position) {
        this.position = position;
    }

    /** Forgets the prepared masks; called whenever a piece moves. */
    void invalidate() {
        prepared = -1;
    }

    /** Adds every legal move of {@code c}, or the pass when there is none, to the cleared list. */
    void generate(int c, MoveList moves) {
        prepare(c);
        DiamondPosition p = position;
        for (long pieces = p.piecesLo[c]; pieces != 0; pieces &= pieces - 1) {
            int from = Long.numberOfTrailingZeros(pieces);
            destinations(from, c);
            emit(moves, from);
        }
        for (long pieces = p.piecesHi[c]; pieces != 0; pieces &= pieces - 1) {
            int from = 64 + Long.numberOfTrailingZeros(pieces);
            destinations(from, c);
            emit(moves, from);
        }
        if (moves.isEmpty()) {
            moves.add(DiamondMoves.PASS);
        }
    }

    /** The number of legal moves of {@code c}, the pass counted as one. */
    int count(int c) {
        prepare(c);
        DiamondPosition p = position;
        int king = p.kingAt[c];
        int count = 0;
        for (int word = 0; word < 2; word++) {
            for (long pieces = word == 0 ? p.piecesLo[c] : p.piecesHi[c]; pieces != 0; pieces &= pieces - 1) {
                int from = (word << 6) + Long.numberOfTrailingZeros(pieces);
                count += destinationCount(from, c, king);
            }
        }
        return count == 0 ? 1 : count;
    }

    /**
     * The move of {@link #generate} at index {@code random.nextInt(n)} of its n moves, with that one
     * draw: the destinations of every piece counted as {@link #count} counts them (a man's without
     * listing them, unless guarded), then found for the piece the index falls on.
     */
    long randomMove(int c, RandomGenerator random) {
        prepare(c);
        DiamondPosition p = position;
        int king = p.kingAt[c];
        int[] counts = pieceCounts;
        int[] points = piecePoints;
        int pieces = 0;
        int total = 0;
        for (int word = 0; word < 2; word++) {
            for (long bits = word == 0 ? p.piecesLo[c] : p.piecesHi[c]; bits != 0; bits &= bits - 1) {
                int from = (word << 6) + Long.numberOfTrailingZeros(bits);
                int n = destinationCount(from, c, king);
                counts[pieces] = n;
                points[pieces++] = from;
                total += n;
            }
        }
        if (total == 0) {
            random.nextInt(1);
            return DiamondMoves.PASS;
        }
        int index = random.nextInt(total);
        int i = 0;
        while (index >= counts[i]) {
            index -= counts[i++];
        }
        int from = points[i];
        destinations(from, c);
        int low = Long.bitCount(destLo);
        return DiamondMoves.encode(from, index < low ? nthBit(destLo, index) : 64 + nthBit(destHi, index - low));
    }

    /** The number of destinations of the piece of {@code c} on {@code from}; uses the prepared masks. */
    private int destinationCount(int from, int c, int king) {
        if (from == king || guarded) {
            destinations(from, c);
            return Long.bitCount(destLo) + Long.bitCount(destHi);
        }
        // A man's steps leave its class and its jumps stay in it: the two never meet.
        return Long.bitCount(NEIGHBOURS_LO[from & 127] & ~occLo & ALLOWED_LO[c])
                + Long.bitCount(NEIGHBOURS_HI[from & 127] & ~occHi & ALLOWED_HI[c])
                + Long.bitCount(manJumps(from));
    }

    /** The position of the set bit of {@code bits} with {@code n} set bits below it. */
    private static int nthBit(long bits, int n) {
        for (int k = 0; k < n; k++) {
            bits &= bits - 1;
        }
        return Long.numberOfTrailingZeros(bits);
    }

    /** Sets {@link #destLo}/{@link #destHi} to the legal destinations of the piece of {@code c} on {@code from}. */
    int destinationsOf(int from, int c) {
        prepare(c);
        destinations(from, c);
        return Long.bitCount(destLo) + Long.bitCount(destHi);
    }

    /** Whether the piece on {@code from} reaches {@code to}, without the illegal-move rule. */
    boolean reaches(int from, int to) {
        int c = position.colourAt(from);
        prepare(c);
        boolean wasGuarded = guarded;
        guarded = false;
        destinations(from, c);
        guarded = wasGuarded;
        return to < 64 ? (destLo & 1L << to) != 0 : (destHi & 1L << to - 64) != 0;
    }

    private void emit(MoveList moves, int from) {
        long base = DiamondMoves.encode(from, 0);
        for (long d = destLo; d != 0; d &= d - 1) {
            moves.add(base | Long.numberOfTrailingZeros(d));
        }
        for (long d = destHi; d != 0; d &= d - 1) {
            moves.add(base | (64 + Long.numberOfTrailingZeros(d)));
        }
    }

    /** Prepares the jump masks and the illegal points of colour {@code c}, unless they are. */
    private void prepare(int c) {
        if (prepared == c) {
            return;
        }
        DiamondPosition p = position;
        long[] men = p.classMen;
        occLo = p.occLo();
        occHi = p.occHi();
        long[] occupied = classOccupied;
        System.arraycopy(men, 0, occupied, 0, JumpClasses.CLASSES);
        kingsLo = 0;
        kingsHi = 0;
        for (int q = 0; q < p.players; q++) {
            int king = p.kingAt[q];
            occupied[JumpClasses.CLASS[king]] |= JumpClasses.BIT[king];
            kingsLo |= Tables.BIT_LO[king];
            kingsHi |= Tables.BIT_HI[king];
        }
        int allowed = c * JumpClasses.CLASSES;
        long[] free = JumpClasses.ALLOWED;
        JumpClasses.jumpMasks(men[0], men[1], men[2], men[3],
                free[allowed] & ~occupied[0], free[allowed + 1] & ~occupied[1],
                free[allowed + 2] & ~occupied[2], free[allowed + 3] & ~occupied[3], jumps);
        long[] j = jumps;
        for (int k = 0, i = 0; k < JumpClasses.CLASSES; k++, i += 6) {
            jumpers[k] = j[i] | j[i + 1] | j[i + 2] | j[i + 3] | j[i + 4] | j[i + 5];
        }
        guarded = prepareIllegal(c);
        prepared = c;
    }

    /**
     * Finds, for every other player whose king is on its target apex and whose target camp lacks
     * exactly one piece, that missing point: moving there would be illegal.
     *
     * @return whether any such point exists
     */
    private boolean prepareIllegal(int mover) {
        DiamondPosition p = position;
        boolean any = false;
        for (int q = 0; q < p.players; q++) {
            illegalLo[q] = 0;
            illegalHi[q] = 0;
            if (q == mover || p.kingAt[q] != TARGET_APEX[q]) {
                continue;
            }
            long missingLo = TARGET_LO[q] & ~occLo;
            long missingHi = TARGET_HI[q] & ~occHi;
            if (Long.bitCount(missingLo) + Long.bitCount(missingHi) == 1) {
                illegalLo[q] = missingLo;
                illegalHi[q] = missingHi;
                any = true;
            }
        }
        return any;
    }

    /**
     * The landing points of the jump sequences of the man on {@code from}, as a bitboard of its
     * class; uses the prepared masks.
     */
    private long manJumps(int from) {
        int cls = JumpClasses.CLASS[from & 127];
        long start = JumpClasses.BIT[from & 127];
        if ((start & jumpers[cls]) == 0) {
            return 0;
        }
        int base = cls * 6;
        long[] j = jumps;
        long east = j[base];
        long northEast = j[base + 1];
        long northWest = j[base + 2];
        long west = j[base + 3];
        long southWest = j[base + 4];
        long southEast = j[base + 5];
        long reached = start;
        long newest = start;
        while (true) {
            long next = (newest & east) >>> 7 | (newest & northEast) << 1 | (newest & northWest) << 8
                    | (newest & west) << 7 | (newest & southWest) >>> 1 | (newest & southEast) >>> 8;
            newest = next & ~reached;
            if (newest == 0) {
                return reached & ~start;
            }
            reached |= newest;
        }
    }

    /** Sets destLo/destHi to the legal destinations of the piece of {@code colour} on {@code from}. */
    private void destinations(int from, int colour) {
        DiamondPosition p = position;
        long lo = NEIGHBOURS_LO[from & 127] & ~occLo & ALLOWED_LO[colour];
        long hi = NEIGHBOURS_HI[from & 127] & ~occHi & ALLOWED_HI[colour];
        if (from == p.kingAt[colour]) {
            kingJumps(from, colour);
            lo |= destLo;
            hi |= destHi;
        } else {
            int base = JumpClasses.CLASS[from & 127] << 6;
            for (long landed = manJumps(from); landed != 0; landed &= landed - 1) {
                int slot = (base + Long.numberOfTrailingZeros(landed)) & 255;
                lo |= JumpClasses.SLOT_LO[slot];
                hi |= JumpClasses.SLOT_HI[slot];
            }
        }
        if (guarded) {
            long fromLo = from < 64 ? 1L << from : 0;
            long fromHi = from < 64 ? 0 : 1L << from - 64;
            for (int o = 0; o < p.players; o++) {
                // A piece leaving that camp itself leaves a hole behind, so the camp cannot fill.
                if ((TARGET_LO[o] & fromLo) == 0 && (TARGET_HI[o] & fromHi) == 0) {
                    lo &= ~illegalLo[o];
                    hi &= ~illegalHi[o];
                }
            }
        }
        destLo = lo;
        destHi = hi;
    }

    /**
     * Sets destLo/destHi to the landing points of the jump sequences of the king on {@code from}.
     * From each landing, the directions whose adjacent point holds a man start a line; in each,
     * the nearest point of the ray ({@link Tables#RAY_LO}) that is not a man ends it: the lowest
     * such point for the three directions towards higher points, the highest for the other three.
     * It is a landing when it is empty and allowed and was not found before ({@link #END_LO} has a
     * zero word for "no point", the edge). Testing the adjacent point first skips the scans of
     * the four or five directions without a man next to the king, which is most of them.
     */
    private void kingJumps(int from, int colour) {
        final long menLo = occLo & ~kingsLo;
        final long menHi = occHi & ~kingsHi;
        final long openLo = ~occLo & ALLOWED_LO[colour];
        final long openHi = ~occHi & ALLOWED_HI[colour];
        final long[] rayLo = Tables.RAY_LO;
        final long[] rayHi = Tables.RAY_HI;
        final int[] adjacent = Tables.ADJACENT;
        long lo = 0;
        long hi = 0;
        long todoLo = 0;
        long todoHi = 0;
        int p = from;
        while (true) {
            int base = (p & 127) << 3;
            long newLo = 0;
            long newHi = 0;
            for (int i = base; i < base + 3; i++) {
                int next = adjacent[i] & 127;
                if ((Tables.BIT_LO[next] & menLo | Tables.BIT_HI[next] & menHi) != 0) {
                    long a = rayLo[i] & ~menLo;
                    long b = rayHi[i] & ~menHi;
                    int end = a != 0 ? Long.numberOfTrailingZeros(a) : 64 + Long.numberOfTrailingZeros(b);
                    newLo |= END_LO[end + 1];
                    newHi |= END_HI[end + 1];
                }
            }
            for (int i = base + 3; i < base + DiamondBoard.DIRECTIONS; i++) {
                int next = adjacent[i] & 127;
                if ((Tables.BIT_LO[next] & menLo | Tables.BIT_HI[next] & menHi) != 0) {
                    long a = rayLo[i] & ~menLo;
                    long b = rayHi[i] & ~menHi;
                    int end = b != 0 ? 127 - Long.numberOfLeadingZeros(b) : 63 - Long.numberOfLeadingZeros(a);
                    newLo |= END_LO[end + 1];
                    newHi |= END_HI[end + 1];
                }
            }
            newLo &= openLo & ~lo;
            newHi &= openHi & ~hi;
            lo |= newLo;
            hi |= newHi;
            todoLo |= newLo;
            todoHi |= newHi;
            if (todoLo != 0) {
                p = Long.numberOfTrailingZeros(todoLo);
                todoLo &= todoLo - 1;
            } else if (todoHi != 0) {
                p = 64 + Long.numberOfTrailingZeros(todoHi);
                todoHi &= todoHi - 1;
            } else {
                break;
            }
        }
        destLo = lo;
        destHi = hi;
    }
}
