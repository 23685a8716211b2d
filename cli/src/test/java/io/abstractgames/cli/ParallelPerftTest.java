package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.ai.perft.ParallelPerft;
import io.abstractgames.core.Games;
import io.abstractgames.core.Perft;
import io.abstractgames.core.PerftSplit;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Parallel perft and the perft split on every game: the expected counts are the start-position
 * values of {@code docs/rules/*.md} and the games' perft files, not values computed here.
 */
class ParallelPerftTest {

    @ParameterizedTest(name = "{0} perft({1}) = {2} on {3} threads")
    @CsvSource({
        "breakthrough, 4, 256036, 1",
        "breakthrough, 4, 256036, 2",
        "breakthrough, 4, 256036, 3",
        "konane, 8, 508088, 2",
        "konane, 8, 508088, 4",
        "bashni, 7, 189912, 2",
        "bashni, 7, 189912, 3",
        "diamond, 4, 395128, 2",
        "diamond3, 4, 251480, 3",
        "lasca, 12, 97440, 2",
        "lasca, 12, 97440, 3",
    })
    void countsTheSameOnEveryNumberOfThreads(String game, int depth, long expected, int threads) {
        Position root = Games.byId(game).newStartPosition();
        String before = root.toText();
        assertEquals(expected, ParallelPerft.perft(root, depth, threads));
        assertEquals(before, root.toText());
    }

    @ParameterizedTest(name = "{0} divide({1}) on {2} threads")
    @CsvSource({"breakthrough, 4, 2", "bashni, 6, 2", "diamond, 3, 3", "konane, 7, 2", "lasca, 9, 2"})
    void divideGivesTheSequentialEntriesInGenerationOrder(String game, int depth, int threads) {
        Position root = Games.byId(game).newStartPosition();
        List<Perft.DivideEntry> seen = new ArrayList<>();
        List<Perft.DivideEntry> entries = ParallelPerft.divide(root, depth, threads, seen::add);
        assertEquals(Perft.divide(root, depth), entries);
        assertEquals(entries, seen);
    }

    @ParameterizedTest(name = "{0}: split at {1} plies then perft {2} = perft {3}")
    @CsvSource({
        "breakthrough, 2, 1, 11132",
        "konane, 3, 4, 52044",
        "bashni, 3, 2, 7482",
        "diamond, 2, 1, 12567",
        "diamond3, 1, 2, 8000",
        "lasca, 4, 8, 97440",
    })
    void subtreesWeightedByMultiplicitySumToPerft(String game, int plies, int rest, long expected) {
        Position root = Games.byId(game).newStartPosition();
        long sum = 0;
        for (PerftSplit.Subtree s : PerftSplit.subtrees(root, plies)) {
            sum += s.multiplicity() * Perft.perft(Games.byId(game).parsePosition(s.positionText()), rest);
        }
        assertEquals(expected, sum);
    }

    @ParameterizedTest(name = "{0}: transpositions merge two plies down")
    @CsvSource({"breakthrough, 484", "diamond, 400"})
    void transpositionsAreCountedOnceWithTheirMultiplicity(String game, long sequences) {
        List<PerftSplit.Subtree> subtrees = PerftSplit.subtrees(Games.byId(game).newStartPosition(), 2);
        long total = subtrees.stream().mapToLong(PerftSplit.Subtree::multiplicity).sum();
        assertEquals(sequences, total);
        assertEquals(subtrees.size(), subtrees.stream().map(PerftSplit.Subtree::positionText).distinct().count());
    }

    @org.junit.jupiter.api.Test
    void badArgumentsAreNamed() {
        Position root = Games.byId("breakthrough").newStartPosition();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ParallelPerft.perft(root, 3, 0));
        assertEquals("threads 0, expected 1 or more", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> PerftSplit.subtrees(root, -1));
        assertEquals("split depth -1, expected 0 or more", e.getMessage());
    }
}
