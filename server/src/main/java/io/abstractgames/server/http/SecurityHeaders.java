package io.abstractgames.server.http;

import io.javalin.http.Context;
import java.util.Map;

/**
 * The headers every HTTP answer of the server carries: a Content-Security-Policy that lets the
 * page load scripts, styles, images and WebSocket connections from its own origin only (no inline
 * script, inline event handler or inline style runs; no plug-in, no {@code <base>}, no framing),
 * {@code X-Content-Type-Options: nosniff}, and {@code Referrer-Policy: no-referrer} (a room's URL
 * holds its id, which no other site should learn).
 */
public final class SecurityHeaders {

    /** The Content-Security-Policy of every answer. */
    public static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
            + "form-action 'self'";

    /** Every header and its value. */
    public static final Map<String, String> HEADERS = Map.of(
            "Content-Security-Policy", CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "no-referrer");

    private SecurityHeaders() {
    }

    /**
     * Sets the headers on an answer (a before-handler of every request).
     *
     * @param ctx the request's context
     */
    public static void addTo(Context ctx) {
        HEADERS.forEach(ctx::header);
    }
}
