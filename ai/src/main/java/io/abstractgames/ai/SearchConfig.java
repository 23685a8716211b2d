package io.abstractgames.ai;

import java.util.Objects;

/**
 * Everything that decides how a {@link Searcher} plays, apart from the evaluator and the seed:
 * strategy, default limits, transposition-table size and use, the move-ordering enhancements,
 * quiescence, the randomness of weaker opponents, and the number of threads.
 *
 * <p>Immutable; build with {@link #builder()} (or {@link #toBuilder()} to derive a variant).
 * Defaults: {@link Strategy#ALPHA_BETA}, {@code SearchLimits.depth(4)}, a 16 MiB table with
 * {@link TableCutoffs#AT_LEAST_DEPTH}, principal variation search, killer moves and history on,
 * quiescence off (at most 32 plies when on), no evaluation noise, no random moves, one thread.
 *
 * <p>Randomness: with probability {@link #randomMoveProbability()} a search plays a uniformly
 * random legal move instead of searching; {@link #evalNoise()} adds to every leaf evaluation a
 * pseudo-random amount in {@code [-evalNoise, evalNoise]} that depends only on the position's key,
 * the player and the searcher's seed (so transpositions get the same noise and the search stays
 * consistent). Both come from the searcher's seeded {@link java.util.SplittableRandom}, never from
 * an unseeded source.
 */
public final class SearchConfig {

    private final Strategy strategy;
    private final SearchLimits limits;
    private final int tableSizeMiB;
    private final TableCutoffs tableCutoffs;
    private final boolean principalVariationSearch;
    private final boolean killerMoves;
    private final boolean historyHeuristic;
    private final boolean quiescence;
    private final int quiescencePlies;
    private final int evalNoise;
    private final double randomMoveProbability;
    private final MctsSettings mcts;
    private final int threads;

    /** The most threads a search may use. */
    public static final int MAX_THREADS = 256;

    private SearchConfig(Builder b) {
        strategy = b.strategy;
        limits = b.limits;
        tableSizeMiB = b.tableSizeMiB;
        tableCutoffs = b.tableCutoffs;
        principalVariationSearch = b.principalVariationSearch;
        killerMoves = b.killerMoves;
        historyHeuristic = b.historyHeuristic;
        quiescence = b.quiescence;
        quiescencePlies = b.quiescencePlies;
        evalNoise = b.evalNoise;
        randomMoveProbability = b.randomMoveProbability;
        mcts = b.mcts;
        threads = b.threads;
    }

    /**
     * A builder with the defaults listed above.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The default configuration.
     *
     * @return {@code builder().build()}
     */
    public static SearchConfig defaults() {
        return builder().build();
    }

    /**
     * A builder preset to this configuration.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.strategy = strategy;
        b.limits = limits;
        b.tableSizeMiB = tableSizeMiB;
        b.tableCutoffs = tableCutoffs;
        b.principalVariationSearch = principalVariationSearch;
        b.killerMoves = killerMoves;
        b.historyHeuristic = historyHeuristic;
        b.quiescence = quiescence;
        b.quiescencePlies = quiescencePlies;
        b.evalNoise = evalNoise;
        b.randomMoveProbability = randomMoveProbability;
        b.mcts = mcts;
        b.threads = threads;
        return b;
    }

    /**
     * The search strategy.
     *
     * @return the strategy
     */
    public Strategy strategy() {
        return strategy;
    }

    /**
     * The limits {@link Searcher#search(io.abstractgames.core.Position)} uses.
     *
     * @return the default limits
     */
    public SearchLimits limits() {
        return limits;
    }

    /**
     * The transposition-table size.
     *
     * @return the size in MiB; 0 means no table
     */
    public int tableSizeMiB() {
        return tableSizeMiB;
    }

    /**
     * Which table entries may end a node early.
     *
     * @return the cutoff policy
     */
    public TableCutoffs tableCutoffs() {
        return tableCutoffs;
    }

    /**
     * Whether moves after the first are searched with a null window first (alpha-beta and
     * paranoid only).
     *
     * @return {@code true} for principal variation search
     */
    public boolean principalVariationSearch() {
        return principalVariationSearch;
    }

