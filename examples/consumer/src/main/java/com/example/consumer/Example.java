package com.example.consumer;

import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.Move;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import java.util.List;

/**
 * Parses a position, lists its moves, plays one, counts perft and asks the search for a move, for
 * every game found as a service; then uses each game's own classes ({@link GameApis}).
 */
public final class Example {

    /** The games this application expects to find, by id. */
    public static final List<String> GAME_IDS = List.of("breakthrough", "konane", "diamond", "diamond3", "bashni", "lasca");

    private Example() {}

    /**
     * Runs the example for every game, then through each game's own classes.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        for (String id : GAME_IDS) {
            System.out.println(summary(Games.byId(id)));
        }
        for (String line : GameApis.all()) {
            System.out.println(line);
        }
    }

    /**
     * One line about a game: the start position's moves, a move played, perft and the search's move.
     *
     * @param game the game
     * @return the line
     */
    public static String summary(Game game) {
        Position position = game.parsePosition(game.startText());
        List<Move> moves = position.legalMoves();
        Move first = position.play(moves.get(0).text());
        long perft = Perft.perft(position, 2);
        SearchResult best = GameAis.newSearcher(game, "beginner", 1).search(position);
        return game.id() + ": " + moves.size() + " moves, played " + first + ", perft(2) after it " + perft
                + ", search answers " + best.bestMoveText();
    }
}
