package io.abstractgames.server.ladder;

import io.abstractgames.bashni.ChallengeLadder;
import io.abstractgames.bashni.ai.BashniLevels;

/**
 * A snapshot of a run for its viewers: the record and its clock read at one moment.
 *
 * @param run the run's record
 * @param gameMillis the human's thinking time in the current (or last) game at the moment of the
 *     snapshot, the running turn included, in milliseconds
 */
public record RunView(RunRecord run, long gameMillis) {

    /**
     * The score so far: the won games only.
     *
     * @return {@link RunRecord#score()}
     */
    public int score() {
        return run.score();
    }

    /**
     * Whether the human's clock is running (it is their turn in a game that goes on).
     *
     * @return true during the human's turns
     */
    public boolean clockRunning() {
        return run.clock().running();
    }

    /**
     * The current opponent's level name.
     *
     * @return {@code ladder:N}
     */
    public String level() {
        return BashniLevels.LADDER_PREFIX + run.opponent();
    }

    /**
     * The handicap against the current opponent.
     *
     * @return the number of White men removed from the start, 0 up to opponent 7
     */
    public int menRemoved() {
        return ChallengeLadder.menRemoved(run.opponent());
    }
}
