package io.abstractgames.server.ladder;

import io.abstractgames.server.request.Cause;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.session.Status;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** Collects what a run tells a listener, and waits for what a test expects. */
final class RunEvents implements LadderListener {

    private static final long PATIENCE_SECONDS = 180;

    /** One change as told: the run, and its game when the change was one of the game. */
    record Event(RunView run, GameView game, Cause cause) {}

    private final LinkedBlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private volatile GameView lastGame;

    @Override
    public void changed(RunView run, GameView game, Cause cause) {
        if (game != null) {
            lastGame = game;
        }
        events.add(new Event(run, game, cause));
    }

    /** The next event that matches, dropping the others before it. */
    Event until(Predicate<Event> wanted) throws InterruptedException {
        while (true) {
            Event e = events.poll(PATIENCE_SECONDS, TimeUnit.SECONDS);
            if (e == null) {
                throw new AssertionError("the run told nothing within " + PATIENCE_SECONDS + " s");
            }
            if (wanted.test(e)) {
                return e;
            }
        }
    }

    /** Waits until it is the human's turn in a game that goes on. */
    GameView humansTurn() throws InterruptedException {
        return until(e -> e.game() != null && e.game().status() == Status.PLAYING && e.game().toMove() == LadderRun.HUMAN).game();
    }

    /** The last game state told. */
    GameView lastGame() {
        return lastGame;
    }
}
