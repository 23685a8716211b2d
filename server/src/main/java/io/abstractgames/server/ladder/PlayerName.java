package io.abstractgames.server.ladder;

import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import java.text.Normalizer;

/**
 * The name a player gives a finished run for the best runs: in Unicode normal form C, trimmed of
 * white space and space separators at both ends ({@link Character#isWhitespace} or
 * {@link Character#isSpaceChar}: also no-break spaces), 1 to {@value #MAX_LENGTH} characters (code
 * points), with at least one visible character, and with no control character, line or paragraph
 * separator, unpaired surrogate, or format character (Unicode category Cf: bidirectional controls,
 * which would reorder the text shown around the name, zero-width spaces, byte-order marks, tag
 * characters), except a zero width joiner between two other characters (emoji sequences such as
 * the family emoji). Any other text is allowed: the clients show names as text, never as markup.
 *
 * <p>A visible character is one that is not white space or a space separator, not a mark (Mn, Mc,
 * Me: a combining grapheme joiner alone shows nothing), not a format character, and not one of the
 * fillers that draw as blanks: U+115F and U+1160 (Hangul fillers), U+3164 and U+FFA0 (Hangul
 * fillers), U+2800 (Braille pattern blank).
 */
public final class PlayerName {

    /** The longest name, in Unicode code points after trimming. */
    public static final int MAX_LENGTH = 32;

    private static final int ZERO_WIDTH_JOINER = 0x200D;

    private PlayerName() {}

    /**
     * Checks a name and returns it as kept.
     *
     * @param raw the name as typed
     * @return the name normalised (NFC) and trimmed
     * @throws SessionException {@code bad_name} when it is empty after trimming, longer than
     *     {@value #MAX_LENGTH} characters, holds a refused character (the message names the first
     *     one as {@code U+XXXX}, its position and what it is), or has no visible character
     */
    public static String check(String raw) {
        String name = trim(Normalizer.normalize(raw, Normalizer.Form.NFC));
        if (name.isEmpty()) {
            throw new SessionException(ErrorCode.BAD_NAME, "name: empty");
        }
        int[] chars = name.codePoints().toArray();
        if (chars.length > MAX_LENGTH) {
            throw new SessionException(ErrorCode.BAD_NAME, "name: " + chars.length + " characters, at most " + MAX_LENGTH);
        }
        boolean visible = false;
        for (int i = 0; i < chars.length; i++) {
            String refusal = refusal(chars, i);
            if (refusal != null) {
                throw new SessionException(ErrorCode.BAD_NAME, String.format("name: character %d is U+%04X, %s", i + 1, chars[i], refusal));
            }
            visible |= isVisible(chars[i]);
        }
        if (!visible) {
            throw new SessionException(ErrorCode.BAD_NAME, "name: no visible character (only spaces, marks or blank fillers)");
        }
        return name;
    }

    /** The text without white space and space separators at its ends. */
    private static String trim(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && isSpace(text.codePointAt(start))) {
            start += Character.charCount(text.codePointAt(start));
        }
        while (end > start && isSpace(text.codePointBefore(end))) {
            end -= Character.charCount(text.codePointBefore(end));
        }
        return text.substring(start, end);
    }

    private static boolean isSpace(int c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    /** Why the character at {@code i} is refused, in words, or {@code null} when it is allowed. */
    private static String refusal(int[] chars, int i) {
        int c = chars[i];
        switch (Character.getType(c)) {
            case Character.CONTROL:
                return "a control character";
            case Character.SURROGATE:
                return "half of a surrogate pair without its other half";
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
                return "a line or paragraph separator";
            case Character.FORMAT:
                if (c == ZERO_WIDTH_JOINER) {
                    return joins(chars, i) ? null : "a zero width joiner that does not stand between two characters";
                }
                return "an invisible formatting character";
            default:
                return null;
        }
    }

    /** Whether the zero width joiner at {@code i} stands between two characters that are neither joiners nor spaces. */
    private static boolean joins(int[] chars, int i) {
        return i > 0 && i < chars.length - 1 && chars[i - 1] != ZERO_WIDTH_JOINER && chars[i + 1] != ZERO_WIDTH_JOINER
                && !isSpace(chars[i - 1]) && !isSpace(chars[i + 1]);
    }

    private static boolean isVisible(int c) {
        if (isSpace(c) || c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800) {
            return false;
        }
        int type = Character.getType(c);
        return type != Character.NON_SPACING_MARK && type != Character.COMBINING_SPACING_MARK && type != Character.ENCLOSING_MARK
                && type != Character.FORMAT;
    }
}
