package io.abstractgames.breakthrough;

import io.abstractgames.breakthrough.internal.BreakthroughPosition;
import io.abstractgames.breakthrough.internal.PositionText;
import io.abstractgames.core.AbstractGame;
import io.abstractgames.core.Position;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Breakthrough on the 8x8 board ({@code docs/rules/breakthrough.md}): two players, White (player
 * {@value #WHITE}, letter {@code w}, moves first, up the board) and Black (player {@value #BLACK},
 * letter {@code b}, down the board).
 *
 * <p>Stateless and thread-safe; use the shared {@link #INSTANCE} (it is also what
 * {@link io.abstractgames.core.Games#byId(String) Games.byId("breakthrough")} returns). Positions
 * are bitboard positions; their moves are {@code long} codes laid out as {@link BreakthroughMoves}
 * describes. Id {@code "breakthrough"}, display name {@code "Breakthrough"}, side names
 * {@code "White"} and {@code "Black"}.
 */
public final class BreakthroughGame extends AbstractGame {

    /** The player number of White, who moves first from rank 1 and 2 towards rank 8. */
    public static final int WHITE = 0;
    /** The player number of Black, who moves from rank 7 and 8 towards rank 1. */
    public static final int BLACK = 1;
    /** The canonical text of the start position ({@code docs/rules/breakthrough.md}, "Position text"). */
    public static final String START_TEXT = "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w";

    /** The one instance. */
    public static final BreakthroughGame INSTANCE = new BreakthroughGame();

    private BreakthroughGame() {
        super("breakthrough", "Breakthrough", List.of("White", "Black"), "wb");
    }

    /**
     * The start position's text.
     *
     * @return {@link #START_TEXT}
     */
    @Override
    public String startText() {
        return START_TEXT;
    }

    /**
     * A new start position: 16 White pieces on ranks 1 and 2, 16 Black pieces on ranks 7 and 8,
     * White to move.
     *
     * @return a fresh position, owned by the caller
     */
    @Override
    public Position newStartPosition() {
        return BreakthroughPosition.start();
    }

    /**
     * Parses position text ({@code docs/rules/breakthrough.md}, "Position text"): the board, ranks 8 down
     * to 1 separated by {@code /} ({@code w}, {@code b}, digits 1-8 for runs of empty squares, a run
     * may be split), then the side to move, {@code w} or {@code b}; fields separated by any run of
     * spaces. A finished game (the side that just moved has a piece on its far rank, or the side to
     * move has no piece or no move) is accepted and gives a finished position.
     *
     * @param text the position text
     * @return a fresh position, owned by the caller, with an empty undo stack
     * @throws io.abstractgames.core.NotationException if the text is blank, has other than two
     *     fields, a rank does not sum to 8 squares, there are not 8 ranks, a character is unknown,
     *     the side to move is not {@code w} or {@code b}, a side has more than 16 pieces, the side to
     *     move already has a piece on its own far rank, or the side that just moved has no piece; the
     *     message names what is wrong and where, e.g. {@code "position text, rank 6: 9 squares,
     *     expected 8"}
     */
    @Override
    public Position parsePosition(String text) {
        return PositionText.parse(text);
    }

    private static final Pattern MOVE_TEXT = Pattern.compile("[a-h][1-8][-x][a-h][1-8]");

    /**
     * Whether a text is written like a move of this game: {@code from-to} or {@code fromxto} ({@code docs/rules/breakthrough.md}, "Move identity and text"), with squares that exist or not.
     *
     * @param text a candidate move text
     * @return true when it has the shape of a move text
     */
    @Override
    public boolean isMoveTextSyntax(String text) {
        return text != null && MOVE_TEXT.matcher(text).matches();
    }

    /**
     * The board model: the 8x8 squares, one piece or none on each, steps and captures.
     *
     * @return the shared board model
     */
    @Override
    public io.abstractgames.core.board.BoardModel board() {
        return BreakthroughBoard.INSTANCE;
    }
}
