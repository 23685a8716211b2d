package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TextFieldsTest {

    @Test
    void splitsAtRunsOfSpaces() {
        assertArrayEquals(new String[] {"8/8", "w", "0"}, TextFields.split("  8/8   w 0 ", "position text"));
    }

    @Test
    void onlyAsciiWhiteSpaceSeparatesFieldsAndIsDroppedAtTheEnds() {
        assertArrayEquals(new String[] {"a", "b"}, TextFields.split("\t a\u000B\fb\r\n", "position text"));
        assertArrayEquals(new String[] {"\u2003a\u00A0b\u3000"}, TextFields.split(" \u2003a\u00A0b\u3000 ", "position text"));
        assertEquals("\u2003x\u2028", TextFields.strip("\t\u2003x\u2028\n"));
        assertEquals("", TextFields.strip(" \t\n\u000B\f\r"));
        for (char c : new char[] {' ', '\t', '\n', '\u000B', '\f', '\r'}) {
            assertTrue(TextFields.isWhiteSpace(c), () -> "U+" + Integer.toHexString(c));
        }
        for (char c : new char[] {'\u00A0', '\u2003', '\u3000', '\u2028', '\u0085', '\u001F', '\u001C', 'a', '\0'}) {
            assertFalse(TextFields.isWhiteSpace(c), () -> "U+" + Integer.toHexString(c));
        }
        assertArrayEquals(new String[] {"\u2003"}, TextFields.split("\u2003", "position text"),
                "an em space is not white space, so the text is not empty");
        NotationException e = assertThrows(NotationException.class, () -> TextFields.split(" \t\n\u000B\f\r", "position text"));
        assertEquals("position text: empty", e.getMessage());
    }

    @Test
    void rejectsBlankText() {
        NotationException e = assertThrows(NotationException.class, () -> TextFields.split("   ", "position text"));
        assertEquals("position text: empty", e.getMessage());
    }

    @Test
    void readsWholeNumbersInAsciiDigits() {
        assertEquals(-12, TextFields.wholeNumber("-12", Long.MIN_VALUE, Long.MAX_VALUE));
        assertEquals(0, TextFields.wholeNumber("000", 0, 5));
        assertEquals(Long.MAX_VALUE, TextFields.wholeNumber(String.valueOf(Long.MAX_VALUE), 0, Long.MAX_VALUE));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-", "+3", "٣", "３", "1e3", " 1", "1 ", "0x10", "--1"})
    void refusesWhatIsNotAsciiDigits(String text) {
        NotationException e = assertThrows(NotationException.class, () -> TextFields.wholeNumber(text, 0, 10));
        assertEquals("'" + text + "' is not a whole number in the digits 0-9", e.getMessage());
    }

    @Test
    void refusesNumbersOutOfRange() {
        NotationException high = assertThrows(NotationException.class, () -> TextFields.wholeNumber("2147483648", 0, 2147483647));
        assertEquals("'2147483648' is out of range 0..2147483647", high.getMessage());
        NotationException low = assertThrows(NotationException.class, () -> TextFields.wholeNumber("-1", 0, 9));
        assertEquals("'-1' is out of range 0..9", low.getMessage());
        NotationException huge = assertThrows(NotationException.class,
                () -> TextFields.wholeNumber("99999999999999999999", Long.MIN_VALUE, Long.MAX_VALUE));
        assertEquals("'99999999999999999999' is out of range " + Long.MIN_VALUE + ".." + Long.MAX_VALUE, huge.getMessage());
    }

    @Test
    void aQuotedTextIsCutToItsEndsAndOneLine() {
        assertEquals("'abc'", TextFields.quote("abc"));
        assertEquals("'a\\nb'", TextFields.quote("a\nb"));
        String quoted = TextFields.quote("1".repeat(40) + "x".repeat(100_000) + "2".repeat(40));
        assertEquals("'" + "1".repeat(40) + " ... (100000 characters left out) ... " + "2".repeat(40) + "'", quoted);
    }

    @Test
    void aQuotedTextShowsItsControlCharactersEscaped() {
        assertEquals("'\\u0000'", TextFields.quote("\0"));
        assertEquals("'a\\tb\\r\\n\\u001B\\u007F\\u0085\\u2029\\'", TextFields.quote("a\tb\r\n\u001B\u007F\u0085\u2029\\"));
        assertEquals("'é \uD83D\uDE00'", TextFields.quote("é \uD83D\uDE00"), "printable characters stay");
    }

    @Test
    void aCutDoesNotSplitAnEscape() {
        String quoted = TextFields.quote("\0".repeat(1000));
        assertEquals("'" + "\\u0000".repeat(6) + " ... (988 characters left out) ... " + "\\u0000".repeat(6) + "'", quoted);
    }
}
