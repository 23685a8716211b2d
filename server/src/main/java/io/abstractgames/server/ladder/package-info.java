/**
 * The Bashni challenge ladder ({@code docs/rules/bashni.md}, "Challenge ladder") as a playing mode
 * of the server: a {@link io.abstractgames.server.ladder.Ladder} of runs, each a
 * {@link io.abstractgames.server.ladder.LadderRun} of games against opponents 1, 2, ... kept under
 * the hash of its run token; the human's {@link io.abstractgames.server.ladder.ThinkingClock} on the
 * server's injected clock; the score of {@code io.abstractgames.bashni.ChallengeLadder}; and the
 * best runs, named with a checked {@link io.abstractgames.server.ladder.PlayerName}. Runs are kept
 * in a {@link io.abstractgames.server.ladder.LadderStore}. The protocol's {@code ladder_*} messages
 * are read and written in {@link io.abstractgames.server.protocol}.
 */
package io.abstractgames.server.ladder;
