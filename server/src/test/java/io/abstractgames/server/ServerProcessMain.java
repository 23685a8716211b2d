package io.abstractgames.server;

import io.abstractgames.server.room.RoomTimes;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.format.DateTimeParseException;

/**
 * A server in a process of its own, for the tests that kill it: {@code ServerProcessMain DIR
 * [HAND_OVER]} serves on 127.0.0.1 (a free port) on the data folder DIR, writes {@code port N} on
 * standard output once it listens, and serves until its standard input ends (the test closes it,
 * or the test's process is gone); then it closes the server and returns from {@code main} without
 * {@code System.exit}, so the process ends only if no thread of the server outlives it.
 * {@code HAND_OVER} (an ISO-8601 duration, e.g. {@code PT24H}) replaces the rooms' 45 s hand-over
 * to the AI. A folder it cannot use: one line on standard error, exit status 2.
 */
public final class ServerProcessMain {

    private ServerProcessMain() {}

    /**
     * Runs the server.
     *
     * @param args the data folder, and optionally the hand-over
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        RoomTimes times = RoomTimes.STANDARD;
        if (args.length > 1) {
            try {
                times = times.withHandOver(Duration.parse(args[1]));
            } catch (DateTimeParseException | IllegalArgumentException e) {
                System.err.println("hand-over '" + args[1] + "': " + e.getMessage());
                System.exit(2);
                return;
            }
        }
        GameServer server;
        try {
            server = GameServer.start(ServerOptions.of("127.0.0.1", 0), Path.of(args[0]), Clock.systemUTC(), times);
        } catch (IllegalStateException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        System.out.println("port " + server.port());
        System.out.flush();
        InputStream in = System.in;
        while (in.read() != -1) {
            // Serving until standard input ends.
        }
        server.close();
    }
}
