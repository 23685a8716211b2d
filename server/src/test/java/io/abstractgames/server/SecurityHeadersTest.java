package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.http.PlainErrorHandler;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every HTTP answer carries the Content-Security-Policy that forbids inline scripts and styles,
 * {@code nosniff} and the referrer policy; and the client has nothing inline that the policy
 * would block (the browser tests load it under the policy too).
 */
class SecurityHeadersTest {

    private static final String POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(60)).build();

    @ParameterizedTest
    @ValueSource(strings = {"", "index.html", "js/main.js", "style.css", "favicon.svg", "favicon.ico", "no-such-file.js", "stats", "ws"})
    void everyAnswerCarriesTheSecurityHeaders(String path) throws Exception {
        HttpResponse<byte[]> response = HTTP.send(HttpRequest.newBuilder(URI.create(server.url() + path))
                .timeout(Duration.ofSeconds(120)).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(List.of(POLICY), response.headers().allValues("Content-Security-Policy"), path);
        assertEquals(List.of("nosniff"), response.headers().allValues("X-Content-Type-Options"), path);
        assertEquals(List.of("no-referrer"), response.headers().allValues("Referrer-Policy"), path);
    }

    /** A request that Jetty refuses itself, before any handler of the server runs, and the status it answers. */
    static Stream<Arguments> requestsJettyRefuses() {
        String close = "Connection: close\r\n\r\n";
        return Stream.of(
                Arguments.of("a NUL in the path", "GET /%00 HTTP/1.1\r\nHost: 127.0.0.1\r\n" + close, 400),
                Arguments.of("no Host", "GET / HTTP/1.1\r\n" + close, 400),
                Arguments.of("two Hosts", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n" + close, 400),
                Arguments.of("a Host with a space", "GET / HTTP/1.1\r\nHost: a b\r\n" + close, 400),
                Arguments.of("a dot segment above the root", "GET /%2e%2e/x HTTP/1.1\r\nHost: 127.0.0.1\r\n" + close, 400),
                Arguments.of("a 10 KB URI", "GET /" + "a".repeat(10 * 1024) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + close, 414),
                Arguments.of("a 20 KB header", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(20 * 1024) + "\r\n" + close, 431),
                Arguments.of("an unknown HTTP version", "GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n" + close, 505),
                Arguments.of("a length and a chunked body", "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n"
                        + "Transfer-Encoding: chunked\r\n" + close, 400));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("requestsJettyRefuses")
    void jettysOwnAnswersCarryTheSecurityHeadersAndAShortPlainText(String what, String request, int status) throws IOException {
        String answer;
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            socket.setSoTimeout(120_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
        int end = answer.indexOf("\r\n\r\n");
        assertTrue(end > 0, "no header block in " + answer);
        List<String> lines = List.of(answer.substring(0, end).split("\r\n"));
        Map<String, List<String>> headers = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            int colon = line.indexOf(':');
            headers.computeIfAbsent(line.substring(0, colon).toLowerCase(Locale.ROOT), k -> new ArrayList<>()).add(line.substring(colon + 1).strip());
        }
        assertTrue(lines.get(0).startsWith("HTTP/1.1 " + status + " "), lines.get(0));
        assertEquals(List.of(POLICY), headers.get("content-security-policy"), what);
        assertEquals(List.of("nosniff"), headers.get("x-content-type-options"), what);
        assertEquals(List.of("no-referrer"), headers.get("referrer-policy"), what);
        assertEquals(List.of("text/plain;charset=utf-8"), headers.get("content-type"), what);
        assertEquals(PlainErrorHandler.body(status), answer.substring(end + 4), what);
    }

    private static Path webFolder() throws URISyntaxException {
        return Path.of(SecurityHeadersTest.class.getResource("/web/index.html").toURI()).getParent();
    }

    private static String read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void thePageHasNoInlineScriptHandlerOrStyle() throws Exception {
        String page = read(webFolder().resolve("index.html"));
        // Every script element loads a file; no element has an on... handler or a style attribute.
        assertFalse(Pattern.compile("<script(?![^>]*\\bsrc=)[^>]*>", Pattern.CASE_INSENSITIVE).matcher(page).find(), "an inline script");
        assertFalse(Pattern.compile("<[a-z][^>]*\\son[a-z]+\\s*=", Pattern.CASE_INSENSITIVE).matcher(page).find(), "an inline handler");
        assertFalse(Pattern.compile("<[a-z][^>]*\\sstyle\\s*=", Pattern.CASE_INSENSITIVE).matcher(page).find(), "a style attribute");
        assertFalse(Pattern.compile("<style", Pattern.CASE_INSENSITIVE).matcher(page).find(), "a style element");
        assertFalse(page.contains("javascript:"), "a javascript: URL");
    }

    @Test
    void theScriptsSetNoInlineStyleOrCodeFromText() throws Exception {
        List<Path> scripts;
        try (Stream<Path> files = Files.list(webFolder().resolve("js"))) {
            scripts = files.filter(p -> p.toString().endsWith(".js")).toList();
        }
        assertFalse(scripts.isEmpty());
        Pattern forbidden = Pattern.compile("setAttribute\\(\\s*['\"](style|on[a-z]+)['\"]|\\.innerHTML|\\.outerHTML|insertAdjacentHTML"
                + "|document\\.write|\\beval\\(|new Function\\(|\\bstyle:\\s|['\"]style['\"]\\s*:");
        for (Path script : scripts) {
            assertFalse(forbidden.matcher(read(script)).find(), script.getFileName() + " builds markup, a style or code from text");
        }
        assertTrue(scripts.stream().anyMatch(p -> p.getFileName().toString().equals("main.js")));
    }
}
