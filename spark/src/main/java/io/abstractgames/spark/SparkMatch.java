package io.abstractgames.spark;

import io.abstractgames.ai.match.Entrant;
import io.abstractgames.ai.match.GameResult;
import io.abstractgames.ai.match.Match;
import io.abstractgames.ai.match.MatchResult;
import io.abstractgames.ai.match.Seating;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.record.GameRecord;
import io.abstractgames.core.record.GameRecords;
import io.abstractgames.core.record.Replay;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * A {@link Match} on a Spark cluster: its games are spread over tasks by game index, each task
 * plays its games with the seeds the match derives from its own seed and the game's index
 * ({@link Seating}), and the driver merges the results in index order.
 *
 * <p>Every game of a match depends only on the match's settings and the game's index, so the
 * merged result, its statistics and its records equal those of the single-machine
 * {@link io.abstractgames.ai.match.MatchRunner} for the same settings and seed, whatever the number
 * of partitions. Levels limited by time make games depend on the machine; levels limited by depth
 * or nodes are reproducible.
 *
 * <p>Tasks send back each game's record as text; the driver replays it with the engine
 * ({@link Replay}) to recover the outcome and length, so a record that does not replay is an error
 * rather than a silent miscount.
 */
public final class SparkMatch {

    private SparkMatch() {}

    /**
     * Plays a match of level A against level B on the cluster behind {@code spark}.
     *
     * @param spark the Spark context
     * @param gameId a game id
     * @param levelA level A's name, e.g. {@code "advanced"} or {@code "ladder:3"}
     * @param levelB level B's name
     * @param games the number of games, 1 or more
     * @param seed the match's seed
     * @param openings the random opening plies each pair of games starts with ({@link Match#withOpenings}), 0 for none
     * @param partitions the number of Spark partitions (tasks), 1 or more
     * @return the games in index order, with their records
     * @throws IllegalArgumentException if the game id or a level is unknown, or a number is out of
     *     range (the openings: 0 to what {@link Match#withOpenings} allows)
     */
    public static MatchResult run(
            JavaSparkContext spark, String gameId, String levelA, String levelB, int games, long seed, int openings,
            int partitions) {
        if (partitions < 1) {
            throw new IllegalArgumentException("partitions " + partitions + ", expected 1 or more");
        }
        Match match = match(gameId, levelA, levelB, games, seed, openings);
        List<Integer> indices = IntStream.range(0, games).boxed().toList();
        List<String> records = spark.parallelize(indices, partitions)
                .map(i -> match(gameId, levelA, levelB, games, seed, openings).play(i).record().toText())
                .collect();
        Game game = match.game();
        List<GameResult> results = new ArrayList<>(games);
        for (int i = 0; i < games; i++) {
            GameRecord record = GameRecords.parseOne(records.get(i));
            Replay replay = Replay.of(record, game);
            results.add(new GameResult(i, Seating.seatOfA(game.playerCount(), i), replay.outcome(),
                    replay.plies(), record));
        }
        return new MatchResult(match, results);
    }

    /**
     * The match of these settings, as each task builds it; for checking the settings before a job.
     *
     * @throws IllegalArgumentException if the game id or a level is unknown, or a number is out of range
     */
    static Match match(String gameId, String levelA, String levelB, int games, long seed, int openings) {
        Game game = Games.byId(gameId);
        return Match.of(game, Entrant.of(game, levelA), Entrant.of(game, levelB), games, seed).withOpenings(openings);
    }
}
