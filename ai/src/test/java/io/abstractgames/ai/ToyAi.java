package io.abstractgames.ai;

import io.abstractgames.ai.toy.MiniBreakthrough;
import io.abstractgames.core.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A test {@link GameAi} for the small Breakthrough of the test tree, registered in the test tree's
 * {@code META-INF/services}, with a parametrised {@code ladder:N} level like Bashni's.
 */
public final class ToyAi implements GameAi {

    private static final double[] LADDER_RANDOM = {0.30, 0.15, 0.07, 0.03, 0.01};

    @Override
    public List<String> gameIds() {
        return List.of("minibreakthrough5x6");
    }

    private void check(Game game) {
        if (!gameIds().contains(game.id())) {
            throw new IllegalArgumentException("game '" + game.id() + "' is not served by " + getClass().getSimpleName());
        }
    }

    @Override
    public Evaluator evaluator(Game game) {
        check(game);
        return MiniBreakthrough.EVALUATOR;
    }

    @Override
    public List<Level> levels(Game game) {
        check(game);
        List<Level> levels = new ArrayList<>(Levels.standard(game.playerCount()));
        levels.add(new Level("solver", "unlimited depth for 1 second, no randomness",
                SearchConfig.builder().limits(SearchLimits.timeMillis(1_000)).build()));
        return levels;
    }

    @Override
    public Optional<Level> level(Game game, String name) {
        check(game);
        if (name.startsWith("ladder:")) {
            int n;
            try {
                n = Integer.parseInt(name.substring("ladder:".length()));
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
            if (n < 1) {
                return Optional.empty();
            }
            double random = n <= 5 ? LADDER_RANDOM[n - 1] : 0;
            return Optional.of(new Level(name, "opponent " + n + " of the challenge ladder",
                    SearchConfig.builder().limits(SearchLimits.depth(Math.min(n, 7))).randomMoveProbability(random).build()));
        }
        return GameAi.super.level(game, name);
    }
}
