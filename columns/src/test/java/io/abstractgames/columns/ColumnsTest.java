package io.abstractgames.columns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import org.junit.jupiter.api.Test;

/** The shared column rules: taking the top piece, the prisoners' order, the text parts and the draw limits. */
class ColumnsTest {

    private static long column(String letters) {
        return ColumnText.parseStack("c3", letters, new int[2], 12);
    }

    private static String text(long column) {
        StringBuilder sb = new StringBuilder();
        ColumnText.appendStack(sb, column);
        return sb.toString();
    }

    @Test
    void aStackReadsTopFirstAndWritesBackTheSame() {
        long c = column("wBbW");
        assertEquals(4, Columns.height(c));
        assertEquals(Columns.WHITE_MAN, Columns.top(c));
        assertEquals(Columns.BLACK_KING, Columns.piece(c, 1));
        assertEquals("wBbW", text(c));
    }

    @Test
    void takingTheTopLeavesTheRestLedByItsNewTop() {
        assertEquals("Bb", text(Columns.withoutTop(column("wBb"))));
        assertEquals(0, Columns.withoutTop(column("w")));
    }

    @Test
    void prisonersOfOneMoveGoUnderEachOtherFirstTakenHighest() {
        long mover = column("W");
        mover = Columns.withBottom(mover, Columns.top(column("b")));
        mover = Columns.withBottom(mover, Columns.top(column("Bw")));
        assertEquals("WbB", text(mover));
    }

    @Test
    void countsOfColoursKingsAndTheTopRun() {
        long c = column("wWbBw");
        assertEquals(3, Columns.count(c, 0));
        assertEquals(2, Columns.count(c, 1));
        assertEquals(1, Columns.kings(c, 0));
        assertEquals(1, Columns.kings(c, 1));
        assertEquals(2, Columns.topRun(c));
        assertEquals(3, Columns.topRun(column("bbb")));
        assertEquals("Wb", text(Columns.crowned(column("wb"))));
    }

    @Test
    void theTextPartsRejectWithOneMessageNamingWhere() {
        assertEquals("position text, c3: unknown letter 'x', expected w, W, b or B",
                assertThrows(NotationException.class, () -> column("wx")).getMessage());
        assertEquals("position text, c3: empty stack, expected letters w, W, b, B",
                assertThrows(NotationException.class, () -> column("")).getMessage());
        assertEquals("position text, side to move: 'x', expected w or b",
                assertThrows(NotationException.class, () -> ColumnText.side("x")).getMessage());
        assertEquals("position text: 12 Black pieces (prisoners included), at most 11",
                assertThrows(NotationException.class, () -> ColumnText.checkPieceCounts(new int[] {3, 12}, 11)).getMessage());
        assertEquals("position text, quiet plies: 51, expected 0 to 50",
                assertThrows(NotationException.class, () -> ColumnText.quiet("51")).getMessage());
        assertEquals("position text, plies: 4, expected from the quiet plies (5) to 250",
                assertThrows(NotationException.class, () -> ColumnText.plies("4", 5)).getMessage());
        assertEquals(7, ColumnText.plies("0007", 0));
    }

    @Test
    void theQuietPlyRuleAndTheLimits() {
        assertEquals(8, DrawLimits.nextQuiet(7, false, true));
        assertEquals(0, DrawLimits.nextQuiet(7, true, true));
        assertEquals(0, DrawLimits.nextQuiet(7, false, false));
        assertEquals(Outcome.win(1, EndReason.NO_MOVES), DrawLimits.outcome(false, 0, 50, 250));
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), DrawLimits.outcome(true, 0, 50, 250));
        assertEquals(Outcome.draw(DrawLimits.QUIET_MOVE_LIMIT), DrawLimits.outcome(true, 1, 50, 100));
        assertEquals(Outcome.ONGOING, DrawLimits.outcome(true, 1, 49, 249));
    }
}
