package io.abstractgames.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.ai.match.Entrant;
import io.abstractgames.ai.match.Match;
import io.abstractgames.ai.match.MatchListener;
import io.abstractgames.ai.match.MatchResult;
import io.abstractgames.ai.match.MatchRunner;
import io.abstractgames.ai.match.MatchStatistics;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Spark jobs in local mode on two threads, with the work spread over several partitions: the
 * counts are the start-position perft values of {@code docs/rules/*.md}, and a match equals the
 * single-machine match with the same seed.
 */
class SparkJobsTest {

    private static JavaSparkContext spark;

    @BeforeAll
    static void startSpark() {
        spark = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("abstract-games test")
                .set("spark.ui.enabled", "false")
                .set("spark.driver.bindAddress", "127.0.0.1").set("spark.driver.host", "127.0.0.1"));
        spark.setLogLevel("ERROR");
    }

    @AfterAll
    static void stopSpark() {
        spark.close();
    }

    @ParameterizedTest(name = "{0} perft({1}) split at {2} over {3} partitions = {4}")
    @CsvSource({
        "breakthrough, 4, 0, 1, 256036",
        "breakthrough, 4, 1, 3, 256036",
        "breakthrough, 4, 2, 5, 256036",
        "breakthrough, 4, 4, 4, 256036",
        "konane, 8, 3, 3, 508088",
        "bashni, 6, 2, 4, 37908",
        "diamond, 4, 2, 6, 395128",
        "diamond3, 4, 1, 3, 251480",
        "lasca, 12, 3, 4, 97440",
    })
    void perftEqualsTheSingleMachineCountForEverySplit(String game, int depth, int split, int partitions,
            long expected) {
        assertEquals(expected, SparkPerft.perft(spark, game, Games.byId(game).startText(), depth, split, partitions));
    }

    @Test
    void aFinishedGameCountsNothing() {
        assertEquals(0, SparkPerft.perft(spark, "breakthrough", "8/8/8/8/8/8/8/w7 b", 5, 2, 2));
    }

    @Test
    void badSplitDepthIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SparkPerft.perft(spark, "breakthrough", Games.byId("breakthrough").startText(), 3, 4, 2));
        assertEquals("split depth 4, expected 0 to 3", e.getMessage());
    }

    @ParameterizedTest(name = "{0}: {1} vs {2}, {3} games over {4} partitions, {5} opening plies")
    @CsvSource({"konane, beginner, intermediate, 6, 3, 0", "diamond3, beginner, beginner, 3, 2, 0",
        "breakthrough, intermediate, beginner, 4, 2, 3", "lasca, beginner, random, 4, 2, 2"})
    void aMatchEqualsTheSingleMachineMatchWithTheSameSeed(String gameId, String a, String b, int games,
            int partitions, int openings) {
        Game game = Games.byId(gameId);
        Match match = Match.of(game, Entrant.of(game, a), Entrant.of(game, b), games, 7).withOpenings(openings);
        MatchResult local = MatchRunner.run(match, 2, MatchListener.NONE);
        MatchResult distributed = SparkMatch.run(spark, gameId, a, b, games, 7, openings, partitions);
        assertEquals(local.records(), distributed.records());
        MatchStatistics expected = local.statistics();
        MatchStatistics actual = distributed.statistics();
        assertEquals(expected.a(), actual.a());
        assertEquals(expected.b(), actual.b());
        assertEquals(expected.draws(), actual.draws());
        assertEquals(expected.averagePlies(), actual.averagePlies());
        for (int seat = 0; seat < game.playerCount(); seat++) {
            assertEquals(expected.aInSeat(seat), actual.aInSeat(seat));
            assertEquals(expected.winsOfSeat(seat), actual.winsOfSeat(seat));
        }
        assertEquals(expected.score(), actual.score());
    }

    @Test
    void theWorkIsSpreadOverSeveralPartitions() {
        List<Integer> perPartition = spark.parallelize(IntStream.range(0, 12).boxed().toList(), 3)
                .glom().map(List::size).collect();
        assertEquals(List.of(4, 4, 4), perPartition);
        assertTrue(spark.defaultParallelism() >= 2);
    }
}
