package io.abstractgames.core;

import java.util.List;

/**
 * A test provider whose games sort before every other by its sort key, and whose own games are
 * listed in its order ({@code zz-second} before {@code zz-first}), not by id.
 */
public final class SortedProvider implements GameProvider {

    @Override
    public List<Game> games() {
        return List.of(game("zz-second"), game("zz-first"));
    }

    @Override
    public int sortKey() {
        return 1;
    }

    private static Game game(String id) {
        return new AbstractGame(id, id, List.of("One", "Two"), "ot") {
            @Override
            public String startText() {
                return "";
            }

            @Override
            public Position newStartPosition() {
                throw new UnsupportedOperationException();
            }

            @Override
            public Position parsePosition(String text) {
                throw new UnsupportedOperationException();
            }
        };
    }
}
