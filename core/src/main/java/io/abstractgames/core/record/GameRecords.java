package io.abstractgames.core.record;

import io.abstractgames.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reading and writing texts of one or more {@link GameRecord}s (the format of the package
 * documentation). Pure text, no I/O.
 */
public final class GameRecords {

    private static final String PREFIX = "game record";

    private GameRecords() {}

    /**
     * Reads every record of a text. Only the syntax is checked here (tags, lines, required tags);
     * {@link Replay} checks the game, the start, the moves and the result.
     *
     * @param text the text of one or more records
     * @return the records in text order, at least one, each with the line numbers of its tags and
     *     moves
     * @throws NotationException if the text is empty or not a sequence of records; the message
     *     names the line, e.g. {@code "game record, line 4: tag Result given twice (first on line
     *     2)"}
     */
    public static List<GameRecord> parse(String text) {
        if (text == null || text.isBlank()) {
            throw new NotationException(PREFIX + ": empty");
        }
        String[] lines = text.split("\r?\n", -1);
        List<GameRecord> records = new ArrayList<>();
        Pending pending = null;
        boolean gap = false;
        for (int i = 0; i < lines.length; i++) {
            int number = i + 1;
            String line = lines[i].strip();
            if (line.isEmpty()) {
                gap = true;
                continue;
            }
            boolean afterGap = gap;
            gap = false;
            if (line.charAt(0) == '[') {
                if (pending == null || !pending.moves.isEmpty() || afterGap) {
                    if (pending != null) {
                        records.add(pending.finish());
                    }
                    pending = new Pending(number);
                }
                pending.addTag(parseTag(line, number), number);
            } else {
                if (pending == null) {
                    throw error(number, "'" + line + "' before any tag, expected a tag line such as [Game \"konane\"]");
                }
                if (!GameRecord.isMoveLine(line)) {
                    throw error(number, "'" + line + "': one move per line, without spaces");
                }
                pending.moves.add(line);
                pending.moveLines.add(number);
            }
        }
        records.add(pending.finish());
        return List.copyOf(records);
    }

    /**
     * Reads a text that holds exactly one record.
     *
     * @param text the record's text
     * @return the record
     * @throws NotationException if the text is not one record; the message names the line (for a
     *     second record, the line where it starts)
     */
    public static GameRecord parseOne(String text) {
        List<GameRecord> records = parse(text);
        if (records.size() > 1) {
            throw error(records.get(1).firstLine(), "a second record, expected one");
        }
        return records.get(0);
    }

    /**
     * Writes records: each as {@link GameRecord#toText()}, separated by an empty line.
     *
     * @param records the records
     * @return the text; {@link #parse(String)} of it gives equal records
     */
    public static String format(List<GameRecord> records) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord record : records) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(record.toText());
        }
        return sb.toString();
    }

    /**
     * The exception for a fault on a line.
     *
     * @param line the line number from 1 (0 for a record built in code: no line named)
     * @param what what is wrong
     * @return the exception, message {@code "game record, line N: what"}
     */
    static NotationException error(int line, String what) {
        return new NotationException(line > 0 ? PREFIX + ", line " + line + ": " + what : PREFIX + ": " + what);
    }

    /** Reads one tag line, already stripped and starting with {@code [}. */
    private static Tag parseTag(String line, int number) {
        String expected = ", expected [Name \"value\"]";
        if (line.length() < 2 || line.charAt(line.length() - 1) != ']') {
            throw error(number, "tag line does not end with ]" + expected);
        }
        String inner = line.substring(1, line.length() - 1);
        int space = 0;
        while (space < inner.length() && !Character.isWhitespace(inner.charAt(space)) && inner.charAt(space) != '"') {
            space++;
        }
        String name = inner.substring(0, space);
        if (!Tag.isName(name)) {
            throw error(number, "tag name '" + name + "', expected a letter followed by letters, digits or _");
        }
        String rest = inner.substring(space).stripLeading();
        if (rest.length() == inner.length() - space && !rest.isEmpty()) {
            throw error(number, "tag " + name + ": no space between the name and the value" + expected);
        }
        if (rest.isEmpty() || rest.charAt(0) != '"') {
            throw error(number, "tag " + name + ": the value is not in double quotes" + expected);
        }
        StringBuilder value = new StringBuilder(rest.length());
        int i = 1;
        boolean closed = false;
        while (i < rest.length()) {
            char c = rest.charAt(i++);
            if (c == '"') {
                closed = true;
                break;
            }
            if (c == '\\') {
                char next = i < rest.length() ? rest.charAt(i++) : ' ';
                if (next != '"' && next != '\\') {
                    throw error(number, "tag " + name + ": unknown escape in the value, expected \\\" or \\\\");
                }
                value.append(next);
            } else {
                value.append(c);
            }
        }
        if (!closed) {
            throw error(number, "tag " + name + ": the value has no closing quote" + expected);
        }
        if (i < rest.length()) {
            throw error(number, "tag " + name + ": '" + rest.substring(i) + "' after the value" + expected);
        }
        return new Tag(name, value.toString());
    }

    /** A record being read. */
    private static final class Pending {
        final int firstLine;
        final List<Tag> tags = new ArrayList<>();
        final List<Integer> tagLines = new ArrayList<>();
        final List<String> moves = new ArrayList<>();
        final List<Integer> moveLines = new ArrayList<>();

        Pending(int firstLine) {
            this.firstLine = firstLine;
        }

        void addTag(Tag tag, int line) {
            for (int i = 0; i < tags.size(); i++) {
                if (tags.get(i).name().equals(tag.name())) {
                    throw error(line, "tag " + tag.name() + " given twice (first on line " + tagLines.get(i) + ")");
                }
            }
            tags.add(tag);
            tagLines.add(line);
        }

        GameRecord finish() {
            require(GameRecord.GAME);
            require(GameRecord.RESULT);
            for (int i = 0; i < tags.size(); i++) {
                if (tags.get(i).name().equals(GameRecord.GAME) && tags.get(i).value().isBlank()) {
                    throw error(tagLines.get(i), "the Game tag is empty, expected a game id");
                }
            }
            return new GameRecord(tags, tagLines.stream().mapToInt(Integer::intValue).toArray(), moves,
                    moveLines.stream().mapToInt(Integer::intValue).toArray(), firstLine);
        }

        private void require(String name) {
            if (tags.stream().noneMatch(t -> t.name().equals(name))) {
                throw error(firstLine, "the record has no " + name + " tag");
            }
        }
    }
}
