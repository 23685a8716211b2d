package io.abstractgames.konane;

import io.abstractgames.core.Game;
import io.abstractgames.testkit.PerftFileTest;

/**
 * Perft of Kōnane against the data files {@code /perft/konane.perft} (fast) and
 * {@code /perft/konane-slow.perft} (deep, tagged slow); the values come from the reference
 * generator {@link ReferenceKonane}.
 */
class KonanePerftTest extends PerftFileTest {

    @Override
    protected Game game() {
        return KonaneGame.INSTANCE;
    }

    @Override
    protected String perftResource() {
        return "/perft/konane.perft";
    }

    @Override
    protected String slowPerftResource() {
        return "/perft/konane-slow.perft";
    }
}
