package io.abstractgames.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import org.junit.jupiter.api.Test;

/** Replaying a record checks the game, the start, every move and the result, naming the line. */
class ReplayTest {

    private static Replay replay(String text) {
        return Replay.of(GameRecords.parseOne(text));
    }

    private static String message(String text) {
        return assertThrows(NotationException.class, () -> replay(text)).getMessage();
    }

    @Test
    void finishedGameGivesItsFinalPositionAndResult() {
        Replay replay = replay("[Game \"pile\"]\n[Start \"7 b 20\"]\n[Result \"Bob wins (reached the goal)\"]\n\nt3\nt2\nt2\n");

        assertEquals("0 a 17", replay.finalPosition().toText());
        assertSame(Outcome.win(1, EndReason.GOAL_REACHED), replay.outcome());
        assertEquals(3, replay.plies());
    }

    @Test
    void withoutStartTheGameStartsFromItsStartPosition() {
        assertEquals("9 b 19", replay("[Game \"pile\"]\n[Result \"*\"]\nt1\n").finalPosition().toText());
    }

    @Test
    void resignationIsCheckedAgainstThePlayerToMove() {
        Replay replay = replay("[Game \"pile\"]\n[Result \"Ann wins (resignation)\"]\nt1\n");

        assertSame(Outcome.win(0, EndReason.RESIGNATION), replay.outcome());
        assertEquals("game record, line 2: result 'Bob wins (resignation)', but Bob resigning after the moves gives:"
                + " Ann wins (resignation)", message("[Game \"pile\"]\n[Result \"Bob wins (resignation)\"]\nt1\n"));
    }

    @Test
    void drawByTheMoveLimit() {
        assertSame(Outcome.draw(EndReason.MOVE_LIMIT),
                replay("[Game \"pile\"]\n[Start \"9 a 2\"]\n[Result \"draw (move limit)\"]\nt1\nt1\n").outcome());
    }

    @Test
    void illegalMoveNamesItsLine() {
        assertEquals("game record, line 6: move 3: move text 't3': only 2 left",
                message("[Game \"pile\"]\n[Start \"7 a 20\"]\n[Result \"*\"]\nt3\nt2\nt3\n"));
    }

    @Test
    void unreadableMoveNamesItsLine() {
        assertEquals("game record, line 4: move 2: move text 'x9': expected t1, t2 or t3",
                message("[Game \"pile\"]\n[Result \"*\"]\nt1\nx9\n"));
    }

    @Test
    void moveAfterTheEnd() {
        assertEquals("game record, line 5: move 2 't1' after the end of the game (Ann wins (reached the goal))",
                message("[Game \"pile\"]\n[Start \"3 a 20\"]\n[Result \"Ann wins (reached the goal)\"]\nt3\nt1\n"));
    }

    @Test
    void resultTheMovesDoNotGive() {
        assertEquals("game record, line 2: result 'Bob wins (reached the goal)', but after the moves the game is not"
                + " over", message("[Game \"pile\"]\n[Result \"Bob wins (reached the goal)\"]\nt1\n"));
        assertEquals("game record, line 3: result '*', but after the moves the game ends: Ann wins (reached the goal)",
                message("[Game \"pile\"]\n[Start \"3 a 20\"]\n[Result \"*\"]\nt3\n"));
    }

    @Test
    void unreadableResult() {
        assertEquals(true, message("[Game \"pile\"]\n[Result \"1-0\"]\n").startsWith("game record, line 2: result '1-0',"));
    }

    @Test
    void unknownGame() {
        assertEquals(true, message("\n[Game \"chess\"]\n[Result \"*\"]\n")
                .startsWith("game record, line 2: unknown game 'chess', expected one of "));
    }

    @Test
    void badStartText() {
        assertEquals("game record, line 2: Start: position text: expected PILE SIDE PLIES",
                message("[Game \"pile\"]\n[Start \"lots\"]\n[Result \"*\"]\n"));
    }

    @Test
    void recordOfAnotherGame() {
        assertEquals("game record, line 1: game 'other', expected 'pile'",
                assertThrows(NotationException.class, () -> Replay.of(GameRecords.parseOne(
                        "[Game \"other\"]\n[Result \"*\"]\n"), new PileGame())).getMessage());
    }

    @Test
    void theScoreTagIsCheckedAgainstTheResult() {
        Replay replay = replay("[Game \"pile\"]\n[Start \"7 b 20\"]\n[Result \"Bob wins (reached the goal)\"]\n"
                + "[Score \"0-1\"]\n\nt3\nt2\nt2\n");
        assertSame(Outcome.win(1, EndReason.GOAL_REACHED), replay.outcome());
        assertEquals("game record, line 3: score '1-0', but the result 'Bob wins (reached the goal)' gives '0-1'",
                message("[Game \"pile\"]\n[Start \"7 b 20\"]\n[Score \"1-0\"]\n"
                        + "[Result \"Bob wins (reached the goal)\"]\nt3\nt2\nt2\n"));
        assertSame(Outcome.draw(EndReason.MOVE_LIMIT), replay("[Game \"pile\"]\n[Start \"9 a 2\"]\n"
                + "[Result \"draw (move limit)\"]\n[Score \"1/2-1/2\"]\nt1\nt1\n").outcome());
    }

    @Test
    void theBuilderWritesTheResultAndItsScore() {
        PileGame game = new PileGame();
        GameRecord record = GameRecord.builder(PileGame.ID).start("7 b 20").move("t3").move("t2").move("t2")
                .outcome(game, Outcome.win(1, EndReason.GOAL_REACHED)).build();
        assertEquals("[Game \"pile\"]\n[Start \"7 b 20\"]\n[Result \"Bob wins (reached the goal)\"]\n"
                + "[Score \"0-1\"]\n\nt3\nt2\nt2\n", record.toText());
        assertEquals(record, Replay.of(GameRecords.parseOne(record.toText())).record());
        assertEquals("*", GameRecord.builder(PileGame.ID).outcome(game, Outcome.ONGOING).build()
                .tag(GameRecord.SCORE).orElseThrow());
    }
}
