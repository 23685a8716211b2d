package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The server listens on the loopback address unless its options name another. */
class BindAddressTest {

    @Test
    void theDefaultHostIsTheLoopbackAddress() {
        assertEquals("127.0.0.1", ServerOptions.DEFAULT_HOST);
        try (GameServer server = GameServer.start(ServerOptions.of(ServerOptions.DEFAULT_HOST, 0))) {
            InetSocketAddress bound = server.address();
            assertTrue(bound.getAddress().isLoopbackAddress(), bound.toString());
            assertEquals(server.port(), bound.getPort());
        }
    }

    @Test
    void onTheLoopbackAddressNoOtherAddressOfThisMachineConnects() throws Exception {
        Optional<InetAddress> other = LocalAddresses.nonLoopback();
        assumeTrue(other.isPresent(), "this machine has no address but the loopback one");
        try (GameServer server = GameServer.start(ServerOptions.of(ServerOptions.DEFAULT_HOST, 0))) {
            assertThrows(ConnectException.class, () -> {
                try (Socket socket = new Socket()) {
                    socket.connect(new InetSocketAddress(other.get(), server.port()), 60_000);
                }
            });
        }
    }

    @Test
    void aWildcardHostListensOnEveryAddress() throws IOException {
        try (GameServer server = GameServer.start(ServerOptions.of("0.0.0.0", 0))) {
            assertTrue(server.address().getAddress().isAnyLocalAddress(), server.address().toString());
        }
    }
}
