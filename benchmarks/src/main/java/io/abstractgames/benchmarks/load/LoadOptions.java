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
 * @param think how long a client thinks before each move, drawn uniformly from this range
 *     ({@link Think#NONE}: it moves as soon as it has the state)
 * @param aiLevel empty for rooms of two clients; else every client plays a game of its own against
 *     the AI at this level ({@code rooms} is then the number of those clients and games)
 */
record LoadOptions(int rooms, Duration measured, Duration warmup, List<String> games, long seed, Optional<URI> url,
        List<String> serverJvmOptions, boolean inMemory, Think think, Optional<String> aiLevel) {

    /**
     * A client's thinking time before each move: uniformly from {@code min} to {@code max}.
     *
     * @param min the shortest
     * @param max the longest, at least {@code min}
     */
    record Think(Duration min, Duration max) {
        /** No thinking: a move as soon as the state is there. */
        static final Think NONE = new Think(Duration.ZERO, Duration.ZERO);

        Think {
            if (min.isNegative() || max.compareTo(min) < 0) {
                throw new IllegalArgumentException("think " + min + " to " + max + ": expected 0 <= min <= max");
            }
        }

        /** A thinking time drawn from the range, in milliseconds. */
        long drawMillis(java.util.Random random) {
            long lo = min.toMillis();
            long hi = max.toMillis();
            return hi == lo ? lo : lo + (long) (random.nextDouble() * (hi - lo + 1));
        }

        boolean none() {
            return max.isZero();
        }
    }

    /** The options of the small runs before thinking times and the AI: rooms of two clients, moving at once. */
    LoadOptions(int rooms, Duration measured, Duration warmup, List<String> games, long seed, Optional<URI> url,
            List<String> serverJvmOptions, boolean inMemory) {
        this(rooms, measured, warmup, games, seed, url, serverJvmOptions, inMemory, Think.NONE, Optional.empty());
    }

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
        Objects.requireNonNull(think, "think");
        Objects.requireNonNull(aiLevel, "aiLevel");
    }

    /**
     * The number of clients.
     *
     * @return two per room, or one per game against the AI
     */
    int clients() {
        return aiLevel.isPresent() ? rooms : 2 * rooms;
    }

    /**
     * These options with another number of rooms (or games against the AI): one step of a ramp.
     *
     * @param n the number
     * @return new options
     */
    LoadOptions withRooms(int n) {
        return new LoadOptions(n, measured, warmup, games, seed, url, serverJvmOptions, inMemory, think, aiLevel);
    }
}
