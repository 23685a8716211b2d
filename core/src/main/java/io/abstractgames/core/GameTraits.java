package io.abstractgames.core;

import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.Piece;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * How a game is offered and shown to people: what a client (the web site, another app) needs to
 * list the game, draw its board and pieces, name its seats and take its moves, without knowing the
 * game by its id. A game's {@link GameProvider#traits(Game)} gives them; {@link #standard(Game)}
 * derives the defaults from the game and its board model, and the {@code with...} methods change
 * one trait each.
 *
 * <p>Words are given as keys of the client's language files ({@code "rank.king"},
 * {@code "side.white"}), never as translated text; colours as palette keys with a CSS colour for a
 * client that does not know the key.
 *
 * @param family the menu entry the game belongs to: games of one family differ only in their
 *     number of players (the Diamond game's {@code diamond} and {@code diamond3} form the family
 *     {@code diamond}); the game's id by default
 * @param drawing how the board is drawn: {@link #SQUARES} (a chequered grid with coordinates on
 *     its edge) or {@link #STAR} (points, lines and camps)
 * @param views the board views the game offers, the default first: {@link #VIEW_ABOVE},
 *     {@link #VIEW_SLANTED}
 * @param pieces the look and the word of each piece rank the game uses
 * @param seats the colour and the word of each seat, by seat (one per player)
 * @param pathPreview whether pointing at a destination shows the move's path and where it lands
 * @param secondTap whether a touch on a destination first shows the path and a second touch plays
 *     the move (for games where a piece can reach a point by different ways)
 * @param pass whether the game has a pass move a player plays by a button
 * @param captureWords how a capture's size is put in words: {@link #CAPTURES_COUNTED} ("2
 *     captures"), {@link #CAPTURES_AS_JUMPS} ("2 jumps", Kōnane's jumps over stones) or
 *     {@link #CAPTURE_SINGLE} ("capture": a game whose capture takes one piece)
 * @param pathInWords whether a move's words name the points its path passes ("to e5 via c3"),
 *     for games where captures can take different paths to one point
 * @param relativePointNames whether each viewer names points in their own frame
 *     ({@link io.abstractgames.core.board.BoardModel#pointName})
 * @param ladder whether the game has a challenge ladder (runs against stronger and stronger AIs)
 * @param houseRules the ids of the rules of the app (not of the moves) that apply, e.g.
 *     {@link #NO_UNDO_ON_ONE_DEVICE}
 */
public record GameTraits(
        String family,
        String drawing,
        List<String> views,
        List<PieceLook> pieces,
        List<SeatLook> seats,
        boolean pathPreview,
        boolean secondTap,
        boolean pass,
        String captureWords,
        boolean pathInWords,
        boolean relativePointNames,
        boolean ladder,
        List<String> houseRules) {

    /** The drawing of a chequered square board. */
    public static final String SQUARES = "squares";
    /** The drawing of a star board: points, lines, camps. */
    public static final String STAR = "star";
    /** The board seen from above. */
    public static final String VIEW_ABOVE = "above";
    /** The board seen slanted, its pieces standing. */
    public static final String VIEW_SLANTED = "slanted";
    /** A capture's size in words as a number of captures. */
    public static final String CAPTURES_COUNTED = "captures";
    /** A capture's size in words as a number of jumps. */
    public static final String CAPTURES_AS_JUMPS = "jumps";
    /** A capture in words without a size. */
    public static final String CAPTURE_SINGLE = "capture";
    /**
     * The house rule that a game on one device has no undo (Breakthrough's rule page:
     * {@code docs/rules/breakthrough.md}).
     */
    public static final String NO_UNDO_ON_ONE_DEVICE = "no_undo_on_one_device";

    private static final Pattern KEY = Pattern.compile("[a-z][a-z0-9_-]*");

    /**
     * Checks the traits and copies the lists.
     *
     * @param family the menu entry
     * @param drawing {@link #SQUARES} or {@link #STAR}
     * @param views the views, the default first; at least one
     * @param pieces the piece looks, at most one per rank
     * @param seats the seat looks, by seat
     * @param pathPreview whether a destination shows the path
     * @param secondTap whether a touch needs a second tap
     * @param pass whether the game has a pass move
     * @param captureWords {@link #CAPTURES_COUNTED}, {@link #CAPTURES_AS_JUMPS} or {@link #CAPTURE_SINGLE}
     * @param pathInWords whether a move's words name its path
     * @param relativePointNames whether viewers name points in their frame
     * @param ladder whether the game has a challenge ladder
     * @param houseRules the house rules' ids
     * @throws NullPointerException if an argument or an element is null
     * @throws IllegalArgumentException if the family, a view or a house rule is not a lower-case
     *     identifier ({@code [a-z][a-z0-9_-]*}), the drawing or the capture words are unknown, there is no view, a rank
     *     has two looks or there is no seat
     */
    public GameTraits {
        identifier("family", family);
        if (!SQUARES.equals(drawing) && !STAR.equals(drawing)) {
            throw new IllegalArgumentException("drawing '" + drawing + "': expected " + SQUARES + " or " + STAR);
        }
        if (!CAPTURES_COUNTED.equals(captureWords) && !CAPTURES_AS_JUMPS.equals(captureWords)
                && !CAPTURE_SINGLE.equals(captureWords)) {
            throw new IllegalArgumentException("capture words '" + captureWords + "': expected " + CAPTURES_COUNTED + ", "
                    + CAPTURES_AS_JUMPS + " or " + CAPTURE_SINGLE);
        }
        views = List.copyOf(views);
        if (views.isEmpty()) {
            throw new IllegalArgumentException("a game offers at least one view");
        }
        views.forEach(v -> identifier("view", v));
        pieces = List.copyOf(pieces);
        for (int i = 0; i < pieces.size(); i++) {
            for (int j = 0; j < i; j++) {
                if (pieces.get(i).rank() == pieces.get(j).rank()) {
                    throw new IllegalArgumentException("two looks of the rank " + pieces.get(i).rank());
                }
            }
        }
        seats = List.copyOf(seats);
        if (seats.isEmpty()) {
            throw new IllegalArgumentException("a game has at least one seat");
        }
        houseRules = List.copyOf(houseRules);
        houseRules.forEach(r -> identifier("house rule", r));
    }

    private static void identifier(String what, String value) {
        Objects.requireNonNull(value, what);
        if (!KEY.matcher(value).matches()) {
            throw new IllegalArgumentException(what + " '" + value + "' is not a lower-case identifier");
        }
    }

    /**
     * The defaults for a game: its own family; drawn as squares, or as a star when its board
     * model's layout is a {@link Layout.Shape#STAR star}; seen from above; men (no mark) and kings
     * (a crown); each seat coloured and named by its side's name ({@link SeatLook#standard});
     * paths previewed by pointing, one tap plays; no pass; captures counted and their paths named
     * in words; absolute point names, no ladder, no house rule.
     *
     * @param game the game
     * @return its default traits
     */
    public static GameTraits standard(Game game) {
        String drawing = SQUARES;
        try {
            if (game.board().layout().shape() == Layout.Shape.STAR) {
                drawing = STAR;
            }
        } catch (UnsupportedOperationException e) {
            // A game without a board model is listed with a square drawing that has no points.
        }
        List<SeatLook> seats = new ArrayList<>();
        for (int s = 0; s < game.playerCount(); s++) {
            seats.add(SeatLook.standard(game.sideName(s), s));
        }
        return new GameTraits(game.id(), drawing, List.of(VIEW_ABOVE),
                List.of(new PieceLook(Piece.Kind.MAN, "rank.man", PieceLook.NO_MARK),
                        new PieceLook(Piece.Kind.KING, "rank.king", PieceLook.CROWN)),
                seats, true, false, false, CAPTURES_COUNTED, true, false, false, List.of());
    }

    /**
     * These traits in another family.
     *
     * @param family the family
     * @return the new traits
     */
    public GameTraits withFamily(String family) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with other views.
     *
     * @param views the views, the default first
     * @return the new traits
     */
    public GameTraits withViews(List<String> views) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with other piece looks.
     *
     * @param pieces the looks, at most one per rank
     * @return the new traits
     */
    public GameTraits withPieces(List<PieceLook> pieces) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with other seat looks.
     *
     * @param seats the looks, by seat
     * @return the new traits
     */
    public GameTraits withSeats(List<SeatLook> seats) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with a touch on a destination needing a second tap (or not).
     *
     * @param secondTap whether a second tap plays the move
     * @return the new traits
     */
    public GameTraits withSecondTap(boolean secondTap) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with a pass move (or without).
     *
     * @param pass whether the game has a pass move
     * @return the new traits
     */
    public GameTraits withPass(boolean pass) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with other words for moves.
     *
     * @param captureWords {@link #CAPTURES_COUNTED}, {@link #CAPTURES_AS_JUMPS} or {@link #CAPTURE_SINGLE}
     * @param pathInWords whether a move's words name its path
     * @return the new traits
     */
    public GameTraits withMoveWords(String captureWords, boolean pathInWords) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with points named in each viewer's frame (or absolutely).
     *
     * @param relativePointNames whether viewers name points in their frame
     * @return the new traits
     */
    public GameTraits withRelativePointNames(boolean relativePointNames) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with a challenge ladder (or without).
     *
     * @param ladder whether the game has a challenge ladder
     * @return the new traits
     */
    public GameTraits withLadder(boolean ladder) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * These traits with other house rules.
     *
     * @param houseRules the house rules' ids
     * @return the new traits
     */
    public GameTraits withHouseRules(List<String> houseRules) {
        return new GameTraits(family, drawing, views, pieces, seats, pathPreview, secondTap, pass, captureWords, pathInWords, relativePointNames, ladder, houseRules);
    }

    /**
     * Whether a house rule applies.
     *
     * @param id a house rule's id, e.g. {@link #NO_UNDO_ON_ONE_DEVICE}
     * @return whether it is one of {@link #houseRules()}
     */
    public boolean hasHouseRule(String id) {
        return houseRules.contains(id);
    }

    /**
     * The look and the word of a piece rank.
     *
     * @param rank the rank
     * @param nameKey the key of its word in the client's language files, e.g. {@code "rank.king"}
     * @param mark what is drawn on the piece: {@link #NO_MARK}, {@link #CROWN} or {@link #STAR}
     */
    public record PieceLook(Piece.Kind rank, String nameKey, String mark) {

        /** A plain piece. */
        public static final String NO_MARK = "none";
        /** A crown on the piece (a king, an officer). */
        public static final String CROWN = "crown";
        /**
         * A star on the piece: a rank that a game's own sets mark otherwise than with a crown (Lasca's
         * officers, whose pieces show a spot on their officer's face).
         */
        public static final String STAR = "star";

        /**
         * Checks the fields.
         *
         * @param rank the rank
         * @param nameKey the word's key
         * @param mark {@link #NO_MARK}, {@link #CROWN} or {@link #STAR}
         * @throws NullPointerException if a field is null
         * @throws IllegalArgumentException if the mark is unknown or the key is empty
         */
        public PieceLook {
            Objects.requireNonNull(rank, "rank");
            if (nameKey.isEmpty()) {
                throw new IllegalArgumentException("empty name key of the rank " + rank);
            }
            if (!NO_MARK.equals(mark) && !CROWN.equals(mark) && !STAR.equals(mark)) {
                throw new IllegalArgumentException("mark '" + mark + "': expected " + NO_MARK + ", " + CROWN + " or " + STAR);
            }
        }
    }

    /**
     * The colour and the word of a seat.
     *
     * @param palette the colour's key in the client's palette, e.g. {@code "white"}, {@code "crimson"}
     * @param colour the colour as CSS {@code #rrggbb}, for a client whose palette lacks the key
     * @param nameKey the key of the seat's word in the client's language files, e.g.
     *     {@code "side.white"}
     */
    public record SeatLook(String palette, String colour, String nameKey) {

        private static final Pattern CSS = Pattern.compile("#[0-9a-f]{6}");

        /** The palette's keys and their CSS colours (a piece's fill). */
        public static final Map<String, String> PALETTE = Map.of(
                "white", "#fbfaf5",
                "black", "#262626",
                "crimson", "#a3122e",
                "red", "#d7263d",
                "yellow", "#f7d31e",
                "green", "#1f9d55");

        private static final List<String> BY_SEAT = List.of("white", "black", "green", "red", "yellow");

        /**
         * Checks the fields.
         *
         * @param palette the palette key
         * @param colour the CSS colour
         * @param nameKey the word's key
         * @throws NullPointerException if a field is null
         * @throws IllegalArgumentException if the palette key is not a lower-case identifier, the
         *     colour not {@code #rrggbb} in lower case, or the name key empty
         */
        public SeatLook {
            identifier("palette key", palette);
            if (!CSS.matcher(colour).matches()) {
                throw new IllegalArgumentException("colour '" + colour + "' of " + palette + ": expected #rrggbb in lower case");
            }
            if (nameKey.isEmpty()) {
                throw new IllegalArgumentException("empty name key of the seat coloured " + palette);
            }
        }

        /**
         * A seat in a colour of {@link #PALETTE}.
         *
         * @param palette a key of {@link #PALETTE}
         * @param nameKey the word's key
         * @return the look
         * @throws IllegalArgumentException if the palette has no such key
         */
        public static SeatLook of(String palette, String nameKey) {
            String colour = PALETTE.get(palette);
            if (colour == null) {
                throw new IllegalArgumentException("no colour '" + palette + "' in the palette " + PALETTE.keySet());
            }
            return new SeatLook(palette, colour, nameKey);
        }

        /**
         * A seat coloured and named by its side's name: the palette colour of that name
         * ({@code "White"} is {@code white}) or, for a name the palette lacks, a colour by seat;
         * the word {@code side.<name in lower case>}.
         *
         * @param sideName the side's name, e.g. {@code "White"}
         * @param seat the seat
         * @return the look
         */
        public static SeatLook standard(String sideName, int seat) {
            String key = sideName.toLowerCase(Locale.ROOT);
            String palette = PALETTE.containsKey(key) ? key : BY_SEAT.get(seat % BY_SEAT.size());
            return of(palette, "side." + key.replaceAll("[^a-z0-9_]", "_"));
        }
    }
}
