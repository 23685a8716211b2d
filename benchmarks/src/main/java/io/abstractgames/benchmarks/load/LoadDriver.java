package io.abstractgames.benchmarks.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The load driver of the game server ({@code docs/protocol.md}): starts a server in a process of
 * its own ({@link LoadServer}, from this class path, on a fresh data folder as {@code serve} runs,
 * or in memory with {@code --in-memory}; or loads the one at {@code --url}), opens
 * two WebSocket clients per room on the loopback address (a creator and a joiner, through the room
 * protocol), and lets every room play random legal moves in a closed loop for the given time. It
 * reports the moves per second, the latency from a move sent to its state at both seats (p50, p90,
 * p99, max; HdrHistogram), the server's heap after a garbage collection at the end (its stats
 * page), the errors, and the lost or duplicated moves: every move is checked as it comes back
 * ({@link RoomRun}), and at the end a new connection opens every room and must see what its
 * clients saw; the server's count of stored moves must equal the clients'.
 *
 * <p>Run: {@code java -cp benchmarks/target/benchmarks.jar io.abstractgames.benchmarks.load.LoadDriver
 * --clients 200 --rooms 100 --seconds 60}. Exit status 0 when nothing was wrong, 1 otherwise (also
 * when the server cannot be started or reached: one line on standard error), 2 for bad options.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = "Loads the game server with rooms of two clients playing random moves, and reports the figures.")
public final class LoadDriver implements Callable<Integer> {

    private static final Duration PATIENCE = Duration.ofSeconds(180);

    @Option(names = "--clients", paramLabel = "N", description = "Clients, two per room (default: ${DEFAULT-VALUE}).")
    private int clients = 200;

    @Option(names = "--rooms", paramLabel = "N", description = "Rooms (default: ${DEFAULT-VALUE}).")
    private int rooms = 100;

    @Option(names = "--seconds", paramLabel = "S", description = "Seconds measured (default: ${DEFAULT-VALUE}).")
    private int seconds = 60;

    @Option(names = "--warmup", paramLabel = "S", description = "Seconds of play before the measured ones (default: ${DEFAULT-VALUE}).")
    private int warmup = 5;

    @Option(names = "--games", paramLabel = "IDS", split = ",",
            description = "The rooms' games, given round-robin: 2-player game ids (default: breakthrough).")
    private List<String> games = List.of("breakthrough");

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random moves (default: ${DEFAULT-VALUE}).")
    private long seed = 1;

    @Option(names = "--url", paramLabel = "URL",
            description = "Load the server at this URL (e.g. http://127.0.0.1:8080/) instead of starting one; its rate limit must allow the load.")
    private URI url;

    @Option(names = "--in-memory",
            description = "The server process keeps its games and rooms in memory, not in a fresh data folder (SQLite) as serve does.")
    private boolean inMemory;

    @Option(names = "--server-jvm", paramLabel = "OPTIONS",
            description = "Options of the server process's JVM, space-separated (e.g. \"-Xmx512m\").")
    private String serverJvm = "";

    @Option(names = "--think", paramLabel = "MIN-MAX",
            description = "Each client thinks this many milliseconds before each move, drawn uniformly (e.g. 1000-3000; default: none).")
    private String think;

    @Option(names = "--ai", paramLabel = "LEVEL",
            description = "Every client plays a game of its own against the AI at this level (--clients games; --rooms is not used).")
    private String ai;

    @Option(names = "--ramp", paramLabel = "STEP",
            description = "A step ramp: runs STEP, 2 STEP, ... clients up to --clients, each step on a fresh server for --seconds.")
    private int ramp;

    @Option(names = "--until-p99", paramLabel = "MS",
            description = "With --ramp: stop after the first step whose p99 (move to state; against the AI the reply) is MS or more.")
    private double untilP99Millis;

