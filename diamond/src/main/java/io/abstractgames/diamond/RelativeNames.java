package io.abstractgames.diamond;

import io.abstractgames.core.NotationException;

/**
 * Player-relative point names ({@code docs/rules/diamond.md}, "Player-relative square names"): the names
 * a player's view shows to the player sitting at a given seat.
 *
 * <h2>The frame</h2>
 * The viewer at seat {@code s} (a colour: {@link DiamondBoard#RED}, {@link DiamondBoard#YELLOW} or
 * {@link DiamondBoard#GREEN}) sees the board turned, not mirrored, so that its own start camp is at
 * the bottom. In that view, exactly as Red sees the untouched board, rows are numbered 1 (the
 * viewer's start apex) to 17 (the viewer's target apex) and points within a row are counted from 1
 * at the viewer's left; the relative name is {@code ROW.COL} in that numbering. The turn is
 * {@code s} times {@link DiamondBoard#rotate120(int)} (120 degrees counterclockwise seen with Red at
 * the bottom): Red's frame is the absolute one, Yellow's turns NW to the bottom and Green's turns
 * NE to the bottom. The same frame names every player's pieces and moves, and the names of one
 * seat are a permutation of the 121 absolute names.
 *
 * <p>Examples: for Yellow, its start apex {@code 13.1} is {@code 1.1}, its target apex
 * {@code 5.13} is {@code 17.1} and Red's start apex {@code 1.1} is {@code 13.13}; for Green, its
 * start apex {@code 13.13} is {@code 1.1}, Red's start apex {@code 1.1} is {@code 13.1}.
 *
 * <p>All text formats of the library use the absolute names ({@link DiamondBoard#name(int)}); this
 * class is for user interfaces. Static, thread-safe.
 */
public final class RelativeNames {

    private static final int[][] TO_RELATIVE = new int[DiamondBoard.COLOURS][DiamondBoard.POINTS];
    private static final int[][] TO_ABSOLUTE = new int[DiamondBoard.COLOURS][DiamondBoard.POINTS];

    static {
        for (int seat = 0; seat < DiamondBoard.COLOURS; seat++) {
            for (int p = 0; p < DiamondBoard.POINTS; p++) {
                int q = p;
                for (int i = 0; i < seat; i++) {
                    q = DiamondBoard.rotate120(q);
                }
                TO_RELATIVE[seat][p] = q;
                TO_ABSOLUTE[seat][q] = p;
            }
        }
    }

    private RelativeNames() {}

    /**
     * The relative point index of an absolute point as seen from a seat.
     *
     * @param seat the viewer's colour, 0..2
     * @param point the absolute point index, 0..120
     * @return the point index, 0..120, whose absolute name is the relative name of {@code point}
     * @throws IllegalArgumentException if {@code seat} or {@code point} is out of range
     */
    public static int toRelative(int seat, int point) {
        check(seat, point);
        return TO_RELATIVE[seat][point];
    }

    /**
     * The absolute point of a relative point index as seen from a seat; the inverse of
     * {@link #toRelative(int, int)}.
     *
     * @param seat the viewer's colour, 0..2
     * @param relativePoint the relative point index, 0..120
     * @return the absolute point index, 0..120
     * @throws IllegalArgumentException if {@code seat} or {@code relativePoint} is out of range
     */
    public static int toAbsolute(int seat, int relativePoint) {
        check(seat, relativePoint);
        return TO_ABSOLUTE[seat][relativePoint];
    }

    /**
     * The relative name of an absolute point as seen from a seat.
     *
     * @param seat the viewer's colour, 0..2
     * @param point the absolute point index, 0..120
     * @return {@code ROW.COL} in the seat's frame, e.g. {@code "1.1"} for Yellow's start apex
     * @throws IllegalArgumentException if {@code seat} or {@code point} is out of range
     */
    public static String name(int seat, int point) {
        return DiamondBoard.name(toRelative(seat, point));
    }

    /**
     * The absolute point a relative name denotes as seen from a seat.
     *
     * @param seat the viewer's colour, 0..2
     * @param relativeName {@code ROW.COL} in the seat's frame
     * @return the absolute point index, 0..120
     * @throws NotationException if the text is not a point name
     * @throws IllegalArgumentException if {@code seat} is out of range
     */
    public static int parse(int seat, String relativeName) {
        int p = DiamondBoard.parse(relativeName);
        if (p < 0) {
            throw new NotationException("relative point name '" + relativeName + "': no such point");
        }
        return toAbsolute(seat, p);
    }

    /**
     * Converts an absolute name to the name a seat sees.
     *
     * @param seat the viewer's colour, 0..2
     * @param absoluteName {@code ROW.COL} in Red's (absolute) frame
     * @return the relative name
     * @throws NotationException if the text is not a point name
     * @throws IllegalArgumentException if {@code seat} is out of range
     */
    public static String toRelativeName(int seat, String absoluteName) {
        int p = DiamondBoard.parse(absoluteName);
        if (p < 0) {
            throw new NotationException("point name '" + absoluteName + "': no such point");
        }
        return name(seat, p);
    }

    /**
     * Converts a name a seat sees to the absolute name.
     *
     * @param seat the viewer's colour, 0..2
     * @param relativeName {@code ROW.COL} in the seat's frame
     * @return the absolute name
     * @throws NotationException if the text is not a point name
     * @throws IllegalArgumentException if {@code seat} is out of range
     */
    public static String toAbsoluteName(int seat, String relativeName) {
        return DiamondBoard.name(parse(seat, relativeName));
    }

    private static void check(int seat, int point) {
        if (seat < 0 || seat >= DiamondBoard.COLOURS) {
            throw new IllegalArgumentException("seat " + seat + " out of range 0..2");
        }
        if (point < 0 || point >= DiamondBoard.POINTS) {
            throw new IllegalArgumentException("point " + point + " out of range 0..120");
        }
    }
}
