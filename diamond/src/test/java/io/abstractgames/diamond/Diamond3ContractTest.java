package io.abstractgames.diamond;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.GameContract;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The common contract for the three-player game, with its symmetries: the board turned by 120 and
 * by 240 degrees with the colours relabelled.
 */
class Diamond3ContractTest extends GameContract {

    @Override
    protected Game game() {
        return DiamondGame.threePlayers();
    }

    @Override
    protected List<UnaryOperator<String>> symmetries() {
        return List.of(Symmetries::rotate120, text -> Symmetries.rotate120(Symmetries.rotate120(text)));
    }
}
