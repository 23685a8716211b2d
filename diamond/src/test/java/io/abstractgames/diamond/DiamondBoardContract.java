package io.abstractgames.diamond;

import io.abstractgames.core.Position;
import io.abstractgames.core.board.Contents;
import io.abstractgames.core.board.Piece;
import io.abstractgames.testkit.BoardModelContract;
import java.util.ArrayList;
import java.util.List;

/** The board model contract for a Diamond game, with contents written back as position text. */
abstract class DiamondBoardContract extends BoardModelContract {

    @Override
    protected String positionText(Contents contents, Position position) {
        String[] fields = position.toText().split(" ");
        int players = game().playerCount();
        StringBuilder sb = new StringBuilder().append(players).append(' ').append(fields[1]);
        for (int seat = 0; seat < players; seat++) {
            String king = null;
            List<String> men = new ArrayList<>();
            for (int p : contents.pointsOf(seat)) {
                Piece piece = contents.pieceAt(p).get();
                if (piece.kind() == Piece.Kind.KING) {
                    king = "K" + DiamondBoard.name(p);
                } else {
                    men.add(DiamondBoard.name(p));
                }
            }
            sb.append(' ').append(game().sideLetter(seat)).append(':').append(king);
            for (String man : men) {
                sb.append(',').append(man);
            }
        }
        return sb.append(' ').append(fields[fields.length - 2]).append(' ').append(fields[fields.length - 1]).toString();
    }
}