    /**
     * Whether two killer moves per ply are tried early.
     *
     * @return {@code true} when killers are used
     */
    public boolean killerMoves() {
        return killerMoves;
    }

    /**
     * Whether quiet moves are ordered by the history heuristic.
     *
     * @return {@code true} when history is used
     */
    public boolean historyHeuristic() {
        return historyHeuristic;
    }

    /**
     * Whether leaves are extended by a quiescence search over noisy moves
     * ({@link io.abstractgames.core.Position#isNoisy(long)}) with stand-pat (alpha-beta and
     * paranoid only).
     *
     * @return {@code true} when quiescence is on
     */
    public boolean quiescence() {
        return quiescence;
    }

    /**
     * The deepest quiescence line; beyond it the static evaluation stands.
     *
     * @return the limit in plies below the nominal depth
     */
    public int quiescencePlies() {
        return quiescencePlies;
    }

    /**
     * The evaluation noise amplitude.
     *
     * @return the largest absolute noise added to a leaf evaluation, in score units; 0 for none
     */
    public int evalNoise() {
        return evalNoise;
    }

    /**
     * The chance to play a uniformly random legal move instead of searching.
     *
     * @return a probability from 0 to 1
     */
    public double randomMoveProbability() {
        return randomMoveProbability;
    }

    /**
     * The settings of Monte Carlo tree search, used when the strategy is {@link Strategy#MCTS}.
     *
     * @return the settings; {@link MctsSettings#defaults()} unless set
     */
    public MctsSettings mcts() {
        return mcts;
    }

    /**
     * The number of threads a search uses: with more than one, {@link Searchers#create} gives a
     * Lazy SMP searcher (see the package documentation) for {@link Strategy#ALPHA_BETA},
     * {@link Strategy#PARANOID} and {@link Strategy#BEST_REPLY} with a transposition table; the
     * other strategies, and a configuration without a table, search on one thread.
     *
     * @return 1 to {@link #MAX_THREADS}
     */
    public int threads() {
        return threads;
    }

    @Override
    public String toString() {
        return strategy + ", " + limits + ", table " + tableSizeMiB + " MiB " + tableCutoffs
                + (principalVariationSearch ? ", pvs" : "") + (killerMoves ? ", killers" : "")
                + (historyHeuristic ? ", history" : "") + (quiescence ? ", quiescence " + quiescencePlies : "")
                + (evalNoise > 0 ? ", noise " + evalNoise : "")
                + (randomMoveProbability > 0 ? ", random moves " + randomMoveProbability : "")
                + (strategy == Strategy.MCTS ? ", " + mcts : "")
                + (threads > 1 ? ", " + threads + " threads" : "");
    }

    /** Builds a {@link SearchConfig}; not thread-safe. */
    public static final class Builder {
        private Strategy strategy = Strategy.ALPHA_BETA;
        private SearchLimits limits = SearchLimits.depth(4);
        private int tableSizeMiB = 16;
        private TableCutoffs tableCutoffs = TableCutoffs.AT_LEAST_DEPTH;
        private boolean principalVariationSearch = true;
        private boolean killerMoves = true;
        private boolean historyHeuristic = true;
        private boolean quiescence;
        private int quiescencePlies = 32;
        private int evalNoise;
        private double randomMoveProbability;
        private MctsSettings mcts = MctsSettings.defaults();
        private int threads = 1;

        private Builder() {}

        /**
         * Sets the number of threads (see {@link SearchConfig#threads()}).
         *
         * @param threads 1 to {@link SearchConfig#MAX_THREADS}
         * @return this builder
         * @throws IllegalArgumentException if {@code threads} is out of range
         */
        public Builder threads(int threads) {
            if (threads < 1 || threads > MAX_THREADS) {
                throw new IllegalArgumentException("threads " + threads + " out of range 1.." + MAX_THREADS);
            }
            this.threads = threads;
            return this;
        }

