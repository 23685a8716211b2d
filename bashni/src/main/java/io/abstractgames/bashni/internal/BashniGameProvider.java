package io.abstractgames.bashni.internal;

import io.abstractgames.bashni.BashniGame;
import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.core.GameTraits.SeatLook;
import io.abstractgames.core.GameTraits;
import java.util.List;

/** Registers {@link BashniGame} with {@link io.abstractgames.core.Games}. */
public final class BashniGameProvider implements GameProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public BashniGameProvider() {}

    @Override
    public List<Game> games() {
        return List.of(BashniGame.INSTANCE);
    }

    /**
     * Lists this module's games third among the project's games.
     *
     * @return 30
     */
    @Override
    public int sortKey() {
        return 30;
    }

    /**
     * Bashni's traits: men and crowned kings; White and Black, Black drawn crimson as the rule
     * page has it; a touch on a destination waits for a second tap (captures can take different
     * paths to one square); the challenge ladder.
     *
     * @param game Bashni
     * @return its traits
     */
    @Override
    public GameTraits traits(Game game) {
        return GameTraits.standard(game)
                .withSeats(List.of(SeatLook.of("white", "side.bashni.white"), SeatLook.of("crimson", "side.bashni.black")))
                .withSecondTap(true)
                .withLadder(true);
    }
}
