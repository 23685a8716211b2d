package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.core.Move;
import io.abstractgames.core.Perft;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The progress line of a long perft, with a clock that the test moves. */
class PerftProgressTest {

    private final StringWriter err = new StringWriter();
    private long now = 1_000_000_000L;

    private PerftProgress progress(boolean terminal) {
        return new PerftProgress(new PrintWriter(err, true), terminal, () -> now);
    }

    private static Perft.DivideEntry entry(long nodes) {
        return new Perft.DivideEntry(new Move(1, "m"), nodes);
    }

    @Test
    void nothingIsShownBeforeTwoSeconds() {
        PerftProgress p = progress(true);
        now += PerftProgress.DELAY_NANOS - 1;
        p.counted(entry(10), 0, 3);
        p.clear();

        assertEquals("", err.toString());
    }

    @Test
    void afterTwoSecondsTheLineShowsMovesNodesAndSpeedAndRewritesItself() {
        // The second line is one character shorter: a space pads over the first line's last one.
        PerftProgress p = progress(true);
        now += PerftProgress.DELAY_NANOS;
        p.counted(entry(3_000_000), 0, 3);
        now += PerftProgress.DELAY_NANOS;
        p.counted(entry(5), 1, 3);

        assertEquals("\rperft: 1/3 root moves, 3000000 nodes, 1500000 nodes/s"
                + "\rperft: 2/3 root moves, 3000005 nodes, 750001 nodes/s ", err.toString());
    }

    @Test
    void clearErasesTheLine() {
        PerftProgress p = progress(true);
        now += PerftProgress.DELAY_NANOS;
        p.counted(entry(7), 0, 1);
        String shown = err.toString();
        p.clear();

        int length = shown.length() - 1;
        assertEquals(shown + "\r" + " ".repeat(length) + "\r", err.toString());
    }

    @Test
    void aLineLongerBeforeIsPaddedOver() {
        PerftProgress p = progress(true);
        now += PerftProgress.DELAY_NANOS;
        p.counted(entry(1_000_000), 0, 2);
        int before = err.toString().length() - 1;
        p.counted(entry(-999_999), 1, 2);
        String last = err.toString().substring(before + 1);

        assertEquals(before + 1, last.length());
    }

    @Test
    void nothingIsEverShownWhenStandardErrorIsNotATerminal() {
        PerftProgress p = progress(false);
        now += 100 * PerftProgress.DELAY_NANOS;
        p.counted(entry(10), 0, 1);
        p.clear();

        assertEquals("", err.toString());
    }
}
