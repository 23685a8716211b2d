package io.abstractgames.server.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.session.ErrorCode;
import io.abstractgames.server.session.SessionException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class PlayerNameTest {

    @Test
    void aNameIsTrimmedAndNormalised() {
        assertEquals("Ada", PlayerName.check("  Ada\t "));
        assertEquals("Jos\u00e9", PlayerName.check("Jose\u0301"), "NFC joins the accent");
        assertEquals("<img src=x onerror=alert(1)>", PlayerName.check("<img src=x onerror=alert(1)>"), "markup is only text");
        assertEquals("\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67 바슈니", PlayerName.check("\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67 바슈니"));
    }

    @Test
    void theLengthIsCountedInCharactersNotUtf16Units() {
        String emoji = "\ud83c\udfc6";
        assertEquals(emoji.repeat(PlayerName.MAX_LENGTH), PlayerName.check(emoji.repeat(PlayerName.MAX_LENGTH)));
        SessionException e = assertThrows(SessionException.class, () -> PlayerName.check("a".repeat(PlayerName.MAX_LENGTH + 1)));
        assertEquals(ErrorCode.BAD_NAME, e.code());
        assertTrue(e.getMessage().contains("at most " + PlayerName.MAX_LENGTH), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "a\u0000b", "line\nbreak", "tab\tinside", "esc\u001b[31m", "del\u007f", "nel\u0085",
            "sep\u2028x", "para\u2029x", "rtl\u202eevil", "isolate\u2066x", "mark\u200f", "lone\ud800"})
    void emptyNamesAndControlCharactersAreRefused(String name) {
        assertEquals(ErrorCode.BAD_NAME, assertThrows(SessionException.class, () -> PlayerName.check(name)).code());
    }
}
