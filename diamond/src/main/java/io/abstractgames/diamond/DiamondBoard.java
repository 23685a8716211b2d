package io.abstractgames.diamond;

import java.util.Arrays;

/**
 * The geometry of the 121-point star board ({@code docs/rules/diamond.md}, "Board geometry"): point
 * indices and names, coordinates, the six directions, neighbours and lines, distances, the central
 * hexagon, the six camps and the points each colour may stand on.
 *
 * <h2>Points</h2>
 * Seen from Red (who sits at the bottom) the board has 17 rows, numbered 1 (bottom tip) to 17 (top
 * tip), of 1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1 points; points in a row are
 * numbered from 1 at the left. A point is named {@code ROW.COL} ({@code 1.1} is the bottom tip).
 * The <em>point index</em>, 0..120, follows that reading order: row 1 first, left to right within
 * a row, so {@code 1.1} = 0, {@code 2.1} = 1, {@code 5.1} = 10 and {@code 17.1} = 120.
 *
 * <h2>Coordinates</h2>
 * Point {@code ROW.COL} has the coordinates {@code r = ROW} and
 * {@code x = 2 * (COL - 1) - (length of the row - 1)}, so {@code x} runs from -12 to 12, is 0 on
 * the vertical axis through both tips and {@code r + x} is always odd. Neighbours differ by one of
 * the six steps of {@link #DIRECTIONS}; a straight line repeats one step. The distance between two
 * points is the number of steps of the shortest path on the unbounded grid,
 * {@code max(|dr|, (|dr| + |dx|) / 2)}. All tables (neighbours, lines, distances, regions) are
 * computed from these coordinates when the class is initialised.
 *
 * <h2>Regions</h2>
 * The central hexagon is the 61 points with {@code 5 <= r <= 13} and
 * {@code |x| <= 8 - |r - 9|}; its boundary is the 24 of them with {@code r} in {5, 13} or
 * {@code |x| = 8 - |r - 9|}. Each of the six {@link Camp}s is a triangle of side 5 (15 points): the
 * 10 points of one star tip outside the hexagon and the 5 boundary points facing them; it is
 * exactly the set of points within distance 4 of its apex. Each corner of the hexagon belongs to
 * two camps.
 *
 * <h2>Colours</h2>
 * Colours are the player numbers: {@link #RED} 0, {@link #YELLOW} 1, {@link #GREEN} 2. A colour
 * owns its start and target camp (Red S and N, Yellow NW and SE, Green NE and SW) and may stand on
 * the 81 points that are not in a camp of another colour, or that are on the hexagon boundary. The
 * rule is the same with two players: Green's camps stay forbidden to Red and Yellow.
 *
 * <p>All methods are static, allocation-free unless they return an array, and thread-safe.
 */
public final class DiamondBoard {

    /** The number of points, 121; point indices run from 0 to 120. */
    public static final int POINTS = 121;

    /** The number of rows, 17; rows are numbered from 1 (Red's start tip) to 17. */
    public static final int ROWS = 17;

    /** The number of directions, 6; direction indices run from 0 to 5. */
    public static final int DIRECTIONS = 6;

    /** Direction 0: one step right, {@code (dr, dx) = (0, +2)}. */
    public static final int EAST = 0;
    /** Direction 1: one step up and right, {@code (dr, dx) = (+1, +1)}. */
    public static final int NORTH_EAST = 1;
    /** Direction 2: one step up and left, {@code (dr, dx) = (+1, -1)}. */
    public static final int NORTH_WEST = 2;
    /** Direction 3: one step left, {@code (dr, dx) = (0, -2)}. */
    public static final int WEST = 3;
    /** Direction 4: one step down and left, {@code (dr, dx) = (-1, -1)}. */
    public static final int SOUTH_WEST = 4;
    /** Direction 5: one step down and right, {@code (dr, dx) = (-1, +1)}. */
    public static final int SOUTH_EAST = 5;

