package io.abstractgames.lasca;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.GameContract;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The common contract, with two symmetries: turn the board 180 degrees and swap the colours, and
 * mirror the files.
 */
class LascaContractTest extends GameContract {

    @Override
    protected Game game() {
        return LascaGame.INSTANCE;
    }

    @Override
    protected List<UnaryOperator<String>> symmetries() {
        return List.of(Symmetries::colourRotation, Symmetries::fileMirror);
    }

    /** Only the space separates fields ({@code docs/rules/lasca.md}, "Position text"). */
    @Override
    protected String positionWhiteSpace() {
        return " ";
    }

    @Override
    protected int maxPlies() {
        return 250;
    }
}
