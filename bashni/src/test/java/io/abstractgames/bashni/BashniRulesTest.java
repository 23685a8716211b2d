package io.abstractgames.bashni;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** One named test per rule sentence of {@code docs/rules/bashni.md}, each on a small position. */
class BashniRulesTest {

    static Position position(String text) {
        return BashniGame.INSTANCE.parsePosition(text);
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
        void startHasTwelveMenEachOnTheDarkSquaresOfTheirThreeRanks() {
            String columns = BashniGame.START_TEXT.split(" ")[1];
            int white = 0;
            int black = 0;
            for (String column : columns.split(",")) {
                int rank = column.charAt(1) - '0';
                assertTrue(io.abstractgames.core.board.Squares.isDark(io.abstractgames.core.board.Squares.index(column.substring(0, 2))));
                if (column.endsWith(":w")) {
                    white++;
                    assertTrue(rank <= 3, column);
                } else {
                    black++;
                    assertTrue(rank >= 6, column);
                }
            }
            assertEquals(12, white);
            assertEquals(12, black);
        }

        @Test
        void whiteMovesFirstUpwardsAndBlackDownwards() {
            Position start = BashniGame.INSTANCE.newStartPosition();
            assertEquals(0, start.sideToMove());
            assertEquals(Set.of("a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"), moves(BashniGame.START_TEXT));
            assertEquals(Set.of("b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"),
                    moves(after(BashniGame.START_TEXT, "a3-b4")));
        }

        @Test
        void theTopPiecesOwnerMovesTheWholeColumn() {
            assertEquals(Set.of("c3-b4", "c3-d4"), moves("w c3:wbb,h8:b"));
            assertEquals("b d4:wbb,h8:b 0 1", after("w c3:wbb,h8:b", "c3-d4"));
        }

        @Test
        void theTopPiecesRankDecidesHowTheColumnMoves() {
            assertEquals(Set.of("c3-a1", "c3-a5", "c3-b2", "c3-b4", "c3-d2", "c3-d4", "c3-e1", "c3-e5", "c3-f6", "c3-g7"),
                    moves("w c3:Wb,h8:b"));
            assertEquals(Set.of("c3-b4", "c3-d4"), moves("w c3:wB,h8:b"));
        }
    }

    @Nested
    class QuietMoves {

        @Test
        void aManMovesOneSquareDiagonallyForwardOntoAnEmptySquare() {
            assertEquals(Set.of("b4-a5", "b4-c5", "c3-d4"), moves("w c3:w,b4:w,h8:b"));
            assertEquals(Set.of("f6-e5", "f6-g5"), moves("b f6:b,a1:w"));
        }

        @Test
        void aKingFliesAnyDistanceOverEmptySquaresOnly() {
            assertEquals(Set.of("d4-a1", "d4-b2", "d4-c3", "d4-c5", "d4-e3", "d4-e5", "d4-f2", "d4-g1",
                    "b6-a7", "b6-c7", "f6-e7", "f6-g7"), moves("w d4:W,b6:w,f6:w,h8:b"));
        }
    }

    @Nested
    class Captures {

        @Test
        void aManCapturesInAllFourDirections() {
            assertEquals(Set.of("d4:b2", "d4:b6", "d4:f2", "d4:f6"), moves("w d4:w,c5:b,e5:b,c3:b,e3:b"));
        }

        @Test
        void aManCapturesOnlyAnAdjacentColumnOntoTheEmptySquareJustBeyond() {
            assertEquals(Set.of("c3-b4", "e5-d6", "e5-f6"), moves("w c3:w,d4:b,e5:w,h8:b"));
            assertEquals(Set.of("c3-b4", "c3-d4"), moves("w c3:w,e5:b"));
        }

        @Test
        void aKingCapturesFromAfarAndLandsOnAnyEmptySquareBeyond() {
            assertEquals(Set.of("c1:g5", "c1:h6"), moves("w c1:W,f4:b,a7:b"));
        }

