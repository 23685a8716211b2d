package io.abstractgames.server.room;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/** Unguessable ids and seat tokens (URL-safe base64 of {@link SecureRandom} bytes) and token hashes. */
final class Tokens {

    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {}

    /** A room id: 128 random bits, 22 URL-safe characters. */
    static String roomId() {
        return random(16);
    }

    /** A seat token: 256 random bits, 43 URL-safe characters. */
    static String token() {
        return random(32);
    }

    private static String random(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /** The SHA-256 hash of a token, in hex: what a room keeps instead of the token. */
    static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
