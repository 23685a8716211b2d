/**
 * Game-independent search for the games of {@code io.abstractgames.core}.
 *
 * <h2>What the searchers see</h2>
 * Only the narrow part of {@link io.abstractgames.core.Position}: generate moves into a reused
 * {@link io.abstractgames.core.MoveList}, make and unmake them, the null move (best-reply search),
 * the Zobrist key, the player to move, whether the game is over and its outcome, and two hints,
 * {@link io.abstractgames.core.Position#isNoisy(long) isNoisy} (quiescence, and which moves are
 * "quiet" for killers and history) and {@link io.abstractgames.core.Position#orderingHint(long)
 * orderingHint}. Everything a searcher knows about a game beyond the rules comes from an injected
 * {@link io.abstractgames.ai.Evaluator}; game modules publish theirs, with named
 * {@link io.abstractgames.ai.Level}s, through the {@link io.abstractgames.ai.GameAi} service.
 *
 * <h2>Strategies</h2>
 * <ul>
 *   <li>{@link io.abstractgames.ai.Strategy#ALPHA_BETA} / {@link io.abstractgames.ai.Strategy#PARANOID}
 *       ({@link io.abstractgames.ai.AlphaBetaSearcher}): negamax alpha-beta on two teams with
 *       principal variation search, transposition table, killers, history and optional
 *       quiescence; with three players the root player plays against the coalition of the others.
 *   <li>{@link io.abstractgames.ai.Strategy#BEST_REPLY}
 *       ({@link io.abstractgames.ai.BestReplySearcher}): the root player's moves alternate with one
 *       merged layer of all opponents' moves, the other opponents passing.
 *   <li>{@link io.abstractgames.ai.Strategy#MAX_N} ({@link io.abstractgames.ai.MaxNSearcher}): a
 *       vector of scores, one per player, each player maximising its own.
 * </ul>
 * All run iterative deepening under {@link io.abstractgames.ai.SearchLimits} (depth in plies,
 * nodes, time in ms), stop on {@link io.abstractgames.ai.Searcher#stop()} from another thread, and
 * report each completed depth to a {@link io.abstractgames.ai.SearchListener}.
 *
 * <h2>Lazy SMP</h2>
 * With {@link io.abstractgames.ai.SearchConfig#threads()} above 1, {@link io.abstractgames.ai.Searchers#create}
 * gives an alpha-beta, paranoid or best-reply configuration with a table helper threads: each
 * helper searches its own {@link io.abstractgames.core.Position#copy()} of the root with its own
 * frames, killers and history, and all threads share one transposition table without locks. An
 * entry's first word is its key XORed with its two data words, and a probe reads the three words
 * once and accepts them only when they XOR back to the key, so an entry torn by two threads
 * writing at once is a miss, never a wrong answer. The helpers vary their depths as Stockfish's
 * Lazy SMP did (odd helpers start one ply deeper; each skips iterations by a pattern of its
 * index), so that they fill the table ahead of the main thread instead of repeating it. The main
 * thread, on the caller's thread, decides when to stop and its result is returned; every helper is
 * stopped and joined before the search returns. Max^n and MCTS search on one thread.
 *
 * <h2>Scores</h2>
 * {@link io.abstractgames.ai.Scores}: a win {@code n} plies away is {@code WIN - n}, a loss
 * {@code -(WIN - n)}, a draw 0, heuristic values stay within {@code ±MAX_EVAL}; the
 * transposition table stores decided scores as distances from the storing node.
 *
 * <h2>Reproducibility</h2>
 * Nothing depends on hash iteration order, wall-clock time (except through a time limit) or an
 * unseeded random source. Randomness for weaker opponents (random moves, evaluation noise) comes
 * from a {@link java.util.SplittableRandom} seeded at construction. With depth or node limits on
 * one thread, the same position, configuration, seed and sequence of searches give the same move
 * and the same node count; a Lazy SMP search on several threads depends on the scheduling.
 *
 * <h2>Resources</h2>
 * Each searcher owns its transposition table (size in MiB, no statics; a Lazy SMP searcher's
 * threads share one), a preallocated stack of
 * per-ply frames (move buffers, ordering keys, killers, principal variation) and a history table;
 * the search allocates nothing per node. Results, texts and listener calls are built at the API
 * edge, between iterations.
 */
package io.abstractgames.ai;