        @Test
        void aKingCapturesOnlyTheFirstOccupiedSquareAndNeedsAnEmptySquareBeyond() {
            assertFalse(moves("w a1:W,c3:w,e5:b,h6:b").stream().anyMatch(m -> m.contains(":")), "own column in the way");
            assertFalse(moves("w a1:W,c3:b,d4:b,h6:b").stream().anyMatch(m -> m.contains(":")), "two columns in a row");
        }

        @Test
        void takingMovesOnlyTheTopPieceAndTheRestStaysLedByItsNewTop() {
            assertEquals("b d4:w,e5:wb,h8:b 0 1", after("w c3:w,d4:bw,h8:b", "c3:e5"));
        }

        @Test
        void aJumpedColumnOfHeightOneLeavesItsSquareEmpty() {
            assertEquals("b e5:wb,h8:b 0 1", after("w c3:w,d4:b,h8:b", "c3:e5"));
        }

        @Test
        void theFirstPieceTakenEndsHighestAmongTheNewPrisoners() {
            assertEquals("b a7:b,g7:wwbB 0 1", after("w c3:ww,d4:b,f6:B,a7:b", "c3:e5:g7"));
        }

        @Test
        void captureIsCompulsory() {
            assertEquals(Set.of("c3:e5"), moves("w c3:w,d4:b,a1:W,h8:b"));
            NotationException e = assertThrows(NotationException.class, () -> position("w c3:w,d4:b,a1:W,h8:b").parseMove("a1-b2"));
            assertEquals("move text 'a1-b2': not legal here, a capture is compulsory", e.getMessage());
        }

        @Test
        void aCaptureContinuesWhileItCanAndMayNotStopEarly() {
            assertEquals(Set.of("c3:e5:c7"), moves("w c3:w,d4:b,d6:b,h8:b"));
        }

        @Test
        void anyContinuationMayBeChosenNotOnlyTheLongest() {
            assertEquals(Set.of("c3:e5:c7:a5", "c3:e5:g7"), moves("w c3:w,d4:b,f6:b,d6:b,b6:b"));
        }

        @Test
        void aSquareMayBeJumpedOnlyOnceInAMove() {
            // After the round trip the column on d4 is still Black-topped, yet c3 may not jump it again.
            assertEquals(Set.of("c3:e1:g3:e5:c3", "c3:e5:g3:e1:c3"), moves("w c3:w,d4:bb,f4:b,f2:b,d2:b"));
        }

        @Test
        void aJumpedSquareMayNotBePassedOverEvenWhenEmptied() {
            assertEquals(Set.of("e5:a1", "e5:b2", "e5:c3", "e5:g7", "e5:h8"), moves("w e5:W,d4:b,f6:b"));
            assertEquals(Set.of("d6:b8"), moves("w d6:w,g3:b,c7:b"));
        }

        @Test
        void aJumpedSquareMayNotBeLandedOnEvenWhenEmptied() {
            assertEquals(Set.of("a1:d4:g1", "a1:e5:g3:e1"), moves("w a1:W,c3:b,f4:b,f2:b,d2:b"));
        }

        @Test
        void theStartSquareIsEmptyDuringTheMoveAndMayBeCrossed() {
            Set<String> moves = moves("w c3:W,d2:b,f2:b,f4:b,d4:b");
            assertTrue(moves.contains("c3:e1:g3:e5:b2"), moves.toString());
            assertTrue(moves.contains("c3:e1:g3:e5:a1"), moves.toString());
            assertTrue(moves.contains("c3:e5:g3:e1:a5"), moves.toString());
        }

        @Test
        void aCaptureMayEndOnItsStartSquare() {
            assertEquals(Set.of("c3:e1:g3:e5:c3", "c3:e5:g3:e1:c3"), moves("w c3:w,d4:b,f4:b,f2:b,d2:b"));
            assertEquals("b c3:wbbbb 0 1", after("w c3:w,d4:b,f4:b,f2:b,d2:b", "c3:e5:g3:e1:c3"));
        }
    }

    @Nested
    class KingLandingRule {

        @Test
        void aKingMustLandWhereItCanCaptureAgain() {
            assertEquals(Set.of("c3:f6:d8"), moves("w c3:W,e5:b,e7:b,h8:b"));
        }

