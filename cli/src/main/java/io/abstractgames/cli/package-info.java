/**
 * The {@code abstract-games} command line ({@code docs/rules/common.md}, "Command-line contract"):
 * {@code perft}, {@code bench}, {@code playouts}, {@code games}, {@code search}, {@code play},
 * {@code match} and {@code replay}, built on picocli.
 *
 * <p>Choices:
 *
 * <ul>
 *   <li>No game-specific code: games are found through core's {@link io.abstractgames.core.Games}
 *       registry and used only through {@link io.abstractgames.core.Game} and {@link
 *       io.abstractgames.core.Position}; their AIs through ai's {@link io.abstractgames.ai.GameAis}
 *       registry, levels by name. Matches run on ai's {@link io.abstractgames.ai.match} runner;
 *       game records are core's {@link io.abstractgames.core.record} format; {@code play} and
 *       {@code show} draw the board from the games' board model, without per-game code ({@link
 *       io.abstractgames.cli.BoardView}). The {@code bench} suite is
 *       data, a resource file of {@code GAME ; POSITION ; DEPTH [; KIND]} lines ({@link
 *       io.abstractgames.cli.BenchSuite}).
 *   <li>Results go to standard output, timing and speeds of {@code perft} to standard error, so that
 *       the output of {@code perft} can be compared byte for byte.
 *   <li>Bad input of any kind gives one line on standard error and exit status 2, never a stack
 *       trace; a fault of the program gives one line starting {@code internal error:} and exit
 *       status 1.
 *   <li>{@code playouts} defaults to 10 seconds and seed 1, so that a run is reproducible up to the
 *       number of games the time allows; {@code search}, {@code play} and {@code match} default to
 *       seed 1 too.
 *   <li>{@code search} and {@code match} print results on standard output and progress, timing
 *       and speed on standard error; the output of {@code match} does not depend on the number of
 *       threads. {@code play} holds a conversation on standard output and standard input.
 * </ul>
 */
package io.abstractgames.cli;
