package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.diamond.internal.DiamondPosition;
import org.junit.jupiter.api.Test;

/**
 * Position text ({@code docs/rules/diamond.md}, "Position text"): the canonical form, the looser
 * inputs, and each rejection with its message.
 */
class PositionTextTest {

    private static final DiamondGame TWO = DiamondGame.twoPlayers();
    private static final DiamondGame THREE = DiamondGame.threePlayers();
    private static final String RED = "r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9";
    private static final String YELLOW = "y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5";
    private static final String GREEN =
            "g:K13.13,9.9,10.9,10.10,11.9,11.10,11.11,12.9,12.10,12.11,12.12,13.9,13.10,13.11,13.12";
    /** Green's pieces with 13.9 left free for Red. */
    private static final String GREEN_BY_N = GREEN.replace("13.9,", "8.8,");
    /** Red's target camp full, Red's king on its apex: a win for Red. */
    private static final String RED_HOME = "r:K17.1,16.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4,13.5,13.6,13.7,13.8,13.9";

    private static String rejection(DiamondGame game, String text) {
        return assertThrows(NotationException.class, () -> game.parsePosition(text)).getMessage();
    }

    // ----- canonical form and accepted inputs -----

    @Test
    void startTextsAreCanonical() {
        assertEquals("2 r " + RED + " " + YELLOW + " 0 0", TWO.startText());
        assertEquals("3 r " + RED + " " + YELLOW + " " + GREEN + " 0 0", THREE.startText());
        assertEquals(TWO.startText(), TWO.newStartPosition().toText());
        assertEquals(THREE.startText(), THREE.newStartPosition().toText());
    }

    @Test
    void inputMayListPointsInAnyOrderWithTheKingAnywhereAndOmitTheCounters() {
        String loose = "  2   r  r:5.9,5.8,K1.1,5.7,5.6,5.5,4.4,4.3,4.2,4.1,3.3,3.2,3.1,2.2,2.1 "
                + "y:9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,K13.1,13.5 ";
        assertEquals(TWO.startText(), TWO.parsePosition(loose).toText());
        assertEquals(TWO.newStartPosition().key(), TWO.parsePosition(loose).key());
    }

    @Test
    void countersAreRead() {
        DiamondPosition position = (DiamondPosition) THREE.parsePosition("3 g " + RED + " " + YELLOW + " " + GREEN + " 41 2");
        assertEquals(41, position.turns());
        assertEquals(2, position.passes());
        assertEquals(DiamondBoard.GREEN, position.sideToMove());
        assertEquals("3 g " + RED + " " + YELLOW + " " + GREEN + " 41 2", position.toText());
    }

