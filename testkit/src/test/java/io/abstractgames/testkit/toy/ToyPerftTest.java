package io.abstractgames.testkit.toy;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.PerftFileTest;

/** The toy game's perft data file (docs/adding-a-game.md, step "Perft data"). */
class ToyPerftTest extends PerftFileTest {

    @Override
    protected Game game() {
        return ToyGame.INSTANCE;
    }

    @Override
    protected String perftResource() {
        return "/perft/toy.perft";
    }
}
