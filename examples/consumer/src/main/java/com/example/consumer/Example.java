package com.example.consumer;

import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.Move;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import java.util.List;

/** Parses a position, lists its moves, plays one, counts perft and asks the search for a move. */
public final class Example {

    private Example() {}

    /**
     * Runs the example for Breakthrough and Kōnane.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        for (String id : List.of("breakthrough", "konane")) {
            System.out.println(summary(Games.byId(id)));
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
        long perft = Perft.perft(position, 3);
        SearchResult best = GameAis.newSearcher(game, "beginner", 1).search(position);
        return game.id() + ": " + moves.size() + " moves, played " + first + ", perft(3) after it " + perft
                + ", search answers " + best.bestMoveText();
    }
}