    /** The colour of player 0, Red, who starts in camp S and aims for camp N. */
    public static final int RED = 0;
    /** The colour of player 1, Yellow, who starts in camp NW and aims for camp SE. */
    public static final int YELLOW = 1;
    /** The colour of player 2, Green (three players only), who starts in camp NE and aims for SW. */
    public static final int GREEN = 2;

    /** The number of colours, 3 (Green's camps exist, and are forbidden, in two-player games). */
    public static final int COLOURS = 3;

    /** The number of points in a camp, 15. */
    public static final int CAMP_SIZE = 15;

    /** The value {@link #neighbour(int, int)} returns when the step leaves the board. */
    public static final int OFF_BOARD = -1;

    private static final int[] STEP_DR = {0, 1, 1, 0, -1, -1};
    private static final int[] STEP_DX = {2, 1, -1, -2, -1, 1};
    private static final int[] ROW_LENGTH = {0, 1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1};

    /** First point index of each row 1..17 (index 18 holds {@link #POINTS}). */
    private static final int[] ROW_START = new int[ROWS + 2];
    private static final int[] ROW = new int[POINTS];
    private static final int[] COL = new int[POINTS];
    private static final int[] X = new int[POINTS];
    private static final String[] NAME = new String[POINTS];
    /** Point at {@code (r, x + 12)}, or -1; rows 0..18 so that steps off the ends need no check. */
    private static final int[][] AT = new int[ROWS + 2][25];
    private static final int[] NEIGHBOUR = new int[POINTS * DIRECTIONS];
    private static final int[][] LINE = new int[POINTS * DIRECTIONS][];
    private static final byte[] DISTANCE = new byte[POINTS * POINTS];
    private static final boolean[] HEXAGON = new boolean[POINTS];
    private static final boolean[] BOUNDARY = new boolean[POINTS];
    private static final boolean[][] IN_CAMP = new boolean[6][POINTS];
    private static final int[][] CAMP_POINTS = new int[6][];
    private static final boolean[][] ALLOWED = new boolean[COLOURS][POINTS];
    private static final Camp[] START = {Camp.S, Camp.NW, Camp.NE};
    private static final Camp[] TARGET = {Camp.N, Camp.SE, Camp.SW};

    static {
        for (int[] row : AT) {
            Arrays.fill(row, -1);
        }
        int p = 0;
        for (int r = 1; r <= ROWS; r++) {
            ROW_START[r] = p;
            for (int c = 1; c <= ROW_LENGTH[r]; c++) {
                ROW[p] = r;
                COL[p] = c;
                X[p] = 2 * (c - 1) - (ROW_LENGTH[r] - 1);
                NAME[p] = r + "." + c;
                AT[r][X[p] + 12] = p;
                p++;
            }
        }
        ROW_START[ROWS + 1] = p;
        for (int q = 0; q < POINTS; q++) {
            for (int d = 0; d < DIRECTIONS; d++) {
                NEIGHBOUR[q * DIRECTIONS + d] = at(ROW[q] + STEP_DR[d], X[q] + STEP_DX[d]);
            }
        }
        for (int q = 0; q < POINTS; q++) {
            for (int d = 0; d < DIRECTIONS; d++) {
                int n = 0;
                for (int s = NEIGHBOUR[q * DIRECTIONS + d]; s >= 0; s = NEIGHBOUR[s * DIRECTIONS + d]) {
                    n++;
                }
                int[] line = new int[n];
                int i = 0;
                for (int s = NEIGHBOUR[q * DIRECTIONS + d]; s >= 0; s = NEIGHBOUR[s * DIRECTIONS + d]) {
                    line[i++] = s;
                }
                LINE[q * DIRECTIONS + d] = line;
            }
        }
        for (int a = 0; a < POINTS; a++) {
            for (int b = 0; b < POINTS; b++) {
                int dr = Math.abs(ROW[a] - ROW[b]);
                int dx = Math.abs(X[a] - X[b]);
                DISTANCE[a * POINTS + b] = (byte) Math.max(dr, (dr + dx) / 2);
            }
        }
        for (int q = 0; q < POINTS; q++) {
            int r = ROW[q];
            int ax = Math.abs(X[q]);
            int half = 8 - Math.abs(r - 9);
            HEXAGON[q] = r >= 5 && r <= 13 && ax <= half;
            BOUNDARY[q] = HEXAGON[q] && (r == 5 || r == 13 || ax == half);
        }
        for (Camp camp : Camp.values()) {
            int apex = point(camp.apexRow, camp.apexCol);
            int[] pts = new int[CAMP_SIZE];
            int n = 0;
            for (int q = 0; q < POINTS; q++) {
                if (DISTANCE[apex * POINTS + q] <= 4) {
                    IN_CAMP[camp.ordinal()][q] = true;
                    if (n < CAMP_SIZE) {
                        pts[n] = q;
                    }
                    n++;
                }
            }
            if (n != CAMP_SIZE) {
                throw new AssertionError("camp " + camp + " has " + n + " points");
            }
            CAMP_POINTS[camp.ordinal()] = pts;
        }
        for (int colour = 0; colour < COLOURS; colour++) {
            for (int q = 0; q < POINTS; q++) {
                boolean allowed = true;
                for (Camp camp : Camp.values()) {
                    if (IN_CAMP[camp.ordinal()][q] && camp != START[colour] && camp != TARGET[colour]) {
                        allowed &= BOUNDARY[q];
                    }
                }
                ALLOWED[colour][q] = allowed;
            }
        }
    }

