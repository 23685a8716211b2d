package io.abstractgames.core.record;

import io.abstractgames.core.Game;
import io.abstractgames.core.Outcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One game as a record: its tags ({@code Game}, {@code Start}, one per seat, {@code Result}, ...)
 * and its moves in move text, in the format of the package documentation.
 *
 * <p>Immutable. Built with {@link #builder(String)} or read by {@link GameRecords#parse(String)};
 * a parsed record remembers the line of each tag and move in the text it came from, so that
 * {@link Replay} names the line at fault. Two records are equal when their tags (in order) and
 * moves are equal; line numbers do not count.
 */
public final class GameRecord {

    /** The tag naming the game id, e.g. {@code [Game "konane"]}; required. */
    public static final String GAME = "Game";
    /** The tag holding the start position text; optional (default: the game's start). */
    public static final String START = "Start";
    /** The tag holding the result; required. */
    public static final String RESULT = "Result";
    /**
     * The tag holding the compact result token, e.g. {@code [Score "1-0"]} or
     * {@code [Score "1/3-1/3-1/3"]} ({@link io.abstractgames.core.Outcome#token(int)}); optional,
     * written by {@link Builder#outcome}, checked against {@value #RESULT} when present.
     */
    public static final String SCORE = "Score";
    /** The tag holding the game's number in a match, from 1; optional. */
    public static final String ROUND = "Round";
    /** The result of a game that did not end. */
    public static final String UNFINISHED = "*";

    private final List<Tag> tags;
    private final int[] tagLines;
    private final List<String> moves;
    private final int[] moveLines;
    private final int firstLine;

    /**
     * Creates a record; the caller has checked that the tags hold {@code Game} and {@code Result}
     * once each and that the moves are valid move lines.
     */
    GameRecord(List<Tag> tags, int[] tagLines, List<String> moves, int[] moveLines, int firstLine) {
        this.tags = List.copyOf(tags);
        this.tagLines = tagLines.clone();
        this.moves = List.copyOf(moves);
        this.moveLines = moveLines.clone();
        this.firstLine = firstLine;
    }

    /**
     * A builder for a record of a game.
     *
     * @param gameId the game id, e.g. {@code "bashni"}; becomes the first tag
     * @return a new builder
     * @throws IllegalArgumentException if the id is empty or holds a line break
     */
    public static Builder builder(String gameId) {
        return new Builder(gameId);
    }

    /**
     * The name of the tag that names a seat's player: the side's name, e.g. {@code "White"} or
     * {@code "Green"}, or {@code "PlayerN"} (N from 1) when the side's name is not a valid tag name.
     *
     * @param game the game
     * @param player the seat, 0 to {@code game.playerCount() - 1}
     * @return the tag name
     * @throws IllegalArgumentException if {@code player} is out of range
     */
    public static String seatTag(Game game, int player) {
        String side = game.sideName(player);
        return Tag.isName(side) ? side : "Player" + (player + 1);
    }

    /**
     * The game id.
     *
     * @return the value of the {@value #GAME} tag
     */
    public String gameId() {
        return tag(GAME).orElseThrow();
    }

    /**
     * The start position.
     *
     * @return the value of the {@value #START} tag, or empty for the game's start position
     */
    public Optional<String> startText() {
        return tag(START);
    }

    /**
     * The result as written.
     *
     * @return the value of the {@value #RESULT} tag, e.g. {@code "draw (move limit)"} or
     *     {@value #UNFINISHED} (see {@link ResultText})
     */
    public String result() {
        return tag(RESULT).orElseThrow();
    }

    /**
     * A tag's value.
     *
     * @param name the tag's name, e.g. {@code "White"}
     * @return its value, or empty when the record has no such tag
     */
    public Optional<String> tag(String name) {
        int i = indexOf(name);
        return i < 0 ? Optional.empty() : Optional.of(tags.get(i).value());
    }

    /**
     * Every tag, in order.
     *
     * @return an unmodifiable list
     */
    public List<Tag> tags() {
        return tags;
    }

    /**
     * The moves.
     *
     * @return an unmodifiable list of move texts, in the order played
     */
    public List<String> moves() {
        return moves;
    }

    /**
     * The line of the text this record was read from where it starts (its first tag).
     *
     * @return the line number from 1, or 0 for a record built in code
     */
    public int firstLine() {
        return firstLine;
    }

    /**
     * The line of a tag in the text this record was read from.
     *
     * @param name the tag's name
     * @return the line number from 1; 0 for a record built in code or a missing tag
     */
    public int tagLine(String name) {
        int i = indexOf(name);
        return i < 0 ? 0 : tagLines[i];
    }

    /**
     * The line of a move in the text this record was read from.
     *
     * @param index the move's index, 0 to {@code moves().size() - 1}
     * @return the line number from 1, or 0 for a record built in code
     * @throws IndexOutOfBoundsException if the index is out of range
     */
    public int moveLine(int index) {
        Objects.checkIndex(index, moves.size());
        return moveLines[index];
    }

    /**
     * The record as text: the tag lines, an empty line, the move lines, each line ended by a line
     * feed.
     *
     * @return the text; {@link GameRecords#parse(String)} of it gives an equal record
     */
    public String toText() {
        StringBuilder sb = new StringBuilder(64 + 12 * moves.size());
        for (Tag tag : tags) {
            sb.append(tag.toLine()).append('\n');
        }
        sb.append('\n');
        for (String move : moves) {
            sb.append(move).append('\n');
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameRecord r && r.tags.equals(tags) && r.moves.equals(moves);
    }

    @Override
    public int hashCode() {
        return tags.hashCode() * 31 + moves.hashCode();
    }

    @Override
    public String toString() {
        return toText();
    }

    private int indexOf(String name) {
        for (int i = 0; i < tags.size(); i++) {
            if (tags.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether a line can be a move line.
     *
     * @param text the stripped line
     * @return {@code true} when it is not empty, holds no white space and does not start with
     *     {@code [}
     */
    static boolean isMoveLine(String text) {
        return !text.isEmpty() && text.charAt(0) != '[' && text.chars().noneMatch(Character::isWhitespace);
    }

    /**
     * Builds a {@link GameRecord}. Tags keep the order in which they were first set; setting a tag
     * again replaces its value in place. Not thread-safe.
     */
    public static final class Builder {

        private final List<Tag> tags = new ArrayList<>();
        private final List<String> moves = new ArrayList<>();

        private Builder(String gameId) {
            if (gameId == null || gameId.isBlank()) {
                throw new IllegalArgumentException("game id is empty");
            }
            tag(GAME, gameId);
        }

        /**
         * Sets a tag.
         *
         * @param name the tag's name, e.g. {@code "Black"}
         * @param value its value
         * @return this builder
         * @throws IllegalArgumentException if the name is not a valid tag name or the value holds a
         *     line break
         */
        public Builder tag(String name, String value) {
            Tag tag = new Tag(name, value);
            for (int i = 0; i < tags.size(); i++) {
                if (tags.get(i).name().equals(name)) {
                    tags.set(i, tag);
                    return this;
                }
            }
            tags.add(tag);
            return this;
        }

        /**
         * Sets the {@value GameRecord#START} tag.
         *
         * @param positionText the position text the game starts from
         * @return this builder
         */
        public Builder start(String positionText) {
            return tag(START, positionText);
        }

        /**
         * Sets the {@value GameRecord#RESULT} tag.
         *
         * @param result {@value GameRecord#UNFINISHED} or an outcome as {@link ResultText}
         *     formats it
         * @return this builder
         */
        public Builder result(String result) {
            return tag(RESULT, result);
        }

        /**
         * Sets the {@value GameRecord#RESULT} tag to the outcome's text ({@link ResultText}) and
         * the {@value GameRecord#SCORE} tag to its token ({@link Outcome#token(int)}).
         *
         * @param game the game, for the side names and the number of seats
         * @param outcome the outcome, {@link Outcome#ONGOING} for a game that did not end
         * @return this builder
         */
        public Builder outcome(Game game, Outcome outcome) {
            result(ResultText.format(game, outcome));
            return tag(SCORE, outcome.token(game.playerCount()));
        }

        /**
         * Appends a move.
         *
         * @param moveText the move in the game's move text
         * @return this builder
         * @throws IllegalArgumentException if the text is empty, holds white space or starts with
         *     {@code [}
         */
        public Builder move(String moveText) {
            if (moveText == null || !isMoveLine(moveText)) {
                throw new IllegalArgumentException("move text '" + moveText
                        + "': expected a non-empty text without white space, not starting with [");
            }
            moves.add(moveText);
            return this;
        }

        /**
         * Builds the record; a missing {@value GameRecord#RESULT} tag is added last as
         * {@value GameRecord#UNFINISHED}.
         *
         * @return the record, without line numbers
         */
        public GameRecord build() {
            List<Tag> all = new ArrayList<>(tags);
            if (all.stream().noneMatch(t -> t.name().equals(RESULT))) {
                all.add(new Tag(RESULT, UNFINISHED));
            }
            int[] moveLines = new int[moves.size()];
            Arrays.fill(moveLines, 0);
            return new GameRecord(all, new int[all.size()], moves, moveLines, 0);
        }
    }
}
