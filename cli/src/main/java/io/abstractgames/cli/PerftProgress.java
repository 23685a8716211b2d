package io.abstractgames.cli;

import io.abstractgames.core.Perft;
import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * The progress of a long perft on standard error: one line that rewrites itself ({@code \r}), with
 * the root moves counted of the total, the nodes counted so far and the speed in nodes per second,
 * e.g. {@code perft: 7/20 root moves, 3120456 nodes, 41200000 nodes/s}.
 *
 * <p>The line appears only when standard error is a terminal and the count has run for
 * {@link #DELAY_NANOS} or more; it is updated as each root move is counted and erased by
 * {@link #clear()} (before a divide line goes to standard output, and at the end), so the terminal
 * keeps only the program's real output. The clock is injected, so tests need not wait.
 */
final class PerftProgress {

    /** How long a count runs before its progress is shown: 2 s. */
    static final long DELAY_NANOS = 2_000_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier nanoClock;
    private final long start;
    private long nodes;
    private int shownLength;

    /**
     * Starts the clock of one count.
     *
     * @param err standard error
     * @param terminal whether standard error is a terminal; nothing is ever printed when it is not
     * @param nanoClock a monotonic clock in nanoseconds ({@code System::nanoTime})
     */
    PerftProgress(PrintWriter err, boolean terminal, LongSupplier nanoClock) {
        this.err = err;
        this.terminal = terminal;
        this.nanoClock = nanoClock;
        this.start = nanoClock.getAsLong();
    }

    /**
     * Counts one root move and shows the line when it is due.
     *
     * @param entry the root move counted
     * @param index its place, 0 to {@code total - 1}
     * @param total the number of root moves
     */
    void counted(Perft.DivideEntry entry, int index, int total) {
        nodes += entry.nodes();
        long elapsed = nanoClock.getAsLong() - start;
        if (!terminal || elapsed < DELAY_NANOS) {
            return;
        }
        String line = "perft: " + (index + 1) + "/" + total + " root moves, " + nodes + " nodes, "
                + Rates.perSecond(nodes, elapsed) + " nodes/s";
        StringBuilder sb = new StringBuilder("\r").append(line);
        for (int i = line.length(); i < shownLength; i++) {
            sb.append(' ');
        }
        err.print(sb);
        err.flush();
        shownLength = line.length();
    }

    /** Erases the line if it is shown (the cursor goes back to the start of the empty line). */
    void clear() {
        if (shownLength == 0) {
            return;
        }
        err.print("\r" + " ".repeat(shownLength) + "\r");
        err.flush();
        shownLength = 0;
    }

    /**
     * Whether standard error is a terminal, as the launcher {@code bin/abstract-games} tells with
     * the system property {@value #TERMINAL_PROPERTY} (Java itself cannot tell standard error
     * apart from standard output).
     *
     * @return {@code true} when the property is {@code true}
     */
    static boolean stderrIsTerminal() {
        return Boolean.parseBoolean(System.getProperty(TERMINAL_PROPERTY));
    }

    /** The system property the launcher sets to {@code true} when standard error is a terminal. */
    static final String TERMINAL_PROPERTY = "abstractgames.stderr.terminal";
}
