package io.abstractgames.core;

import java.util.List;
import java.util.Objects;

/**
 * The identity part of a {@link Game} that every game spells out the same way: its id, its display
 * name and its sides, each side a name and a position-text letter, with the check that a player
 * number is in range. A game extends this class and supplies only its positions
 * ({@link #startText()}, {@link #newStartPosition()}, {@link #parsePosition(String)}).
 *
 * <p>Player {@code p} (0 to {@code playerCount() - 1}, in turn order) is the side at index
 * {@code p} of the names and letters given to the constructor. Instances are immutable and
 * thread-safe; {@link #toString()} is the id.
 *
 * <pre>{@code
 * public final class BreakthroughGame extends AbstractGame {
 *     private BreakthroughGame() {
 *         super("breakthrough", "Breakthrough", List.of("White", "Black"), "wb");
 *     }
 *     ...
 * }
 * }</pre>
 */
public abstract class AbstractGame implements Game {

    private final String id;
    private final String displayName;
    private final String[] sideNames;
    private final String sideLetters;

    /**
     * Creates the identity of a game.
     *
     * @param id the game id, lower case, e.g. {@code "konane"} (see {@link Game#id()})
     * @param displayName the name for people, e.g. {@code "Kōnane"}
     * @param sideNames the names of the sides in turn order, e.g. {@code ["Black", "White"]}; one
     *     per player
     * @param sideLetters the side letters in turn order, one character per player, e.g.
     *     {@code "bw"}: player {@code p}'s letter is {@code sideLetters.charAt(p)}
     * @throws IllegalArgumentException if the id is empty or not lower case, the display name or a
     *     side name is blank, there are fewer than two sides or more than {@link Game#MAX_PLAYERS}, the numbers of names and letters
     *     differ, or a letter is not a lower-case letter or appears twice
     * @throws NullPointerException if an argument or a side name is null
     */
    protected AbstractGame(String id, String displayName, List<String> sideNames, String sideLetters) {
        this.id = Objects.requireNonNull(id, "id");
        this.displayName = Objects.requireNonNull(displayName, "displayName");
        this.sideNames = sideNames.toArray(new String[0]);
        this.sideLetters = Objects.requireNonNull(sideLetters, "sideLetters");
        if (id.isEmpty() || !id.equals(id.toLowerCase(java.util.Locale.ROOT))) {
            throw new IllegalArgumentException("game id '" + id + "': expected lower case, not empty");
        }
        if (displayName.isBlank()) {
            throw new IllegalArgumentException("game '" + id + "': blank display name");
        }
        if (this.sideNames.length < 2 || this.sideNames.length > MAX_PLAYERS
                || this.sideNames.length != sideLetters.length()) {
            throw new IllegalArgumentException("game '" + id + "': " + this.sideNames.length + " side names and "
                    + sideLetters.length() + " side letters, expected the same number, 2 to " + MAX_PLAYERS);
        }
        for (int p = 0; p < this.sideNames.length; p++) {
            if (this.sideNames[p].isBlank()) {
                throw new IllegalArgumentException("game '" + id + "': blank name of player " + p);
            }
            char letter = sideLetters.charAt(p);
            if (!Character.isLowerCase(letter) || sideLetters.indexOf(letter) != p) {
                throw new IllegalArgumentException("game '" + id + "': side letter '" + letter + "' of player " + p
                        + " is not a lower-case letter of its own");
            }
        }
    }

    /**
     * The game id given to the constructor.
     *
     * @return the lower-case id
     */
    @Override
    public final String id() {
        return id;
    }

    /**
     * The display name given to the constructor.
     *
     * @return the name for people
     */
    @Override
    public final String displayName() {
        return displayName;
    }

    /**
     * The number of sides given to the constructor.
     *
     * @return 2 to {@link Game#MAX_PLAYERS}
     */
    @Override
    public final int playerCount() {
        return sideNames.length;
    }

    /**
     * The name of a side.
     *
     * @param player the player, 0 to {@code playerCount() - 1}
     * @return the name at index {@code player} of the constructor's side names
     * @throws IllegalArgumentException if {@code player} is out of range; the message is
     *     {@code "player P out of range 0..N"} with {@code N = playerCount() - 1}
     */
    @Override
    public final String sideName(int player) {
        return sideNames[checkPlayer(player)];
    }

    /**
     * The letter of a side in position text.
     *
     * @param player the player, 0 to {@code playerCount() - 1}
     * @return the character at index {@code player} of the constructor's side letters
     * @throws IllegalArgumentException if {@code player} is out of range; the message is
     *     {@code "player P out of range 0..N"} with {@code N = playerCount() - 1}
     */
    @Override
    public final char sideLetter(int player) {
        return sideLetters.charAt(checkPlayer(player));
    }

    /**
     * The player whose side letter is {@code letter}.
     *
     * @param letter a side letter as in position text
     * @return the player, 0 to {@code playerCount() - 1}, or -1 when no side has that letter
     */
    @Override
    public final int playerOf(char letter) {
        return sideLetters.indexOf(letter);
    }

    /**
     * Checks a player number against this game's number of players.
     *
     * @param player a player number
     * @return {@code player}, for use in an expression
     * @throws IllegalArgumentException if {@code player} is not from 0 to {@code playerCount() - 1};
     *     the message is {@code "player P out of range 0..N"}
     */
    protected final int checkPlayer(int player) {
        if (player < 0 || player >= sideNames.length) {
            throw new IllegalArgumentException("player " + player + " out of range 0.." + (sideNames.length - 1));
        }
        return player;
    }

    /**
     * The game id, as tools print a game.
     *
     * @return {@link #id()}
     */
    @Override
    public String toString() {
        return id;
    }
}
