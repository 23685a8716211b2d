package io.abstractgames.benchmarks.compare;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The benchmark jar of one commit, built in a clone of its own: {@code git clone} of the
 * repository into {@code WORK/build-SHA}, a checkout of the commit, and {@code mvn package} of the
 * benchmarks module with the modules it needs. The local Maven repository is only read: every
 * commit has the same version, and installing one would overwrite the artifacts of another. A
 * clone whose jar exists is used again.
 */
final class CommitBuild {

    private final Path repository;
    private final Path workFolder;

    CommitBuild(Path repository, Path workFolder) {
        this.repository = repository;
        this.workFolder = workFolder;
    }

    /**
     * The full commit name of {@code revision} in the repository, or empty when it names none.
     */
    Optional<String> resolve(String revision) throws IOException, InterruptedException {
        ProcessResult result = run(repository, List.of("git", "rev-parse", "--verify", "--quiet", revision + "^{commit}"));
        return result.status == 0 ? Optional.of(result.output.strip()) : Optional.empty();
    }

    /**
     * Builds the commit's benchmark jar, or finds it built.
     *
     * @param commit a full commit name of the repository
     * @return the jar
     * @throws IOException if the clone or the build fails (the message names the log)
     */
    Path jar(String commit) throws IOException, InterruptedException {
        Path clone = workFolder.resolve("build-" + commit);
        Path jar = clone.resolve("benchmarks/target/benchmarks.jar");
        if (Files.isRegularFile(jar)) {
            return jar;
        }
        Files.createDirectories(workFolder);
        if (!Files.isDirectory(clone.resolve(".git"))) {
            check(run(workFolder, List.of("git", "clone", "-q", "--no-checkout", repository.toString(), clone.toString())), "git clone", clone);
        }
        check(run(clone, List.of("git", "checkout", "-q", "--detach", commit)), "git checkout " + commit, clone);
        ProcessResult build = run(clone, List.of("mvn", "-B", "-ntp", "-q", "package", "-DskipTests", "-pl", "benchmarks", "-am"));
        Path log = workFolder.resolve("build-" + commit + ".log");
        Files.writeString(log, build.output);
        if (build.status != 0 || !Files.isRegularFile(jar)) {
            throw new IOException("building the benchmarks of " + commit + " failed; its output is in " + log);
        }
        return jar;
    }

    private static void check(ProcessResult result, String what, Path where) throws IOException {
        if (result.status != 0) {
            throw new IOException(what + " in " + where + " failed: " + result.output.strip());
        }
    }

    private static ProcessResult run(Path folder, List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true).start();
        byte[] output = process.getInputStream().readAllBytes();
        return new ProcessResult(process.waitFor(), new String(output, StandardCharsets.UTF_8));
    }

    private record ProcessResult(int status, String output) {}
}
