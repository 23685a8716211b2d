package io.abstractgames.lasca.internal;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.core.GameTraits;
import io.abstractgames.core.GameTraits.PieceLook;
import io.abstractgames.core.GameTraits.SeatLook;
import io.abstractgames.core.board.Piece;
import io.abstractgames.lasca.LascaGame;
import java.util.List;

/** Registers {@link LascaGame} with {@link io.abstractgames.core.Games}. */
public final class LascaGameProvider implements GameProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public LascaGameProvider() {}

    @Override
    public List<Game> games() {
        return List.of(LascaGame.INSTANCE);
    }

    /**
     * Lists this module's game fifth, after the Diamond games.
     *
     * @return 50
     */
    @Override
    public int sortKey() {
        return 50;
    }

    /**
     * Lasca's traits: soldiers (no mark) and officers marked with a star, the spot on an officer's
     * face in Lasker's sets, so that they differ from Bashni's crowned kings; White and Black,
     * Black drawn crimson as in Bashni; a touch on a destination waits for a second tap (a capture
     * can reach one square by two paths, e.g. round a ring of four columns). The board, 7x7 with
     * its 25 dark squares, is drawn from the board model's layout.
     *
     * @param game Lasca
     * @return its traits
     */
    @Override
    public GameTraits traits(Game game) {
        return GameTraits.standard(game)
                .withPieces(List.of(new PieceLook(Piece.Kind.MAN, "rank.soldier", PieceLook.NO_MARK),
                        new PieceLook(Piece.Kind.KING, "rank.officer", PieceLook.STAR)))
                .withSeats(List.of(SeatLook.of("white", "side.lasca.white"), SeatLook.of("crimson", "side.lasca.black")))
                .withSecondTap(true);
    }
}