    private DiamondBoard() {}

    /**
     * The six camps (triangles of 15 points at the star's tips), named by compass direction as seen
     * from Red: S at the bottom, N at the top, SW and SE at the lower side tips, NW and NE at the
     * upper side tips.
     */
    public enum Camp {
        /** The bottom camp, rows 1-4 and {@code 5.5}..{@code 5.9}; apex {@code 1.1}; Red's start. */
        S(1, 1),
        /** The top camp, rows 14-17 and {@code 13.5}..{@code 13.9}; apex {@code 17.1}; Red's target. */
        N(17, 1),
        /** The lower left camp; apex {@code 5.1}; Green's target. */
        SW(5, 1),
        /** The lower right camp; apex {@code 5.13}; Yellow's target. */
        SE(5, 13),
        /** The upper left camp; apex {@code 13.1}; Yellow's start. */
        NW(13, 1),
        /** The upper right camp; apex {@code 13.13}; Green's start. */
        NE(13, 13);

        private final int apexRow;
        private final int apexCol;

        Camp(int apexRow, int apexCol) {
            this.apexRow = apexRow;
            this.apexCol = apexCol;
        }

        /**
         * The apex, the star tip of the camp (written ◎ on the board).
         *
         * @return the apex's point index, 0..120
         */
        public int apex() {
            return point(apexRow, apexCol);
        }

        /**
         * Whether a point belongs to this camp.
         *
         * @param point a point index, 0..120
         * @return {@code true} for the 15 points of the camp
         * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
         */
        public boolean contains(int point) {
            return IN_CAMP[ordinal()][point];
        }

        /**
         * The 15 points of the camp.
         *
         * @return a new array of the point indices in ascending order
         */
        public int[] points() {
            return CAMP_POINTS[ordinal()].clone();
        }
    }

    /**
     * The number of points in a row.
     *
     * @param row 1..17
     * @return 1 to 13
     * @throws ArrayIndexOutOfBoundsException if {@code row} is out of range
     */
    public static int rowLength(int row) {
        if (row < 1 || row > ROWS) {
            throw new ArrayIndexOutOfBoundsException("row " + row + " out of range 1..17");
        }
        return ROW_LENGTH[row];
    }

    /**
     * The index of point {@code ROW.COL}.
     *
     * @param row 1..17
     * @param col 1 to the length of the row
     * @return the point index 0..120, or -1 when there is no such point
     */
    public static int point(int row, int col) {
        if (row < 1 || row > ROWS || col < 1 || col > ROW_LENGTH[row]) {
            return -1;
        }
        return ROW_START[row] + col - 1;
    }

