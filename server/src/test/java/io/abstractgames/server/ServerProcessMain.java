package io.abstractgames.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * A server in a process of its own, for the tests that kill it: {@code ServerProcessMain DIR} serves
 * on 127.0.0.1 (a free port) on the data folder DIR, writes {@code port N} on standard output once
 * it listens, and serves until its standard input ends (the test closes it, or the test's process
 * is gone). A folder it cannot use: one line on standard error, exit status 2.
 */
public final class ServerProcessMain {

    private ServerProcessMain() {}

    /**
     * Runs the server.
     *
     * @param args the data folder
     * @throws IOException if standard input cannot be read
     */
    public static void main(String[] args) throws IOException {
        GameServer server;
        try {
            server = GameServer.start(ServerOptions.of("127.0.0.1", 0), Path.of(args[0]));
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
        // Javalin's automatic-ping thread is not a daemon and outlives the server.
        System.exit(0);
    }
}
