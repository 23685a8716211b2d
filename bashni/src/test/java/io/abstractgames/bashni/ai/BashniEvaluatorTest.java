package io.abstractgames.bashni.ai;

import static io.abstractgames.bashni.ai.BashniEvaluator.BACK_GUARD;
import static io.abstractgames.bashni.ai.BashniEvaluator.CAPTURE_PENDING;
import static io.abstractgames.bashni.ai.BashniEvaluator.KING_BURIED;
import static io.abstractgames.bashni.ai.BashniEvaluator.KING_TOP;
import static io.abstractgames.bashni.ai.BashniEvaluator.MAN;
import static io.abstractgames.bashni.ai.BashniEvaluator.MOBILITY;
import static io.abstractgames.bashni.ai.BashniEvaluator.PRISONER_DEEP;
import static io.abstractgames.bashni.ai.BashniEvaluator.PRISONER_RUN_1;
import static io.abstractgames.bashni.ai.BashniEvaluator.PRISONER_RUN_2;
import static io.abstractgames.bashni.ai.BashniEvaluator.THREATENED;
import static io.abstractgames.bashni.ai.BashniEvaluator.advancement;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.bashni.BashniGame;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.RandomPlay;
import java.util.Random;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Each term of {@link BashniEvaluator} on small positions that differ in that term only (or whose
 * whole value is worked out by hand), and the evaluation's symmetries.
 */
class BashniEvaluatorTest {

    private static final BashniEvaluator EVALUATOR = new BashniEvaluator();

    /** White's evaluation of a position. */
    private static int white(String text) {
        return EVALUATOR.evaluate(BashniGame.INSTANCE.parsePosition(text), 0);
    }

    /** White's evaluation of {@code a} minus that of {@code b}. */
    private static int difference(String a, String b) {
        return white(a) - white(b);
    }

    @Nested
    class Material {

        @Test
        void everyOwnPieceInAnOwnColumnCountsOneMan() {
            assertEquals(MAN, difference("w c3:ww,f8:b 0 0", "w c3:w,f8:b 0 0"));
        }

        @Test
        void anOwnPieceBelowAPrisonerInAnOwnColumnCountsInFull() {
            assertEquals(MAN, difference("w c3:wbw,f8:b 0 0", "w c3:wb,f8:b 0 0"));
        }
    }

    @Nested
    class Prisoners {

        @Test
        void anEnemyPrisonerUnderATopRunOfOneIsWorthTheMostToItsSide() {
            assertEquals(-PRISONER_RUN_1, difference("w c3:wb,f8:b 0 0", "w c3:w,f8:b 0 0"));
        }

        @Test
        void aPrisonerUnderTwoOwnPiecesIsHeldMoreFirmly() {
            assertEquals(-PRISONER_RUN_2, difference("w c3:wwb,f8:b 0 0", "w c3:ww,f8:b 0 0"));
        }

        @Test
        void aPrisonerUnderThreeOrMoreOwnPiecesIsNearlyLost() {
            assertEquals(-PRISONER_DEEP, difference("w c3:wwwb,f8:b 0 0", "w c3:www,f8:b 0 0"));
            assertEquals(-PRISONER_DEEP, difference("w c3:wwwwb,f8:b 0 0", "w c3:wwww,f8:b 0 0"));
        }

        @Test
        void ownPrisonersUnderAnEnemyTopCountForTheirSide() {
            assertEquals(PRISONER_RUN_1, difference("w c3:w,f6:bw 0 0", "w c3:w,f6:b 0 0"));
            assertEquals(2 * PRISONER_RUN_1, difference("w c3:w,f6:bww 0 0", "w c3:w,f6:b 0 0"));
            assertEquals(PRISONER_RUN_2, difference("w c3:w,f6:bbw 0 0", "w c3:w,f6:bb 0 0"));
        }

        @Test
        void theWorthByTopRun() {
            assertEquals(PRISONER_RUN_1, BashniEvaluator.prisoner(1));
            assertEquals(PRISONER_RUN_2, BashniEvaluator.prisoner(2));
            assertEquals(PRISONER_DEEP, BashniEvaluator.prisoner(3));
            assertEquals(PRISONER_DEEP, BashniEvaluator.prisoner(23));
        }
    }

    @Nested
    class Kings {

        @Test
        void aKingOnTopIsWorthMoreThanAManAndMovesFurther() {
            // The king on a1 reaches b2..g7 (6 moves), the man only b2 and guards its home rank.
            assertEquals(KING_TOP + 5 * MOBILITY - BACK_GUARD - advancement(0),
                    difference("w a1:W,h8:b 0 0", "w a1:w,h8:b 0 0"));
        }

        @Test
        void aBuriedOwnKingCountsExtra() {
            assertEquals(KING_BURIED, difference("w c3:wW,f8:b 0 0", "w c3:ww,f8:b 0 0"));
            assertEquals(KING_BURIED, difference("w a1:WW,h8:b 0 0", "w a1:Ww,h8:b 0 0"));
        }

