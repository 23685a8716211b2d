package io.abstractgames.benchmarks.load;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a load run does.
 *
 * @param rooms the number of rooms, each with two clients (a creator and a joiner)
 * @param measured how long the moves are counted and timed
 * @param warmup how long the clients play before that (the moves are checked, not counted)
 * @param games the game ids of the rooms, given round-robin (2-player games)
 * @param seed the seed of the clients' random moves
 * @param url the server to load, or empty to start one in a process of its own
 * @param serverJvmOptions the options of that process's JVM
 * @param inMemory whether that process keeps its games and rooms in memory instead of in a fresh
 *     data folder (SQLite, as {@code serve} runs)
 */
record LoadOptions(int rooms, Duration measured, Duration warmup, List<String> games, long seed, Optional<URI> url,
        List<String> serverJvmOptions, boolean inMemory) {

    LoadOptions {
        if (rooms < 1) {
            throw new IllegalArgumentException("rooms " + rooms + ": expected at least 1");
        }
        Objects.requireNonNull(measured, "measured");
        Objects.requireNonNull(warmup, "warmup");
        if (measured.isNegative() || measured.isZero() || warmup.isNegative()) {
            throw new IllegalArgumentException("measured " + measured + ", warmup " + warmup + ": expected positive and not negative");
        }
        games = List.copyOf(games);
        if (games.isEmpty()) {
            throw new IllegalArgumentException("games: expected at least one");
        }
        Objects.requireNonNull(url, "url");
        serverJvmOptions = List.copyOf(serverJvmOptions);
    }

    /**
     * The number of clients.
     *
     * @return two per room
     */
    int clients() {
        return 2 * rooms;
    }
}
