package io.abstractgames.testkit;

import io.abstractgames.core.Game;

class NimContractTest extends GameContract {

    @Override
    protected Game game() {
        return Nim.GAME;
    }
}
