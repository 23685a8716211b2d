package io.abstractgames.server.http;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;

/**
 * Jetty's answers of its own (a request it cannot parse or refuses before any handler of the
 * server runs: a malformed URI or {@code Host}, a URI or headers too large, an unknown HTTP
 * version) with the {@link SecurityHeaders} of every answer, as plain text with a fixed short
 * body: the status code and its reason phrase, e.g. {@code 400 Bad Request}, and a line break.
 * Nothing of the request is echoed. Jetty's own handler answers an HTML page without those headers.
 */
public final class PlainErrorHandler extends ErrorHandler {

    /** The content type of the answers. */
    public static final String CONTENT_TYPE = "text/plain;charset=utf-8";

    /** Creates the handler. */
    public PlainErrorHandler() {
    }

    /**
     * The body of the answer with a status.
     *
     * @param status an HTTP status code, e.g. 431
     * @return e.g. {@code "431 Request Header Fields Too Large\n"}
     */
    public static String body(int status) {
        return status + " " + HttpStatus.getMessage(status) + "\n";
    }

    /** A request Jetty refused while parsing it (no handler of the server ran). */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        SecurityHeaders.HEADERS.forEach(fields::put);
        if (HttpStatus.hasNoBody(status)) {
            return ByteBuffer.allocate(0);
        }
        fields.put(HttpHeader.CONTENT_TYPE, CONTENT_TYPE);
        return ByteBuffer.wrap(body(status).getBytes(StandardCharsets.UTF_8));
    }

    /** An error answered through the servlet container ({@code sendError}). */
    @Override
    protected void generateAcceptableResponse(Request baseRequest, HttpServletRequest request, HttpServletResponse response, int code,
            String message) throws IOException {
        baseRequest.setHandled(true);
        SecurityHeaders.HEADERS.forEach(response::setHeader);
        response.setContentType(CONTENT_TYPE);
        byte[] body = body(code).getBytes(StandardCharsets.UTF_8);
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }
}
