package io.abstractgames.spark;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.Perft;
import io.abstractgames.core.PerftSplit;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Tuple2;

/**
 * Perft on a Spark cluster (see {@code docs/rules/common.md}, "Perft", and {@code docs/scale.md}):
 * the driver splits the tree {@code splitDepth} plies down into distinct subtree positions with
 * their multiplicities ({@link PerftSplit}: told apart by canonical position text, never by
 * Zobrist key), each task counts its subtrees with the engine's bulk-counting perft, and the
 * weighted counts are summed.
 *
 * <p>The count equals the single-machine {@link Perft#perft(Position, int)} for every split depth
 * and every number of partitions.
 */
public final class SparkPerft {

    private SparkPerft() {}

    /**
     * Counts the leaf nodes of a position on the cluster behind {@code spark}.
     *
     * @param spark the Spark context; the game modules must be on its executors' class path (the
     *     job jar holds them)
     * @param gameId a game id, e.g. {@code "breakthrough"}
     * @param positionText the root in the game's position text
     * @param depth the depth in plies, 0 or more
     * @param splitDepth how many plies the driver expands before handing subtrees to tasks, 0 to
     *     {@code depth}
     * @param partitions the number of Spark partitions (tasks), 1 or more
     * @return the number of leaf nodes
     * @throws IllegalArgumentException if the game id is unknown or a number is out of range
     * @throws io.abstractgames.core.NotationException if the position text is malformed
     */
    public static long perft(
            JavaSparkContext spark, String gameId, String positionText, int depth, int splitDepth, int partitions) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth " + depth + ", expected 0 or more");
        }
        if (splitDepth < 0 || splitDepth > depth) {
            throw new IllegalArgumentException("split depth " + splitDepth + ", expected 0 to " + depth);
        }
        if (partitions < 1) {
            throw new IllegalArgumentException("partitions " + partitions + ", expected 1 or more");
        }
        Game game = Games.byId(gameId);
        Position root = game.parsePosition(positionText);
        List<Tuple2<String, Long>> subtrees = new ArrayList<>();
        for (PerftSplit.Subtree s : PerftSplit.subtrees(root, splitDepth)) {
            subtrees.add(new Tuple2<>(s.positionText(), s.multiplicity()));
        }
        if (subtrees.isEmpty()) {
            return 0;
        }
        int rest = depth - splitDepth;
        return spark.parallelize(subtrees, partitions)
                .map(s -> s._2() * Perft.perft(Games.byId(gameId).parsePosition(s._1()), rest))
                .reduce(Long::sum);
    }
}
