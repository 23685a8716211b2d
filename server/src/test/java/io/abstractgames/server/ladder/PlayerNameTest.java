package io.abstractgames.server.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PlayerNameTest {

    private static String refusal(String name) {
        SessionException e = assertThrows(SessionException.class, () -> PlayerName.check(name));
        assertEquals(ErrorCode.BAD_NAME, e.code());
        return e.getMessage();
    }

    @Test
    void aNameIsTrimmedAndNormalised() {
        assertEquals("Ada", PlayerName.check("  Ada\t "));
        assertEquals("Jos\u00e9", PlayerName.check("Jose\u0301"), "NFC joins the accent");
        assertEquals("<img src=x onerror=alert(1)>", PlayerName.check("<img src=x onerror=alert(1)>"), "markup is only text");
        assertEquals("\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67 바슈니", PlayerName.check("\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67 바슈니"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u00a0Ada\u00a0", "\u2007Ada\u202f", "\u3000Ada\u3000", "\u2003 Ada\u00a0\t", "\u1680Ada"})
    void everyKindOfSpaceIsTrimmedAtBothEnds(String name) {
        assertEquals("Ada", PlayerName.check(name));
    }

    @Test
    void spacesInsideANameStay() {
        assertEquals("Ada\u00a0L.", PlayerName.check("Ada\u00a0L."));
        assertEquals("\uac00", PlayerName.check("\u1100\u1161"), "Hangul jamo make a syllable, visible");
        assertEquals("Zo\u00eb\u034f", PlayerName.check("Zo\u00eb\u034f"), "a mark after visible characters");
    }

    @Test
    void theLengthIsCountedInCharactersNotUtf16Units() {
        String emoji = "\ud83c\udfc6";
        assertEquals(emoji.repeat(PlayerName.MAX_LENGTH), PlayerName.check(emoji.repeat(PlayerName.MAX_LENGTH)));
        assertTrue(refusal("a".repeat(PlayerName.MAX_LENGTH + 1)).contains("at most " + PlayerName.MAX_LENGTH));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "\u00a0\u00a0\u00a0", "\u3000", "\u2007\u202f"})
    void aNameOfSpacesIsEmpty(String name) {
        assertEquals("name: empty", refusal(name));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u3164\u3164", "\u2800", "\u115f", "\u1160", "\uffa0", "\u034f", "\u0301\u0301", "\u20dd", "\u115f \u2800"})
    void aNameWithNoVisibleCharacterIsRefused(String name) {
        assertEquals("name: no visible character (only spaces, marks or blank fillers)", refusal(name));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\u200b|name: character 1 is U+200B, an invisible formatting character",
        "\ufeff|name: character 1 is U+FEFF, an invisible formatting character",
        "Ada\u200b|name: character 4 is U+200B, an invisible formatting character",
        "a\u2060b|name: character 2 is U+2060, an invisible formatting character",
        "a\u00adb|name: character 2 is U+00AD, an invisible formatting character",
        "rtl\u202eevil|name: character 4 is U+202E, an invisible formatting character",
        "isolate\u2066x|name: character 8 is U+2066, an invisible formatting character",
        "mark\u200f|name: character 5 is U+200F, an invisible formatting character",
        "\u200dAda|name: character 1 is U+200D, a zero width joiner that does not stand between two characters",
        "Ada\u200d|name: character 4 is U+200D, a zero width joiner that does not stand between two characters",
        "a\u200d\u200db|name: character 2 is U+200D, a zero width joiner that does not stand between two characters",
        "a \u200d b|name: character 3 is U+200D, a zero width joiner that does not stand between two characters",
        "a\u0000b|name: character 2 is U+0000, a control character",
        "tab\tinside|name: character 4 is U+0009, a control character",
        "nel\u0085|name: character 4 is U+0085, a control character",
        "sep\u2028x|name: character 4 is U+2028, a line or paragraph separator",
        "para\u2029x|name: character 5 is U+2029, a line or paragraph separator",
        "lone\ud800|name: character 5 is U+D800, half of a surrogate pair without its other half"})
    void invisibleFormattingAndControlCharactersAreRefusedByName(String name, String message) {
        assertEquals(message, refusal(name));
    }

    @Test
    void tagCharactersAreRefused() {
        String tagA = new String(Character.toChars(0xE0041));
        assertEquals("name: character 1 is U+E0041, an invisible formatting character", refusal(tagA));
        assertEquals("name: character 4 is U+E0041, an invisible formatting character", refusal("Ada" + tagA));
    }

    @ParameterizedTest
    @ValueSource(strings = {"line\nbreak", "esc\u001b[31m", "del\u007f"})
    void controlCharactersAreRefused(String name) {
        assertTrue(refusal(name).endsWith("a control character"));
    }
}