    @Test
    void turnsAtTheLimitIsAFinishedDraw() {
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), TWO.parsePosition("2 r " + RED + " " + YELLOW + " 800 0").outcome());
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT),
                THREE.parsePosition("3 y " + RED + " " + YELLOW + " " + GREEN + " 1200 1").outcome());
    }

    @Test
    void passesEqualToThePlayersIsAFinishedDraw() {
        assertEquals(Outcome.draw(EndReason.ALL_PASSED), TWO.parsePosition("2 r " + RED + " " + YELLOW + " 9 2").outcome());
        assertEquals(Outcome.draw(EndReason.ALL_PASSED),
                THREE.parsePosition("3 r " + RED + " " + YELLOW + " " + GREEN + " 3 3").outcome());
    }

    @Test
    void winForThePlayerWhoMovedLastIsAFinishedWinAlsoAtTheLimit() {
        String yellow = "y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,9.5";
        assertEquals(Outcome.win(0, EndReason.GOAL_REACHED), TWO.parsePosition("2 y " + RED_HOME + " " + yellow + " 90 0").outcome());
        assertEquals(Outcome.win(0, EndReason.GOAL_REACHED), TWO.parsePosition("2 y " + RED_HOME + " " + yellow + " 800 0").outcome());
        assertEquals(Outcome.win(0, EndReason.GOAL_REACHED),
                THREE.parsePosition("3 y " + RED_HOME + " " + yellow + " " + GREEN_BY_N + " 1200 0").outcome());
    }

    // ----- rejections -----

    @Test
    void rejectsAPointThatDoesNotExist() {
        assertEquals("position text, r: point '5.14' does not exist",
                rejection(TWO, "2 r " + RED.replace("5.9", "5.14") + " " + YELLOW));
        assertEquals("position text, y: point 'K18.1' does not exist",
                rejection(TWO, "2 r " + RED + " " + YELLOW.replace("K13.1", "K18.1")));
        assertEquals("position text, r: point 'x' does not exist", rejection(TWO, "2 r " + RED.replace("5.9", "x") + " " + YELLOW));
    }

    @Test
    void aPointNameHasOneSpellingWithoutLeadingZeros() {
        assertEquals("position text, r: point '02.1' does not exist",
                rejection(TWO, "2 r " + RED.replace("2.1", "02.1") + " " + YELLOW));
        assertEquals("position text, r: point '2.01' does not exist",
                rejection(TWO, "2 r " + RED.replace("2.1", "2.01") + " " + YELLOW));
        assertEquals("position text, r: point 'K01.1' does not exist",
                rejection(TWO, "2 r " + RED.replace("K1.1", "K01.1") + " " + YELLOW));
        assertEquals(-1, DiamondBoard.parse("0.1"));
        assertEquals(-1, DiamondBoard.parse("10.05"));
        assertEquals(DiamondBoard.parse("10.5"), DiamondBoard.parse("10.5"));
        assertEquals("10.10", DiamondBoard.name(DiamondBoard.parse("10.10")));
    }

    @Test
    void rejectsAPointUsedTwice() {
        assertEquals("position text, r: point 5.8 is used twice",
                rejection(TWO, "2 r " + RED.replace("5.9", "5.8") + " " + YELLOW));
        assertEquals("position text, y: point 5.9 is used twice (also by Red)",
                rejection(TWO, "2 r " + RED + " " + YELLOW.replace("9.1", "5.9")));
    }

    @Test
    void rejectsAPlayerWithoutExactly15Points() {
        assertEquals("position text, r: 14 points, expected 15",
                rejection(TWO, "2 r " + RED.replace(",5.9", "") + " " + YELLOW));
        assertEquals("position text, y: 16 points, expected 15",
                rejection(TWO, "2 r " + RED + " " + YELLOW + ",7.7"));
        assertEquals("position text, r: 1 point, expected 15", rejection(TWO, "2 r r:K1.1 " + YELLOW));
    }

    @Test
    void rejectsAPlayerWithoutExactlyOneKing() {
        assertEquals("position text, r: 0 kings, expected exactly 1",
                rejection(TWO, "2 r " + RED.replace("K1.1", "1.1") + " " + YELLOW));
        assertEquals("position text, y: 2 kings, expected exactly 1",
                rejection(TWO, "2 r " + RED + " " + YELLOW.replace("9.1", "K9.1")));
    }

    @Test
    void rejectsAPieceOnAPointForbiddenToIt() {
        assertEquals("position text, r: point 10.1 is forbidden to Red (in camp NW, off the hexagon boundary)",
                rejection(TWO, "2 r " + RED.replace("5.9", "10.1") + " " + YELLOW));
        assertEquals("position text, r: point 5.1 is forbidden to Red (in camp SW, off the hexagon boundary)",
                rejection(TWO, "2 r " + RED.replace("5.9", "5.1") + " " + YELLOW), "Green's camp, two players");
        assertEquals("position text, g: point 2.1 is forbidden to Green (in camp S, off the hexagon boundary)",
                rejection(THREE, "3 r " + RED.replace("2.1", "6.6") + " " + YELLOW + " " + GREEN.replace("9.9", "2.1")));
    }

    @Test
    void rejectsASideThatIsNotPlaying() {
        assertEquals("position text, SIDE: 'g' (Green) is not playing in the 2-player game",
                rejection(TWO, "2 g " + RED + " " + YELLOW));
        assertEquals("position text, SIDE: 'b', expected r, y or g",
                rejection(THREE, "3 b " + RED + " " + YELLOW + " " + GREEN));
        assertEquals("position text, field 4: 'g:' but Green is not playing in the 2-player game",
                rejection(TWO, "2 r " + RED + " " + GREEN));
    }

    @Test
    void rejectsATargetCampShowingAWinForAPlayerWhoDidNotMoveLast() {
        String yellow = "y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,9.5";
        assertEquals("position text: Red's target camp N shows a win, but Yellow moved last",
                rejection(TWO, "2 r " + RED_HOME + " " + yellow + " 90 0"));
        assertEquals("position text: Red's target camp N shows a win, but Green moved last",
                rejection(THREE, "3 r " + RED_HOME + " " + yellow + " " + GREEN_BY_N + " 90 0"));
    }

    @Test
    void rejectsTurnsAboveTheLimit() {
        assertEquals("position text, TURNS: 801 is above the turn limit 800",
                rejection(TWO, "2 r " + RED + " " + YELLOW + " 801 0"));
        assertEquals("position text, TURNS: 1201 is above the turn limit 1200",
                rejection(THREE, "3 r " + RED + " " + YELLOW + " " + GREEN + " 1201 0"));
    }

    @Test
    void rejectsPassesAboveThePlayersOrAboveTurns() {
        assertEquals("position text, PASSES: 3 is above the number of players 2",
                rejection(TWO, "2 r " + RED + " " + YELLOW + " 10 3"));
        assertEquals("position text, PASSES: 2 is above TURNS 1", rejection(TWO, "2 r " + RED + " " + YELLOW + " 1 2"));
    }

    @Test
    void rejectsMalformedFields() {
        assertEquals("position text: empty", rejection(TWO, "  "));
        assertEquals("position text, PLAYERS: '4', expected 2 or 3", rejection(TWO, "4 r " + RED + " " + YELLOW));
        assertEquals("position text, PLAYERS: 3 players, but diamond is for 2",
                rejection(TWO, "3 r " + RED + " " + YELLOW + " " + GREEN));
        assertEquals("position text, PLAYERS: 2 players, but diamond3 is for 3", rejection(THREE, TWO.startText()));
        assertEquals("position text: 5 fields, expected 4 or 6 (PLAYERS SIDE r:... y:... [TURNS PASSES])",
                rejection(TWO, "2 r " + RED + " " + YELLOW + " 7"));
        assertEquals("position text, field 3: expected Red's pieces 'r:...', found 'y:K13.1,9.1,...'",
                rejection(TWO, "2 r " + YELLOW + " " + RED));
        assertEquals("position text, TURNS: 'x' is not a number", rejection(TWO, "2 r " + RED + " " + YELLOW + " x 0"));
        assertEquals("position text, PASSES: '-1' is not a number", rejection(TWO, "2 r " + RED + " " + YELLOW + " 5 -1"));
    }
}
