package io.abstractgames.server.ladder;

import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;

/**
 * One entry of the best runs: a named run that has ended.
 *
 * @param name the name the player gave (checked by {@link PlayerName}); shown as text, never as
 *     markup
 * @param score the run's score ({@link RunRecord#score()})
 * @param wins the games won
 * @param wonMillis the thinking time in the won games, in milliseconds
 * @param endedAt when the run ended
 */
public record BestRun(String name, int score, int wins, long wonMillis, Instant endedAt) {

    /** The order of the list: higher score first, then the earlier run. */
    public static final Comparator<BestRun> ORDER =
            Comparator.comparingInt(BestRun::score).reversed().thenComparing(BestRun::endedAt);

    /**
     * Checks the fields.
     *
     * @param name the name given
     * @param score the run's score
     * @param wins the games won
     * @param wonMillis the thinking time of the won games, ms
     * @param endedAt when the run ended
     * @throws NullPointerException if the name or the end is null
     */
    public BestRun {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(endedAt, "endedAt");
    }

    /**
     * The entry of a named run.
     *
     * @param run a run that has ended and has a name
     * @return its entry
     * @throws IllegalArgumentException if the run has no name
     */
    public static BestRun of(RunRecord run) {
        String name = run.name().orElseThrow(() -> new IllegalArgumentException("run without a name"));
        return new BestRun(name, run.score(), run.wins(), run.wonMillis(), run.endedAt().orElseThrow());
    }
}
