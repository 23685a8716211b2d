package io.abstractgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Game;
import io.abstractgames.core.Move;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The contract every implementation of the common API satisfies, as jqwik properties over positions
 * from random legal play ({@link RandomPlay}).
 *
 * <p>Subclass it in a test tree and name the game; add the symmetries that hold for the game. The
 * properties:
 *
 * <ul>
 *   <li>make/unmake restores the position text and the key, for every legal move of every position
 *       on the way;
 *   <li>the incremental key equals the key computed from scratch after every move and null move;
 *   <li>divide sums to perft, and perft with bulk counting equals perft with make/unmake;
 *   <li>position text round-trips (format, parse, format) with an equal key, and move text
 *       round-trips to the same code;
 *   <li>white space is ASCII white space only, the same at the ends of a text and between its
 *       fields ({@link io.abstractgames.core.TextFields#isWhiteSpace}): other Unicode spaces
 *       around or between the fields of the start text, or around move text, are refused;
 *   <li>a finished position has no moves and a running one has at least one, and the outcome says
 *       the same;
 *   <li>no move appears twice, generation is deterministic and {@link Position#copy()} is
 *       independent of the original;
 *   <li>{@link Position#randomMove} gives the listed move at the index it draws, with one
 *       {@code nextInt(n)} over the n moves, and {@link io.abstractgames.core.Moves#NONE} without a
 *       draw when the game is over;
 *   <li>each symmetry of {@link #symmetries()} keeps perft;
 *   <li>positions compare by their state ({@link Position}, "Equality"): the parse of a
 *       position's text and its copy equal it with the same hash code, a move makes it unequal,
 *       taking the move back makes it equal again;
 *   <li>{@link Position#history()} lists the moves played, {@link Position#undo()} takes back and
 *       returns the last one, and {@link Position#play(long)} plays legal codes and rejects the
 *       others with {@link IllegalArgumentException}, leaving the position unchanged.
 *   <li>{@link Position#remainingPlyBound()} is 0 exactly when the game is over and, unless it is
 *       {@link Integer#MAX_VALUE} (no bound known), drops by at least one with every move, so that it
 *       bounds the plies left.
 * </ul>
 */
public abstract class GameContract {

    /** Creates the contract. */
    protected GameContract() {}

    /**
     * The game under test.
     *
     * @return the game
     */
    protected abstract Game game();

    /**
     * Symmetries of the game: each maps a position text to the text of a position that has the same
     * perft at every depth (a mirror with colours swapped, a rotation with colours relabelled).
     *
     * @return the symmetries; none by default
     */
    protected List<UnaryOperator<String>> symmetries() {
        return List.of();
    }

    /**
     * The longest random game the properties play.
     *
     * @return the bound in plies; 200 by default
     */
    protected int maxPlies() {
        return 200;
    }

    /**
     * The white space the game's position text accepts around and between its fields. Most games
     * accept every ASCII white-space character ({@code docs/rules/common.md}, "Canonical text");
     * a game whose rules allow only the space (Lasca, {@code docs/rules/lasca.md}, "Position
     * text") returns {@code " "}, and the contract then checks that the other ASCII white-space
     * characters are rejected.
     *
     * @return the accepted characters, the space among them; by default the six ASCII ones (space,
     *     tab, line feed, vertical tab, form feed, carriage return)
     */
    protected String positionWhiteSpace() {
        return " \t\n\u000B\f\r";
    }

    /**
     * The perft depth of the divide and symmetry properties.
     *
     * @return the depth in plies; 2 by default
     */
    protected int perftDepth() {
        return 2;
    }

    @Provide
    Arbitrary<List<Integer>> games() {
        return RandomPlay.choices(maxPlies());
    }

    @Property(tries = 40)
    void makeUnmakeRestoresTextAndKey(@ForAll("games") List<Integer> choices) {
        Position position = game().newStartPosition();
        MoveList moves = new MoveList();
        for (int choice : choices) {
            String text = position.toText();
            long key = position.key();
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            for (int i = 0; i < moves.size(); i++) {
                String move = position.moveText(moves.get(i));
                position.makeMove(moves.get(i));
                position.unmakeMove();
                assertEquals(key, position.key(), () -> "key after make/unmake of " + move + " in " + text);
            }
            assertEquals(text, position.toText(), "text after make/unmake of every move");
            position.makeMove(RandomPlay.choose(position, moves, choice));
        }
        int depth = position.undoDepth();
        for (int i = 0; i < depth; i++) {
            position.unmakeMove();
        }
        assertEquals(game().startText(), position.toText(), "taking back the whole game");
    }

    @Property(tries = 60)
    void incrementalKeyEqualsComputedKey(@ForAll("games") List<Integer> choices) {
        Position position = game().newStartPosition();
        MoveList moves = new MoveList();
        assertEquals(position.computeKey(), position.key(), "start position");
        for (int choice : choices) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            long move = RandomPlay.choose(position, moves, choice);
            String text = position.moveText(move);
            position.makeMove(move);
            assertEquals(position.computeKey(), position.key(), () -> "after " + text + ": " + position.toText());
            if (!position.isOver()) {
                int side = position.sideToMove();
                position.makeNullMove();
                assertEquals((side + 1) % game().playerCount(), position.sideToMove(), "side to move after the null move");
                assertEquals(position.computeKey(), position.key(), () -> "after a null move: " + position.toText());
                position.unmakeMove();
                assertEquals(side, position.sideToMove(), "side to move after taking back the null move");
            }
        }
    }

    @Property(tries = 30)
    void divideSumsToPerft(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        long sum = Perft.divide(position, perftDepth()).stream().mapToLong(Perft.DivideEntry::nodes).sum();
        assertEquals(Perft.perft(position, perftDepth(), true), sum, () -> "divide of " + position.toText());
        assertEquals(Perft.perft(position, perftDepth(), false), sum, () -> "perft without bulk counting of " + position.toText());
    }

    @Property(tries = 60)
    void textRoundTrips(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        String text = position.toText();
        Position parsed = game().parsePosition(text);
        assertEquals(text, parsed.toText(), "format, parse, format");
        assertEquals(position.key(), parsed.key(), () -> "key of the parsed position " + text);
        assertEquals(position.outcome(), parsed.outcome(), () -> "outcome of the parsed position " + text);
        assertEquals(position.sideToMove(), parsed.sideToMove(), "side to move");
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            long move = moves.get(i);
            String moveText = position.moveText(move);
            assertEquals(move, position.parseMove(moveText), () -> "move text " + moveText + " in " + text);
            assertEquals(move, position.parseMove(" " + moveText + "\t"),
                    () -> "move text " + moveText + " with white space around it in " + text);
            assertTrue(game().isMoveTextSyntax(moveText), () -> "the syntax of move text " + moveText);
        }
    }

    /** Characters that Unicode or {@link Character#isWhitespace} counts as spaces but the text formats do not. */
    private static final String[] NOT_WHITE_SPACE = {"\u00A0", "\u2003", "\u3000", "\u2028", "\u0085", "\u001F"};

    @Example
    void whiteSpaceIsTheSameAsciiKindAtTheEndsAndBetweenFields() {
        String start = game().startText();
        Position position = game().newStartPosition();
        String moveText = position.legalMoves().get(0).text();
        String ascii = " \t\n\u000B\f\r";
        String accepted = positionWhiteSpace();
        assertEquals(start, game().parsePosition(accepted + start.replace(" ", accepted) + accepted).toText(),
                "the accepted white space around and between the fields");
        for (char c : ascii.toCharArray()) {
            if (accepted.indexOf(c) < 0) {
                String code = String.format(java.util.Locale.ROOT, "U+%04X", (int) c);
                assertThrows(NotationException.class, () -> game().parsePosition(start.replace(" ", " " + c)),
                        () -> code + " between the fields of the start text, which the game does not accept");
            }
        }
        assertEquals(moveText, position.moveText(position.parseMove(ascii + moveText + ascii)),
                "ASCII white space around move text");
        for (String other : NOT_WHITE_SPACE) {
            String code = String.format(java.util.Locale.ROOT, "U+%04X", (int) other.charAt(0));
            assertThrows(NotationException.class, () -> game().parsePosition(other + start + other),
                    () -> code + " around the start text");
            assertThrows(NotationException.class, () -> game().parsePosition(start.replace(" ", other)),
                    () -> code + " in place of the spaces of the start text");
            assertThrows(NotationException.class, () -> position.parseMove(other + moveText + other),
                    () -> code + " around move text " + moveText);
            assertThrows(NotationException.class, () -> position.parseMove(other),
                    () -> code + " alone as move text");
        }
    }

    @Example
    void noMoveTextIsAnErrorNamingTheMoveText() {
        Position position = game().newStartPosition();
        assertFalse(game().isMoveTextSyntax(null), "null is not move text");
        assertFalse(game().isMoveTextSyntax(""), "the empty text is not move text");
        for (String none : new String[] {null, "", "  "}) {
            NotationException e = assertThrows(NotationException.class, () -> position.parseMove(none),
                    () -> "move text " + (none == null ? "null" : "'" + none + "'"));
            assertTrue(e.getMessage().startsWith("move text"), e.getMessage());
        }
    }

    @Property(tries = 60)
    void finishedExactlyWhenNoMoves(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        assertEquals(position.isOver(), moves.isEmpty(), () -> "moves exist exactly while the game runs: " + position.toText());
        assertEquals(position.isOver(), position.outcome().isOver(), "isOver agrees with the outcome");
        assertEquals(moves.size(), position.countMoves(new MoveList()), "countMoves agrees with generateMoves");
    }

    @Property(tries = 60)
    void randomMoveIsTheGeneratedMoveAtTheDrawnIndex(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        String text = position.toText();
        if (moves.isEmpty()) {
            FixedDraw draw = new FixedDraw(0);
            assertEquals(Moves.NONE, position.randomMove(draw, new MoveList()), () -> "a random move when the game is over: " + text);
            assertEquals(0, draw.draws(), "nothing is drawn when the game is over");
        }
        for (int i = 0; i < moves.size(); i++) {
            FixedDraw draw = new FixedDraw(i);
            int index = i;
            assertEquals(moves.get(i), position.randomMove(draw, new MoveList()), () -> "the draw " + index + " in " + text);
            assertEquals(1, draw.draws(), "one draw per random move");
            assertEquals(moves.size(), draw.lastBound(), "the draw's bound is the number of moves");
        }
        assertEquals(text, position.toText(), "a random move leaves the position as it was");
    }

    @Property(tries = 60)
    void movesAreDistinctDeterministicAndCopiesIndependent(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        Set<Long> seen = new HashSet<>();
        Set<String> texts = new HashSet<>();
        for (int i = 0; i < moves.size(); i++) {
            assertNotEquals(0L, moves.get(i), "move code 0 is reserved for no move");
            assertTrue(moves.get(i) > 0, "move codes are positive");
            assertTrue(seen.add(moves.get(i)), "a move code appears twice");
            assertTrue(texts.add(position.moveText(moves.get(i))), "a move text appears twice");
        }
        MoveList again = new MoveList();
        Position copy = position.copy();
        copy.generateMoves(again);
        assertEquals(moves.size(), again.size(), "number of moves in a copy");
        for (int i = 0; i < moves.size(); i++) {
            assertEquals(moves.get(i), again.get(i), "generation order differs in a copy");
        }
        if (!moves.isEmpty()) {
            String text = position.toText();
            long key = position.key();
            copy.makeMove(again.get(0));
            assertEquals(text, position.toText(), "a move on the copy changed the original");
            assertEquals(key, position.key(), "a move on the copy changed the original's key");
        }
    }

    @Property(tries = 60)
    void positionsCompareByTheirState(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        String text = position.toText();
        Position parsed = game().parsePosition(text);
        Position copy = position.copy();
        assertEquals(position, parsed, () -> "the parse of " + text);
        assertEquals(position.hashCode(), parsed.hashCode(), () -> "hash code of the parse of " + text);
        assertEquals(position, copy, () -> "a copy of " + text);
        assertEquals(position.hashCode(), copy.hashCode(), () -> "hash code of a copy of " + text);
        assertEquals(copy, position, "equality is symmetric");
        assertNotEquals(position, text, "a position never equals its text");
        if (!position.isOver()) {
            MoveList moves = new MoveList();
            position.generateMoves(moves);
            long move = moves.get(moves.size() - 1);
            position.makeMove(move);
            assertNotEquals(copy, position, () -> "after " + copy.moveText(move) + " in " + text);
            position.unmakeMove();
            assertEquals(copy, position, () -> "after taking back " + copy.moveText(move) + " in " + text);
            assertEquals(copy.hashCode(), position.hashCode(), "hash code after taking the move back");
        }
    }

    @Property(tries = 40)
    void historyListsTheMovesPlayedAndUndoTakesThemBack(@ForAll("games") List<Integer> choices) {
        Position position = game().newStartPosition();
        MoveList moves = new MoveList();
        List<Move> played = new ArrayList<>();
        for (int choice : choices) {
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            long code = RandomPlay.choose(position, moves, choice);
            String text = position.moveText(code);
            assertEquals(new Move(code, text), position.play(code), "play(long) returns the move it played");
            played.add(new Move(code, text));
        }
        String text = position.toText();
        long key = position.key();
        assertEquals(played, position.history(), "history of the game played");
        assertEquals(text, position.toText(), "history() leaves the position as it was");
        assertEquals(key, position.key(), "history() leaves the key as it was");
        assertEquals(List.of(), game().parsePosition(text).history(), "history of a parsed position");
        for (int i = played.size() - 1; i >= 0; i--) {
            assertEquals(played.get(i), position.undo(), "undo() returns the last move");
        }
        assertEquals(game().startText(), position.toText(), "undoing the whole game");
        assertThrows(IllegalStateException.class, position::undo, "undo() with nothing to take back");
    }

    @Property(tries = 60)
    void playRejectsACodeThatIsNotLegalHere(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        long illegal = 1;
        while (moves.contains(illegal)) {
            illegal++;
        }
        String text = position.toText();
        int depth = position.undoDepth();
        for (long code : new long[] {illegal, 0, -1, Long.MAX_VALUE, Long.MIN_VALUE}) {
            if (!moves.contains(code)) {
                assertThrows(IllegalArgumentException.class, () -> position.play(code),
                        () -> "play(0x" + Long.toHexString(code) + ") in " + text);
            }
        }
        assertEquals(text, position.toText(), "a rejected code leaves the position as it was");
        assertEquals(depth, position.undoDepth(), "a rejected code is not on the undo stack");
    }

    @Property(tries = 30)
    void symmetriesKeepPerft(@ForAll("games") List<Integer> choices) {
        Position position = RandomPlay.play(game(), choices);
        long expected = Perft.perft(position, perftDepth());
        for (UnaryOperator<String> symmetry : symmetries()) {
            String image = symmetry.apply(position.toText());
            assertEquals(expected, Perft.perft(game().parsePosition(image), perftDepth()),
                    () -> "perft of " + position.toText() + " and of its image " + image);
        }
    }

    @Property(tries = 40)
    void remainingPlyBoundHoldsAlongAGame(@ForAll("games") List<Integer> choices) {
        Position position = game().newStartPosition();
        MoveList moves = new MoveList();
        for (int choice : choices) {
            int bound = position.remainingPlyBound();
            assertEquals(position.isOver(), bound == 0, () -> "bound " + bound + " of " + position.toText());
            position.generateMoves(moves);
            if (moves.isEmpty()) {
                break;
            }
            position.makeMove(RandomPlay.choose(position, moves, choice));
            int after = position.remainingPlyBound();
            assertTrue(after < bound || bound == Integer.MAX_VALUE, () -> "bound " + after + " after a move from a bound of " + bound + ": "
                    + position.toText());
        }
    }
}