    /**
     * The point at coordinates {@code (r, x)}.
     *
     * @param r the row coordinate (any value)
     * @param x the horizontal coordinate (any value)
     * @return the point index 0..120, or -1 when no point has these coordinates
     */
    public static int at(int r, int x) {
        if (r < 0 || r > ROWS + 1 || x < -12 || x > 12) {
            return -1;
        }
        return AT[r][x + 12];
    }

    /**
     * The row of a point, which is also its {@code r} coordinate.
     *
     * @param point 0..120
     * @return 1..17
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public static int row(int point) {
        return ROW[point];
    }

    /**
     * The column of a point within its row, counted from 1 at the left as Red sees the board.
     *
     * @param point 0..120
     * @return 1 to the length of the row
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public static int col(int point) {
        return COL[point];
    }

    /**
     * The {@code x} coordinate of a point.
     *
     * @param point 0..120
     * @return -12..12; {@code row(point) + x(point)} is odd
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public static int x(int point) {
        return X[point];
    }

    /**
     * The absolute name of a point, {@code ROW.COL} in Red's frame.
     *
     * @param point 0..120
     * @return e.g. {@code "5.7"}
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public static String name(int point) {
        return NAME[point];
    }

    /**
     * The point an absolute name denotes.
     *
     * @param name {@code ROW.COL} with decimal numbers without leading zeros, e.g. {@code "13.13"}
     * @return the point index 0..120, or -1 when the text is not the name of a point (also for a
     *     leading zero, as in {@code "02.1"}: a name has one spelling)
     */
    public static int parse(CharSequence name) {
        if (name == null) {
            return -1;
        }
        int n = name.length();
        int dot = -1;
        for (int i = 0; i < n; i++) {
            if (name.charAt(i) == '.') {
                dot = i;
                break;
            }
        }
        if (dot < 1 || dot > 2 || n - dot - 1 < 1 || n - dot - 1 > 2) {
            return -1;
        }
        int row = number(name, 0, dot);
        int col = number(name, dot + 1, n);
        return row < 0 || col < 0 ? -1 : point(row, col);
    }

