package io.abstractgames.konane;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.GameContract;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The common contract for Kōnane, with its symmetries ({@link Symmetries}): the 180-degree
 * rotation, the reflections in both long diagonals, and in the jumping phase the left-right mirror
 * with colours swapped.
 */
class KonaneContractTest extends GameContract {

    @Override
    protected Game game() {
        return KonaneGame.INSTANCE;
    }

    @Override
    protected List<UnaryOperator<String>> symmetries() {
        return List.of(Symmetries.ROTATE_180, Symmetries.REFLECT_A1_H8, Symmetries.REFLECT_A8_H1,
                Symmetries.MIRROR_FILES_SWAP_COLOURS);
    }

    @Override
    protected int maxPlies() {
        return 80;
    }

    @Override
    protected int perftDepth() {
        return 3;
    }
}
