package io.abstractgames.diamond;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.PerftFileTest;

/** Perft of the two-player game: {@code /perft/diamond.perft}, deep tier {@code diamond-slow.perft}. */
class DiamondPerftTest extends PerftFileTest {

    @Override
    protected Game game() {
        return DiamondGame.twoPlayers();
    }

    @Override
    protected String perftResource() {
        return "/perft/diamond.perft";
    }

    @Override
    protected String slowPerftResource() {
        return "/perft/diamond-slow.perft";
    }
}
