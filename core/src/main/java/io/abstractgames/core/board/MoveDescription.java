package io.abstractgames.core.board;

import java.util.List;
import java.util.Objects;

/**
 * What one legal move does on the board, for drawing it and naming it in words.
 *
 * <p>Point fields use the point indices of the game's {@link Layout}; {@link #NO_POINT} where a
 * move has no such point (a pass).
 *
 * @param code the move's code, as {@code Position.generateMoves} gives it and
 *     {@code Position.makeMove} takes it
 * @param text the move's text in the game's notation (absolute names)
 * @param kind what sort of move it is
 * @param seat the player who makes it
 * @param from the point the moving piece leaves; for a removal the point emptied;
 *     {@link #NO_POINT} for a pass
 * @param to the point where the moving piece ends; for a removal the point emptied (equal to
 *     {@code from}); {@link #NO_POINT} for a pass. A Bashni capture may end where it started.
 * @param path the points the piece occupies in order: {@code from}, then every landing point, the
 *     last being {@code to} (a step: {@code [from, to]}; a Bashni capture: every landing; a Diamond
 *     jump sequence: the path with the fewest jumps, ties broken by the direction order of the
 *     game's board model). A removal: {@code [from]}; a pass: empty.
 * @param captured the points whose piece the move captures, jumps over or removes, in the order
 *     passed: the Bashni columns whose top piece is taken, the Kōnane stones jumped, the
 *     Breakthrough piece on {@code to}, the Diamond pieces jumped over (not captured: Diamond
 *     captures nothing), the Kōnane stone removed; empty for a step or pass
 * @param jumps the number of jumps or capture legs, {@code path().size() - 1} for a {@link MoveKind#JUMP}
 *     and for a Kōnane or Bashni {@link MoveKind#CAPTURE} (a Diamond king's jump over several
 *     pieces counts as one); 0 for other moves (a Breakthrough capture included)
 */
public record MoveDescription(
        long code,
        String text,
        MoveKind kind,
        int seat,
        int from,
        int to,
        List<Integer> path,
        List<Integer> captured,
        int jumps) {

    /** The value of {@link #from()} and {@link #to()} for a move without such a point. */
    public static final int NO_POINT = -1;

    /**
     * Checks and copies the fields.
     *
     * @param code the move's code, as {@code Position.generateMoves} gives it and
     *     {@code Position.makeMove} takes it
     * @param text the move's text in the game's notation (absolute names)
     * @param kind what sort of move it is
     * @param seat the player who makes it
     * @param from the point the moving piece leaves; for a removal the point emptied;
     *     {@link #NO_POINT} for a pass
     * @param to the point where the moving piece ends; for a removal the point emptied (equal to
     *     {@code from}); {@link #NO_POINT} for a pass. A Bashni capture may end where it started.
     * @param path the points the piece occupies in order: {@code from}, then every landing point, the
     *     last being {@code to} (a step: {@code [from, to]}; a Bashni capture: every landing; a Diamond
     *     jump sequence: the path with the fewest jumps, ties broken by the direction order of the
     *     game's board model). A removal: {@code [from]}; a pass: empty.
     * @param captured the points whose piece the move captures, jumps over or removes, in the order
     *     passed: the Bashni columns whose top piece is taken, the Kōnane stones jumped, the
     *     Breakthrough piece on {@code to}, the Diamond pieces jumped over (not captured: Diamond
     *     captures nothing), the Kōnane stone removed; empty for a step or pass
     * @param jumps the number of jumps or capture legs, {@code path().size() - 1} for a {@link MoveKind#JUMP}
     *     and for a Kōnane or Bashni {@link MoveKind#CAPTURE} (a Diamond king's jump over several
     *     pieces counts as one); 0 for other moves (a Breakthrough capture included)
     * @throws IllegalArgumentException if the text is empty, the seat or jumps is negative, or the
     *     path does not start at {@code from} and end at {@code to} (empty for a pass)
     * @throws NullPointerException if a field or element is null
     */
    public MoveDescription {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        path = List.copyOf(path);
        captured = List.copyOf(captured);
        if (text.isEmpty()) {
            throw new IllegalArgumentException("move " + code + ": empty text");
        }
        if (seat < 0 || jumps < 0) {
            throw new IllegalArgumentException("move " + text + ": seat " + seat + ", jumps " + jumps + ", expected >= 0");
        }
        if (kind == MoveKind.PASS) {
            if (!path.isEmpty() || from != NO_POINT || to != NO_POINT) {
                throw new IllegalArgumentException("pass " + text + " with points");
            }
        } else if (path.isEmpty() || path.get(0) != from || path.get(path.size() - 1) != to) {
            throw new IllegalArgumentException("move " + text + ": path " + path + " does not run from " + from + " to " + to);
        }
    }

    /**
     * Whether the move is the pass.
     *
     * @return {@code kind() == MoveKind.PASS}
     */
    public boolean isPass() {
        return kind == MoveKind.PASS;
    }
}
