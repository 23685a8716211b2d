package io.abstractgames.ai.match;

/**
 * Who sits where in each game of a {@link Match}, and the seeds of its searchers.
 *
 * <ul>
 *   <li>Seats: in game {@code i} (from 0) entrant A takes seat {@code i mod playerCount} and B
 *       every other seat. With two players the seats alternate (A moves first in the even games);
 *       with three, A plays alone against B in the two other seats, going round the three seats.
 *   <li>Seeds: game {@code i} of a match with seed {@code S} has the seed
 *       {@code mix(S + (i + 1) * G)}, and the searcher in seat {@code s} of a game with seed
 *       {@code g} the seed {@code mix(g + (s + 1) * G)}, where {@code G = 0x9E3779B97F4A7C15} and
 *       {@code mix} is the SplitMix64 finaliser. A game's seeds depend only on {@code S} and
 *       {@code i}, so results do not depend on the order in which threads play the games.
 *   <li>Openings: the random opening plies of game group {@code k} ({@link Match#withOpenings})
 *       are drawn with the seed {@code mix(~S + (k + 1) * G)}.
 * </ul>
 */
public final class Seating {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private Seating() {}

    /**
     * The seat of entrant A.
     *
     * @param playerCount the game's number of players, 2 or more
     * @param gameIndex the game's index in the match, from 0
     * @return {@code gameIndex mod playerCount}
     * @throws IllegalArgumentException if an argument is out of range
     */
    public static int seatOfA(int playerCount, int gameIndex) {
        if (playerCount < 2 || gameIndex < 0) {
            throw new IllegalArgumentException("players " + playerCount + ", game " + gameIndex
                    + ": expected at least 2 players and a game index from 0");
        }
        return gameIndex % playerCount;
    }

    /**
     * The seed of one game.
     *
     * @param matchSeed the match's seed
     * @param gameIndex the game's index, from 0
     * @return the game's seed
     */
    public static long gameSeed(long matchSeed, int gameIndex) {
        return mix(matchSeed + (gameIndex + 1L) * GOLDEN);
    }

    /**
     * The seed of the searcher in one seat of a game.
     *
     * @param gameSeed the game's seed ({@link #gameSeed})
     * @param seat the seat, from 0
     * @return the searcher's seed
     */
    public static long searcherSeed(long gameSeed, int seat) {
        return mix(gameSeed + (seat + 1L) * GOLDEN);
    }

    /**
     * The seed of the random opening of one group of games.
     *
     * @param matchSeed the match's seed
     * @param group the group's index, from 0 (game {@code i} is in group {@code i / playerCount})
     * @return the seed of its opening
     */
    public static long openingSeed(long matchSeed, int group) {
        return mix(~matchSeed + (group + 1L) * GOLDEN);
    }

    /** The SplitMix64 finaliser: a bijection that spreads every input bit over the output. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
