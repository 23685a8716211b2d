package io.abstractgames.server.room;

import java.net.URI;
import java.util.Locale;
import java.util.Optional;

/**
 * Builds a room's invite URL: from the public URL the server was given ({@code serve --public-url})
 * or else from the Host header of the creator's request. A loopback host (localhost, 127.0.0.0/8,
 * ::1) is no address a friend can reach, so then there is no invite URL, only a note saying why.
 */
public final class Invites {

    /**
     * An invite.
     *
     * @param url the URL to send, or {@code null} when the server knows no address a friend can reach
     * @param localUrl the URL that opens the room on this machine (another tab, a test)
     * @param note why there is no invite URL, as a sentence for people (capital first, full stop), or
     *     {@code null}
     */
    public record Invite(String url, String localUrl, String note) {}

    private final Optional<String> publicUrl;

    /**
     * Creates the builder.
     *
     * @param publicUrl the server's public base URL, e.g. {@code https://games.example.org/}, or
     *     empty to use the Host header
     */
    public Invites(Optional<String> publicUrl) {
        this.publicUrl = publicUrl.map(u -> u.endsWith("/") ? u : u + "/");
    }

    /**
     * The invite for a room.
     *
     * @param roomId the room's id (URL-safe)
     * @param host the Host header of the creator's request ({@code host[:port]}), or {@code null}
     * @return the invite
     */
    public Invite invite(String roomId, String host) {
        String path = "?room=" + roomId;
        String local = host == null ? null : "http://" + host + "/" + path;
        if (publicUrl.isPresent()) {
            return new Invite(publicUrl.get() + path, local, null);
        }
        if (host == null || host.isBlank()) {
            return new Invite(null, null, "The server does not know its own address: start it with --public-url.");
        }
        if (isLoopback(host)) {
            return new Invite(null, local, "This page uses a loopback address (" + host + ") that a friend cannot reach: open it by the "
                    + "machine's network address, or start the server with --host 0.0.0.0 or --public-url.");
        }
        return new Invite(local, local, null);
    }

    /**
     * Whether a Host header names this machine's loopback interface.
     *
     * @param host {@code host[:port]}, an IPv6 address in brackets
     * @return true for localhost, *.localhost, 127.0.0.0/8, ::1 and 0.0.0.0
     */
    static boolean isLoopback(String host) {
        String name;
        try {
            name = URI.create("http://" + host + "/").getHost();
        } catch (IllegalArgumentException e) {
            return false;
        }
        if (name == null) {
            return false;
        }
        name = name.toLowerCase(Locale.ROOT);
        if (name.startsWith("[") && name.endsWith("]")) {
            name = name.substring(1, name.length() - 1);
        }
        return name.equals("localhost") || name.endsWith(".localhost") || name.startsWith("127.") || name.equals("::1")
                || name.equals("0:0:0:0:0:0:0:1") || name.equals("0.0.0.0");
    }
}
