package io.abstractgames.ai.match;

import io.abstractgames.core.record.GameRecord;
import java.util.List;
import java.util.Objects;

/**
 * The games of a finished {@link Match}, in game order, and their statistics.
 *
 * @param match the match
 * @param games one result per game, {@code games.get(i).index() == i}
 */
public record MatchResult(Match match, List<GameResult> games) {

    /**
     * Checks the results.
     *
     * @param match the match
     * @param games one result per game, {@code games.get(i).index() == i}
     * @throws IllegalArgumentException if the list does not hold one result per game in order
     */
    public MatchResult {
        Objects.requireNonNull(match, "match");
        games = List.copyOf(games);
        if (games.size() != match.games()) {
            throw new IllegalArgumentException(games.size() + " results for " + match.games() + " games");
        }
        for (int i = 0; i < games.size(); i++) {
            if (games.get(i).index() != i) {
                throw new IllegalArgumentException("result " + i + " is of game " + games.get(i).index());
            }
        }
    }

    /**
     * The statistics of the games.
     *
     * @return wins, draws and losses per entrant and seat, average length, A's score and Elo
     */
    public MatchStatistics statistics() {
        return MatchStatistics.of(match.game().playerCount(), games);
    }

    /**
     * The records of the games.
     *
     * @return one record per game, in game order
     */
    public List<GameRecord> records() {
        return games.stream().map(GameResult::record).toList();
    }
}