    /**
     * Runs the driver.
     *
     * @param args the options
     */
    public static void main(String[] args) {
        CommandLine commandLine = new CommandLine(new LoadDriver());
        commandLine.setParameterExceptionHandler((e, a) -> {
            PrintWriter err = e.getCommandLine().getErr();
            err.println("load: " + e.getMessage());
            err.flush();
            return 2;
        });
        commandLine.setExecutionExceptionHandler((e, c, parsed) -> {
            c.getErr().println("load: " + e.getMessage());
            c.getErr().flush();
            return 1;
        });
        System.exit(commandLine.execute(args));
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        CommandLine commandLine = new CommandLine(this);
        if (ai != null) {
            rooms = clients;
        } else if (ramp > 0) {
            rooms = clients / 2;
        }
        if (ramp < 0 || ramp > 0 && (clients % ramp != 0 || (ai == null && ramp % 2 != 0))) {
            throw new CommandLine.ParameterException(commandLine, "--ramp " + ramp + ": expected a step that divides --clients " + clients
                    + (ai == null ? " and is even (two clients per room)" : ""));
        }
        if (rooms < 1 || ai == null && clients != 2 * rooms) {
            throw new CommandLine.ParameterException(commandLine, "--clients " + clients + " --rooms " + rooms
                    + ": expected at least one room and exactly two clients per room (--clients " + 2 * Math.max(1, rooms) + ")");
        }
        if (seconds < 1 || warmup < 0) {
            throw new CommandLine.ParameterException(commandLine, "--seconds " + seconds + " --warmup " + warmup
                    + ": expected at least 1 and at least 0");
        }
        for (String id : games) {
            Optional<Game> game = Games.find(id);
            if (game.isEmpty() || game.get().playerCount() != 2) {
                throw new CommandLine.ParameterException(commandLine, "--games: '" + id + "' is not a 2-player game id");
            }
        }
        if (url != null && !("http".equals(url.getScheme()) && url.getHost() != null)) {
            throw new CommandLine.ParameterException(commandLine, "--url '" + url + "': expected http://host:port/");
        }
        List<String> jvm = serverJvm.isBlank() ? List.of() : Arrays.asList(serverJvm.trim().split("\\s+"));
        LoadOptions options = new LoadOptions(rooms, Duration.ofSeconds(seconds), Duration.ofSeconds(warmup), games, seed,
                Optional.ofNullable(url), jvm, inMemory, think(commandLine), Optional.ofNullable(ai));
        PrintWriter out = commandLine.getOut();
        if (ramp == 0) {
            LoadReport report = run(options);
            out.print(report.text());
            out.flush();
            return report.clean() ? 0 : 1;
        }
        boolean clean = true;
        StringBuilder summary = new StringBuilder("ramp (clients: p99 ms, load average at the end of the step):\n");
        for (int n = ramp; n <= clients; n += ramp) {
            LoadReport report = run(options.withRooms(ai == null ? n / 2 : n));
            out.print(report.text());
            out.println();
            out.flush();
            clean &= report.clean();
            double p99 = report.p99Millis();
            summary.append(String.format(java.util.Locale.ROOT, "  %d clients: p99 %.2f ms%s, load %s%n", n, p99,
                    report.clean() ? "" : " (with errors or lost moves)", LoadReport.loadAverage()));
            if (untilP99Millis > 0 && p99 >= untilP99Millis) {
                summary.append(String.format(java.util.Locale.ROOT, "  stopped: p99 reached %.1f ms%n", untilP99Millis));
                break;
            }
        }
        out.print(summary);
        out.flush();
        return clean ? 0 : 1;
    }

