package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class StaticFilesTest {

    @RegisterExtension
    static final RunningServer server = RunningServer.inMemory();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(30)).build();

    private static HttpResponse<byte[]> get(String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url() + path)).timeout(Duration.ofSeconds(60)).build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test
    void servesTheClientPageAtTheRoot() throws Exception {
        HttpResponse<byte[]> response = get("");
        assertEquals(200, response.statusCode());
        assertTrue(new String(response.body(), java.nio.charset.StandardCharsets.UTF_8).contains("<html"), "an HTML page");
    }

    @Test
    void servesBothFavicons() throws Exception {
        assertEquals(200, get("favicon.ico").statusCode());
        assertEquals(200, get("favicon.svg").statusCode());
    }

    @Test
    void answersAMissingFileWith404() throws Exception {
        assertEquals(404, get("no-such-file.js").statusCode());
    }

    private static HttpResponse<byte[]> getGzip(String path) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url() + path)).timeout(Duration.ofSeconds(60))
                .header("Accept-Encoding", "gzip").build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofByteArray());
    }

    @Test
    void sendsTheVendoredThreeJsGzippedAndCachedForAYear() throws Exception {
        HttpResponse<byte[]> response = getGzip("vendor/three-0.187.0/three.core.js");
        assertEquals(200, response.statusCode());
        assertEquals("gzip", response.headers().firstValue("Content-Encoding").orElse(""));
        assertEquals("public, max-age=31536000, immutable", response.headers().firstValue("Cache-Control").orElse(""));
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("text/javascript"));
        byte[] plain = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(response.body())).readAllBytes();
        assertTrue(response.body().length < plain.length / 3, response.body().length + " bytes gzipped of " + plain.length);
        assertEquals(200, get("vendor/three-0.187.0/LICENSE").statusCode());
    }

    @Test
    void sendsTheClientsOwnFilesGzippedAndRevalidated() throws Exception {
        for (String path : new String[] {"", "js/main.js", "style.css"}) {
            HttpResponse<byte[]> response = getGzip(path);
            assertEquals(200, response.statusCode(), path);
            assertEquals("gzip", response.headers().firstValue("Content-Encoding").orElse(""), path);
            assertEquals("no-cache", response.headers().firstValue("Cache-Control").orElse(""), path);
            assertTrue(response.headers().firstValue("ETag").isPresent(), path + " has an ETag");
            assertTrue(!response.headers().firstValue("Content-Type").orElse("").isEmpty(), path + " has a content type");
        }
    }

    @Test
    void bindsThePortTheSystemChose() {
        assertTrue(server.port() > 0, "a real port");
        assertTrue(server.url().startsWith("http://127.0.0.1:"), server.url());
    }
}
