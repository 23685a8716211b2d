package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class GamesTest {

    @Test
    void gamesAreListedByTheirProvidersSortKeyThenInTheProvidersOrder() {
        assertEquals(List.of("zz-second", "zz-first", "pile"), Games.all().stream().map(Game::id).toList());
    }

    @Test
    void aProviderWithoutASortKeyIsListedLast() {
        GameProvider plain = List::of;
        assertEquals(GameProvider.DEFAULT_SORT_KEY, plain.sortKey());
    }
}
