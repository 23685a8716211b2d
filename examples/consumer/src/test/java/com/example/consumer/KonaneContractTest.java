package com.example.consumer;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.testkit.GameContract;

/** The verification kit's contract, run from outside the project against an installed engine. */
class KonaneContractTest extends GameContract {

    @Override
    protected Game game() {
        return Games.byId("konane");
    }
}
