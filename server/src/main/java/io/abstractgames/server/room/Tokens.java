package io.abstractgames.server.room;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Unguessable ids and tokens (URL-safe base64 of {@link SecureRandom} bytes) and token hashes: room
 * ids, seat tokens, and the run tokens of the challenge ladder.
 */
public final class Tokens {

    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {}

    /** A room id: 128 random bits, 22 URL-safe characters. */
    static String roomId() {
        return random(16);
    }

    /**
     * A token (a seat's, a ladder run's): 256 random bits.
     *
     * @return 43 URL-safe characters ({@code A-Z a-z 0-9 - _})
     */
    public static String token() {
        return random(32);
    }

    private static String random(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /**
     * The SHA-256 hash of a token: what the server keeps instead of the token.
     *
     * @param token the token
     * @return 64 lower-case hex digits of the SHA-256 of the token's UTF-8 bytes
     */
    public static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
