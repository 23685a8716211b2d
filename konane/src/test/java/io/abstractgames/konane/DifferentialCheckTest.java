package io.abstractgames.konane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Move;
import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.Disagreement;
import io.abstractgames.testkit.ReferenceEngine;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The verification kit's differential checker against the reference generator: it agrees, and a
 * planted difference (a move type dropped) is caught and shrunk.
 */
class DifferentialCheckTest {

    private static final ReferenceEngine REFERENCE = new ReferenceEngine() {
        @Override
        public List<String> legalMoves(String text) {
            return new ArrayList<>(ReferenceKonane.parse(text).legalMoves());
        }

        @Override
        public Optional<String> positionAfter(String text, String move) {
            ReferenceKonane position = ReferenceKonane.parse(text);
            position.play(move);
            return Optional.of(position.toText());
        }
    };

    @Test
    void theReferenceAgreesOnRandomGames() {
        assertEquals(Optional.empty(), new DifferentialChecker(KonaneGame.INSTANCE, REFERENCE).check(3, 100, 100));
    }

    @Test
    void anEngineWithoutTheOpeningRemovalsIsCaughtAtTheStart() {
        ReferenceEngine noRemovals = text -> {
            List<String> moves = REFERENCE.legalMoves(text);
            moves.removeIf(m -> !m.contains("-"));
            return moves;
        };
        Disagreement d = new DifferentialChecker(KonaneGame.INSTANCE, noRemovals).check(1, 10, 100).orElseThrow();
        assertEquals(List.of(), d.moves(), d.describe());
        assertEquals(Set.of("a1", "d4", "e5", "h8"), d.onlyOurs());
    }

    @Test
    void anEngineWithoutMultiJumpsIsCaughtAndShrunk() {
        ReferenceEngine singleJumpsOnly = text -> {
            List<String> moves = REFERENCE.legalMoves(text);
            moves.removeIf(DifferentialCheckTest::isMultiJump);
            return moves;
        };
        Disagreement d = new DifferentialChecker(KonaneGame.INSTANCE, singleJumpsOnly).check(2, 50, 100).orElseThrow();
        assertTrue(d.onlyTheirs().isEmpty(), d.describe());
        assertTrue(!d.onlyOurs().isEmpty() && d.onlyOurs().stream().allMatch(DifferentialCheckTest::isMultiJump), d.describe());
        // The replay is legal and reaches a position with a double jump; two removals and a few
        // single jumps are needed to open a line, so the case stays short.
        assertTrue(d.moves().size() <= 10, d.describe());
        var position = KonaneGame.INSTANCE.newStartPosition();
        d.moves().forEach(position::play);
        assertEquals(d.position(), position.toText());
        assertTrue(position.legalMoves().stream().map(Move::text).anyMatch(DifferentialCheckTest::isMultiJump));
    }

    private static boolean isMultiJump(String move) {
        if (!move.contains("-")) {
            return false;
        }
        String[] ends = move.split("-");
        int files = Math.abs(ends[0].charAt(0) - ends[1].charAt(0));
        int ranks = Math.abs(ends[0].charAt(1) - ends[1].charAt(1));
        return files + ranks > 2;
    }
}
