package io.abstractgames.benchmarks.load;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * What a load run measured and found.
 *
 * @param options what was run
 * @param server which server: a process of its own (with its pid) or the given URL
 * @param measuredNanos how long the moves were counted, in nanoseconds
 * @param measuredMoves the moves sent in that time (and seen by both seats)
 * @param warmupMoves the moves sent before it
 * @param allMoves every move seen by both seats, the warm-up's and the last ones after the deadline
 * @param latencyMicros the latency of the measured moves, from a move sent to its state at both
 *     seats, in microseconds
 * @param aiReplies against the AI: the replies to the measured moves
 * @param aiReplyMicros against the AI: from the human's move sent to the state with the AI's reply,
 *     in microseconds
 * @param after the server's stats at the end, after a garbage collection (empty when it answers none)
 * @param serverMoves the moves the server stored during the run, by its stats (empty without them)
 * @param errors error replies and failed connections
 * @param lostOrDuplicated moves lost, duplicated or different from what the clients sent
 * @param firstErrors the first few errors
 * @param firstLost the first few lost or duplicated moves
 * @param wallNanos the run's time from the server's start (or the first connection) to the end, in
 *     nanoseconds
 * @param serverCpu the CPU time of the server process in that time (empty for a server at a URL)
 * @param driverCpu the CPU time of the driver's process
 */
record LoadReport(LoadOptions options, String server, long measuredNanos, long measuredMoves, long warmupMoves, long allMoves,
        Histogram latencyMicros, long aiReplies, Histogram aiReplyMicros, Optional<ServerStats> after, Optional<Long> serverMoves, long errors, long lostOrDuplicated,
        List<String> firstErrors, List<String> firstLost, long wallNanos, Optional<Duration> serverCpu, Duration driverCpu) {

    /**
     * Whether the run found nothing wrong.
     *
     * @return no error and no lost or duplicated move
     */
    boolean clean() {
        return errors == 0 && lostOrDuplicated == 0;
    }

    /**
     * The measured moves per second.
     *
     * @return moves per second of the measured time
     */
    double movesPerSecond() {
        return measuredNanos == 0 ? 0 : measuredMoves * 1e9 / measuredNanos;
    }

    /**
     * The report as the driver prints it.
     *
     * @return lines of text
     */
    String text() {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "load: %d clients %s (%s), %d s measured after %d s of warm-up; server: %s%n",
                options.clients(), options.aiLevel().map(l -> "in games of their own against the AI at " + l)
                        .orElse("in " + options.rooms() + " rooms"), String.join(", ", options.games()), options.measured().toSeconds(),
                options.warmup().toSeconds(), server));
        b.append(String.format(Locale.ROOT, "think: %s; cores: %d available to the driver (Runtime.availableProcessors, as taskset"
                + " leaves them); load average at the end: %s%n", options.think().none() ? "none (a move as soon as the state is there)"
                        : options.think().min().toMillis() + " to " + options.think().max().toMillis() + " ms before each move",
                Runtime.getRuntime().availableProcessors(), loadAverage()));
        b.append(String.format(Locale.ROOT, "moves: %d in %.1f s = %.1f moves/s (%d more in the warm-up and after the deadline)%n",
                measuredMoves, measuredNanos / 1e9, movesPerSecond(), allMoves - measuredMoves));
        b.append(String.format(Locale.ROOT, "latency, a move sent to its state at every seat: p50 %s, p90 %s, p99 %s, max %s%n",
                millis(latencyMicros.getValueAtPercentile(50)), millis(latencyMicros.getValueAtPercentile(90)),
                millis(latencyMicros.getValueAtPercentile(99)), millis(latencyMicros.getMaxValue())));
        if (options.aiLevel().isPresent()) {
            b.append(String.format(Locale.ROOT, "AI replies: %d measured; a move sent to the state with the AI's reply: p50 %s, p90 %s,"
                    + " p99 %s, max %s%n", aiReplies, millis(aiReplyMicros.getValueAtPercentile(50)),
                    millis(aiReplyMicros.getValueAtPercentile(90)), millis(aiReplyMicros.getValueAtPercentile(99)),
                    millis(aiReplyMicros.getMaxValue())));
        }
        b.append(after.map(s -> String.format(Locale.ROOT, "server heap after a GC: %.1f MiB used of %.1f MiB committed%n",
                s.heapUsedBytes() / 1048576.0, s.heapCommittedBytes() / 1048576.0)).orElse("server heap: unknown (no stats from this server)\n"));
        b.append(String.format(Locale.ROOT, "CPU over %.1f s: the server %s, the driver %.1f s (%d cores: %.1f s at most)%n",
                wallNanos / 1e9, serverCpu.map(d -> String.format(Locale.ROOT, "%.1f s", d.toMillis() / 1000.0)).orElse("unknown"),
                driverCpu.toMillis() / 1000.0, Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().availableProcessors() * wallNanos / 1e9));
        b.append("errors: ").append(errors).append('\n');
        firstErrors.forEach(e -> b.append("  ").append(e).append('\n'));
        b.append("lost or duplicated moves: ").append(lostOrDuplicated);
        b.append(serverMoves.map(n -> " (the server stored " + n + " moves, the clients saw " + allMoves + ")").orElse("")).append('\n');
        firstLost.forEach(e -> b.append("  ").append(e).append('\n'));
        return b.toString();
    }

    /**
     * The p99 the ramp goes by: against the AI its reply's, else a move's to its state.
     *
     * @return milliseconds
     */
    double p99Millis() {
        Histogram h = options.aiLevel().isPresent() ? aiReplyMicros : latencyMicros;
        return h.getValueAtPercentile(99) / 1000.0;
    }

    /**
     * The machine's load averages over 1, 5 and 15 minutes ({@code /proc/loadavg}), for the report.
     *
     * @return e.g. {@code "1.02 0.87 0.55"}, or "unknown" where there is no such file
     */
    static String loadAverage() {
        try {
            String[] parts = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).trim().split("\\s+");
            return parts[0] + " " + parts[1] + " " + parts[2];
        } catch (java.io.IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static String millis(long micros) {
        return String.format(Locale.ROOT, "%.2f ms", micros / 1000.0);
    }

    /**
     * This report with the run's wall time and CPU times.
     *
     * @param wall the wall time, in nanoseconds
     * @param server the server process's CPU time, if known
     * @param driver the driver's CPU time
     * @return the new report
     */
    LoadReport withCpu(long wall, Optional<Duration> server, Duration driver) {
        return new LoadReport(options, this.server, measuredNanos, measuredMoves, warmupMoves, allMoves, latencyMicros, aiReplies,
                aiReplyMicros, after, serverMoves,
                errors, lostOrDuplicated, firstErrors, firstLost, wall, server, driver);
    }

    /**
     * The measured time.
     *
     * @return the duration
     */
    Duration measured() {
        return Duration.ofNanos(measuredNanos);
    }
}
