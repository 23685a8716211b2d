package io.abstractgames.benchmarks.compare;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a fork as JMH's own command in a process of its own: {@code java -jar JAR ARGUMENTS -f 1
 * -rf json -rff FILE}, with the {@code java} of this process, its output in a log file beside the
 * result.
 */
final class JmhProcessRunner implements ForkRunner {

    private final Path workFolder;
    private int runs;

    /**
     * @param workFolder where the result files and logs of the forks go
     */
    JmhProcessRunner(Path workFolder) {
        this.workFolder = workFolder;
    }

    @Override
    public List<Measurement> run(Path jar, List<String> jmhArguments) throws IOException, InterruptedException {
        Files.createDirectories(workFolder);
        int run = ++runs;
        Path result = workFolder.resolve("fork-" + run + ".json");
        Path log = workFolder.resolve("fork-" + run + ".log");
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(jmhArguments);
        command.addAll(List.of("-f", "1", "-rf", "json", "-rff", result.toString()));
        Files.deleteIfExists(result);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int status = process.waitFor();
        if (status != 0 || !Files.isRegularFile(result)) {
            throw new IOException("the fork of " + jar + " ended with status " + status + " and "
                    + (Files.isRegularFile(result) ? "a result" : "no result") + " (" + lastLine(log) + "); its output is in " + log);
        }
        List<Measurement> measurements = JmhJson.read(result);
        if (measurements.isEmpty()) {
            throw new IOException("the fork of " + jar + " measured nothing (does the pattern match a benchmark?); see " + log);
        }
        return measurements;
    }

    /** The last line of the log that is not blank, shortened to 200 characters: usually JMH's error. */
    private static String lastLine(Path log) throws IOException {
        List<String> lines = new String(Files.readAllBytes(log), StandardCharsets.UTF_8).lines().toList();
        for (int i = lines.size() - 1; i >= 0; i--) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("at ")) {
                return line.length() <= 200 ? line : line.substring(0, 200) + "...";
            }
        }
        return "it printed nothing";
    }
}
