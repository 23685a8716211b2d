package io.abstractgames.bashni;

import io.abstractgames.bashni.internal.PositionText;
import io.abstractgames.columns.DrawLimits;
import io.abstractgames.core.AbstractGame;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Position;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Bashni, column draughts ({@code docs/rules/bashni.md}): 8x8 board, 32 dark squares, columns of pieces
 * led by their top piece, flying kings, compulsory capture that takes only the top piece.
 *
 * <p>Id {@code "bashni"}, display name {@code "Bashni"}; player 0 is White (letter {@code w},
 * moves first, towards rank 8), player 1 Black ({@code b}). Moves are {@code long} codes of
 * {@link BashniMoves}. The rule choices are listed in the package documentation.
 */
public final class BashniGame extends AbstractGame {

    /**
     * Draw: 50 plies in a row without a capture or a move of a man-topped column
     * ({@code docs/rules/bashni.md}, "End of the game"). Described as {@code "50 quiet plies"}; the
     * same reason as Lasca's quiet-ply draw.
     */
    public static final EndReason QUIET_MOVE_LIMIT = DrawLimits.QUIET_MOVE_LIMIT;

    /** The one instance. */
    public static final BashniGame INSTANCE = new BashniGame();

    /** The start position's text ({@code docs/rules/bashni.md}, "Position text"). */
    public static final String START_TEXT = "w a1:w,c1:w,e1:w,g1:w,b2:w,d2:w,f2:w,h2:w,a3:w,c3:w,e3:w,g3:w,"
            + "b6:b,d6:b,f6:b,h6:b,a7:b,c7:b,e7:b,g7:b,b8:b,d8:b,f8:b,h8:b 0 0";

    private BashniGame() {
        super("bashni", "Bashni", List.of("White", "Black"), "wb");
    }

    @Override
    public String startText() {
        return START_TEXT;
    }

    @Override
    public Position newStartPosition() {
        return PositionText.parse(START_TEXT);
    }

    /**
     * Parses position text {@code SIDE COLUMNS [QUIET PLIES]}.
     *
     * @throws io.abstractgames.core.NotationException for a malformed text, a light square, a square
     *     named twice, an unknown letter, more than 12 pieces of a colour, a man on top of a column
     *     on its own promotion rank, counters out of range ({@code 0 <= QUIET <= 50},
     *     {@code QUIET <= PLIES <= 250}) or a side that just moved owning no column
     */
    @Override
    public Position parsePosition(String text) {
        return PositionText.parse(text);
    }

    /**
     * The reasons a game of Bashni ends for.
     *
     * @return {@link EndReason#NO_MOVES}, {@link EndReason#MOVE_LIMIT}, {@link #QUIET_MOVE_LIMIT} and
     *     {@link EndReason#RESIGNATION}
     */
    @Override
    public List<EndReason> endReasons() {
        return DrawLimits.END_REASONS;
    }

    private static final Pattern MOVE_TEXT = Pattern.compile("[a-h][1-8](-[a-h][1-8]|(:[a-h][1-8])+)");

    /**
     * Whether a text is written like a move of this game: {@code from-to} (a quiet move) or {@code from:landing:...:landing} (a capture) ({@code docs/rules/bashni.md}, "Move identity and text"), with squares that exist or not.
     *
     * @param text a candidate move text
     * @return true when it has the shape of a move text
     */
    @Override
    public boolean isMoveTextSyntax(String text) {
        return text != null && MOVE_TEXT.matcher(text).matches();
    }

    /**
     * The board model: the 8x8 squares (pieces on the dark ones), a column bottom to top on each, quiet moves and captures with every landing.
     *
     * @return the shared board model
     */
    @Override
    public io.abstractgames.core.board.BoardModel board() {
        return BashniBoard.INSTANCE;
    }
}
