package io.abstractgames.lasca;

import io.abstractgames.columns.DrawLimits;
import io.abstractgames.core.AbstractGame;
import io.abstractgames.core.EndReason;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.lasca.internal.PositionText;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Lasca, Lasker's column draughts ({@code docs/rules/lasca.md}): a 7x7 board with 25 used squares,
 * 11 soldiers a side, columns led by their top piece, officers that step one square both ways, and
 * compulsory multi-captures that take only the top piece of each jumped column.
 *
 * <p>Id {@code "lasca"}, display name {@code "Lasca"}; player 0 is White (letter {@code w}, moves
 * first, towards rank 7), player 1 Black ({@code b}). Moves are {@code long} codes of {@link
 * LascaMoves}. The rule choices are listed in the package documentation.
 */
public final class LascaGame extends AbstractGame {

    /**
     * Draw: 50 quiet plies in a row, plies that are not captures and move an officer-topped column
     * ({@code docs/rules/lasca.md}, "End of the game"). Described as {@code "50 quiet plies"}; the
     * same reason as Bashni's quiet-ply draw.
     */
    public static final EndReason QUIET_MOVE_LIMIT = DrawLimits.QUIET_MOVE_LIMIT;

    /** The one instance. */
    public static final LascaGame INSTANCE = new LascaGame();

    /** The start position's text ({@code docs/rules/lasca.md}, "Position text"). */
    public static final String START_TEXT = "w a1:w,c1:w,e1:w,g1:w,b2:w,d2:w,f2:w,a3:w,c3:w,e3:w,g3:w,"
            + "a5:b,c5:b,e5:b,g5:b,b6:b,d6:b,f6:b,a7:b,c7:b,e7:b,g7:b 0 0";

    private static final Pattern MOVE_TEXT = Pattern.compile("[a-g][1-7](-[a-g][1-7]|(:[a-g][1-7])+)");

    private LascaGame() {
        super("lasca", "Lasca", List.of("White", "Black"), "wb");
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
     * Parses position text {@code SIDE COLUMNS [QUIET PLIES]} ({@code docs/rules/lasca.md},
     * "Position text").
     *
     * @throws io.abstractgames.core.NotationException naming what is wrong and where: white space
     *     other than spaces, a malformed field, a square off the 7x7 board or not used, a square
     *     named twice, an unknown letter, an empty stack or entry, one counter without the other,
     *     more than 11 pieces of a colour, a soldier on top of a column on its own far rank,
     *     counters out of range ({@code 0 <= QUIET <= 50}, {@code QUIET <= PLIES <= 250}) or the
     *     side that just moved owning no column
     */
    @Override
    public Position parsePosition(String text) {
        return PositionText.parse(text);
    }

    /**
     * The reasons a game of Lasca ends for.
     *
     * @return {@link EndReason#NO_MOVES}, {@link EndReason#MOVE_LIMIT}, {@link #QUIET_MOVE_LIMIT} and
     *     {@link EndReason#RESIGNATION}
     */
    @Override
    public List<EndReason> endReasons() {
        return DrawLimits.END_REASONS;
    }

    /**
     * Whether a text is written like a move of this game: {@code from-to} (a quiet move) or {@code
     * from:landing:...:landing} (a capture) ({@code docs/rules/lasca.md}, "Move identity and text"),
     * with squares of the 7x7 board, used or not.
     *
     * @param text a candidate move text
     * @return true when it has the shape of a move text
     */
    @Override
    public boolean isMoveTextSyntax(String text) {
        return text != null && MOVE_TEXT.matcher(text).matches();
    }

    /**
     * The board model: the 49 squares of the 7x7 board (pieces on the 25 dark ones), a column bottom
     * to top on each, quiet moves and captures with every landing and every jumped square.
     *
     * @return the shared board model
     */
    @Override
    public BoardModel board() {
        return LascaBoard.INSTANCE;
    }
}
