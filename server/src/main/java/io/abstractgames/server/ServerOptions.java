package io.abstractgames.server;

import io.abstractgames.server.http.OriginCheck;
import io.abstractgames.server.limits.Limits;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a {@link GameServer} runs: where it listens and its limits.
 *
 * @param host the address to bind, e.g. {@code "127.0.0.1"} (the default: only this machine can
 *     connect) or {@code "0.0.0.0"} (every interface, for a phone on the same network)
 * @param port the TCP port, 0 for a free one chosen by the system
 * @param maxMessageBytes the largest WebSocket text message accepted, in bytes (64 KiB by
 *     default, at least 1024); a larger one closes the connection with close code 1009
 * @param idleTimeout how long a WebSocket connection may stay silent before it is closed (the
 *     server pings open connections, so a live client never reaches it)
 * @param aiThreads the number of threads that run AI searches
 * @param aiQueue how many AI searches may wait for a thread; beyond it a request is refused with
 *     the error {@code busy}
 * @param publicUrl the base URL friends reach the server by (behind a proxy), for rooms' invite
 *     URLs; empty to build them from the Host header of the creator's request
 * @param limits the limits on message rate, connections, rooms and spectators
 *     ({@link Limits#defaults()} by default)
 * @param allowedOrigins the origins besides the server's own (and the public URL's) whose pages may
 *     open WebSocket connections ({@link OriginCheck}), each in its usual form
 *     ({@link OriginCheck#normalize}), e.g. {@code https://games.example.org}; none by default
 */
public record ServerOptions(String host, int port, int maxMessageBytes, Duration idleTimeout, int aiThreads, int aiQueue,
        Optional<String> publicUrl, Limits limits, List<String> allowedOrigins) {

    /** The default port. */
    public static final int DEFAULT_PORT = 8080;
    /** The default address: the loopback address. */
    public static final String DEFAULT_HOST = "127.0.0.1";
    /** The default size limit of a text message: 64 KiB. */
    public static final int DEFAULT_MAX_MESSAGE_BYTES = 64 * 1024;

    /**
     * Checks the options, and puts the allowed origins in their usual form (without repeats).
     *
     * @throws IllegalArgumentException if the port is outside 0..65535, a limit is not positive,
     *     the public URL is not an http(s) URL or an allowed origin is not an origin
     */
    public ServerOptions {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(idleTimeout, "idleTimeout");
        Objects.requireNonNull(publicUrl, "publicUrl");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(allowedOrigins, "allowedOrigins");
        publicUrl.ifPresent(ServerOptions::checkPublicUrl);
        allowedOrigins = allowedOrigins.stream().map(OriginCheck::normalize).distinct().toList();
        if (host.isBlank()) {
            throw new IllegalArgumentException("host: empty");
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " out of range 0..65535");
        }
        if (maxMessageBytes < 1024) {
            throw new IllegalArgumentException("maxMessageBytes " + maxMessageBytes + ": expected at least 1024");
        }
        if (idleTimeout.isNegative() || idleTimeout.isZero()) {
            throw new IllegalArgumentException("idleTimeout " + idleTimeout + ": expected positive");
        }
        if (aiThreads < 1) {
            throw new IllegalArgumentException("aiThreads " + aiThreads + ": expected at least 1");
        }
        if (aiQueue < 1) {
            throw new IllegalArgumentException("aiQueue " + aiQueue + ": expected at least 1");
        }
    }

    /**
     * The defaults on a host and port: 64 KiB messages, 10 minutes idle, one AI thread per two
     * processors (at least one), 64 queued searches, the default {@link Limits}, no public URL and
     * no other allowed origin.
     *
     * @param host the address to bind
     * @param port the port, 0 for a free one
     * @return the options
     */
    public static ServerOptions of(String host, int port) {
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        return new ServerOptions(host, port, DEFAULT_MAX_MESSAGE_BYTES, Duration.ofMinutes(10), threads, 64, Optional.empty(), Limits.defaults(),
                List.of());
    }

    /**
     * These options with a public URL for invites.
     *
     * @param url an absolute http or https URL, e.g. {@code https://games.example.org/}
     * @return new options
     * @throws IllegalArgumentException if the URL is not an absolute http(s) URL with a host
     */
    public ServerOptions withPublicUrl(String url) {
        return new ServerOptions(host, port, maxMessageBytes, idleTimeout, aiThreads, aiQueue, Optional.of(url), limits, allowedOrigins);
    }

    /**
     * These options with other limits.
     *
     * @param newLimits the limits
     * @return new options
     */
    public ServerOptions withLimits(Limits newLimits) {
        return new ServerOptions(host, port, maxMessageBytes, idleTimeout, aiThreads, aiQueue, publicUrl, newLimits, allowedOrigins);
    }

    /**
     * These options with another message size limit.
     *
     * @param bytes the largest text message accepted, at least 1024
     * @return new options
     * @throws IllegalArgumentException if {@code bytes} is below 1024
     */
    public ServerOptions withMaxMessageBytes(int bytes) {
        return new ServerOptions(host, port, bytes, idleTimeout, aiThreads, aiQueue, publicUrl, limits, allowedOrigins);
    }

    /**
     * These options with other allowed origins.
     *
     * @param origins the origins besides the server's own whose pages may connect, each
     *     {@code scheme://host[:port]} with scheme http or https
     * @return new options
     * @throws IllegalArgumentException if one of them is not such an origin; the message names it
     */
    public ServerOptions withAllowedOrigins(Collection<String> origins) {
        return new ServerOptions(host, port, maxMessageBytes, idleTimeout, aiThreads, aiQueue, publicUrl, limits, List.copyOf(origins));
    }

    private static void checkPublicUrl(String url) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("public URL '" + url + "': " + e.getMessage(), e);
        }
        if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) || uri.getHost() == null
                || uri.getQuery() != null || uri.getFragment() != null) {
            throw new IllegalArgumentException("public URL '" + url + "': expected http(s)://host[:port][/path] without query");
        }
    }
}
