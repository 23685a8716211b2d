/**
 * AI-versus-AI matches, for tools and applications alike: the settings and one game
 * ({@link io.abstractgames.ai.match.Match}), the seat rotation and seeds
 * ({@link io.abstractgames.ai.match.Seating}), a multi-threaded runner
 * ({@link io.abstractgames.ai.match.MatchRunner}) and the statistics: wins, draws and losses,
 * score with its 95% interval and Elo difference ({@link io.abstractgames.ai.match.MatchStatistics}).
 *
 * <p>Choices:
 * <ul>
 *   <li>Two entrants, A and B. With two players the seats alternate; with three, A plays alone
 *       against B in the two other seats, going round the seats. Statistics are A's.
 *   <li>Each game gets its own seed, derived from the match's seed and the game's index, and a
 *       fresh searcher per seat: results do not depend on the number of threads or the order in
 *       which games finish. They are reproducible when the levels limit search by depth or nodes;
 *       a time limit makes them depend on the machine.
 *   <li>The start position comes from the levels ({@link io.abstractgames.ai.Level#startText()},
 *       e.g. the Bashni challenge ladder's handicap), else the game's start.
 *   <li>Each game yields its record ({@link io.abstractgames.core.record.GameRecord}), with the
 *       entrants' names in the seat tags and the game's number in the {@code Round} tag.
 * </ul>
 */
package io.abstractgames.ai.match;
