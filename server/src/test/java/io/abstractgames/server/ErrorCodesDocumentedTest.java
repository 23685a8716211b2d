package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.server.session.ErrorCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every error code the server can send has its row in the error table of docs/protocol.md. */
class ErrorCodesDocumentedTest {

    @Test
    void everyErrorCodeHasARowInTheProtocolsErrorTable() throws Exception {
        String protocol = Files.readString(Path.of("..", "docs", "protocol.md"));
        List<String> undocumented = Arrays.stream(ErrorCode.values()).map(ErrorCode::wireName)
                .filter(code -> !protocol.contains("\n| `" + code + "` |")).toList();
        assertEquals(List.of(), undocumented);
    }
}