    private static int number(CharSequence s, int from, int to) {
        if (s.charAt(from) == '0') {
            return -1;
        }
        int v = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /**
     * The change of the row coordinate along a direction.
     *
     * @param direction 0..5
     * @return -1, 0 or 1
     */
    public static int stepRow(int direction) {
        return STEP_DR[direction];
    }

    /**
     * The change of the {@code x} coordinate along a direction.
     *
     * @param direction 0..5
     * @return -2, -1, 1 or 2
     */
    public static int stepX(int direction) {
        return STEP_DX[direction];
    }

    /**
     * The opposite direction.
     *
     * @param direction 0..5
     * @return {@code (direction + 3) % 6}
     */
    public static int opposite(int direction) {
        return (direction + 3) % DIRECTIONS;
    }

    /**
     * The neighbour of a point in a direction.
     *
     * @param point 0..120
     * @param direction 0..5 ({@link #EAST} to {@link #SOUTH_EAST})
     * @return the neighbour's index, or {@link #OFF_BOARD} (-1) when the step leaves the board
     * @throws ArrayIndexOutOfBoundsException if an argument is out of range
     */
    public static int neighbour(int point, int direction) {
        if (direction < 0 || direction >= DIRECTIONS) {
            throw new ArrayIndexOutOfBoundsException("direction " + direction + " out of range 0..5");
        }
        return NEIGHBOUR[point * DIRECTIONS + direction];
    }

    /**
     * The straight line from a point in a direction, up to the edge of the board.
     *
     * @param point 0..120
     * @param direction 0..5
     * @return a new array of the points after {@code point}, nearest first; empty at the edge
     * @throws ArrayIndexOutOfBoundsException if an argument is out of range
     */
    public static int[] line(int point, int direction) {
        if (direction < 0 || direction >= DIRECTIONS) {
            throw new ArrayIndexOutOfBoundsException("direction " + direction + " out of range 0..5");
        }
        return LINE[point * DIRECTIONS + direction].clone();
    }

    /**
     * The distance between two points, in steps: {@code max(|dr|, (|dr| + |dx|) / 2)}.
     *
     * @param a 0..120
     * @param b 0..120
     * @return 0..16
     * @throws ArrayIndexOutOfBoundsException if an argument is out of range
     */
    public static int distance(int a, int b) {
        if (a < 0 || a >= POINTS || b < 0 || b >= POINTS) {
            throw new ArrayIndexOutOfBoundsException("point out of range 0..120: " + a + ", " + b);
        }
        return DISTANCE[a * POINTS + b];
    }

    /**
     * Whether a point is in the central hexagon (61 points).
     *
     * @param point 0..120
     * @return {@code true} when {@code 5 <= r <= 13} and {@code |x| <= 8 - |r - 9|}
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public static boolean inHexagon(int point) {
        return HEXAGON[point];
    }

    /**
     * Whether a point is on the boundary of the central hexagon (24 points), where every colour may
     * stand.
     *
     * @param point 0..120
     * @return {@code true} for hexagon points with {@code r} in {5, 13} or
     *     {@code |x| = 8 - |r - 9|}
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public static boolean onBoundary(int point) {
        return BOUNDARY[point];
    }

    /**
     * The camp a colour starts in (its pieces fill it at the start, the king on the apex).
     *
     * @param colour {@link #RED}, {@link #YELLOW} or {@link #GREEN}
     * @return S, NW or NE
     * @throws ArrayIndexOutOfBoundsException if {@code colour} is out of range
     */
    public static Camp startCamp(int colour) {
        return START[colour];
    }

    /**
     * The camp a colour aims for: the opposite tip of the star.
     *
     * @param colour {@link #RED}, {@link #YELLOW} or {@link #GREEN}
     * @return N, SE or SW
     * @throws ArrayIndexOutOfBoundsException if {@code colour} is out of range
     */
    public static Camp targetCamp(int colour) {
        return TARGET[colour];
    }

    /**
     * Whether a piece of a colour may stand on (or land on during a jump) a point: the point is not
     * in a camp of another colour, or it is on the hexagon boundary. 81 points per colour.
     *
     * @param colour {@link #RED}, {@link #YELLOW} or {@link #GREEN}
     * @param point 0..120
     * @return {@code true} when the point is allowed for the colour
     * @throws ArrayIndexOutOfBoundsException if an argument is out of range
     */
    public static boolean isAllowed(int colour, int point) {
        return ALLOWED[colour][point];
    }

    /**
     * The point turned by 120 degrees counterclockwise about the centre {@code 9.5}, as seen with
     * Red at the bottom: the S camp goes to NE, NE to NW and NW to S (so each colour's camps go to
     * the camps of the colour before it in turn order: Yellow's to Red's, Green's to Yellow's and
     * Red's to Green's).
     *
     * @param point 0..120
     * @return the turned point
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public static int rotate120(int point) {
        // Axial coordinates about the centre: (dr, dx) = a * (0, 2) + b * (1, 1). A turn by 60
        // degrees maps (a, b) to (-b, a + b), so a turn by 120 degrees maps it to (-(a + b), a).
        int b = ROW[point] - 9;
        int a = (X[point] - b) / 2;
        int a2 = -(a + b);
        int b2 = a;
        return at(9 + b2, 2 * a2 + b2);
    }

    /**
     * The point reflected in the axis through the SW and NE tips ({@code 5.1}, {@code 9.5} and
     * {@code 13.13}): S and NW change places, as do N and SE, while SW and NE are fixed. With two
     * players this exchanges Red's camps with Yellow's and leaves Green's in place.
     *
     * @param point 0..120
     * @return the reflected point
     * @throws ArrayIndexOutOfBoundsException if {@code point} is out of range
     */
    public static int reflect(int point) {
        // In the axial coordinates of rotate120 the reflection exchanges a and b.
        int b = ROW[point] - 9;
        int a = (X[point] - b) / 2;
        return at(9 + a, 2 * b + a);
    }
}
