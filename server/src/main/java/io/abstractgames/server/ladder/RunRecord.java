package io.abstractgames.server.ladder;

import io.abstractgames.bashni.ChallengeLadder;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * One challenge-ladder run as the {@link LadderStore} keeps it: everything needed to continue it
 * after a reload or a restart (its games themselves are kept by the game store). An immutable
 * value; the transitions return new records.
 *
 * @param tokenHash the SHA-256 hash of the run's token, in hex (the token itself is never kept)
 * @param opponent the current opponent's number, 1 to {@value ChallengeLadder#LAST_OPPONENT}: the
 *     one being played, just beaten ({@link RunPhase#WON}) or the last one met ({@link RunPhase#OVER})
 * @param wins the games won, 0 to {@value ChallengeLadder#MAX_WINS}
 * @param wonMillis the human's thinking time in the won games, in milliseconds
 * @param phase where the run stands
 * @param gameId the game session of the current (or last) game, or empty before it is set up and
 *     when opponent 19 ended the run without a game
 * @param clock the human's thinking clock in the current (or last) game
 * @param startedAt when the run started
 * @param endedAt when the run ended; present exactly when the phase is {@link RunPhase#OVER}
 * @param ending why the run ended, in words (the game's result, e.g. "Black wins (opponent has no
 *     legal move)"); present exactly when the phase is {@link RunPhase#OVER}
 * @param name the name the player gave the run for the best runs; only once it is over
 * @param version 0 when the run starts, one more after every change
 */
public record RunRecord(String tokenHash, int opponent, int wins, long wonMillis, RunPhase phase, Optional<String> gameId,
        ThinkingClock clock, Instant startedAt, Optional<Instant> endedAt, Optional<String> ending, Optional<String> name,
        long version) {

    /**
     * Checks the fields.
     *
     * @param tokenHash the hash of the run's token
     * @param opponent the current opponent, 1 to 19
     * @param wins the games won, 0 to 18, at most {@code opponent}
     * @param wonMillis the thinking time of the won games, ms
     * @param phase where the run stands
     * @param gameId the current or last game, or empty
     * @param clock the thinking clock of the current or last game
     * @param startedAt when the run started
     * @param endedAt when it ended, exactly when {@code phase} is {@link RunPhase#OVER}
     * @param ending why it ended, exactly when {@code phase} is {@link RunPhase#OVER}
     * @param name the name for the best runs, only when {@code phase} is {@link RunPhase#OVER}
     * @param version the number of changes since the start
     * @throws IllegalArgumentException if a number is out of range, or the end, its reason or the
     *     name do not fit the phase
     */
    public RunRecord {
        Objects.requireNonNull(tokenHash, "tokenHash");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(endedAt, "endedAt");
        Objects.requireNonNull(ending, "ending");
        Objects.requireNonNull(name, "name");
        if (opponent < ChallengeLadder.FIRST_OPPONENT || opponent > ChallengeLadder.LAST_OPPONENT) {
            throw new IllegalArgumentException("run: opponent " + opponent + " out of range 1.." + ChallengeLadder.LAST_OPPONENT);
        }
        if (wins < 0 || wins > ChallengeLadder.MAX_WINS || wins > opponent) {
            throw new IllegalArgumentException("run: " + wins + " wins against opponent " + opponent);
        }
        if (wonMillis < 0 || version < 0) {
            throw new IllegalArgumentException("run: negative thinking time " + wonMillis + " or version " + version);
        }
        boolean over = phase == RunPhase.OVER;
        if (endedAt.isPresent() != over || ending.isPresent() != over || (name.isPresent() && !over)) {
            throw new IllegalArgumentException("run: end, reason and name do not fit the phase " + phase.wireName());
        }
    }

    /**
     * A new run: opponent 1, no win, its first game not yet set up.
     *
     * @param tokenHash the hash of the run's token
     * @param now when the run starts
     * @return the run at version 0
     */
    public static RunRecord start(String tokenHash, Instant now) {
        return new RunRecord(tokenHash, ChallengeLadder.FIRST_OPPONENT, 0, 0, RunPhase.PLAYING, Optional.empty(), ThinkingClock.ZERO,
                now, Optional.empty(), Optional.empty(), Optional.empty(), 0);
    }

    /**
     * The run's score ({@link ChallengeLadder#score(int, long)}): the won games only; the game
     * that goes on, or that ended the run, does not count.
     *
     * @return wins x 10,000 + the speed bonus
     */
    public int score() {
        return ChallengeLadder.score(wins, wonMillis);
    }

    /**
     * The run with its current game set up: the clock at 0, not yet running.
     *
     * @param id the game session's id
     * @return the new record
     */
    RunRecord withGame(String id) {
        return new RunRecord(tokenHash, opponent, wins, wonMillis, phase, Optional.of(id), ThinkingClock.ZERO, startedAt, endedAt,
                ending, name, version);
    }

    RunRecord withClock(ThinkingClock c) {
        return new RunRecord(tokenHash, opponent, wins, wonMillis, phase, gameId, c, startedAt, endedAt, ending, name, version);
    }

    /** The current game won: one more win, its thinking time added to the won games'. */
    RunRecord won() {
        return new RunRecord(tokenHash, opponent, wins + 1, wonMillis + clock.millis(), RunPhase.WON, gameId, clock, startedAt, endedAt,
                ending, name, version);
    }

    /** After a win, on to the next opponent; its game not yet set up. */
    RunRecord advanced() {
        return new RunRecord(tokenHash, opponent + 1, wins, wonMillis, RunPhase.PLAYING, Optional.empty(), ThinkingClock.ZERO, startedAt,
                endedAt, ending, name, version);
    }

    /** The run ended at {@code now}, the running turn (if any) stopped there. */
    RunRecord ended(Instant now, String why) {
        return new RunRecord(tokenHash, opponent, wins, wonMillis, RunPhase.OVER, gameId, clock.stop(now), startedAt, Optional.of(now),
                Optional.of(why), name, version);
    }

    RunRecord named(String playerName) {
        return new RunRecord(tokenHash, opponent, wins, wonMillis, phase, gameId, clock, startedAt, endedAt, ending,
                Optional.of(playerName), version);
    }

    RunRecord nextVersion() {
        return new RunRecord(tokenHash, opponent, wins, wonMillis, phase, gameId, clock, startedAt, endedAt, ending, name, version + 1);
    }
}
