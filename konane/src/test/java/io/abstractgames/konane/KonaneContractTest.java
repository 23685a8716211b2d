package io.abstractgames.konane;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.GameContract;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The common contract for Kōnane, with its symmetries ({@link BoardSymmetries}): the 180-degree
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
        return List.of(BoardSymmetries.ROTATE_180, BoardSymmetries.REFLECT_A1_H8, BoardSymmetries.REFLECT_A8_H1,
                BoardSymmetries.MIRROR_FILES_SWAP_COLOURS);
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
