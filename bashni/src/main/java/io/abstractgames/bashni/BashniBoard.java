package io.abstractgames.bashni;

import io.abstractgames.bashni.internal.BashniPosition;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.BoardModels;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Counter;
import io.abstractgames.core.board.Layout;
import io.abstractgames.core.board.MoveDescription;
import io.abstractgames.core.board.MoveKind;
import io.abstractgames.core.board.Piece;
import io.abstractgames.core.board.SquareLayouts;
import io.abstractgames.core.board.Squares;
import java.util.ArrayList;
import java.util.List;

/**
 * The board model of Bashni ({@code docs/rules/bashni.md}): the 8x8 layout of
 * {@link SquareLayouts#eightByEight()} (pieces stand on its {@code "dark"} region; White's home,
 * rank 1, at the bottom), a column of men and kings on each occupied square, bottom to top, and
 * moves that are a {@link MoveKind#STEP} (a quiet move, a king's of any length) or a
 * {@link MoveKind#CAPTURE} through every landing square, taking the top piece of one column per
 * leg.
 *
 * <p>Contents are read from the position text; landings from the move codes ({@link BashniMoves});
 * the column taken on a leg is the one occupied square strictly between the leg's ends (the
 * mover's own start square counts as empty, as it is during the capture).
 */
final class BashniBoard implements BoardModel {

    static final BashniBoard INSTANCE = new BashniBoard();

    private static final int WHITE = 0;
    private static final int BLACK = 1;

    private BashniBoard() {}

    @Override
    public Layout layout() {
        return SquareLayouts.eightByEight();
    }

    @Override
    public Contents contents(Position position) {
        BoardModels.requireGame(position, BashniGame.INSTANCE);
        String[] fields = position.toText().split(" ");
        Contents.Builder contents = Contents.builder(64);
        if (fields[1].equals("-")) {
            return contents.build();
        }
        for (String column : fields[1].split(",")) {
            int colon = column.indexOf(':');
            int square = Squares.index(column.substring(0, colon));
            for (int i = column.length() - 1; i > colon; i--) {
                char c = column.charAt(i);
                int seat = Character.toLowerCase(c) == 'w' ? WHITE : BLACK;
                contents.add(square, new Piece(seat, Character.isUpperCase(c) ? Piece.Kind.KING : Piece.Kind.MAN));
            }
        }
        return contents.build();
    }

    /**
     * {@inheritDoc}
     *
     * <p>Bashni's two draw limits ({@code docs/rules/bashni.md}, "End of the game"): {@code
     * no_progress}, the plies since the last capture or move of a man-topped column, to 50; then
     * {@code plies}, the plies played, to 250 (the {@code QUIET} and {@code PLIES} of the position
     * text).
     */
    @Override
    public List<Counter> counters(Position position) {
        BoardModels.requireGame(position, BashniGame.INSTANCE);
        String[] fields = position.toText().split(" ");
        return List.of(
                new Counter("no_progress", "no progress", Integer.parseInt(fields[2]), BashniPosition.QUIET_LIMIT),
                new Counter("plies", "plies", Integer.parseInt(fields[3]), BashniPosition.MOVE_LIMIT));
    }

    @Override
    public MoveDescription describe(Position position, long move) {
        BoardModels.requireGame(position, BashniGame.INSTANCE);
        BoardModels.requireLegal(position, move);
        return describe(position, contents(position), move);
    }

    @Override
    public List<MoveDescription> describeMoves(Position position) {
        BoardModels.requireGame(position, BashniGame.INSTANCE);
        Contents contents = contents(position);
        List<MoveDescription> out = new ArrayList<>();
        io.abstractgames.core.MoveList moves = new io.abstractgames.core.MoveList();
        position.generateMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            out.add(describe(position, contents, moves.get(i)));
        }
        return List.copyOf(out);
    }

    private static MoveDescription describe(Position position, Contents contents, long move) {
        int from = BashniMoves.from(move);
        int[] landings = new int[BashniMoves.MAX_LANDINGS];
        int count = BashniMoves.landings(move, landings);
        List<Integer> path = new ArrayList<>(count + 1);
        path.add(from);
        List<Integer> captured = new ArrayList<>(count);
        boolean capture = BashniMoves.isCapture(move);
        int at = from;
        for (int i = 0; i < count; i++) {
            int to = landings[i];
            if (capture) {
                captured.add(takenOnLeg(contents, from, at, to));
            }
            path.add(to);
            at = to;
        }
        return new MoveDescription(move, position.moveText(move), capture ? MoveKind.CAPTURE : MoveKind.STEP,
                position.sideToMove(), from, at, path, captured, capture ? count : 0);
    }

    /** The occupied square between {@code at} and {@code to} on their diagonal, {@code start} counting as empty. */
    private static int takenOnLeg(Contents contents, int start, int at, int to) {
        int df = Integer.signum(Squares.file(to) - Squares.file(at));
        int dr = Integer.signum(Squares.rank(to) - Squares.rank(at));
        int step = 8 * dr + df;
        for (int sq = at + step; sq != to; sq += step) {
            if (sq != start && !contents.isEmpty(sq)) {
                return sq;
            }
        }
        throw new IllegalStateException("capture leg " + Squares.name(at) + " to " + Squares.name(to) + " passes no column");
    }
}
