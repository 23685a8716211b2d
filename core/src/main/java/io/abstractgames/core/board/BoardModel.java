package io.abstractgames.core.board;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * A game's board for the people and programs that draw it: the layout of its points, what stands
 * on them in a position, and what each legal move does, all without game-specific code in the
 * caller. Every game provides one through {@link io.abstractgames.core.Game#board()}.
 *
 * <p>This is API-edge code: it allocates and reads positions through their public methods
 * (position text, generated moves); searchers and perft never call it. Implementations are
 * immutable and thread-safe; a position passed in is not changed, but must not be changed by
 * another thread during the call.
 */
public interface BoardModel {

    /**
     * The board's geometry.
     *
     * @return the layout, the same instance on every call
     */
    Layout layout();

    /**
     * What stands on every point of a position.
     *
     * @param position a position of this model's game; not changed
     * @return the contents, one column per point of {@link #layout()}
     * @throws IllegalArgumentException if the position belongs to another game
     */
    Contents contents(Position position);

    /**
     * What a legal move does.
     *
     * @param position a position of this model's game; not changed
     * @param move a move code legal in {@code position}
     * @return its description
     * @throws IllegalArgumentException if the position belongs to another game, or {@code move}
     *     is not one of its legal moves (the message names the move)
     */
    MoveDescription describe(Position position, long move);

    /**
     * The descriptions of all legal moves, in the order {@link Position#generateMoves} gives them.
     *
     * @param position a position of this model's game; not changed
     * @return one description per legal move; empty when the game is over
     * @throws IllegalArgumentException if the position belongs to another game
     */
    default List<MoveDescription> describeMoves(Position position) {
        MoveList moves = new MoveList();
        position.generateMoves(moves);
        List<MoveDescription> out = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            out.add(describe(position, moves.get(i)));
        }
        return List.copyOf(out);
    }

    /**
     * The counts towards a limit that ends the game, as the rules keep them in a position, for
     * showing them to the players: Bashni's plies without progress (to 50) and plies played (to
     * 250), the Diamond game's turns played (to 800 or 1,200); none in Breakthrough and Kōnane,
     * which have no such limit ({@code docs/rules/<game>.md}, "End of the game").
     *
     * @param position a position of this model's game; not changed
     * @return the counters, in a fixed order per game; empty for a game without such limits (the
     *     default)
     * @throws IllegalArgumentException if the position belongs to another game (checked by the
     *     models that have counters)
     */
    default List<Counter> counters(Position position) {
        return List.of();
    }

    /**
     * The name of a point as a viewer sees it. In Diamond a viewer names points in their own frame
     * ({@code docs/rules/diamond.md}, "Player-relative square names"); the other games name points
     * absolutely, the same for every viewer.
     *
     * @param point a point index of {@link #layout()}
     * @param viewerSeat the viewer's seat, 0 to the number of players minus 1
     * @return the name, e.g. {@code "e4"} or {@code "1.1"}
     * @throws IndexOutOfBoundsException if {@code point} is out of range
     * @throws IllegalArgumentException if {@code viewerSeat} is out of range
     */
    default String pointName(int point, int viewerSeat) {
        layout().seatView(viewerSeat);
        return layout().name(point);
    }

    /**
     * The point a viewer's name denotes: the inverse of {@link #pointName(int, int)}.
     *
     * @param name a point name in the viewer's frame
     * @param viewerSeat the viewer's seat
     * @return the point index, or -1 when no point has that name
     * @throws IllegalArgumentException if {@code viewerSeat} is out of range
     */
    default int pointIndex(String name, int viewerSeat) {
        layout().seatView(viewerSeat);
        return layout().indexOf(name);
    }

    /**
     * A move's text as a viewer reads it: the game's move text with every point named in the
     * viewer's frame ({@link #pointName(int, int)}). For games with absolute names this is
     * {@link MoveDescription#text()}.
     *
     * @param move a description from this model
     * @param viewerSeat the viewer's seat
     * @return the text, e.g. {@code "4.2-6.4"} or {@code "pass"}
     * @throws IllegalArgumentException if {@code viewerSeat} is out of range
     */
    default String moveText(MoveDescription move, int viewerSeat) {
        layout().seatView(viewerSeat);
        return move.text();
    }
}
