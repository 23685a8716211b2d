package io.abstractgames.lasca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** One named test per rule of {@code docs/rules/lasca.md}, each on a small position. */
class LascaRulesTest {

    static Position position(String text) {
        return LascaGame.INSTANCE.parsePosition(text);
    }

    static Set<String> moves(String text) {
        Set<String> moves = new TreeSet<>();
        position(text).legalMoves().forEach(m -> moves.add(m.text()));
        return moves;
    }

    static String after(String text, String... moves) {
        Position p = position(text);
        for (String m : moves) {
            p.play(m);
        }
        return p.toText();
    }

    static Outcome outcomeAfter(String text, String move) {
        Position p = position(text);
        p.play(move);
        return p.outcome();
    }

    @Nested
    class BoardAndPieces {

        @Test
        void startHasElevenSoldiersEachOnTheUsedSquaresOfTheirThreeRanksAndRankFourEmpty() {
            String columns = LascaGame.START_TEXT.split(" ")[1];
            int white = 0;
            int black = 0;
            for (String column : columns.split(",")) {
                int file = column.charAt(0) - 'a';
                int rank = column.charAt(1) - '1';
                assertEquals(0, (file + rank) % 2, column + " is a used square");
                if (column.endsWith(":w")) {
                    white++;
                    assertTrue(rank <= 2, column);
                } else {
                    assertTrue(column.endsWith(":b") && rank >= 4, column);
                    black++;
                }
            }
            assertEquals(11, white);
            assertEquals(11, black);
        }

        @Test
        void whiteMovesFirstAndTheFirstSixMovesAreTheSpecsOnes() {
            assertEquals(0, LascaGame.INSTANCE.newStartPosition().sideToMove());
            assertEquals(Set.of("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4"), moves(LascaGame.START_TEXT));
        }

        @Test
        void eachFirstMoveIsAnsweredByExactlyOneForcedCapture() {
            for (String first : moves(LascaGame.START_TEXT)) {
                Set<String> replies = moves(after(LascaGame.START_TEXT, first));
                assertEquals(1, replies.size(), first + ": " + replies);
                assertTrue(replies.iterator().next().contains(":"), first + ": " + replies);
            }
        }

        @Test
        void theTopPieceDecidesWhoMovesTheColumn() {
            assertEquals(Set.of("c3-b4", "c3-d4"), moves("w c3:wbbb,g7:b"));
            assertEquals(Set.of("c3-b2", "c3-d2", "g7-f6"), moves("b c3:bwww,g7:b,a1:w"), "c3 is Black's and steps down");
        }

        @Test
        void theTopPieceDecidesTheWholeColumnsMoves() {
            assertEquals(Set.of("c3-b4", "c3-d4", "c3-b2", "c3-d2"), moves("w c3:Wbbb,g7:b"), "an officer on top: all four directions");
        }
    }

    @Nested
    class Moves {

        @Test
        void aSoldierStepsOneSquareDiagonallyForwardOntoAnEmptySquare() {
            assertEquals(Set.of("d4-c5", "d4-e5"), moves("w d4:w,a7:b"));
            assertEquals(Set.of("d4-c3", "d4-e3"), moves("b d4:b,a1:w"));
            assertEquals(Set.of("d4-e5"), moves("w d4:w,c5:b,b6:b,a7:b"), "an occupied square blocks");
        }

        @Test
        void anOfficerStepsOneSquareInAllFourDirectionsAndDoesNotFly() {
            assertEquals(Set.of("d4-c5", "d4-e5", "d4-c3", "d4-e3"), moves("w d4:W,a7:b"));
        }

        @Test
        void aSoldierCapturesForwardsOnly() {
            assertEquals(Set.of("d4-c5", "d4-e5"), moves("w d4:w,c3:b,g7:b"), "the Black column behind is not jumped");
            assertEquals(Set.of("d4:b6"), moves("w d4:w,c5:b,g7:b"));
        }

        @Test
        void anOfficerCapturesInAllFourDirections() {
            assertEquals(Set.of("d4:b2"), moves("w d4:W,c3:b,g7:b"));
            assertEquals(Set.of("d4:b6", "d4:f2"), moves("w d4:W,c5:b,e3:b,a7:b"));
        }

