package io.abstractgames.core;

/**
 * A game: its identity, its players and the entry points to its positions.
 *
 * <p>Instances are immutable and thread-safe; they are found through {@link Games} (which reads
 * every {@link GameProvider} on the class path or module path). Players are numbered from 0 in turn
 * order: player 0 moves first from the start position.
 *
 * <p>Implements the shared conventions of {@code docs/rules/common.md}; each game's rules are in its own
 * {@code docs/rules/<game>.md}.
 */
public interface Game {

    /**
     * The most players a game may have: {@link Outcome}, the searchers of the {@code ai} module and
     * {@link AbstractGame} accept up to this many.
     */
    int MAX_PLAYERS = 4;

    /**
     * The game id used on the command line and in game records, e.g. {@code "breakthrough"},
     * {@code "diamond3"} (see {@code docs/rules/common.md}, "Command-line contract").
     *
     * @return the lower-case id, never empty
     */
    String id();

    /**
     * The human-readable name, e.g. {@code "Breakthrough"} or {@code "Diamond game (3 players)"}.
     *
     * @return the display name
     */
    String displayName();

    /**
     * The number of players.
     *
     * @return 2 to {@link #MAX_PLAYERS} (the project's games have 2 or 3)
     */
    int playerCount();

    /**
     * The name of a player's side, e.g. {@code "White"}, {@code "Red"}.
     *
     * @param player the player, 0 to {@code playerCount() - 1}
     * @return the side's name
     * @throws IllegalArgumentException if {@code player} is out of range
     */
    String sideName(int player);

    /**
     * The letter that names a player's side in position text, e.g. {@code 'w'} or {@code 'r'}.
     *
     * @param player the player, 0 to {@code playerCount() - 1}
     * @return the side letter, lower case
     * @throws IllegalArgumentException if {@code player} is out of range
     */
    char sideLetter(int player);

    /**
     * The player whose side letter is {@code letter}.
     *
     * @param letter a side letter as in position text
     * @return the player, 0 to {@code playerCount() - 1}, or -1 when no player of this game has
     *     that letter
     */
    default int playerOf(char letter) {
        for (int p = 0; p < playerCount(); p++) {
            if (sideLetter(p) == letter) {
                return p;
            }
        }
        return -1;
    }

    /**
     * The canonical position text of the start position (given in the game's {@code docs/rules/<game>.md}).
     *
     * @return the start position's text
     */
    String startText();

    /**
     * A new mutable position set to the start of the game.
     *
     * @return a fresh position, owned by the caller
     */
    Position newStartPosition();

    /**
     * Parses position text in the game's format ({@code docs/rules/<game>.md}, "Position text"), accepting the
     * canonical form and the looser inputs the rules allow.
     *
     * @param text the position text; runs of spaces between fields are accepted
     * @return a fresh mutable position, owned by the caller
     * @throws NotationException if the text is malformed or describes an impossible position; the
     *     message names what is wrong and where
     */
    Position parsePosition(String text);

    /**
     * The reasons this game's games can end for, so that game records can name them (see
     * {@link EndReason}).
     *
     * @return the reasons; {@link EndReason#common()} by default, and a game with reasons of its
     *     own lists them too
     */
    default java.util.List<EndReason> endReasons() {
        return EndReason.common();
    }

    /**
     * Whether a text has the shape of this game's move text ({@code docs/rules/<game>.md}, "Move
     * identity and text"), whether or not it names a legal move anywhere: the syntax check of the
     * verification kit, which tells a reply that is not move text at all (a protocol violation)
     * from a move the engines disagree on.
     *
     * <p>The default accepts any non-empty text without white space; the games of this project
     * override it with their exact move-text syntax.
     *
     * @param text a candidate move text
     * @return true when {@code text} is written like a move of this game; false for {@code null}
     */
    default boolean isMoveTextSyntax(String text) {
        return text != null && !text.isEmpty() && text.codePoints().noneMatch(Character::isWhitespace);
    }

    /**
     * The board model: the layout of the board's points, the contents of a position and the
     * description of each legal move, for drawing ({@link io.abstractgames.core.board.BoardModel}).
     *
     * @return the game's board model, the same instance on every call
     * @throws UnsupportedOperationException if the game provides no board model (every game of
     *     this library provides one)
     */
    default io.abstractgames.core.board.BoardModel board() {
        throw new UnsupportedOperationException("game " + id() + " provides no board model");
    }
}
