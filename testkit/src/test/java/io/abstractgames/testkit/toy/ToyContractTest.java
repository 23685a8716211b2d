package io.abstractgames.testkit.toy;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.GameContract;

/** The kit's contract properties hold for the toy game (docs/adding-a-game.md, step "Contract"). */
class ToyContractTest extends GameContract {

    @Override
    protected Game game() {
        return ToyGame.INSTANCE;
    }
}
