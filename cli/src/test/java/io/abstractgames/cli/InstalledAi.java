package io.abstractgames.cli;

import io.abstractgames.ai.GameAis;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.util.List;

/** The installed games that have an installed AI, for tests parameterized over them. */
final class InstalledAi {

    private InstalledAi() {}

    /**
     * The ids of the installed games with an AI, in the order of {@link Games#all()}.
     *
     * @return the ids (the test tree's toy game has none)
     */
    static List<String> gameIds() {
        return Games.all().stream().map(Game::id).filter(id -> GameAis.find(id).isPresent()).toList();
    }

    /**
     * Whether Kōnane and its AI are installed.
     *
     * @return {@code true} when {@code konane} has an AI
     */
    static boolean konane() {
        return gameIds().contains("konane");
    }
}
