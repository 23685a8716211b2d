package io.abstractgames.server.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.server.ManualClock;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.room.Tokens;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.AiPoolGate;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.session.GameView;
import io.abstractgames.server.store.Mode;
import io.abstractgames.server.session.Status;
import io.abstractgames.server.store.InMemoryGameStore;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Challenge-ladder runs on the server ({@code docs/rules/bashni.md}, "Challenge ladder"), on a
 * manual clock: the score, a run ended by a draw, the handicap, the thinking clock counting only the
 * human's turns, a reload and a restart continuing the run, and the refusals.
 */
class LadderRunTest {

    /** White to move captures c3:e5 and Black has no column left: White wins with its first move. */
    private static final String WIN_IN_ONE = "w c3:w,d4:b 0 0";
    private static final String WINNING_MOVE = "c3:e5";
    /** Two kings, 49 quiet plies: any move of White's king is the 50th, a draw. */
    private static final String DRAW_IN_ONE = "w a1:W,h8:B 49 100";
    private static final String DRAWING_MOVE = "a1-b2";

    private final ManualClock clock = new ManualClock();
    private final InMemoryGameStore games = new InMemoryGameStore();
    private final InMemoryLadderStore runs = new InMemoryLadderStore();
    private final AiPool pool = new AiPool(1, 8);
    private final GameSessions sessions = new GameSessions(games, pool);

    @AfterEach
    void close() {
        sessions.close();
        pool.close();
    }

    private Ladder ladder(IntFunction<String> starts) {
        return new Ladder(runs, sessions, clock, starts);
    }

    private Ladder standardLadder() {
        return new Ladder(runs, sessions, clock);
    }

    private static IntFunction<String> starts(Map<Integer, String> byOpponent) {
        return n -> {
            String text = byOpponent.get(n);
            if (text == null) {
                throw new AssertionError("the test set up no game against opponent " + n);
            }
            return text;
        };
    }

    /** A run started and opened with a listener; the listener has heard the first game. */
    private static LadderRun started(Ladder ladder, RunEvents events) throws InterruptedException {
        LadderRun run = ladder.start().run();
        run.addListener(events);
        run.open(events, null);
        events.humansTurn();
        return run;
    }

    private static String firstLegalMove(GameView game) {
        Position p = game.position();
        MoveList legal = new MoveList();
        p.generateMoves(legal);
        return p.moveText(legal.get(0));
    }

    private static ErrorCode refusal(Executable request) {
        return assertThrows(SessionException.class, request).code();
    }

    @Test
    void winsThatTook30And50SecondsScore29599() throws Exception {
        RunEvents events = new RunEvents();
        LadderRun run = started(ladder(starts(Map.of(1, WIN_IN_ONE, 2, WIN_IN_ONE))), events);

        clock.advance(Duration.ofSeconds(30));
        GameView first = run.play(0, WINNING_MOVE, null);
        assertEquals(Status.OVER, first.status());
        RunRecord afterFirst = run.view().run();
        assertEquals(RunPhase.WON, afterFirst.phase());
        assertEquals(1, afterFirst.wins());
        assertEquals(30_000, afterFirst.wonMillis());

        clock.advance(Duration.ofMinutes(5));
        run.next(null);
        GameView second = events.humansTurn();
        assertEquals(2, run.view().run().opponent());
        assertEquals("ladder:2", second.settings().level().orElseThrow());
        clock.advance(Duration.ofSeconds(50));
        run.play(second.version(), WINNING_MOVE, null);

        RunView view = run.view();
        assertEquals(RunPhase.WON, view.run().phase());
        assertEquals(2, view.run().wins());
        assertEquals(80_000, view.run().wonMillis(), "the 5 minutes between the games are no one's turn");
        assertEquals(29_599, view.score());
    }

    @Test
    void aDrawEndsTheRunAndOnlyTheWonGamesCount() throws Exception {
        RunEvents events = new RunEvents();
        LadderRun run = started(ladder(starts(Map.of(1, WIN_IN_ONE, 2, DRAW_IN_ONE))), events);
        clock.advance(Duration.ofSeconds(30));
        run.play(0, WINNING_MOVE, null);
        run.next(null);
        GameView second = events.humansTurn();
        clock.advance(Duration.ofSeconds(50));
        GameView drawn = run.play(second.version(), DRAWING_MOVE, null);

        assertTrue(drawn.outcome().isDraw(), drawn.outcome().describe(drawn.game()));
        RunView view = run.view();
        assertEquals(RunPhase.OVER, view.run().phase());
        assertEquals(1, view.run().wins());
        assertEquals(30_000, view.run().wonMillis());
        assertEquals(50_000, view.gameMillis(), "the drawn game's clock is kept, but not counted");
        assertEquals(19_699, view.score(), "1 x 10000 + 9999 - 300");
        assertTrue(view.run().ending().orElseThrow().toLowerCase(java.util.Locale.ROOT).contains("draw"), view.run().ending().get());
        assertEquals(Optional.of(clock.instant()), view.run().endedAt());
        assertFalse(view.clockRunning());
    }