        @Test
        void withoutSuchASquareEveryLandingSquareIsItsOwnMove() {
            assertEquals(Set.of("c1:e3", "c1:f4", "c1:g5", "c1:h6"), moves("w c1:W,d2:bb,h8:b"));
        }

        @Test
        void theRuleAppliesToEachCaptureInTurn() {
            // First capture: only e5 allows a second one. Second capture: neither g3 nor h2 allows a third.
            assertEquals(Set.of("a1:e5:g3", "a1:e5:h2"), moves("w a1:W,c3:b,f4:b"));
        }
    }

    @Nested
    class Promotion {

        @Test
        void aManReachingTheFarRankIsCrowned() {
            assertEquals("b h2:b,b8:W 0 1", after("w a7:w,h2:b", "a7-b8"));
            assertEquals("w c1:Bw,a7:w 0 1", after("b b2:bw,a7:w", "b2-c1"));
        }

        @Test
        void aManCrownedMidCaptureGoesOnCapturingAsAKing() {
            assertEquals(Set.of("b6:d8:g5", "b6:d8:h4"), moves("w b6:w,c7:b,f6:b"));
            assertEquals("b g5:Wbb 0 1", after("w b6:w,c7:b,f6:b", "b6:d8:g5"));
        }

        @Test
        void rankBelongsToThePieceSoATakenKingStaysAKing() {
            assertEquals("b e5:wB,h8:b 0 1", after("w c3:w,d4:B,h8:b", "c3:e5"));
        }

        @Test
        void aBuriedKingIsAKingAgainWhenItComesBackToTheTop() {
            String freed = after("b e5:b,d4:wW,h8:b", "e5:c3");
            assertEquals("w c3:bw,d4:W,h8:b 0 1", freed);
            assertEquals(Set.of("d4:a1", "d4:b2"), moves(freed));
        }
    }

    @Nested
    class EndOfTheGame {

        @Test
        void theSideToMoveWithoutALegalMoveLoses() {
            Position blocked = position("w a1:w,b2:b,c3:b,h8:b");
            assertEquals(Outcome.win(1, EndReason.NO_MOVES), blocked.outcome());
            assertTrue(blocked.legalMoves().isEmpty());
            assertEquals(Outcome.win(0, EndReason.NO_MOVES), outcomeAfter("w c3:w,d4:b", "c3:e5"));
        }

