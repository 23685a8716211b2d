package io.abstractgames.lasca;

import io.abstractgames.core.MoveList;
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
import io.abstractgames.lasca.internal.LascaPosition;
import java.util.ArrayList;
import java.util.List;

/**
 * The board model of Lasca ({@code docs/rules/lasca.md}): the 7x7 layout of {@link
 * SquareLayouts#square(int) SquareLayouts.square(7)}, all 49 squares indexed {@code 7 * rank + file}
 * with pieces on its {@code "dark"} region (the 25 used squares; White's home, rank 1, at the
 * bottom), a column of soldiers ({@link Piece.Kind#MAN}) and officers ({@link Piece.Kind#KING}) on
 * each occupied square, bottom to top, and moves that are a {@link MoveKind#STEP} or a {@link
 * MoveKind#CAPTURE} through every landing square, taking the top piece of the column between each
 * pair of landings.
 *
 * <p>Contents are read from the position text; landings and jumped squares from the move codes
 * ({@link LascaMoves}).
 */
final class LascaBoard implements BoardModel {

    static final LascaBoard INSTANCE = new LascaBoard();

    private static final Layout LAYOUT = SquareLayouts.square(7);

    private LascaBoard() {}

    @Override
    public Layout layout() {
        return LAYOUT;
    }

    @Override
    public Contents contents(Position position) {
        BoardModels.requireGame(position, LascaGame.INSTANCE);
        String[] fields = position.toText().split(" ");
        Contents.Builder contents = Contents.builder(LAYOUT.pointCount());
        if (fields[1].equals("-")) {
            return contents.build();
        }
        for (String column : fields[1].split(",")) {
            int colon = column.indexOf(':');
            int square = LAYOUT.indexOf(column.substring(0, colon));
            for (int i = column.length() - 1; i > colon; i--) {
                char c = column.charAt(i);
                int seat = Character.toLowerCase(c) == 'w' ? 0 : 1;
                contents.add(square, new Piece(seat, Character.isUpperCase(c) ? Piece.Kind.KING : Piece.Kind.MAN));
            }
        }
        return contents.build();
    }

    /**
     * {@inheritDoc}
     *
     * <p>Lasca's two draw limits ({@code docs/rules/lasca.md}, "End of the game"): {@code
     * no_progress}, the quiet plies in a row, to 50; then {@code plies}, the plies played, to 250
     * (the {@code QUIET} and {@code PLIES} of the position text).
     */
    @Override
    public List<Counter> counters(Position position) {
        BoardModels.requireGame(position, LascaGame.INSTANCE);
        String[] fields = position.toText().split(" ");
        return List.of(
                new Counter("no_progress", "no progress", Integer.parseInt(fields[2]), LascaPosition.QUIET_LIMIT),
                new Counter("plies", "plies", Integer.parseInt(fields[3]), LascaPosition.MOVE_LIMIT));
    }

    @Override
    public MoveDescription describe(Position position, long move) {
        BoardModels.requireGame(position, LascaGame.INSTANCE);
        BoardModels.requireLegal(position, move);
        return describeLegal(position, move);
    }

    @Override
    public List<MoveDescription> describeMoves(Position position) {
        BoardModels.requireGame(position, LascaGame.INSTANCE);
        List<MoveDescription> out = new ArrayList<>();
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        for (int i = 0; i < moves.size(); i++) {
            out.add(describeLegal(position, moves.get(i)));
        }
        return List.copyOf(out);
    }

    private static MoveDescription describeLegal(Position position, long move) {
        int from = LascaMoves.from(move);
        int[] squares = new int[LascaMoves.MAX_LANDINGS];
        int count = LascaMoves.landings(move, squares);
        List<Integer> path = new ArrayList<>(count + 1);
        path.add(from);
        for (int i = 0; i < count; i++) {
            path.add(squares[i]);
        }
        boolean capture = LascaMoves.isCapture(move);
        int jumps = LascaMoves.jumped(move, squares);
        List<Integer> captured = new ArrayList<>(jumps);
        for (int i = 0; i < jumps; i++) {
            captured.add(squares[i]);
        }
        return new MoveDescription(move, position.moveText(move), capture ? MoveKind.CAPTURE : MoveKind.STEP,
                position.sideToMove(), from, path.get(path.size() - 1), path, captured, jumps);
    }
}