    @Test
    void theClockCountsOnlyTheHumansTurns() throws Exception {
        RunEvents events = new RunEvents();
        LadderRun run = started(standardLadder(), events);
        assertTrue(run.view().clockRunning(), "White is to move when the game starts: the human's turn has begun");

        clock.advance(Duration.ofSeconds(10));
        GameView thinking;
        try (AiPoolGate gate = AiPoolGate.close(pool)) {
            thinking = run.play(0, firstLegalMove(events.lastGame()), null);
            assertEquals(Status.THINKING, thinking.status());
            clock.advance(Duration.ofSeconds(60));
            assertEquals(10_000, run.view().gameMillis(), "the opponent's thinking is not the human's");
            assertFalse(run.view().clockRunning());
            gate.open();
            GameView answered = events.humansTurn();
            assertEquals(2, answered.ply());
        }
        assertTrue(run.view().clockRunning());
        clock.advance(Duration.ofSeconds(20));
        assertEquals(30_000, run.view().gameMillis(), "10 s of the first turn and 20 s of the running one");

        GameView moved = run.play(thinking.version() + 1, firstLegalMove(events.lastGame()), null);
        assertEquals(3, moved.ply());
        events.humansTurn();
        assertEquals(30_000, run.view().gameMillis(), "the clock did not move while the opponent thought");
        clock.advance(Duration.ofSeconds(40));
        assertEquals(70_000, run.view().gameMillis());
    }

    @Test
    void aReloadAndARestartContinueTheRunWithItsClock() throws Exception {
        RunEvents events = new RunEvents();
        Ladder ladder = standardLadder();
        Ladder.Started started = ladder.start();
        LadderRun run = started.run();
        run.addListener(events);
        run.open(events, null);
        GameView first = events.humansTurn();
        clock.advance(Duration.ofSeconds(5));
        run.play(first.version(), firstLegalMove(first), null);
        GameView answered = events.humansTurn();
        clock.advance(Duration.ofSeconds(7));

        // A reload: the page comes back with its token, to the same run, game and clock.
        assertSame(run, ladder.resume(started.token()));
        RunEvents reloaded = new RunEvents();
        run.addListener(reloaded);
        run.open(reloaded, null);
        RunEvents.Event told = reloaded.until(e -> e.game() != null);
        assertEquals(answered.id(), told.game().id());
        assertEquals(answered.version(), told.game().version());
        assertEquals(1, told.run().run().opponent());
        assertEquals(12_000, told.run().gameMillis());
        assertTrue(told.run().clockRunning());

        // A restart on the same stores: the run and its game are read back, the clock ran on.
        clock.advance(Duration.ofSeconds(3));
        try (AiPool pool2 = new AiPool(1, 8); GameSessions sessions2 = new GameSessions(games, pool2)) {
            Ladder restarted = new Ladder(runs, sessions2, clock);
            LadderRun again = restarted.resume(started.token());
            assertNotSame(run, again);
            RunEvents afterRestart = new RunEvents();
            again.addListener(afterRestart);
            again.open(afterRestart, null);
            GameView game = afterRestart.humansTurn();
            assertEquals(answered.id(), game.id());
            assertEquals(answered.position(), game.position());
            assertEquals(15_000, again.view().gameMillis());
            GameView moved = again.play(game.version(), firstLegalMove(game), null);
            assertEquals(3, moved.ply());
            assertEquals(15_000, again.view().gameMillis());
        }
    }

    /** A run stored as having just beaten an opponent, with its token. */
    private String storedWinOver(int opponent) {
        String token = "test-token-" + opponent;
        runs.save(new RunRecord(Tokens.hash(token), opponent, opponent, opponent * 20_000L, RunPhase.WON, Optional.empty(),
                ThinkingClock.ZERO, Instant.parse("2026-01-01T11:00:00Z"), Optional.empty(), Optional.empty(), Optional.empty(), 40));
        return token;
    }

    private GameView nextGameAfterBeating(int opponent) throws InterruptedException {
        LadderRun run = standardLadder().resume(storedWinOver(opponent));
        RunEvents events = new RunEvents();
        run.addListener(events);
        run.open(events, null);
        run.next(null);
        GameView game = events.humansTurn();
        assertEquals(opponent + 1, run.view().run().opponent());
        assertEquals(Mode.LADDER, game.settings().mode());
        assertEquals("ladder:" + (opponent + 1), game.settings().level().orElseThrow());
        return game;
    }

