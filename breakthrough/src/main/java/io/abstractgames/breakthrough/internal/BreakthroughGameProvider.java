package io.abstractgames.breakthrough.internal;

import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.core.GameTraits.PieceLook;
import io.abstractgames.core.GameTraits.SeatLook;
import io.abstractgames.core.GameTraits;
import io.abstractgames.core.board.Piece;
import java.util.List;

/** Registers {@link BreakthroughGame} with {@link io.abstractgames.core.Games}. */
public final class BreakthroughGameProvider implements GameProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public BreakthroughGameProvider() {}

    /**
     * The games of this module.
     *
     * @return {@link BreakthroughGame#INSTANCE} alone
     */
    @Override
    public List<Game> games() {
        return List.of(BreakthroughGame.INSTANCE);
    }

    /**
     * Lists this module's games first among the project's games.
     *
     * @return 10
     */
    @Override
    public int sortKey() {
        return 10;
    }

    /**
     * Breakthrough's traits: plain pieces ("piece"), the seats named player 1 and player 2 in
     * white and black, a capture that takes one piece, and no undo on one device ({@code docs/rules/breakthrough.md}).
     *
     * @param game Breakthrough
     * @return its traits
     */
    @Override
    public GameTraits traits(Game game) {
        return GameTraits.standard(game)
                .withPieces(List.of(new PieceLook(Piece.Kind.MAN, "rank.piece", PieceLook.NO_MARK)))
                .withSeats(List.of(SeatLook.of("white", "side.breakthrough.white"), SeatLook.of("black", "side.breakthrough.black")))
                .withMoveWords(GameTraits.CAPTURE_SINGLE, false)
                .withHouseRules(List.of(GameTraits.NO_UNDO_ON_ONE_DEVICE));
    }
}
