package io.abstractgames.server.limits;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The messages sent to one connection and not yet written to its network connection, bounded
 * ({@code docs/protocol.md}, "Limits"). The socket writes asynchronously; a client that stops
 * reading leaves what it is sent waiting in the server's memory. The outbox counts the characters
 * handed to the socket and not yet written; a message that would bring them above the limit is not
 * sent, and the connection is cut (no close frame, which would wait behind the unread ones). Every
 * message after that is dropped: the client reconnects and is sent the state afresh.
 *
 * <p>Thread-safe: rooms and AI moves send from other threads than the connection's.
 */
public final class Outbox {

    /** The default limit: 1 Mi characters (about 1 MiB of JSON) waiting per connection. */
    public static final int DEFAULT_MAX_UNSENT_CHARS = 1 << 20;

    /** The connection's socket, as the outbox uses it. */
    public interface Socket {

        /**
         * Starts writing a text message.
         *
         * @param text the message
         * @param written to be run once when the message is written or its write has failed, on any
         *     thread
         */
        void send(String text, Runnable written);

        /**
         * Closes the network connection without a close handshake. Called by {@link #send}, on the
         * sender's thread and inside whatever locks it holds: an implementation whose close runs
         * other code (the connection's close handler) hands the close to another thread.
         */
        void disconnect();
    }

    private final Socket socket;
    private final long maxUnsent;
    private final AtomicLong unsent = new AtomicLong();
    private final AtomicBoolean cut = new AtomicBoolean();

    /**
     * Creates an empty outbox.
     *
     * @param socket the connection's socket
     * @param maxUnsentChars the most characters that may wait to be written, at least 1
     * @throws IllegalArgumentException if {@code maxUnsentChars} is below 1
     */
    public Outbox(Socket socket, int maxUnsentChars) {
        if (maxUnsentChars < 1) {
            throw new IllegalArgumentException("maxUnsentChars " + maxUnsentChars + ": expected at least 1");
        }
        this.socket = Objects.requireNonNull(socket, "socket");
        this.maxUnsent = maxUnsentChars;
    }

    /**
     * Sends a message, unless the connection is cut or the message would bring the characters
     * waiting above the limit; in that case cuts the connection (once).
     *
     * @param text the message
     */
    public void send(String text) {
        if (cut.get()) {
            return;
        }
        int size = text.length();
        if (unsent.addAndGet(size) > maxUnsent) {
            unsent.addAndGet(-size);
            if (cut.compareAndSet(false, true)) {
                socket.disconnect();
            }
            return;
        }
        socket.send(text, new Written(size));
    }

    /**
     * The characters handed to the socket and not yet written.
     *
     * @return 0 to the limit
     */
    public long unsent() {
        return unsent.get();
    }

    /**
     * Whether the connection was cut for not reading.
     *
     * @return {@code true} once a message found the outbox full
     */
    public boolean isCut() {
        return cut.get();
    }

    /** Takes a written (or failed) message off the count, once however often it is run. */
    private final class Written extends AtomicBoolean implements Runnable {

        private final int size;

        Written(int size) {
            this.size = size;
        }

        @Override
        public void run() {
            if (compareAndSet(false, true)) {
                unsent.addAndGet(-size);
            }
        }
    }
}
