package io.abstractgames.server.ladder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.ManualClock;
import io.abstractgames.server.db.Database;
import io.abstractgames.server.db.SqlGameStore;
import io.abstractgames.server.db.SqlLadderStore;
import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import io.abstractgames.server.session.AiPool;
import io.abstractgames.server.session.GameSessions;
import io.abstractgames.server.session.GameView;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Challenge-ladder runs on the data folder's database, on a manual clock: a run keeps only its
 * current game, comes back after a reopening with its wins and clock, and is removed with its game
 * {@link Ladder#RUN_KEPT} after its last change.
 */
class LadderOnDatabaseTest {

    /** White to move captures c3:e5 and Black has no column left: White wins with its first move. */
    private static final String WIN_IN_ONE = "w c3:w,d4:b 0 0";
    private static final String WINNING_MOVE = "c3:e5";

    @TempDir
    Path folder;

    private final ManualClock clock = new ManualClock();

    /** Every text value stored in the ladder's and the games' tables. */
    private static List<String> everything(Database db) {
        return db.transaction("read everything", c -> {
            List<String> values = new ArrayList<>();
            for (String table : List.of("ladder_runs", "best_runs", "games", "game_events")) {
                try (PreparedStatement st = c.prepareStatement("SELECT * FROM " + table); ResultSet rs = st.executeQuery()) {
                    while (rs.next()) {
                        for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                            values.add(String.valueOf(rs.getObject(i)));
                        }
                    }
                }
            }
            return values;
        });
    }

    @Test
    void aRunKeepsOnlyItsCurrentGameAndComesBackAfterAReopening() throws Exception {
        String token;
        String firstGame;
        String secondGame;
        try (Database db = Database.open(folder); AiPool pool = new AiPool(1, 8)) {
            SqlGameStore games = new SqlGameStore(db, clock);
            GameSessions sessions = new GameSessions(games, pool);
            Ladder ladder = new Ladder(new SqlLadderStore(db, clock), sessions, clock, n -> WIN_IN_ONE);
            Ladder.Started started = ladder.start();
            token = started.token();
            LadderRun run = started.run();
            RunEvents events = new RunEvents();
            run.addListener(events);
            run.open(events, null);
            GameView first = events.humansTurn();
            firstGame = first.id();
            clock.advance(Duration.ofSeconds(30));
            run.play(first.version(), WINNING_MOVE, null);
            assertEquals(RunPhase.WON, run.view().run().phase());

            clock.advance(Duration.ofMinutes(2));
            run.next(null);
            GameView second = events.humansTurn();
            secondGame = second.id();
            assertEquals(Optional.empty(), games.load(firstGame), "the beaten opponent's game is removed");
            assertTrue(games.load(secondGame).isPresent());
            clock.advance(Duration.ofSeconds(4));
            assertTrue(everything(db).stream().noneMatch(v -> v.contains(token)), "no run token is stored");
            sessions.close();
        }
        clock.advance(Duration.ofSeconds(6));
        try (Database db = Database.open(folder); AiPool pool = new AiPool(1, 8)) {
            GameSessions sessions = new GameSessions(new SqlGameStore(db, clock), pool);
            Ladder ladder = new Ladder(new SqlLadderStore(db, clock), sessions, clock, n -> WIN_IN_ONE);
            LadderRun run = ladder.resume(token);
            RunEvents events = new RunEvents();
            run.addListener(events);
            run.open(events, null);
            GameView game = events.humansTurn();
            assertEquals(secondGame, game.id());
            RunView view = run.view();
            assertEquals(2, view.run().opponent());
            assertEquals(1, view.run().wins());
            assertEquals(30_000, view.run().wonMillis());
            assertEquals(10_000, view.gameMillis(), "4 s before the stop and 6 s while the server was away");

            run.play(game.version(), WINNING_MOVE, null);
            assertEquals(2, run.view().run().wins());
            assertEquals(40_000, run.view().run().wonMillis());
            sessions.close();
        }
    }

    @Test
    void aRunUnchangedForAWeekIsRemovedWithItsGameAndItsBestRunStays() throws Exception {
        try (Database db = Database.open(folder); AiPool pool = new AiPool(1, 8)) {
            SqlGameStore games = new SqlGameStore(db, clock);
            GameSessions sessions = new GameSessions(games, pool);
            Ladder ladder = new Ladder(new SqlLadderStore(db, clock), sessions, clock, n -> WIN_IN_ONE);

            Ladder.Started named = ladder.start();
            RunEvents namedEvents = new RunEvents();
            named.run().addListener(namedEvents);
            named.run().open(namedEvents, null);
            String namedGame = namedEvents.humansTurn().id();
            named.run().resign(null);
            named.run().name("Ada", null);

            clock.advance(Duration.ofDays(1));
            Ladder.Started idle = ladder.start();
            RunEvents idleEvents = new RunEvents();
            idle.run().addListener(idleEvents);
            idle.run().open(idleEvents, null);
            GameView idleGame = idleEvents.humansTurn();

            clock.advance(Ladder.RUN_KEPT.minus(Duration.ofDays(1)).plusSeconds(1));
            assertEquals(1, ladder.expire(), "the named run, ended a week ago");
            assertEquals(Optional.empty(), games.load(namedGame));
            assertEquals(ErrorCode.UNKNOWN_TOKEN, assertThrows(SessionException.class, () -> ladder.resume(named.token())).code());
            assertEquals(List.of("Ada"), ladder.best().stream().map(BestRun::name).toList());

            clock.advance(Duration.ofDays(1));
            assertEquals(1, ladder.expire(), "the run no one played for a week, while its clock ran");
            assertEquals(Optional.empty(), games.load(idleGame.id()));
            assertEquals(ErrorCode.UNKNOWN_TOKEN,
                    assertThrows(SessionException.class, () -> idle.run().play(idleGame.version(), WINNING_MOVE, null)).code(),
                    "a page that still has the run open is refused");
            assertEquals(0, ladder.expire());
            assertEquals(List.of("Ada"), ladder.best().stream().map(BestRun::name).toList());
            sessions.close();
        }
    }
}
