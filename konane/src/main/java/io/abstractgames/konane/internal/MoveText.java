package io.abstractgames.konane.internal;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.board.Squares;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.KonaneMoves;
import java.util.Arrays;

/**
 * Reading Kōnane move text ({@code docs/rules/konane.md}, "Move identity and text"): a square for a
 * removal ({@code d4}), {@code from-to} for a jump ({@code d6-d2}), checked against the legal moves
 * of a position; an illegal move gets a message that says which rule it breaks.
 */
final class MoveText {

    private MoveText() {}

    /**
     * Reads move text and checks it is legal.
     *
     * @param position the position the move is for
     * @param text the move text; surrounding white space is ignored
     * @return the move code
     * @throws NotationException naming the text and what is wrong with it
     */
    static long parse(KonanePosition position, String text) {
        String t = text == null ? "" : TextFields.strip(text);
        if (t.isEmpty()) {
            throw error(t, "empty, expected a square (d4) or a jump from-to (d6-d4)");
        }
        int dash = t.indexOf('-');
        long move = dash < 0 ? readRemoval(t) : readJump(t, dash);
        if (position.isOver()) {
            throw error(t, "the game is over (" + side(position) + " has no legal move)");
        }
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        if (moves.contains(move)) {
            return move;
        }
        boolean removalPhase = Long.bitCount(position.blackStones() | position.whiteStones()) >= 63;
        if (KonaneMoves.isRemoval(move)) {
            if (!removalPhase) {
                throw error(t, "a removal, but the opening removals are over: expected a jump from-to (d6-d4)");
            }
            throw error(t, side(position) + " may remove only " + list(moves));
        }
        if (removalPhase) {
            throw error(t, "a jump, but " + side(position) + " must first remove a stone: one of " + list(moves));
        }
        throw error(t, whyNotJump(position, move));
    }

    private static long readRemoval(String t) {
        int square = Squares.index(t);
        if (square < 0) {
            throw error(t, "'" + t + "' is not a square (a1..h8); expected a square (d4) or a jump from-to (d6-d4)");
        }
        return KonaneMoves.removal(square);
    }

    private static long readJump(String t, int dash) {
        String fromText = t.substring(0, dash);
        String toText = t.substring(dash + 1);
        int from = Squares.index(fromText);
        int to = Squares.index(toText);
        if (from < 0) {
            throw error(t, "'" + fromText + "' is not a square (a1..h8); expected a jump from-to (d6-d4)");
        }
        if (to < 0) {
            throw error(t, "'" + toText + "' is not a square (a1..h8); expected a jump from-to (d6-d4)");
        }
        if (from == to) {
            throw error(t, "from and to are the same square");
        }
        int df = Squares.file(to) - Squares.file(from);
        int dr = Squares.rank(to) - Squares.rank(from);
        if (df != 0 && dr != 0) {
            throw error(t, fromText + " and " + toText + " are not on one rank or file (jumps are orthogonal)");
        }
        if (((df + dr) & 1) != 0) {
            throw error(t, "a jump lands an even number of squares away (2, 4 or 6), not "
                    + Math.abs(df + dr));
        }
        return KonaneMoves.jump(from, to);
    }

    /** Why a well-formed jump is not legal in the jumping phase. */
    private static String whyNotJump(KonanePosition position, long move) {
        int mover = position.sideToMove();
        long own = mover == KonaneGame.BLACK ? position.blackStones() : position.whiteStones();
        long enemy = mover == KonaneGame.BLACK ? position.whiteStones() : position.blackStones();
        int from = KonaneMoves.from(move);
        int to = KonaneMoves.to(move);
        if ((own & 1L << from) == 0) {
            return Squares.name(from) + " holds no " + side(position) + " stone";
        }
        int step = (to - from) / (2 * KonaneMoves.stonesJumped(move));
        for (int sq = from + step; ; sq += 2 * step) {
            if ((enemy & 1L << sq) == 0) {
                return Squares.name(sq) + " holds no " + KonaneGame.INSTANCE.sideName(mover ^ 1) + " stone to jump";
            }
            if (((own | enemy) & 1L << (sq + step)) != 0) {
                return "the landing square " + Squares.name(sq + step) + " is not empty";
            }
            if (sq + step == to) {
                return "not a legal jump";
            }
        }
    }

    private static String side(KonanePosition position) {
        return KonaneGame.INSTANCE.sideName(position.sideToMove());
    }

    /** The moves' texts in alphabetical order, e.g. {@code "a1, d4, e5 or h8"}. */
    private static String list(MoveList moves) {
        String[] texts = new String[moves.size()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = KonaneMoves.text(moves.get(i));
        }
        Arrays.sort(texts);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < texts.length; i++) {
            if (i > 0) {
                sb.append(i == texts.length - 1 ? " or " : ", ");
            }
            sb.append(texts[i]);
        }
        return sb.toString();
    }

    private static NotationException error(String text, String what) {
        return new NotationException("move text '" + text + "': " + what);
    }
}
