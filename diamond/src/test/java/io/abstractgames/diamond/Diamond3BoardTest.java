package io.abstractgames.diamond;

import io.abstractgames.core.Game;

/** The board model contract for the three-player Diamond game. */
class Diamond3BoardTest extends DiamondBoardContract {

    @Override
    protected Game game() {
        return DiamondGame.threePlayers();
    }
}
