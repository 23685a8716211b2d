package io.abstractgames.ai;

/**
 * The three standard levels of a two-player game in the shape most games here use: alpha-beta
 * ({@link Strategy#ALPHA_BETA}) with {@link TableCutoffs#AT_LEAST_DEPTH}, limited by depth or
 * nodes, never by time, so that a level, a seed and a sequence of positions always give the same
 * moves. A game picks the numbers; each factory writes the level's configuration and its
 * description from them.
 *
 * <table>
 *   <caption>The levels</caption>
 *   <tr><th>level</th><th>search</th><th>randomness</th></tr>
 *   <tr><td>{@link #beginner beginner}</td><td>fixed depth, no quiescence</td><td>evaluation noise,
 *       a share of random moves</td></tr>
 *   <tr><td>{@link #intermediate intermediate}</td><td>fixed depth, quiescence</td><td>evaluation
 *       noise</td></tr>
 *   <tr><td>{@link #advanced advanced}</td><td>iterative deepening within a node budget,
 *       quiescence</td><td>none</td></tr>
 * </table>
 *
 * Depths and quiescence plies are in plies, noise in hundredths of the game's unit of material
 * ({@link Evaluator}), table sizes in MiB. The descriptions call the moves quiescence follows
 * "captures": use these factories for games whose noisy moves ({@code Position.isNoisy}) are their
 * captures. A game without quiescence (one whose moves are all alike, such as Kōnane's, where
 * every jump captures) passes 0 quiescence plies: its intermediate and advanced levels then search
 * without it.
 */
public final class AlphaBetaLevels {

    private AlphaBetaLevels() {}

    /**
     * The {@value Level#BEGINNER} level: alpha-beta to a fixed depth without quiescence, with
     * evaluation noise and a share of uniformly random moves.
     *
     * @param unit the unit of material that noise is counted in hundredths of, for the
     *     description, e.g. {@code "piece"} or {@code "man"}
     * @param depth the search depth in plies, at least 1
     * @param noise the evaluation noise amplitude, hundredths of {@code unit}
     * @param randomPercent the share of random moves in percent, 0 to 100
     * @param tableMiB the transposition-table size in MiB
     * @return the level, described e.g. as {@code "alpha-beta 2 plies deep, evaluation noise of 60
     *     hundredths of a piece, 10% random moves"}
     * @throws IllegalArgumentException if a number is out of the range {@link SearchConfig.Builder}
     *     accepts
     */
    public static Level beginner(String unit, int depth, int noise, int randomPercent, int tableMiB) {
        return new Level(Level.BEGINNER, "alpha-beta " + depth + " plies deep, evaluation noise of "
                + noise + " hundredths of a " + unit + ", " + randomPercent + "% random moves",
                SearchConfig.builder().strategy(Strategy.ALPHA_BETA).limits(SearchLimits.depth(depth))
                        .tableSizeMiB(tableMiB).tableCutoffs(TableCutoffs.AT_LEAST_DEPTH)
                        .evalNoise(noise).randomMoveProbability(randomPercent / 100.0)
                        .build());
    }

    /**
     * The {@value Level#INTERMEDIATE} level: alpha-beta to a fixed depth with quiescence below it,
     * with evaluation noise and no random moves.
     *
     * @param unit the unit of material that noise is counted in hundredths of, for the
     *     description, e.g. {@code "piece"} or {@code "man"}
     * @param depth the nominal search depth in plies, at least 1
     * @param noise the evaluation noise amplitude, hundredths of {@code unit}
     * @param tableMiB the transposition-table size in MiB
     * @param quiescencePlies the deepest capture sequence quiescence follows, in plies; 0 for no
     *     quiescence
     * @return the level, described e.g. as {@code "alpha-beta 4 plies deep with quiescence over
     *     captures, evaluation noise of 10 hundredths of a piece, no random moves"} (without
     *     quiescence: {@code "alpha-beta 4 plies deep, evaluation noise of ..."})
     * @throws IllegalArgumentException if a number is out of the range {@link SearchConfig.Builder}
     *     accepts
     */
    public static Level intermediate(String unit, int depth, int noise, int tableMiB, int quiescencePlies) {
        return new Level(Level.INTERMEDIATE, "alpha-beta " + depth
                + " plies deep" + (quiescencePlies == 0 ? "" : " with quiescence over captures")
                + ", evaluation noise of " + noise + " hundredths of a " + unit + ", no random moves",
                quiescence(SearchConfig.builder().strategy(Strategy.ALPHA_BETA).limits(SearchLimits.depth(depth))
                        .tableSizeMiB(tableMiB).tableCutoffs(TableCutoffs.AT_LEAST_DEPTH), quiescencePlies)
                        .evalNoise(noise).build());
    }

    /**
     * The {@value Level#ADVANCED} level: alpha-beta with iterative deepening within a node budget
     * per move, with quiescence, without randomness.
     *
     * @param nodes the node budget per move
     * @param tableMiB the transposition-table size in MiB
     * @param quiescencePlies the deepest capture sequence quiescence follows, in plies; 0 for no
     *     quiescence
     * @return the level, described e.g. as {@code "alpha-beta with iterative deepening within 500000
     *     nodes, quiescence over captures, no randomness"} (without quiescence: {@code "alpha-beta
     *     with iterative deepening within 500000 nodes, no randomness"})
     * @throws IllegalArgumentException if a number is out of the range {@link SearchConfig.Builder}
     *     or {@link SearchLimits#nodes(long)} accepts
     */
    public static Level advanced(long nodes, int tableMiB, int quiescencePlies) {
        return new Level(Level.ADVANCED, "alpha-beta with iterative deepening within " + nodes
                + " nodes" + (quiescencePlies == 0 ? "" : ", quiescence over captures") + ", no randomness",
                quiescence(SearchConfig.builder().strategy(Strategy.ALPHA_BETA).limits(SearchLimits.nodes(nodes))
                        .tableSizeMiB(tableMiB).tableCutoffs(TableCutoffs.AT_LEAST_DEPTH), quiescencePlies)
                        .build());
    }

    /** Quiescence over at most {@code plies} plies, or off for 0. */
    private static SearchConfig.Builder quiescence(SearchConfig.Builder builder, int plies) {
        return plies == 0 ? builder.quiescence(false) : builder.quiescence(true).quiescencePlies(plies);
    }
}
