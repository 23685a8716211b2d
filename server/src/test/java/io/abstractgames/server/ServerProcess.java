package io.abstractgames.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** A server in its own process ({@link ServerProcessMain}), for the tests that kill it or watch it end. */
final class ServerProcess implements AutoCloseable {

    final Process process;
    final int port;

    /**
     * Starts the process and waits until it listens.
     *
     * @param folder the data folder
     * @param errors where the process's standard error goes
     * @param options more arguments of {@link ServerProcessMain} after the folder
     */
    ServerProcess(Path folder, Path errors, String... options) throws IOException, InterruptedException {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", classPath, ServerProcessMain.class.getName(), folder.toString()));
        command.addAll(List.of(options));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.redirectError(errors.toFile());
        process = builder.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                return out.readLine();
            } catch (IOException e) {
                return null;
            }
        });
        String first;
        try {
            first = line.get(WsClient.PATIENCE.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new AssertionError("the server process did not start within " + WsClient.PATIENCE + ": " + Files.readString(errors), e);
        }
        if (first == null || !first.startsWith("port ")) {
            process.destroyForcibly();
            process.waitFor();
            throw new AssertionError("the server process said " + first + ": " + Files.readString(errors));
        }
        port = Integer.parseInt(first.substring("port ".length()));
    }

    /** Kills the process at once ({@code kill -9}) and waits until it is gone. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
    }

    /**
     * Ends the server the gentle way: its standard input closes, its main closes the server and
     * returns; the process must then end on its own (no thread of the server keeps it alive).
     *
     * @return the exit status
     * @throws AssertionError if the process is still there after {@link WsClient#PATIENCE}
     */
    int stop() throws IOException, InterruptedException {
        process.getOutputStream().close();
        if (!process.waitFor(WsClient.PATIENCE.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the server process did not end within " + WsClient.PATIENCE
                    + " after its standard input closed (its main closes the server and returns)");
        }
        return process.exitValue();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
