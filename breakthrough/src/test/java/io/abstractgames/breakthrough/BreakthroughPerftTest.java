package io.abstractgames.breakthrough;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.PerftFileTest;

/** The perft data files of Breakthrough; values computed by {@link ReferenceBreakthrough}. */
class BreakthroughPerftTest extends PerftFileTest {

    @Override
    protected Game game() {
        return BreakthroughGame.INSTANCE;
    }

    @Override
    protected String perftResource() {
        return "/perft/breakthrough.perft";
    }

    @Override
    protected String slowPerftResource() {
        return "/perft/breakthrough-slow.perft";
    }
}