    /** The {@code --think} range. */
    private LoadOptions.Think think(CommandLine commandLine) {
        if (think == null) {
            return LoadOptions.Think.NONE;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,9})-(\\d{1,9})").matcher(think);
        if (!m.matches() || Long.parseLong(m.group(1)) > Long.parseLong(m.group(2))) {
            throw new CommandLine.ParameterException(commandLine, "--think '" + think + "': expected MIN-MAX in milliseconds, MIN <= MAX");
        }
        return new LoadOptions.Think(Duration.ofMillis(Long.parseLong(m.group(1))), Duration.ofMillis(Long.parseLong(m.group(2))));
    }

    /**
     * Runs a load.
     *
     * @param options what to run
     * @return what it measured and found
     * @throws IOException if the server cannot be started or reached
     * @throws InterruptedException if interrupted
     */
    static LoadReport run(LoadOptions options) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Duration driverCpuBefore = driverCpu();
        Optional<Path> data = options.url().isPresent() || options.inMemory() ? Optional.empty()
                : Optional.of(Files.createTempDirectory("abstract-games-load-data-"));
        ServerProcess process = null;
        try {
            process = options.url().isPresent() ? null : ServerProcess.start(options.serverJvmOptions(), data);
            URI base = process == null ? options.url().get() : process.url();
            String server = process == null ? base.toString() : "a process of its own (pid " + process.pid() + ", " + base + ", "
                    + data.map(d -> "data folder " + d).orElse("in memory") + ")";
            LoadReport report = run(options, base, server);
            return report.withCpu(System.nanoTime() - start, process == null ? Optional.empty() : process.cpu(),
                    driverCpu().minus(driverCpuBefore));
        } finally {
            if (process != null) {
                process.close();
            }
            if (data.isPresent()) {
                deleteFolder(data.get());
            }
        }
    }

    /** Deletes the load's temporary data folder and what is in it. */
    private static void deleteFolder(Path folder) throws IOException {
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static LoadReport run(LoadOptions options, URI base, String server) throws IOException, InterruptedException {
        ObjectMapper mapper = new ObjectMapper();
        URI endpoint = URI.create("ws://" + base.getRawAuthority() + "/ws");
        int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
        ExecutorService executor = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "load-client");
            t.setDaemon(true);
            return t;
        });
        List<HttpClient> https = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            https.add(HttpClient.newBuilder().executor(executor).connectTimeout(PATIENCE).build());
        }
        LoadPhase phase = new LoadPhase(options.rooms());
        List<RoomRun> runs = new ArrayList<>();
        List<AiRun> aiRuns = new ArrayList<>();
        Player verifier = null;
        try {
            Optional<ServerStats> before = ServerStats.read(https.get(0), base, false, mapper);
            for (int i = 0; i < options.rooms(); i++) {
                Game game = Games.byId(options.games().get(i % options.games().size()));
                long seed = options.seed() * 1_000_003L + i;
                if (options.aiLevel().isPresent()) {
                    AiRun run = new AiRun(i, game, options.aiLevel().get(), phase, mapper, seed, options.think());
                    aiRuns.add(run);
                    run.connect(https.get(i % https.size()), endpoint);
                } else {
                    RoomRun run = new RoomRun(i, game, phase, mapper, seed, options.think());
                    runs.add(run);
                    run.connect(https.get(i % https.size()), endpoint);
                }
            }
            runs.forEach(RoomRun::create);
            aiRuns.forEach(AiRun::create);
            if (!phase.ready.await(PATIENCE.toSeconds(), TimeUnit.SECONDS)) {
                phase.problems.error(phase.ready.getCount() + " rooms did not start within " + PATIENCE.toSeconds() + " s");
                return report(options, server, phase, 0, Optional.empty(), Optional.empty());
            }
            long measureFrom = System.nanoTime() + options.warmup().toNanos();
            long deadline = measureFrom + options.measured().toNanos();
            phase.start(measureFrom, deadline);
            runs.forEach(RoomRun::kick);
            aiRuns.forEach(AiRun::kick);
            long left;
            while ((left = deadline - System.nanoTime()) > 0) {
                TimeUnit.NANOSECONDS.sleep(left);
            }
            long measured = System.nanoTime() - measureFrom;
            phase.stop();
            runs.forEach(RoomRun::checkDone);
            aiRuns.forEach(AiRun::checkDone);
            if (!phase.done.await(PATIENCE.toSeconds(), TimeUnit.SECONDS)) {
                phase.problems.error(phase.done.getCount() + " rooms did not finish their last moves within " + PATIENCE.toSeconds() + " s");
            }
            runs.forEach(RoomRun::reportUnfinished);
            aiRuns.forEach(AiRun::reportUnfinished);

            LinkedBlockingQueue<JsonNode> answers = new LinkedBlockingQueue<>();
            verifier = Player.connect(https.get(0), endpoint, mapper, answers::add, what -> phase.problems.error("the check's client: " + what));
            for (RoomRun run : runs) {
                verify(run, verifier, answers, mapper, phase);
            }
            for (AiRun run : aiRuns) {
                verify(run, verifier, answers, mapper, phase);
            }
            Optional<ServerStats> after = ServerStats.read(https.get(0), base, true, mapper);
            Optional<Long> serverMoves = before.flatMap(b -> after.map(a -> a.movesPlayed() - b.movesPlayed()));
            if (serverMoves.isPresent() && serverMoves.get() != phase.allMoves.sum()) {
                phase.problems.lostOrDuplicated("the server stored " + serverMoves.get() + " moves, the clients saw " + phase.allMoves.sum());
            }
            return report(options, server, phase, measured, after, serverMoves);
        } finally {
            runs.forEach(RoomRun::close);
            aiRuns.forEach(AiRun::close);
            phase.timer.shutdownNow();
            if (verifier != null) {
                verifier.close();
            }
            executor.shutdownNow();
        }
    }

    /** The CPU time of this process so far (its own threads and the JVM's). */
    private static Duration driverCpu() {
        return ProcessHandle.current().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    /** Opens the room on a new connection with its creator's token; its state must be what the clients saw. */
    private static void verify(RoomRun run, Player verifier, LinkedBlockingQueue<JsonNode> answers, ObjectMapper mapper, LoadPhase phase)
            throws InterruptedException {
        String requestId = "check-" + run.roomId();
        verifier.send(mapper.createObjectNode().put("type", "room_open").put("roomId", run.roomId()).put("token", run.creatorToken())
                .put("requestId", requestId).toString());
        JsonNode room = null;
        JsonNode state = null;
        while (room == null || state == null) {
            JsonNode m = answers.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
            if (m == null) {
                phase.problems.error("the check got no answer for room " + run.roomId() + " within " + PATIENCE.toSeconds() + " s");
                return;
            }
            // The room message answers the open, and so does the state of the started game after it.
            if ("state".equals(m.path("type").asText()) && run.roomId().equals(m.path("roomId").asText())) {
                state = m;
            } else if (requestId.equals(m.path("requestId").asText())) {
                if (!"room".equals(m.path("type").asText())) {
                    phase.problems.error("the check of room " + run.roomId() + " was answered " + m.path("code").asText() + ": "
                            + m.path("message").asText());
                    return;
                }
                room = m;
            }
        }
        run.verify(room, state);
        verifier.send(mapper.createObjectNode().put("type", "room_close").put("roomId", run.roomId()).toString());
    }

    /** Opens the game on a new connection; its state must be what the client saw. */
    private static void verify(AiRun run, Player verifier, LinkedBlockingQueue<JsonNode> answers, ObjectMapper mapper, LoadPhase phase)
            throws InterruptedException {
        String requestId = "check-" + run.gameId();
        verifier.send(mapper.createObjectNode().put("type", "open").put("gameId", run.gameId()).put("requestId", requestId).toString());
        while (true) {
            JsonNode m = answers.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
            if (m == null) {
                phase.problems.error("the check got no answer for game " + run.gameId() + " within " + PATIENCE.toSeconds() + " s");
                return;
            }
            if (requestId.equals(m.path("requestId").asText())) {
                if (!"state".equals(m.path("type").asText())) {
                    phase.problems.error("the check of game " + run.gameId() + " was answered " + m.path("code").asText());
                } else {
                    run.verify(m);
                }
                verifier.send(mapper.createObjectNode().put("type", "close").put("gameId", run.gameId()).toString());
                return;
            }
        }
    }

    private static LoadReport report(LoadOptions options, String server, LoadPhase phase, long measured, Optional<ServerStats> after,
            Optional<Long> serverMoves) {
        Problems problems = phase.problems;
        return new LoadReport(options, server, measured, phase.measuredMoves.sum(), phase.warmupMoves.sum(), phase.allMoves.sum(),
                phase.latencyMicros.getIntervalHistogram(), phase.measuredAiReplies.sum(), phase.aiReplyMicros.getIntervalHistogram(), after,
                serverMoves, problems.errors(), problems.lost(), problems.firstErrors(),
                problems.firstLost(), 0, Optional.empty(), Duration.ZERO);
    }
}
