package io.abstractgames.diamond;

import io.abstractgames.core.AbstractGame;
import io.abstractgames.core.Position;
import io.abstractgames.diamond.internal.PositionText;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The Diamond game ({@code docs/rules/diamond.md}): Chinese checkers with a king on the 121-point star,
 * for two players ({@link #twoPlayers()}, id {@code "diamond"}: Red and Yellow) or three
 * ({@link #threePlayers()}, id {@code "diamond3"}: Red, Yellow and Green).
 *
 * <p>Players are colours ({@link DiamondBoard#RED} 0, letter {@code r}; {@link DiamondBoard#YELLOW}
 * 1, {@code y}; {@link DiamondBoard#GREEN} 2, {@code g}) and move in that order. A game is drawn
 * after {@link #turnLimit()} turns, passes included. Positions are bitboard positions with
 * make/unmake behind the {@link Position} interface; moves are {@code long} codes laid out as
 * {@link DiamondMoves} describes. The two instances are immutable singletons.
 */
public final class DiamondGame extends AbstractGame {

    /** The turn limit with two players, 800 turns (passes included). */
    public static final int TURN_LIMIT_2 = 800;

    /** The turn limit with three players, 1200 turns (passes included). */
    public static final int TURN_LIMIT_3 = 1200;

    private static final String START_RED =
            "r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9";
    private static final String START_YELLOW =
            "y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5";
    private static final String START_GREEN =
            "g:K13.13,9.9,10.9,10.10,11.9,11.10,11.11,12.9,12.10,12.11,12.12,13.9,13.10,13.11,13.12";

    private static final DiamondGame TWO = new DiamondGame(2);
    private static final DiamondGame THREE = new DiamondGame(3);

    private final int players;
    private final String startText;

    private DiamondGame(int players) {
        super(players == 2 ? "diamond" : "diamond3", "Diamond game (" + players + " players)",
                List.of("Red", "Yellow", "Green").subList(0, players), "ryg".substring(0, players));
        this.players = players;
        this.startText = players + " r " + START_RED + " " + START_YELLOW + (players == 3 ? " " + START_GREEN : "")
                + " 0 0";
    }

    /**
     * The two-player game, id {@code "diamond"}: Red against Yellow, Green's camps empty and
     * forbidden.
     *
     * @return the shared instance
     */
    public static DiamondGame twoPlayers() {
        return TWO;
    }

    /**
     * The three-player game, id {@code "diamond3"}: Red, Yellow and Green.
     *
     * @return the shared instance
     */
    public static DiamondGame threePlayers() {
        return THREE;
    }

    /**
     * The game for a number of players.
     *
     * @param players 2 or 3
     * @return {@link #twoPlayers()} or {@link #threePlayers()}
     * @throws IllegalArgumentException if {@code players} is neither 2 nor 3
     */
    public static DiamondGame of(int players) {
        if (players == 2) {
            return TWO;
        }
        if (players == 3) {
            return THREE;
        }
        throw new IllegalArgumentException(players + " players, expected 2 or 3");
    }

    /**
     * The number of turns, passes included, after which the game is drawn.
     *
     * @return {@link #TURN_LIMIT_2} (800) or {@link #TURN_LIMIT_3} (1200)
     */
    public int turnLimit() {
        return players == 2 ? TURN_LIMIT_2 : TURN_LIMIT_3;
    }

    /**
     * {@inheritDoc}
     *
     * <p>For example, with two players:
     * {@code 2 r r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9
     * y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5 0 0}.
     */
    @Override
    public String startText() {
        return startText;
    }

    /**
     * A new start position: each player's 14 men and king in its start camp, the king on the
     * apex, Red to move, no turns played.
     *
     * @return a fresh position, owned by the caller
     */
    @Override
    public Position newStartPosition() {
        return parsePosition(startText);
    }

    /**
     * {@inheritDoc}
     *
     * <p>The format is {@code PLAYERS SIDE CAMPS... [TURNS PASSES]} ({@code docs/rules/diamond.md},
     * "Position text"); PLAYERS must match this game.
     *
     * @return a fresh position, owned by the caller, with an empty undo stack
     */
    @Override
    public Position parsePosition(String text) {
        return PositionText.parse(this, text);
    }

    /** A point name's number: 1 to 99, without a leading zero. */
    private static final String NUMBER = "[1-9][0-9]?";

    private static final Pattern MOVE_TEXT = Pattern.compile(
            "pass|" + NUMBER + "\\." + NUMBER + "-" + NUMBER + "\\." + NUMBER);

    /**
     * Whether a text is written like a move of this game: {@code ROW.COL-ROW.COL} or {@code pass}
     * ({@code docs/rules/diamond.md}, "Moves"), with points that exist or not ({@code 18.1-19.1}),
     * each number 1 to 99 written without a leading zero ({@code 01.1} and {@code 0.1} are not
     * point names).
     *
     * @param text a candidate move text
     * @return true when it has the shape of a move text
     */
    @Override
    public boolean isMoveTextSyntax(String text) {
        return text != null && MOVE_TEXT.matcher(text).matches();
    }

    /**
     * The board model: the 121-point star with its camps and lines, one man or king or nothing on each point, steps, jump sequences with their shortest path, and the pass; point names in the viewer's frame.
     *
     * @return the shared board model
     */
    @Override
    public io.abstractgames.core.board.BoardModel board() {
        return DiamondBoardModel.of(this);
    }
}
