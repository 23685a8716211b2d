package io.abstractgames.breakthrough;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.GameContract;
import java.util.List;
import java.util.function.UnaryOperator;

/** The common contract, with the top-bottom mirror (colours swapped) and the left-right mirror. */
class BreakthroughContractTest extends GameContract {

    @Override
    protected Game game() {
        return BreakthroughGame.INSTANCE;
    }

    @Override
    protected List<UnaryOperator<String>> symmetries() {
        return Symmetries.all();
    }
}