    @Test
    void fromOpponent8OnWhiteStartsWithMenRemovedFromTheBack() throws Exception {
        assertEquals("w c1:w,e1:w,g1:w,b2:w,d2:w,f2:w,h2:w,a3:w,c3:w,e3:w,g3:w,"
                + "b6:b,d6:b,f6:b,h6:b,a7:b,c7:b,e7:b,g7:b,b8:b,d8:b,f8:b,h8:b 0 0", nextGameAfterBeating(7).position().toText());
        assertEquals("w e1:w,g1:w,b2:w,d2:w,f2:w,h2:w,a3:w,c3:w,e3:w,g3:w,"
                + "b6:b,d6:b,f6:b,h6:b,a7:b,c7:b,e7:b,g7:b,b8:b,d8:b,f8:b,h8:b 0 0", nextGameAfterBeating(8).position().toText());
        assertEquals("w b2:w,d2:w,f2:w,h2:w,a3:w,c3:w,e3:w,g3:w,"
                + "b6:b,d6:b,f6:b,h6:b,a7:b,c7:b,e7:b,g7:b,b8:b,d8:b,f8:b,h8:b 0 0", nextGameAfterBeating(10).position().toText());
    }

    @Test
    void opponent19LeavesWhiteNoMenAndEndsTheRunWith18Wins() throws Exception {
        LadderRun run = standardLadder().resume(storedWinOver(18));
        RunEvents events = new RunEvents();
        run.addListener(events);
        int games = sessions.size();
        run.next(null);
        RunView view = events.until(e -> e.run().run().phase() == RunPhase.OVER).run();
        assertEquals(games, sessions.size(), "no game is set up against opponent 19");
        assertEquals(19, view.run().opponent());
        assertEquals(18, view.run().wins());
        assertEquals(Optional.empty(), view.run().gameId());
        assertTrue(view.run().ending().orElseThrow().contains("opponent 19"), view.run().ending().get());
        assertEquals(18 * 10_000 + 9999 - 200, view.score(), "18 wins of 20 s each");
        assertEquals(ErrorCode.RUN_OVER, refusal(() -> run.next(null)));
    }

    @Test
    void invalidRequestsAreRefusedAndChangeNothing() throws Exception {
        Ladder ladder = standardLadder();
        assertEquals(ErrorCode.UNKNOWN_TOKEN, refusal(() -> ladder.resume("no-such-token")));
        RunEvents events = new RunEvents();
        LadderRun run = started(ladder, events);
        String gameId = run.view().run().gameId().orElseThrow();

        assertEquals(ErrorCode.RUN_NOT_OVER, refusal(() -> run.name("Early", null)));
        assertEquals(ErrorCode.NOT_OVER, refusal(() -> run.next(null)));
        assertEquals(ErrorCode.STALE, refusal(() -> run.play(5, "c3-d4", null)));
        assertEquals(ErrorCode.ILLEGAL_MOVE, refusal(() -> run.play(0, "b6-a5", null)), "a move of Black's");
        assertEquals(ErrorCode.CANNOT_UNDO, refusal(() -> sessions.get(gameId).undo(Set.of(0), 0, null)), "a run has no undo");
        try (AiPoolGate gate = AiPoolGate.close(pool)) {
            GameView moved = run.play(0, "c3-d4", null);
            long version = run.view().run().version();
            assertEquals(ErrorCode.NOT_YOUR_TURN, refusal(() -> run.play(moved.version(), "d4-e5", null)), "the opponent is to move");
            assertEquals(version, run.view().run().version());
            assertEquals(1, sessions.get(gameId).view().ply());
            gate.open();
            events.humansTurn();
        }

        run.resign(null);
        RunView over = run.view();
        assertEquals(RunPhase.OVER, over.run().phase());
        assertEquals(0, over.score());
        assertEquals(ErrorCode.RUN_OVER, refusal(() -> run.play(2, "d4-e5", null)));
        assertEquals(ErrorCode.RUN_OVER, refusal(() -> run.next(null)));
        assertEquals(ErrorCode.RUN_OVER, refusal(() -> run.resign(null)));
        assertEquals(ErrorCode.BAD_NAME, refusal(() -> run.name("x".repeat(PlayerName.MAX_LENGTH + 1), null)));
        assertEquals(ErrorCode.BAD_NAME, refusal(() -> run.name("bell\u0007", null)));
        assertEquals(ErrorCode.BAD_NAME, refusal(() -> run.name("   ", null)));
        assertEquals(over.run(), run.view().run(), "refusals change nothing");

        run.name("  <img src=x onerror=alert(1)>  ", null);
        assertEquals(Optional.of("<img src=x onerror=alert(1)>"), run.view().run().name());
        assertEquals(ErrorCode.ALREADY_NAMED, refusal(() -> run.name("Again", null)));
        assertEquals("<img src=x onerror=alert(1)>", ladder.best().get(0).name());
        assertEquals(1, ladder.best().size());
    }

    @Test
    void stoppingAfterAWinEndsTheRunWithThatWin() throws Exception {
        RunEvents events = new RunEvents();
        LadderRun run = started(ladder(starts(Map.of(1, WIN_IN_ONE))), events);
        clock.advance(Duration.ofMillis(1234));
        run.play(0, WINNING_MOVE, null);
        run.resign(null);
        RunView view = events.until(e -> e.run().run().phase() == RunPhase.OVER).run();
        assertEquals(1, view.run().wins());
        assertEquals(10_000 + 9999 - 12, view.score());
        assertTrue(view.run().ending().orElseThrow().contains("stopped"), view.run().ending().get());
    }
}
