package io.abstractgames.core;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * A mutable game position: the board, the side to move, the counters that the rules need, and an
 * undo stack of the moves made on it.
 *
 * <h2>Moves</h2>
 * A move is a {@code long} (see {@link Moves}): non-zero, with a layout that each game documents in
 * its move codec. Two legal moves of one position are the same move exactly when their codes are
 * equal, so a transposition table or a killer slot can store a code and recognise it later with
 * {@link MoveList#contains(long)}. Codes are only meaningful for the position they were generated
 * in.
 *
 * <h2>Hot path</h2>
 * {@link #generateMoves(MoveList)}, {@link #makeMove(long)}, {@link #unmakeMove()} and
 * {@link #key()} allocate nothing once the caller's move list and the position's internal undo
 * stack have grown to the depth in use. Positions are not thread-safe; use {@link #copy()} to hand
 * one to another thread.
 *
 * <h2>Game over</h2>
 * A finished position ({@link #isOver()}) has no legal moves, and a running one has at least one
 * (a pass, where the game has passes). See {@code docs/rules/common.md}, "Perft" and "Results".
 *
 * <h2>Equality</h2>
 * Two positions are {@linkplain Object#equals(Object) equal} when they are of the same game and
 * their current game state is the same: the state their canonical {@link #toText()} shows (board,
 * side to move, counters). The undo stack and {@link #history()} do not count, so a parsed
 * position equals the position whose text was parsed, and a {@link #copy()} equals its original.
 * Like a {@link java.util.List}, a position compares by its state at the time of the comparison:
 * after a move it no longer equals a copy taken before, and after the move is taken back it does
 * again. {@link Object#hashCode()} is consistent with equality (positions of this project hash by their
 * key). Do not change a position while it is a key of a hash map or an element of a set.
 * Implementations get both from {@link AbstractPosition}.
 *
 * <h2>History</h2>
 * A position remembers the moves made on it since it was created, parsed or copied (its undo
 * stack): {@link #history()} lists them, {@link #undo()} takes back the last one and says which it
 * was, {@link #play(long)} and {@link #play(String)} check a move before making it. These are the
 * API edge (they allocate); search uses {@link #makeMove(long)} and {@link #unmakeMove()}.
 */
public interface Position {

    /**
     * The game this position belongs to.
     *
     * @return the game
     */
    Game game();

    /**
     * The player to move.
     *
     * @return the player, 0 to {@code game().playerCount() - 1}
     */
    int sideToMove();

    /**
     * Clears {@code moves} and adds every legal move of this position to it, each once, in a
     * deterministic order. Adds nothing when the game is over.
     *
     * @param moves the caller's reusable list; it grows if needed
     */
    void generateMoves(MoveList moves);

    /**
     * The number of legal moves, as {@code generateMoves} would give. Perft calls this at its last
     * ply (bulk counting); a game may override it with a faster count, which must agree.
     *
     * @param scratch a reusable list the default implementation generates into
     * @return the number of legal moves, 0 when the game is over
     */
    default int countMoves(MoveList scratch) {
        generateMoves(scratch);
        return scratch.size();
    }

    /**
     * A legal move drawn uniformly at random: the move {@code generateMoves} would list at index
     * {@code random.nextInt(n)}, {@code n} being the number of legal moves, with exactly that one
     * draw from {@code random}. So a random playout gives the same game through this method as
     * through {@code generateMoves} and {@link MoveList#get(int)}. Random playouts call it; a game
     * may override it with a way that does not list every move, which must agree.
     *
     * @param random the source of the one draw; nothing is drawn when the game is over
     * @param scratch a reusable list the default implementation generates into
     * @return the move, or {@link Moves#NONE} when the game is over
     */
    default long randomMove(RandomGenerator random, MoveList scratch) {
        generateMoves(scratch);
        int n = scratch.size();
        return n == 0 ? Moves.NONE : scratch.get(random.nextInt(n));
    }

    /**
     * Plays a move and pushes what is needed to take it back.
     *
     * @param move a move generated for this very position (not checked on the hot path beyond
     *     {@code assert}; use {@link #parseMove(String)} for untrusted input). A finished position
     *     has no legal moves, so calling this on one is a programming error whose effect is
     *     undefined.
     */
    void makeMove(long move);

    /**
     * Takes back the last move or null move made with {@link #makeMove(long)} or
     * {@link #makeNullMove()}, restoring the position and its key exactly.
     *
     * @throws IllegalStateException if nothing is left to take back
     */
    void unmakeMove();

    /**
     * Search only: hands the turn to the next player without moving (the null move). It is not a
     * legal move and never appears in a move list. It changes the side to move and the side-to-move
     * part of the key and nothing else: no counter advances, and the outcome is the one computed
     * for the new side to move. Take it back with {@link #unmakeMove()}.
     *
     * @throws IllegalStateException if the game is over
     */
    void makeNullMove();

    /**
     * The number of moves (and null moves) on the undo stack, i.e. how many times
     * {@link #unmakeMove()} can be called.
     *
     * @return the undo depth, 0 for a freshly parsed position
     */
    int undoDepth();

    /**
     * A move on the undo stack.
     *
     * <p>The positions of this project's games implement it ({@link AbstractPosition} requires it);
     * the default, for positions that do not keep their moves, throws
     * {@link UnsupportedOperationException}.
     *
     * @param index the stack index, 0 (the first move made since the position was created, parsed
     *     or copied) to {@code undoDepth() - 1} (the last)
     * @return the move's code, or {@link Moves#NONE} for a null move ({@link #makeNullMove()})
     * @throws IndexOutOfBoundsException if {@code index} is out of range
     * @throws UnsupportedOperationException if this position does not keep its moves
     */
    default long moveAt(int index) {
        throw new UnsupportedOperationException(getClass().getName() + " does not keep its moves");
    }

    /**
     * The 64-bit Zobrist key of this position, updated incrementally. It covers the board, the side
     * to move and the counters the game's package documentation names. A counter that can change
     * the legal moves or the outcome should enter the key; where a game leaves one out (to let
     * transpositions of different lengths meet), its documentation says so, and a transposition
     * table may then mix positions that differ only near that counter's limit.
     *
     * @return the key
     */
    long key();

    /**
     * The Zobrist key computed from scratch; equal to {@link #key()} in every reachable position.
     * For tests and assertions.
     *
     * @return the key
     */
    long computeKey();

    /**
     * Whether the game is over.
     *
     * @return {@code true} when the game has ended (a win or a draw)
     */
    boolean isOver();

    /**
     * The outcome of the game at this position.
     *
     * @return {@link Outcome#ONGOING} while the game goes on, otherwise the win or draw with its
     *     reason; never {@code null}, and allocates nothing
     */
    Outcome outcome();

    /**
     * An upper bound on the plies that can still be played from this position: after that many
     * plies, whatever the moves (passes included, where the game has them), the game is over. Every
     * game of this project derives it from a rule that ends its games ({@code docs/rules/common.md},
     * "Perft"): Bashni's 250-ply limit, the Diamond game's turn limit, Kōnane's stones (each ply
     * removes at least one), Breakthrough's pieces (each ply takes one piece one rank forward).
     *
     * <p>{@link Perft} relies on it: a perft deeper than the bound is 0 (every line has ended
     * before), and counting never needs more move lists than the bound. The bound need not be
     * tight, but it must hold.
     *
     * @return 0 when the game is over, otherwise 1 or more; {@link Integer#MAX_VALUE} (the default)
     *     when the game knows no bound
     */
    default int remainingPlyBound() {
        return isOver() ? 0 : Integer.MAX_VALUE;
    }

    /**
     * The outcome if {@code player} resigned now (see the game's {@code docs/rules/<game>.md}: with two players the
     * opponent wins; the Diamond game has its own three-player rule). The position is not changed.
     *
     * @param player the resigning player, 0 to {@code game().playerCount() - 1}
     * @return a win for another player, with reason {@link EndReason#RESIGNATION}
     * @throws IllegalArgumentException if {@code player} is out of range
     * @throws IllegalStateException if the game is already over
     */
    default Outcome resign(int player) {
        int n = game().playerCount();
        if (player < 0 || player >= n) {
            throw new IllegalArgumentException("player " + player + " out of range 0.." + (n - 1));
        }
        if (isOver()) {
            throw new IllegalStateException("the game is already over");
        }
        if (n != 2) {
            throw new UnsupportedOperationException(game().id() + " does not define resignation for " + n + " players");
        }
        return Outcome.win(1 - player, EndReason.RESIGNATION);
    }

    /**
     * This position in canonical position text ({@code docs/rules/<game>.md}, "Position text").
     *
     * @return the canonical text; {@link Game#parsePosition(String)} of it gives an equal position
     */
    String toText();

    /**
     * Reads move text ({@code docs/rules/<game>.md}, "Move identity and text") and checks that it names a
     * legal move of this position.
     *
     * @param text the move text, e.g. {@code "e2-e3"}
     * @return the move's code
     * @throws NotationException if the text is unreadable or the move is not legal here; the message
     *     names the text and what is wrong
     */
    long parseMove(String text);

    /**
     * The move text of a legal move of this position.
     *
     * @param move a move generated for this position
     * @return its text in the game's format
     */
    String moveText(long move);

    /**
     * Whether a move is "noisy" for quiescence search (captures, and what else the game's
     * documentation names). Search-only hint; the default is {@code false}.
     *
     * @param move a legal move of this position
     * @return {@code true} when quiescence search should look at the move
     */
    default boolean isNoisy(long move) {
        return false;
    }

    /**
     * A move-ordering hint for search: higher values are tried first (captures, promotions, moves
     * towards the goal). Search-only hint; the default is 0 for every move.
     *
     * @param move a legal move of this position
     * @return the hint, from -1,000,000 to 1,000,000
     */
    default int orderingHint(long move) {
        return 0;
    }

    /**
     * An independent copy with the same position, key and counters. The undo stack is not copied:
     * the copy's {@link #undoDepth()} is 0.
     *
     * @return a fresh position owned by the caller
     */
    Position copy();

    // ----- API edge: convenience methods that allocate -----

    /**
     * The legal moves as immutable values with their text (API edge; allocates).
     *
     * @return the legal moves in generation order; empty when the game is over
     */
    default List<Move> legalMoves() {
        MoveList list = new MoveList();
        generateMoves(list);
        List<Move> moves = new ArrayList<>(list.size());
        for (int i = 0; i < list.size(); i++) {
            moves.add(new Move(list.get(i), moveText(list.get(i))));
        }
        return List.copyOf(moves);
    }

    /**
     * Parses move text, checks that it is legal and plays it (API edge).
     *
     * @param moveText the move in the game's move text
     * @return the move that was played
     * @throws NotationException if the text is unreadable or the move is not legal here
     */
    default Move play(String moveText) {
        long code = parseMove(moveText);
        Move move = new Move(code, moveText(code));
        makeMove(code);
        return move;
    }

    /**
     * Checks that a move code is a legal move here and plays it (API edge; generates the legal
     * moves to check, unlike {@link #makeMove(long)}, which trusts its caller).
     *
     * @param move a move code
     * @return the move that was played, with its text
     * @throws IllegalArgumentException if the code is not a legal move of this position (also when
     *     the game is over); the message gives the code in hexadecimal and the position text. The
     *     position is then unchanged.
     */
    default Move play(long move) {
        MoveList legal = new MoveList();
        generateMoves(legal);
        if (!legal.contains(move)) {
            throw new IllegalArgumentException("move code 0x" + Long.toHexString(move) + " is not a legal move of "
                    + game().id() + " position '" + toText() + "'"
                    + (isOver() ? " (the game is over: " + outcome().describe(game()) + ")" : ""));
        }
        Move played = new Move(move, moveText(move));
        makeMove(move);
        return played;
    }

    /**
     * Takes back the last move and says which it was (API edge; allocates).
     *
     * @return the move taken back, with its text in the position it was made from
     * @throws IllegalStateException if nothing is left to take back, or the last entry of the undo
     *     stack is a null move (take that back with {@link #unmakeMove()})
     * @throws UnsupportedOperationException if this position does not keep its moves
     *     ({@link #moveAt(int)})
     */
    default Move undo() {
        int depth = undoDepth();
        if (depth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        long code = moveAt(depth - 1);
        if (code == Moves.NONE) {
            throw new IllegalStateException("the last entry of the undo stack is a null move, not a move");
        }
        unmakeMove();
        return new Move(code, moveText(code));
    }

    /**
     * The moves made on this position since it was created, parsed or copied, oldest first, each
     * with its text in the position it was made from (API edge; allocates, and briefly takes the
     * moves back and makes them again, so the position must not be used by another thread
     * meanwhile). Null moves of a search are not moves and are left out.
     *
     * @return an unmodifiable list of {@link #undoDepth()} moves (fewer when null moves are on the
     *     stack); empty for a freshly parsed position
     * @throws UnsupportedOperationException if this position does not keep its moves
     *     ({@link #moveAt(int)})
     */
    default List<Move> history() {
        int depth = undoDepth();
        long[] codes = new long[depth];
        for (int i = 0; i < depth; i++) {
            codes[i] = moveAt(i);
        }
        for (int i = 0; i < depth; i++) {
            unmakeMove();
        }
        List<Move> moves = new ArrayList<>(depth);
        for (long code : codes) {
            if (code == Moves.NONE) {
                makeNullMove();
            } else {
                moves.add(new Move(code, moveText(code)));
                makeMove(code);
            }
        }
        return List.copyOf(moves);
    }
}
