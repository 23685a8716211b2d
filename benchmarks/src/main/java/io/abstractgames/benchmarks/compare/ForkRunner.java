package io.abstractgames.benchmarks.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Runs one JMH fork of a benchmark jar and returns what it measured. */
@FunctionalInterface
public interface ForkRunner {

    /**
     * Runs the benchmarks that {@code jmhArguments} choose, in one fork of {@code jar}.
     *
     * @param jar a JMH benchmark jar
     * @param jmhArguments JMH's own arguments: the benchmark pattern, {@code -p}, {@code -wi} and so
     *     on (the runner sets the fork count and the result file)
     * @return the fork's measurements
     * @throws IOException if the fork cannot be started, fails, or leaves no readable result
     * @throws InterruptedException if interrupted while waiting for the fork
     */
    List<Measurement> run(Path jar, List<String> jmhArguments) throws IOException, InterruptedException;
}