        @Test
        void aCaptureNeedsTheSquareBeyondEmpty() {
            assertEquals(Set.of("c3-b4"), moves("w c3:w,d4:b,e5:b,a7:b"));
        }

        @Test
        void aColumnOfYourOwnIsNotJumped() {
            assertEquals(Set.of("c3-b4", "d4-c5", "d4-e5"), moves("w c3:w,d4:w,a7:b"));
        }

        @Test
        void takingMovesOnlyTheTopPieceUnderTheCapturingColumn() {
            assertEquals("b d4:bw,e5:wWb,g7:b 0 1", after("w c3:wW,d4:bbw,g7:b", "c3:e5"));
        }

        @Test
        void theRestOfAJumpedColumnIsLedByItsNewTopWhateverItsColour() {
            assertEquals("b d4:w,e5:wb,g7:b 0 1", after("w c3:w,d4:bw,g7:b", "c3:e5"), "d4 passes to White");
        }

        @Test
        void aJumpedColumnOfOnePieceLeavesItsSquareEmpty() {
            assertEquals("b e5:wb,g7:b 0 1", after("w c3:w,d4:b,g7:b", "c3:e5"));
        }

        @Test
        void thePrisonersOfOneMoveGoUnderEachOtherFirstTakenHighest() {
            assertEquals("b a7:WbB,g7:b 0 1", after("w a3:w,b4:b,b6:B,g7:b", "a3:c5:a7"),
                    "b4's soldier, taken first, stands above b6's officer, taken last");
            assertEquals("b a7:WBb,g7:b 0 1", after("w a3:w,b4:B,b6:b,g7:b", "a3:c5:a7"));
        }

        @Test
        void captureIsCompulsory() {
            assertEquals(Set.of("c3:e5"), moves("w a1:w,c3:w,d4:b,g7:b"));
        }

        @Test
        void aCaptureContinuesWhileItCanAndMayNotStopEarly() {
            assertEquals(Set.of("c3:e5:g7"), moves("w c3:w,d4:b,f6:b,a7:b"), "c3:e5 alone is not a move");
        }

        @Test
        void anyContinuationMayBeChosenWithNoRuleOfTheLongestCapture() {
            assertEquals(Set.of("c3:a5", "c3:e5:g7"), moves("w c3:w,b4:b,d4:b,f6:b,a7:b"));
        }

        @Test
        void aSquareIsJumpedOnlyOnceEvenWhenItsColumnIsStillTheOpponents() {
            assertEquals(Set.of("c3:e5"), moves("w c3:W,d4:bb,g7:b"), "c3:e5:c3 would jump d4 twice");
        }

        @Test
        void aCaptureMayEndOnItsStartSquareAndTwoOrdersAreTwoMoves() {
            assertEquals(Set.of("c3:e5:g3:e1:c3", "c3:e1:g3:e5:c3"), moves("w c3:W,d4:b,f4:b,f2:b,d2:b,a7:b"));
            assertNotEquals(after("w c3:W,d4:b,f4:b,f2:b,d2:B,a7:b", "c3:e5:g3:e1:c3"),
                    after("w c3:W,d4:b,f4:b,f2:b,d2:B,a7:b", "c3:e1:g3:e5:c3"), "the prisoners' orders differ");
            assertEquals("b c3:WbbbB,a7:b 0 1", after("w c3:W,d4:b,f4:b,f2:b,d2:B,a7:b", "c3:e5:g3:e1:c3"));
        }

        @Test
        void aSoldierReachingTheFarRankByAQuietStepIsPromoted() {
            assertEquals("b g3:b,c7:W 0 1", after("w b6:w,g3:b", "b6-c7"));
            assertEquals("w a1:B,d4:w 0 1", after("b b2:b,d4:w", "b2-a1"));
        }

        @Test
        void aSoldierReachingTheFarRankInACaptureStopsThereAndIsPromoted() {
            assertEquals(Set.of("c3:e5:c7"), moves("w c3:w,d4:b,d6:b,b6:b"));
            assertEquals("b b6:b,c7:Wbb 0 1", after("w c3:w,d4:b,d6:b,b6:b", "c3:e5:c7"));
        }

