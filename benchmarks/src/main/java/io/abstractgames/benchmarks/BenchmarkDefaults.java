package io.abstractgames.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The run settings every benchmark inherits: throughput in operations per second, one fork, 3
 * warm-up and 3 measured iterations of 1 s each (about 6 s per benchmark and parameter set; the
 * whole default run of 40 sets takes about 5 minutes). Override them on the command line, e.g.
 * {@code -f 2 -wi 5 -i 5 -r 2s} for a careful comparison.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 3, time = 1)
public abstract class BenchmarkDefaults {

    /** For subclasses. */
    protected BenchmarkDefaults() {}
}
