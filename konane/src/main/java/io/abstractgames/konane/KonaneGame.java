package io.abstractgames.konane;

import io.abstractgames.core.AbstractGame;
import io.abstractgames.core.Position;
import io.abstractgames.konane.internal.KonanePosition;
import io.abstractgames.konane.internal.PositionText;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Kōnane (Hawaiian checkers) on an 8x8 board ({@code docs/rules/konane.md}): game id {@code "konane"},
 * display name {@code "Kōnane"}, two players, Black (player 0, letter {@code b}) moves first,
 * White (player 1, letter {@code w}).
 *
 * <p>Positions are mutable bitboard positions; moves are {@code long} codes laid out as in
 * {@link KonaneMoves}. The rule choices are listed in the package documentation.
 */
public final class KonaneGame extends AbstractGame {

    /** The one instance. */
    public static final KonaneGame INSTANCE = new KonaneGame();

    /** Black, the first player: stones on the dark squares ({@code a1} is dark). */
    public static final int BLACK = 0;

    /** White, the second player: stones on the light squares. */
    public static final int WHITE = 1;

    /** The start position: the full board, Black to remove a stone. */
    public static final String START_TEXT =
            "wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw b";

    private KonaneGame() {
        super("konane", "Kōnane", List.of("Black", "White"), "bw");
    }

    /**
     * The start position's text: the full board, Black to move.
     *
     * @return {@link #START_TEXT}
     */
    @Override
    public String startText() {
        return START_TEXT;
    }

    /**
     * A new position with the full board, Black to remove a stone.
     *
     * @return a fresh mutable position, owned by the caller
     */
    @Override
    public Position newStartPosition() {
        return KonanePosition.start();
    }

    /**
     * {@inheritDoc}
     *
     * <p>Rejected, besides malformed text: a stone on a square of the other colour, a side to move
     * that does not fit the phase (64 stones: Black, 63: White, 62: Black), 63 stones whose empty
     * square is not {@code a1}, {@code d4}, {@code e5} or {@code h8}, 62 stones whose empty squares
     * are not such a square and a square next to it.
     */
    @Override
    public Position parsePosition(String text) {
        return PositionText.parse(text);
    }

    private static final Pattern MOVE_TEXT = Pattern.compile("[a-h][1-8](-[a-h][1-8])?");

    /**
     * Whether a text is written like a move of this game: a square (a removal) or {@code from-to} (a jump) ({@code docs/rules/konane.md}, "Move identity and text"), with squares that exist or not.
     *
     * @param text a candidate move text
     * @return true when it has the shape of a move text
     */
    @Override
    public boolean isMoveTextSyntax(String text) {
        return text != null && MOVE_TEXT.matcher(text).matches();
    }

    /**
     * The board model: the 8x8 squares, one stone or none on each, removals and jumps.
     *
     * @return the shared board model
     */
    @Override
    public io.abstractgames.core.board.BoardModel board() {
        return KonaneBoard.INSTANCE;
    }
}
