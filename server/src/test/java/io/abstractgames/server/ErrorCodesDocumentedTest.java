package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.server.request.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every error code the server can send has its row in the error table of docs/protocol.md, and its
 * words in the web client's Korean catalogue (the English client shows the server's message).
 */
class ErrorCodesDocumentedTest {

    @Test
    void everyErrorCodeHasARowInTheProtocolsErrorTable() throws Exception {
        String protocol = Files.readString(Path.of("..", "docs", "protocol.md"));
        List<String> undocumented = Arrays.stream(ErrorCode.values()).map(ErrorCode::wireName)
                .filter(code -> !protocol.contains("\n| `" + code + "` |")).toList();
        assertEquals(List.of(), undocumented);
    }

    @Test
    void everyErrorCodeHasItsKoreanWordsInTheWebClient() throws Exception {
        String korean = Files.readString(Path.of("src", "main", "resources", "web", "js", "messages-ko.js"));
        List<String> missing = Arrays.stream(ErrorCode.values()).map(ErrorCode::wireName)
                .filter(code -> !korean.contains("'error." + code + "':")).toList();
        assertEquals(List.of(), missing);
    }
}
