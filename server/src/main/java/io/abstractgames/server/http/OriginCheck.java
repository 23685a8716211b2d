package io.abstractgames.server.http;

import io.abstractgames.core.TextFields;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The check of the {@code Origin} header of a WebSocket upgrade, against cross-site WebSocket
 * hijacking ({@code docs/protocol.md}, "Connection"): a browser lets any page open a WebSocket to
 * any server, and names the page's origin in the upgrade request, so the server itself must refuse
 * the pages of other sites.
 *
 * <p>An upgrade is accepted when it has no {@code Origin} header (a program, not a browser: the
 * load driver, a bot, the tests), when its origin is the server's own as the request reached it
 * (the request's scheme and its {@code Host} header), or when its origin is one of the allowed
 * origins. Every other one is refused before the upgrade, with 403 and a one-line plain-text
 * reason: another site's page, another port or scheme of the same host, {@code Origin: null} (a
 * sandboxed frame, a local file) and a malformed header (anything but {@code scheme://host[:port]}
 * as browsers send it: a path, even a lone trailing {@code /}, is malformed). Origins compare by scheme, host and port,
 * the scheme and host without regard to case and a missing port as the scheme's default.
 *
 * <p>As a {@link Handler} it runs before the upgrade of the WebSocket endpoint and counts the
 * refusals ({@link #refusals()}, {@code GET /stats}). Thread-safe.
 */
public final class OriginCheck implements Handler {

    private static final Logger LOG = LoggerFactory.getLogger(OriginCheck.class);

    /** What an origin option or header must look like, for the messages. */
    private static final String EXPECTED = "expected scheme://host[:port] with scheme http or https";

    /**
     * The verdict on an upgrade request.
     *
     * @param accepted whether the upgrade may go on
     * @param reason why, in one line, e.g. {@code same origin}; the 403 answer to a refusal says
     *     {@code WebSocket refused: } and the reason
     */
    public record Decision(boolean accepted, String reason) {

        /**
         * Checks the reason.
         *
         * @throws NullPointerException if the reason is null
         */
        public Decision {
            Objects.requireNonNull(reason, "reason");
        }
    }

    private final Set<Origin> allowed;
    private final AtomicLong refusals = new AtomicLong();

    /**
     * Creates the check.
     *
     * @param allowedOrigins the origins accepted besides the server's own, each
     *     {@code scheme://host[:port]}, e.g. {@code https://games.example.org}
     * @throws IllegalArgumentException if one of them is not such an origin ({@link #normalize})
     */
    public OriginCheck(Collection<String> allowedOrigins) {
        Set<Origin> origins = new LinkedHashSet<>();
        for (String origin : allowedOrigins) {
            origins.add(Origin.parse(origin));
        }
        this.allowed = Set.copyOf(origins);
    }

    /**
     * An origin in its usual form: the scheme and host in lower case, the port left out when it is
     * the scheme's default, no trailing slash.
     *
     * @param origin an origin, {@code scheme://host[:port]} with scheme http or https (a single
     *     trailing {@code /} is allowed), e.g. {@code HTTPS://Games.Example.org:443/}
     * @return e.g. {@code https://games.example.org}
     * @throws IllegalArgumentException if the text is not such an origin: not a URL, another
     *     scheme, no host, a user name, a path, query or fragment, a port outside 1..65535; the
     *     message names the text and what is wrong, in one line
     */
    public static String normalize(String origin) {
        return Origin.parse(origin).toString();
    }

    /**
     * The origin of an http(s) URL: its scheme, host and port, as {@link #normalize} writes them.
     *
     * @param url an absolute http or https URL, e.g. {@code https://games.example.org/games/}
     * @return e.g. {@code https://games.example.org}
     * @throws IllegalArgumentException if the URL is not an absolute http(s) URL with a host
     */
    public static String originOf(String url) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("URL " + TextFields.quote(url) + ": " + e.getReason(), e);
        }
        if (uri.getScheme() == null || uri.getHost() == null) {
            throw new IllegalArgumentException("URL " + TextFields.quote(url) + ": expected an absolute http(s) URL with a host");
        }
        return normalize(uri.getScheme() + "://" + uri.getHost() + (uri.getPort() == -1 ? "" : ":" + uri.getPort()));
    }

    /**
     * Decides on an upgrade request.
     *
     * @param origin the request's {@code Origin} header, {@code null} when it has none
     * @param scheme the scheme the request reached the server by, {@code http} (or {@code https})
     * @param host the request's {@code Host} header ({@code host[:port]}), {@code null} when it has
     *     none
     * @return the decision
     */
    public Decision decide(String origin, String scheme, String host) {
        if (origin == null) {
            return new Decision(true, "no Origin header (not a browser)");
        }
        if (origin.equals("null")) {
            return new Decision(false, "Origin null (a sandboxed frame or a local file) is not allowed");
        }
        Origin page;
        try {
            page = Origin.parseHeader(origin);
        } catch (IllegalArgumentException e) {
            return new Decision(false, "malformed Origin " + TextFields.quote(origin));
        }
        Origin self = self(scheme, host);
        if (page.equals(self)) {
            return new Decision(true, "same origin");
        }
        if (allowed.contains(page)) {
            return new Decision(true, "allowed origin");
        }
        return new Decision(false, "Origin " + page + " is not this server's ("
                + (self == null ? "unknown: no usable Host header" : self.toString()) + ") nor an allowed one (serve --allow-origin)");
    }

    /** The server's own origin as a request names it, or {@code null} when its headers do not say. */
    private static Origin self(String scheme, String host) {
        if (scheme == null || host == null || host.isBlank()) {
            return null;
        }
        try {
            return Origin.parse(scheme + "://" + host);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /**
     * Runs before the upgrade: lets an accepted request go on; answers a refused one with 403, the
     * {@link SecurityHeaders} and {@code WebSocket refused: } and the reason as plain text, counts it
     * and logs it, and skips the upgrade.
     *
     * @param ctx the upgrade request's context
     * @throws IOException if the answer cannot be written
     */
    @Override
    public void handle(Context ctx) throws IOException {
        Decision decision = decide(ctx.header("Origin"), ctx.scheme(), ctx.header("Host"));
        if (decision.accepted()) {
            return;
        }
        refusals.incrementAndGet();
        LOG.info("refused a WebSocket connection from {}: {}", ctx.req().getRemoteAddr(), decision.reason());
        ctx.skipRemainingHandlers();
        SecurityHeaders.addTo(ctx);
        HttpServletResponse response = ctx.res();
        response.setStatus(HttpStatus.FORBIDDEN.getCode());
        response.setContentType("text/plain;charset=utf-8");
        byte[] body = ("WebSocket refused: " + decision.reason() + "\n").getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
        response.flushBuffer();
    }

    /**
     * How many upgrades this check has refused.
     *
     * @return the count since the check was made
     */
    public long refusals() {
        return refusals.get();
    }

    /** An origin as compared: scheme and host in lower case, the port always given. */
    private record Origin(String scheme, String host, int port) {

        /**
         * An {@code Origin} header as browsers send it (RFC 6454's serialization):
         * {@code scheme://host[:port]} and nothing after, not even a {@code /}.
         */
        static Origin parseHeader(String text) {
            Origin origin = parse(text);
            if (text.endsWith("/")) {
                throw wrong(text, "a path is no part of an origin");
            }
            return origin;
        }

        static Origin parse(String text) {
            if (text == null) {
                throw new IllegalArgumentException("origin: missing; " + EXPECTED);
            }
            URI uri;
            try {
                uri = new URI(text);
            } catch (URISyntaxException e) {
                throw wrong(text, "not a URL (" + e.getReason() + " at index " + e.getIndex() + ")");
            }
            String scheme = uri.getScheme() == null ? null : uri.getScheme().toLowerCase(Locale.ROOT);
            if (!"http".equals(scheme) && !"https".equals(scheme)) {
                throw wrong(text, uri.getScheme() == null ? "no scheme" : "scheme " + uri.getScheme() + " is not http or https");
            }
            if (uri.isOpaque() || uri.getHost() == null) {
                throw wrong(text, "no host");
            }
            if (uri.getRawUserInfo() != null) {
                throw wrong(text, "a user name is no part of an origin");
            }
            String path = uri.getRawPath();
            if ((path != null && !path.isEmpty() && !path.equals("/")) || uri.getRawQuery() != null || uri.getRawFragment() != null) {
                throw wrong(text, "a path, query or fragment is no part of an origin");
            }
            int port = uri.getPort();
            if (port == -1) {
                port = scheme.equals("https") ? 443 : 80;
            } else if (port < 1 || port > 65535) {
                throw wrong(text, "port " + port + " out of range 1..65535");
            }
            return new Origin(scheme, uri.getHost().toLowerCase(Locale.ROOT), port);
        }

        private static IllegalArgumentException wrong(String text, String what) {
            return new IllegalArgumentException("origin " + TextFields.quote(text) + ": " + what + "; " + EXPECTED);
        }

        /** The origin as a browser writes it: {@code scheme://host}, and {@code :port} unless it is the default. */
        @Override
        public String toString() {
            boolean defaultPort = port == (scheme.equals("https") ? 443 : 80);
            return scheme + "://" + host + (defaultPort ? "" : ":" + port);
        }
    }
}