        /**
         * Sets the strategy.
         *
         * @param strategy the strategy
         * @return this builder
         */
        public Builder strategy(Strategy strategy) {
            this.strategy = Objects.requireNonNull(strategy, "strategy");
            return this;
        }

        /**
         * Sets the default limits.
         *
         * @param limits the limits
         * @return this builder
         */
        public Builder limits(SearchLimits limits) {
            this.limits = Objects.requireNonNull(limits, "limits");
            return this;
        }

        /**
         * Sets the transposition-table size.
         *
         * @param mib the size in MiB, 0 (no table) to {@link TranspositionTable#MAX_SIZE_MIB}
         * @return this builder
         * @throws IllegalArgumentException if {@code mib} is out of range
         */
        public Builder tableSizeMiB(int mib) {
            TranspositionTable.checkSize(mib, true);
            this.tableSizeMiB = mib;
            return this;
        }

        /**
         * Sets which table entries may end a node early.
         *
         * @param cutoffs the policy
         * @return this builder
         */
        public Builder tableCutoffs(TableCutoffs cutoffs) {
            this.tableCutoffs = Objects.requireNonNull(cutoffs, "cutoffs");
            return this;
        }

        /**
         * Turns principal variation search on or off.
         *
         * @param on {@code true} for null-window searches after the first move
         * @return this builder
         */
        public Builder principalVariationSearch(boolean on) {
            this.principalVariationSearch = on;
            return this;
        }

        /**
         * Turns killer moves on or off.
         *
         * @param on {@code true} to try two killer moves per ply early
         * @return this builder
         */
        public Builder killerMoves(boolean on) {
            this.killerMoves = on;
            return this;
        }

        /**
         * Turns the history heuristic on or off.
         *
         * @param on {@code true} to order quiet moves by history
         * @return this builder
         */
        public Builder historyHeuristic(boolean on) {
            this.historyHeuristic = on;
            return this;
        }

        /**
         * Turns quiescence search on or off.
         *
         * @param on {@code true} to extend leaves over noisy moves
         * @return this builder
         */
        public Builder quiescence(boolean on) {
            this.quiescence = on;
            return this;
        }

        /**
         * Sets the deepest quiescence line.
         *
         * @param plies 1 to 64 plies below the nominal depth
         * @return this builder
         * @throws IllegalArgumentException if {@code plies} is out of range
         */
        public Builder quiescencePlies(int plies) {
            if (plies < 1 || plies > 64) {
                throw new IllegalArgumentException("quiescence depth " + plies + " plies out of range 1..64");
            }
            this.quiescencePlies = plies;
            return this;
        }

        /**
         * Sets the evaluation noise amplitude.
         *
         * @param amplitude 0 to {@link Scores#MAX_NOISE} score units
         * @return this builder
         * @throws IllegalArgumentException if {@code amplitude} is out of range
         */
        public Builder evalNoise(int amplitude) {
            if (amplitude < 0 || amplitude > Scores.MAX_NOISE) {
                throw new IllegalArgumentException("evaluation noise " + amplitude + " out of range 0.." + Scores.MAX_NOISE);
            }
            this.evalNoise = amplitude;
            return this;
        }

        /**
         * Sets the chance to play a uniformly random legal move instead of searching.
         *
         * @param probability 0 to 1
         * @return this builder
         * @throws IllegalArgumentException if {@code probability} is not within 0 to 1
         */
        public Builder randomMoveProbability(double probability) {
            if (!(probability >= 0 && probability <= 1)) {
                throw new IllegalArgumentException("random-move probability " + probability + " out of range 0..1");
            }
            this.randomMoveProbability = probability;
            return this;
        }

        /**
         * Sets the settings of Monte Carlo tree search (used with {@link Strategy#MCTS}).
         *
         * @param settings the settings
         * @return this builder
         */
        public Builder mcts(MctsSettings settings) {
            this.mcts = Objects.requireNonNull(settings, "settings");
            return this;
        }

        /**
         * Builds the configuration.
         *
         * @return the immutable configuration
         */
        public SearchConfig build() {
            return new SearchConfig(this);
        }
    }
}
