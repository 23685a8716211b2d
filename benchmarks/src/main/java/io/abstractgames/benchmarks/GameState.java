package io.abstractgames.benchmarks;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The position a benchmark works on, chosen by two JMH parameters: {@code game} (a game id) and
 * {@code position} (a name from {@link BenchmarkPositions}). One per benchmark thread.
 *
 * <p>The parameter {@code depth} sets the perft depth in plies; {@code auto} (the default) picks
 * the smallest depth whose perft reaches {@value #AUTO_MIN_LEAVES} leaves (or the last depth before
 * the tree ends), so that one perft takes from a fraction of a millisecond to some tens of
 * milliseconds in every game; the nodes per second are comparable across depths. The position
 * text, the depth and its perft are printed once per trial.
 */
@State(Scope.Thread)
public class GameState {

    /** The fewest leaves an {@code auto} perft depth gives. */
    static final long AUTO_MIN_LEAVES = 100_000;

    private static final int MAX_DEPTH = 30;

    /** The game id. */
    @Param({"breakthrough", "konane", "bashni", "diamond", "diamond3"})
    public String game;

    /** The position's name. */
    @Param({"start", "middle"})
    public String position;

    /** The perft depth in plies, or {@code auto}. */
    @Param({"auto"})
    public String depth;

    /** The position; benchmarks leave it as they found it. */
    Position root;

    /** A move list for move generation. */
    final MoveList moves = new MoveList();

    /** The perft depth in plies. */
    int perftDepth;

    /** Reads the parameters. */
    @Setup(Level.Trial)
    public void setUp() {
        Game g = Games.byId(game);
        root = BenchmarkPositions.named(g, position);
        perftDepth = "auto".equals(depth) ? autoDepth(root) : Integer.parseInt(depth);
        System.out.println("# " + game + " " + position + " [" + root.toText() + "], perft depth " + perftDepth
                + ": " + Perft.perft(root, perftDepth) + " leaves");
    }

    private static int autoDepth(Position position) {
        for (int d = 1; d <= MAX_DEPTH; d++) {
            long leaves = Perft.perft(position, d);
            if (leaves == 0) {
                return Math.max(1, d - 1);
            }
            if (leaves >= AUTO_MIN_LEAVES) {
                return d;
            }
        }
        return MAX_DEPTH;
    }
}
