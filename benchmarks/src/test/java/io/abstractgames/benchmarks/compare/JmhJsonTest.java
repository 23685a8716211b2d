package io.abstractgames.benchmarks.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JmhJsonTest {

    @Test
    void readsPrimaryAndSecondaryMetricsWithSortedParametersAndTheirDirection() throws IOException, URISyntaxException {
        Path file = Path.of(JmhJsonTest.class.getResource("result.json").toURI());

        List<Measurement> measurements = JmhJson.read(file);

        assertEquals(List.of(
                new Measurement("PlayoutBenchmark.playout depth=auto game=konane position=start", true, 375770.6, "ops/s"),
                new Measurement("PlayoutBenchmark.playout:plies depth=auto game=konane position=start", true, 1.76409E7, "ops/s"),
                new Measurement("ParallelPerftBenchmark.perft threads=2 tree=diamond/6", false, 3.885, "s/op")),
                measurements);
        assertEquals(1 / 3.885, measurements.get(2).speed(), 1e-12);
    }

    @Test
    void aFileThatIsNotAResultArrayIsRefusedNamingTheFile(@TempDir Path folder) throws IOException {
        Path file = Files.writeString(folder.resolve("x.json"), "{\"benchmark\": 1}");

        IOException e = assertThrows(IOException.class, () -> JmhJson.read(file));

        assertEquals(file + " is not a JMH result file (expected a JSON array)", e.getMessage());
    }
}
