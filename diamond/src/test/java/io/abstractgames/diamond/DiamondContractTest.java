package io.abstractgames.diamond;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.GameContract;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The common contract for the two-player game, with its symmetry: the reflection in the SW-NE axis
 * with Red and Yellow exchanged.
 */
class DiamondContractTest extends GameContract {

    @Override
    protected Game game() {
        return DiamondGame.twoPlayers();
    }

    @Override
    protected List<UnaryOperator<String>> symmetries() {
        return List.of(Symmetries::reflect);
    }
}
