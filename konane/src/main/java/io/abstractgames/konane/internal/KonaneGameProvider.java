package io.abstractgames.konane.internal;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.core.GameTraits.PieceLook;
import io.abstractgames.core.GameTraits.SeatLook;
import io.abstractgames.core.GameTraits;
import io.abstractgames.core.board.Piece;
import io.abstractgames.konane.KonaneGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Registers Kōnane ({@link KonaneGame#INSTANCE}) with {@link io.abstractgames.core.Games}. */
public final class KonaneGameProvider implements GameProvider {

    /** Creates the provider (for {@link java.util.ServiceLoader}). */
    public KonaneGameProvider() {}

    @Override
    public List<Game> games() {
        return List.of(KonaneGame.INSTANCE);
    }

    /**
     * Lists this module's games second among the project's games.
     *
     * @return 20
     */
    @Override
    public int sortKey() {
        return 20;
    }

    /**
     * Kōnane's traits: stones, the seats black and white with the game's own words for them;
     * a capture counted in jumps (its path is a straight line).
     *
     * @param game Kōnane
     * @return its traits
     */
    @Override
    public GameTraits traits(Game game) {
        List<SeatLook> seats = new ArrayList<>();
        for (int s = 0; s < game.playerCount(); s++) {
            String colour = game.sideName(s).toLowerCase(Locale.ROOT);
            seats.add(SeatLook.of(colour, "side.konane." + colour));
        }
        return GameTraits.standard(game)
                .withPieces(List.of(new PieceLook(Piece.Kind.STONE, "rank.stone", PieceLook.NO_MARK)))
                .withSeats(seats)
                .withMoveWords(GameTraits.CAPTURES_AS_JUMPS, false);
    }
}
