package io.abstractgames.ai.toy;

import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import java.util.function.Function;

/** A test game: identity and players, with the position parser and start text given. */
public final class TestGame implements Game {

    private final String id;
    private final int players;
    private final String startText;
    private final Function<String, Position> parser;

    /**
     * Creates a toy game.
     *
     * @param id the game id
     * @param players the number of players
     * @param startText the start position's text
     * @param parser parses position text into a fresh position of this game
     */
    public TestGame(String id, int players, String startText, java.util.function.BiFunction<TestGame, String, Position> parser) {
        this.id = id;
        this.players = players;
        this.startText = startText;
        this.parser = text -> parser.apply(this, text);
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String displayName() {
        return id;
    }

    @Override
    public int playerCount() {
        return players;
    }

    @Override
    public String sideName(int player) {
        return "P" + player;
    }

    @Override
    public char sideLetter(int player) {
        return (char) ('a' + player);
    }

    @Override
    public String startText() {
        return startText;
    }

    @Override
    public Position newStartPosition() {
        return parsePosition(startText);
    }

    @Override
    public Position parsePosition(String text) {
        return parser.apply(text);
    }
}
