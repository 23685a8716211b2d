package io.abstractgames.bashni;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.GameContract;
import java.util.List;
import java.util.function.UnaryOperator;

/** The common contract, with the symmetry "turn the board 180 degrees and swap the colours". */
class BashniContractTest extends GameContract {

    @Override
    protected Game game() {
        return BashniGame.INSTANCE;
    }

    @Override
    protected List<UnaryOperator<String>> symmetries() {
        return Symmetries.all();
    }

    @Override
    protected int maxPlies() {
        return 250;
    }
}
