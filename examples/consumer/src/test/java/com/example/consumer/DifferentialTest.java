package com.example.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Games;
import io.abstractgames.core.Move;
import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.Disagreement;
import io.abstractgames.testkit.ReferenceEngine;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Checking "my engine" against the library with the kit's differential checker. Here "my engine" is
 * the library itself with and without a planted bug, standing for an app's own implementation.
 */
class DifferentialTest {

    private static List<String> libraryMoves(String positionText) {
        return Games.byId("breakthrough").parsePosition(positionText).legalMoves().stream()
                .map(Move::text).collect(Collectors.toList());
    }

    @Test
    void aCorrectEngineAgrees() {
        ReferenceEngine mine = DifferentialTest::libraryMoves;
        assertEquals(Optional.empty(), new DifferentialChecker(Games.byId("breakthrough"), mine).check(1, 20, 200));
    }

    @Test
    void anEngineThatForgetsCapturesIsCaught() {
        ReferenceEngine mine = text -> libraryMoves(text).stream().filter(m -> !m.contains("x")).collect(Collectors.toList());
        Disagreement d = new DifferentialChecker(Games.byId("breakthrough"), mine).check(1, 20, 200).orElseThrow();
        assertTrue(d.onlyOurs().stream().allMatch(m -> m.contains("x")), d.describe());
        assertTrue(d.moves().size() <= 5, d.describe());
    }
}
