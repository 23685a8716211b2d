package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The message of {@link NotationException}: one readable line, however large the bad input. */
class NotationExceptionTest {

    @Test
    void aShortMessageIsKeptAsItIs() {
        String message = "move text 'e2-e5': e5 is not a legal target of e2";
        assertEquals(message, new NotationException(message).getMessage());
    }

    @Test
    void aMessageQuotingAHugeInputKeepsItsBeginningAndItsEnd() {
        String input = "a".repeat(1_000_000);
        String message = new NotationException("move text '" + input + "': expected from-to").getMessage();

        assertTrue(message.length() <= NotationException.MAX_MESSAGE, message.length() + " characters");
        assertTrue(message.startsWith("move text 'aaaa"), message);
        assertTrue(message.endsWith("aaaa': expected from-to"), message);
        int full = "move text '".length() + input.length() + "': expected from-to".length();
        int kept = message.length() - message.replaceAll(" \\.\\.\\. \\(\\d+ characters left out\\) \\.\\.\\. ", "").length();
        String count = message.replaceAll(".* \\.\\.\\. \\((\\d+) characters left out\\) \\.\\.\\. .*", "$1");
        assertEquals(full, message.length() - kept + Integer.parseInt(count), "the count says how much is left out");
    }

    @Test
    void aShortenedMessageWithWordsPutInFrontKeepsItsCount() {
        String inner = new NotationException("line 3: '" + "b".repeat(10_000) + "'").getMessage();
        String outer = new NotationException("replay file games.txt, " + inner).getMessage();
        assertEquals("replay file games.txt, " + inner, outer);
    }

    @Test
    void lineBreaksAreShownAsEscapes() {
        String message = new NotationException("position text: 'w\nb'").getMessage();
        assertEquals("position text: 'w\\nb'", message);
        assertFalse(message.contains("\n"));
    }

    @Test
    void theCutDoesNotSplitASurrogatePair() {
        String emoji = "\uD83D\uDE00";
        String message = new NotationException(emoji.repeat(400)).getMessage();
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            if (Character.isHighSurrogate(c)) {
                assertTrue(i + 1 < message.length() && Character.isLowSurrogate(message.charAt(i + 1)), "pair at " + i);
            } else if (Character.isLowSurrogate(c)) {
                assertTrue(i > 0 && Character.isHighSurrogate(message.charAt(i - 1)), "pair at " + i);
            }
        }
    }

    @Test
    void aMessageThatLooksShortenedStillHasNoRawLineBreak() {
        String message = new NotationException("move text 'e2\ne3 ... (1 characters left out) ... x': unknown square")
                .getMessage();
        assertEquals("move text 'e2\\ne3 ... (1 characters left out) ... x': unknown square", message);
    }

    @Test
    void controlCharactersAreShownEscaped() {
        String message = new NotationException("move text '\0\t\r\u001B[31m\u2028x': expected from-to").getMessage();
        assertEquals("move text '\\u0000\\t\\r\\u001B[31m\\u2028x': expected from-to", message);
    }

    @Test
    void noMessageHoldsAControlCharacter() {
        String cut = " ... (7 characters left out) ... ";
        for (String input : new String[] {"\n", "a\nb" + cut, "\0".repeat(200) + cut, "\n".repeat(10_000),
                "x".repeat(500) + "\r\n" + cut, cut + "\u0085"}) {
            String message = new NotationException("move text '" + input + "': bad").getMessage();
            assertTrue(message.chars().noneMatch(c -> Character.isISOControl(c) || c == '\u2028' || c == '\u2029'),
                    message);
            assertTrue(message.length() <= 2 * NotationException.MAX_MESSAGE, message.length() + " characters");
        }
    }
}