        @Test
        void aKingHeldPrisonerCountsAsAnyPrisoner() {
            assertEquals(0, difference("w c3:wB,f8:b 0 0", "w c3:wb,f8:b 0 0"));
        }
    }

    @Nested
    class Advancement {

        @Test
        void menAreWorthMoreNearerTheFarRank() {
            assertEquals(advancement(4) - advancement(2), difference("w c5:w,f8:b 0 0", "w c3:w,f8:b 0 0"));
            assertEquals(advancement(6) - advancement(4), difference("w c7:w,a3:b 0 0", "w c5:w,a3:b 0 0"));
        }

        @Test
        void blackMenAdvanceDownTheBoard() {
            assertEquals(-(advancement(4) - advancement(0) - BACK_GUARD), difference("w c3:w,f4:b 0 0", "w c3:w,f8:b 0 0"));
        }

        @Test
        void aManOnItsHomeRankGuardsIt() {
            assertEquals(BACK_GUARD + advancement(0) - advancement(2), difference("w c1:w,f8:b 0 0", "w c3:w,f8:b 0 0"));
        }

        @Test
        void theWeightsGrowTowardsTheFarRank() {
            int[] expected = {0, 1, 3, 6, 10, 16, 25, 0};
            for (int rank = 0; rank < 8; rank++) {
                assertEquals(expected[rank], advancement(rank), "relative rank " + rank);
            }
        }
    }

    @Nested
    class Mobility {

        @Test
        void eachQuietMoveCounts() {
            // a3 can only step to b4, c3 to b4 and d4.
            assertEquals(-MOBILITY, difference("w a3:w,f8:b 0 0", "w c3:w,f8:b 0 0"));
        }
    }

    @Nested
    class Threats {

        // b2 and c3 White men (relative ranks 1 and 2), d4 a Black man (relative rank 4) that c3
        // can jump but that cannot jump c3 (b2 is occupied); 2 White quiet moves (b2-a3, c3-b4)
        // against 1 (d4-e3).
        private final int base = 2 * MAN + advancement(1) + advancement(2) - MAN - advancement(4) + MOBILITY;

        @Test
        void theSideToMoveThatMustCaptureIsCredited() {
            assertEquals(base + CAPTURE_PENDING, white("w b2:w,c3:w,d4:b 0 0"));
        }

        @Test
        void eachColumnOfTheSideToMoveUnderAttackCosts() {
            assertEquals(base + THREATENED, white("b b2:w,c3:w,d4:b 0 0"));
            // c3 can jump both b4 and d4; d2 and b2 keep Black from jumping c3.
            int twoAttacked = 3 * MAN + 2 * advancement(1) + advancement(2) - 2 * MAN - 2 * advancement(4);
            assertEquals(twoAttacked + 2 * THREATENED, white("b b2:w,c3:w,d2:w,b4:b,d4:b 0 0"));
        }
    }

    @Nested
    class Symmetry {

        @Test
        void theEvaluationIsAntisymmetricAndColourBlind() {
            Random random = new Random(7);
            for (int i = 0; i < 300; i++) {
                Position p = RandomPlay.randomPosition(BashniGame.INSTANCE, random, 160);
                if (p.isOver()) {
                    continue;
                }
                String text = p.toText();
                int white = EVALUATOR.evaluate(p, 0);
                assertEquals(-white, EVALUATOR.evaluate(p, 1), text);
                Position flipped = BashniGame.INSTANCE.parsePosition(flip(text));
                assertEquals(white, EVALUATOR.evaluate(flipped, 1), text);
                assertEquals(white, EVALUATOR.evaluate(p, 0), text);
                assertEquals(text, p.toText());
            }
        }

        @Test
        void theStartIsLevel() {
            assertEquals(0, EVALUATOR.evaluate(BashniGame.INSTANCE.newStartPosition(), 0));
        }

        /** The position turned by 180 degrees with the colours swapped. */
        private static String flip(String text) {
            String[] f = text.split(" ");
            StringBuilder columns = new StringBuilder();
            for (String column : f[1].split(",")) {
                int file = 'h' - column.charAt(0);
                int rank = '8' - column.charAt(1);
                StringBuilder stack = new StringBuilder();
                for (char c : column.substring(3).toCharArray()) {
                    stack.append(switch (c) {
                        case 'w' -> 'b';
                        case 'b' -> 'w';
                        case 'W' -> 'B';
                        default -> 'W';
                    });
                }
                columns.append(columns.length() == 0 ? "" : ",").append((char) ('a' + file)).append((char) ('1' + rank))
                        .append(':').append(stack);
            }
            return (f[0].equals("w") ? "b " : "w ") + columns + " " + f[2] + " " + f[3];
        }
    }
}
