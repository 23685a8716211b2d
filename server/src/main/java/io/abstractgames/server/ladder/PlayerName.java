package io.abstractgames.server.ladder;

import io.abstractgames.server.session.ErrorCode;
import io.abstractgames.server.session.SessionException;
import java.text.Normalizer;

/**
 * The name a player gives a finished run for the best runs: trimmed of white space at both ends,
 * in Unicode normal form C, 1 to {@value #MAX_LENGTH} characters (code points), with no control
 * character, line or paragraph separator, unpaired surrogate, or bidirectional embedding, override
 * or isolate (which would reorder the text shown around the name). Any other text is allowed: the
 * clients show names as text, never as markup.
 */
public final class PlayerName {

    /** The longest name, in Unicode code points after trimming. */
    public static final int MAX_LENGTH = 32;

    private PlayerName() {}

    /**
     * Checks a name and returns it as kept.
     *
     * @param raw the name as typed
     * @return the name trimmed and normalised (NFC)
     * @throws SessionException {@code bad_name} when it is empty after trimming, longer than
     *     {@value #MAX_LENGTH} characters, or holds a refused character (the message names the
     *     first one as {@code U+XXXX} and its position)
     */
    public static String check(String raw) {
        String name = Normalizer.normalize(raw.strip(), Normalizer.Form.NFC);
        if (name.isEmpty()) {
            throw new SessionException(ErrorCode.BAD_NAME, "name: empty");
        }
        int length = name.codePointCount(0, name.length());
        if (length > MAX_LENGTH) {
            throw new SessionException(ErrorCode.BAD_NAME, "name: " + length + " characters, at most " + MAX_LENGTH);
        }
        int position = 0;
        for (int i = 0; i < name.length(); i += Character.charCount(name.codePointAt(i))) {
            int c = name.codePointAt(i);
            position++;
            if (refused(c)) {
                throw new SessionException(ErrorCode.BAD_NAME,
                        String.format("name: character %d is U+%04X, a control or formatting character", position, c));
            }
        }
        return name;
    }

    private static boolean refused(int c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.SURROGATE || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)
                || c == 0x200E || c == 0x200F || c == 0x061C;
    }
}