        @Test
        void twoHundredFiftyPliesDraw() {
            assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), outcomeAfter("w c1:W,h8:B 10 249", "c1-d2"));
            assertTrue(position("w c1:W,h8:B 10 250").legalMoves().isEmpty());
        }

        @Test
        void fiftyPliesWithoutCaptureOrManMoveDraw() {
            assertEquals(Outcome.draw(BashniGame.QUIET_MOVE_LIMIT), outcomeAfter("w c1:W,h8:B 49 100", "c1-d2"));
        }

        @Test
        void aCaptureOrAManMoveStartsTheQuietCountAfresh() {
            assertEquals("b f4:Wb,h8:B 0 101", after("w c1:W,e3:b,h8:B 49 100", "c1:f4"));
            assertEquals("b b4:w,h8:B 0 101", after("w a3:w,h8:B 49 100", "a3-b4"));
            assertEquals("w d2:b,b4:w,h8:B 0 102", after("w a3:w,h8:B,e3:b 20 100", "a3-b4", "e3-d2"));
        }

        @Test
        void aKingToppedMoveIsQuietWhateverIsBelow() {
            assertEquals("b d2:Ww,h8:B 6 101", after("w c1:Ww,h8:B 5 100", "c1-d2"));
        }

        @Test
        void aCrowningMoveCountsAsAManMove() {
            assertEquals("b h2:B,b8:W 0 101", after("w a7:w,h2:B 49 100", "a7-b8"));
        }

        @Test
        void aPlyThatLeavesTheOpponentWithoutAMoveWinsAtTheMoveLimit() {
            assertEquals(Outcome.win(0, EndReason.NO_MOVES), outcomeAfter("w c3:w,d4:b 0 249", "c3:e5"));
        }

        @Test
        void aPlyThatLeavesTheOpponentWithoutAMoveWinsAtTheQuietLimit() {
            assertEquals(Outcome.win(0, EndReason.NO_MOVES), outcomeAfter("w b2:w,c1:w,a3:b,h6:W 49 100", "h6-g7"));
        }

        @Test
        void bothLimitsReachedByOnePlyReportTheMoveLimit() {
            assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), outcomeAfter("w c1:W,h8:B 49 249", "c1-d2"));
        }

        @Test
        void aTextAtALimitIsAFinishedGame() {
            assertEquals(Outcome.draw(BashniGame.QUIET_MOVE_LIMIT), position("w c1:W,h8:B 50 60").outcome());
            assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), position("w c1:W,h8:B 50 250").outcome());
            assertEquals(Outcome.win(1, EndReason.NO_MOVES), position("w a1:w,b2:b,c3:b 50 250").outcome());
        }
    }

    @Nested
    class SearchHooks {

        @Test
        void theNullMoveChangesOnlyTheSideToMove() {
            Position p = position("w c1:W,h8:B 7 30");
            long key = p.key();
            p.makeNullMove();
            assertEquals("b c1:W,h8:B 7 30", p.toText());
            assertEquals(p.computeKey(), p.key());
            assertNotEquals(key, p.key());
            assertEquals(1, p.undoDepth());
            p.unmakeMove();
            assertEquals("w c1:W,h8:B 7 30", p.toText());
            assertEquals(key, p.key());
            assertThrows(IllegalStateException.class, () -> position("w c1:W,h8:B 50 60").makeNullMove());
            assertThrows(IllegalStateException.class, () -> position("w c1:W,h8:B").unmakeMove());
        }

        @Test
        void capturesAreNoisyAndOrderedByPiecesTakenThenPromotions() {
            Position p = position("w c3:w,d4:b,d6:b,a7:w,h8:b");
            long capture = p.parseMove("c3:e5:c7");
            assertTrue(p.isNoisy(capture));
            assertEquals(20_000, p.orderingHint(capture));
            Position q = position("w a7:w,c3:w,h8:b");
            assertFalse(q.isNoisy(q.parseMove("c3-d4")));
            assertEquals(0, q.orderingHint(q.parseMove("c3-d4")));
            assertEquals(5_000, q.orderingHint(q.parseMove("a7-b8")));
            Position r = position("w b6:w,c7:b,f6:b");
            assertEquals(25_000, r.orderingHint(r.parseMove("b6:d8:g5")));
        }

        @Test
        void keysCoverWholeColumnsAndTheCounters() {
            assertNotEquals(position("w c3:wb,h8:b").key(), position("w c3:wB,h8:b").key());
            assertNotEquals(position("w c3:wbw,h8:b").key(), position("w c3:wwb,h8:b").key());
            assertNotEquals(position("w c1:W,h8:B 3 10").key(), position("w c1:W,h8:B 4 10").key());
            assertNotEquals(position("w c1:W,h8:B 3 10").key(), position("w c1:W,h8:B 3 11").key());
            assertNotEquals(position("w c1:W,h8:B").key(), position("b c1:W,h8:B").key());
        }

        @Test
        void moveGenerationAndMakeUnmakeAllocateNothing() {
            var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
            Position p = position("w c3:W,d2:b,f2:b,f4:b,d4:b,b8:b,h6:bb 0 0");
            MoveList moves = new MoveList();
            MoveList replies = new MoveList();
            Runnable walk = () -> {
                p.generateMoves(moves);
                for (int i = 0; i < moves.size(); i++) {
                    p.makeMove(moves.get(i));
                    p.generateMoves(replies);
                    p.countMoves(replies);
                    p.key();
                    p.isOver();
                    p.unmakeMove();
                }
            };
            for (int i = 0; i < 20_000; i++) {
                walk.run();
            }
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < 1_000; i++) {
                walk.run();
            }
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(allocated < 10_000, "bytes allocated by 1,000 walks: " + allocated);
        }
    }
}
