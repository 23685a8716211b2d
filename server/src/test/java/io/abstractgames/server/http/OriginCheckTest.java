package io.abstractgames.server.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which WebSocket upgrades {@link OriginCheck} lets through, by their Origin and Host headers. */
class OriginCheckTest {

    private static final OriginCheck CHECK = new OriginCheck(List.of("https://games.example.org", "http://friend.example:8000"));

    @ParameterizedTest(name = "Origin {0}, {1}://{2}: {3}")
    @CsvSource(nullValues = "NONE", delimiter = '|', textBlock = """
            # origin                       | scheme | Host header        | verdict
            NONE                           | http   | 127.0.0.1:8080     | accept
            NONE                           | http   | NONE               | accept
            http://127.0.0.1:8080          | http   | 127.0.0.1:8080     | accept
            http://localhost:8080          | http   | localhost:8080     | accept
            http://[::1]:8080              | http   | [::1]:8080         | accept
            http://example.org             | http   | example.org        | accept
            http://example.org:80          | http   | example.org        | accept
            http://example.org             | http   | example.org:80     | accept
            https://example.org            | https  | example.org        | accept
            http://127.0.0.1:8081          | http   | 127.0.0.1:8080     | refuse
            http://localhost:8080          | http   | 127.0.0.1:8080     | refuse
            http://example.org:8080        | http   | example.org        | refuse
            https://127.0.0.1:8080         | http   | 127.0.0.1:8080     | refuse
            http://example.org             | https  | example.org        | refuse
            https://games.example.org      | http   | 127.0.0.1:8080     | accept
            https://games.example.org:443  | http   | 127.0.0.1:8080     | accept
            http://friend.example:8000     | http   | 127.0.0.1:8080     | accept
            http://games.example.org       | http   | 127.0.0.1:8080     | refuse
            http://friend.example          | http   | 127.0.0.1:8080     | refuse
            https://evil.example           | http   | 127.0.0.1:8080     | refuse
            null                           | http   | 127.0.0.1:8080     | refuse
            not an origin                  | http   | 127.0.0.1:8080     | refuse
            ''                             | http   | 127.0.0.1:8080     | refuse
            http://                        | http   | 127.0.0.1:8080     | refuse
            127.0.0.1:8080                 | http   | 127.0.0.1:8080     | refuse
            ftp://127.0.0.1:8080           | http   | 127.0.0.1:8080     | refuse
            http://127.0.0.1:8080/page     | http   | 127.0.0.1:8080     | refuse
            http://127.0.0.1:8080/         | http   | 127.0.0.1:8080     | refuse
            https://games.example.org/     | http   | 127.0.0.1:8080     | refuse
            http://127.0.0.1:8080?x=1      | http   | 127.0.0.1:8080     | refuse
            http://me@127.0.0.1:8080       | http   | 127.0.0.1:8080     | refuse
            http://127.0.0.1:99999         | http   | 127.0.0.1:99999    | refuse
            http://127.0.0.1:8080          | http   | NONE               | refuse
            http://127.0.0.1:8080          | http   | 'bad host:x'       | refuse
            HTTP://127.0.0.1:8080          | http   | 127.0.0.1:8080     | accept
            http://LocalHost:8080          | http   | localhost:8080     | accept
            http://localhost:8080          | http   | LOCALHOST:8080     | accept
            https://GAMES.Example.ORG      | http   | 127.0.0.1:8080     | accept
            """)
    void decidesByTheOriginsSchemeHostAndPort(String origin, String scheme, String host, String verdict) {
        OriginCheck.Decision decision = CHECK.decide(origin, scheme, host);
        assertEquals(verdict.equals("accept"), decision.accepted(), decision.reason());
        assertFalse(decision.reason().isBlank());
        assertFalse(decision.reason().contains("\n"), "one line");
    }

    @Test
    void aRefusalSaysWhatWasWrong() {
        assertEquals("Origin https://evil.example is not this server's (http://127.0.0.1:8080) nor an allowed one "
                + "(serve --allow-origin)", CHECK.decide("https://evil.example", "http", "127.0.0.1:8080").reason());
        assertEquals("Origin null (a sandboxed frame or a local file) is not allowed",
                CHECK.decide("null", "http", "127.0.0.1:8080").reason());
        assertEquals("malformed Origin 'http://127.0.0.1:8080/page'",
                CHECK.decide("http://127.0.0.1:8080/page", "http", "127.0.0.1:8080").reason());
        assertEquals("Origin http://127.0.0.1:8080 is not this server's (unknown: no usable Host header) nor an allowed one "
                + "(serve --allow-origin)", CHECK.decide("http://127.0.0.1:8080", "http", null).reason());
    }

    @Test
    void aLongOrMultiLineOriginIsQuotedOnOneLineAndCut() {
        String reason = CHECK.decide("http://" + "a".repeat(500) + "\r\n.example", "http", "127.0.0.1:8080").reason();
        assertFalse(reason.contains("\n") || reason.contains("\r"), reason);
        assertTrue(reason.length() < 250, reason);
    }

    @Test
    void withoutAllowedOriginsOnlyTheServersOwnAndProgramsPass() {
        OriginCheck own = new OriginCheck(List.of());
        assertTrue(own.decide(null, "http", "127.0.0.1:8080").accepted());
        assertTrue(own.decide("http://127.0.0.1:8080", "http", "127.0.0.1:8080").accepted());
        assertFalse(own.decide("https://games.example.org", "http", "127.0.0.1:8080").accepted());
    }

    @ParameterizedTest
    @CsvSource({
        "https://games.example.org, https://games.example.org",
        "HTTPS://Games.Example.ORG:443/, https://games.example.org",
        "http://example.org:80, http://example.org",
        "http://example.org:8080, http://example.org:8080",
        "https://example.org:80, https://example.org:80",
        "http://[::1]:8080, http://[::1]:8080",
        "http://192.168.1.20:8080/, http://192.168.1.20:8080"})
    void anOriginIsWrittenInItsUsualForm(String origin, String usual) {
        assertEquals(usual, OriginCheck.normalize(origin));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            games.example.org            | no scheme
            ''                           | no scheme
            null                         | no scheme
            ftp://games.example.org      | scheme ftp is not http or https
            ws://games.example.org       | scheme ws is not http or https
            http://                      | not a URL
            http:games.example.org       | no host
            https://games.example.org/x  | a path, query or fragment is no part of an origin
            https://games.example.org?a  | a path, query or fragment is no part of an origin
            https://games.example.org#a  | a path, query or fragment is no part of an origin
            https://me@games.example.org | a user name is no part of an origin
            https://games.example.org:0  | port 0 out of range 1..65535
            'https://games example.org'  | not a URL
            """)
    void aMalformedOriginIsRefusedInOneLineNamingIt(String origin, String what) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OriginCheck.normalize(origin));
        assertTrue(e.getMessage().startsWith("origin '" + origin + "': " + what), e.getMessage());
        assertTrue(e.getMessage().endsWith("; expected scheme://host[:port] with scheme http or https"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        assertThrows(IllegalArgumentException.class, () -> new OriginCheck(List.of(origin)));
    }

    @Test
    void aUrlsOriginIsItsSchemeHostAndPort() {
        assertEquals("https://games.example.org", OriginCheck.originOf("https://games.example.org/play/"));
        assertEquals("http://games.example.org:8080", OriginCheck.originOf("http://games.example.org:8080"));
        assertEquals("https://games.example.org", OriginCheck.originOf("https://me@Games.Example.org:443/?room=x"));
    }
}