        @Test
        void anOfficerReachingTheFarRankCapturesOn() {
            assertEquals(Set.of("c3:e5:c7:a5"), moves("w c3:W,d4:b,d6:b,b6:b"));
        }

        @Test
        void aBuriedOfficerIsAnOfficerAgainWhenItComesBackToTheTop() {
            assertEquals("b d4:W,e5:wb,g7:b 0 1", after("w c3:w,d4:bW,g7:b", "c3:e5"));
            assertEquals(Set.of("d4-c5", "d4-c3", "d4-e3", "e5-d6", "e5-f6"), moves("w d4:W,e5:wb,g7:b"));
        }
    }

    @Nested
    class EndOfTheGame {

        @Test
        void aPlayerWithNoMoveLoses() {
            assertEquals(Outcome.win(1, EndReason.NO_MOVES), position("w a1:w,b2:b,c3:b").outcome());
        }

        @Test
        void aPlayerOwningNoColumnLoses() {
            assertEquals(Outcome.win(0, EndReason.NO_MOVES), outcomeAfter("w c3:w,d4:b", "c3:e5"));
        }

        @Test
        void aPlayerWhosePiecesAreAllPrisonersOwnsNoColumnAndLoses() {
            assertEquals(Outcome.win(0, EndReason.NO_MOVES), outcomeAfter("w c3:w,d4:bw", "c3:e5"),
                    "Black's one piece stands under White's soldier on e5");
        }

        @Test
        void aQuietPlyIsAnOfficersNonCapture() {
            assertEquals("b c5:W,g7:b 8 21", after("w d4:W,g7:b 7 20", "d4-c5"));
            assertEquals("b c5:w,g7:b 0 21", after("w d4:w,g7:b 7 20", "d4-c5"), "a soldier's step is not quiet");
            assertEquals("b e5:Wb,a7:b 0 21", after("w c3:W,d4:b,a7:b 7 20", "c3:e5"), "a capture is not quiet");
        }

        @Test
        void aSoldiersPromotingStepIsNotQuiet() {
            assertEquals("b g1:B,c7:W 0 101", after("w b6:w,g1:B 49 100", "b6-c7"));
        }

        @Test
        void fiftyQuietPliesDraw() {
            assertEquals(Outcome.draw(LascaGame.QUIET_MOVE_LIMIT), outcomeAfter("w d4:W,g7:b 49 100", "d4-c5"));
        }

        @Test
        void twoHundredFiftyPliesDraw() {
            assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), outcomeAfter("w d4:w,g7:b 0 249", "d4-c5"));
        }

        @Test
        void bothLimitsAtOnceNameThePlyLimit() {
            assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), outcomeAfter("w d4:W,g7:b 49 249", "d4-c5"));
        }

        @Test
        void noMoveIsCheckedBeforeTheLimits() {
            assertEquals(Outcome.win(0, EndReason.NO_MOVES), outcomeAfter("w c3:w,d4:b 49 249", "c3:e5"));
            assertEquals(Outcome.win(1, EndReason.NO_MOVES), position("w a1:w,b2:b,c3:b 50 250").outcome());
        }

        @Test
        void thePlyCounterCountsEveryPlyOfTheGame() {
            assertEquals("w b4:W,e5:B 5 101", after("w c3:W,f6:B 3 99", "c3-b4", "f6-e5"));
        }

        @Test
        void aFinishedGameHasNoMoves() {
            assertTrue(position("w d4:W,g7:b 50 100").legalMoves().isEmpty());
            assertTrue(position("w d4:W,g7:b 0 250").legalMoves().isEmpty());
            assertFalse(position("w d4:W,g7:b 49 249").legalMoves().isEmpty());
        }

        @Test
        void theRemainingPlyBoundIsThePliesLeftToTheLimit() {
            assertEquals(250, LascaGame.INSTANCE.newStartPosition().remainingPlyBound());
            assertEquals(1, position("w d4:W,g7:b 0 249").remainingPlyBound());
            assertEquals(0, position("w d4:W,g7:b 0 250").remainingPlyBound());
        }
    }
}
