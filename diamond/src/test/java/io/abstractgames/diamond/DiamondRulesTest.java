package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.diamond.internal.DiamondPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * One test per rule of {@code docs/rules/diamond.md}, each on a small position that would fail if the
 * rule were implemented wrongly. Every position's move list is also checked against the reference
 * generator.
 */
class DiamondRulesTest {

    private static final String RED_S12 = "1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6";
    private static final String YELLOW_START =
            "y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5";
    private static final String RED_START = "r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9";
    private static final String GREEN_START =
            "g:K13.13,9.9,10.9,10.10,11.9,11.10,11.11,12.9,12.10,12.11,12.12,13.9,13.10,13.11,13.12";
    /** Yellow walls Red in its start camp; Yellow's king on 6.9 blocks Red's king's line. */
    private static final String YELLOW_WALL = "y:K6.9,6.4,6.5,6.6,6.7,6.8,7.3,7.4,7.5,7.6,7.7,7.8,7.9,8.2,9.1";

    /** The position, after checking that engine and reference agree on its moves. */
    private static DiamondPosition position(String text) {
        DiamondPosition position = (DiamondPosition) (text.startsWith("3") ? DiamondGame.threePlayers() : DiamondGame.twoPlayers())
                .parsePosition(text);
        assertEquals(new TreeSet<>(new ReferenceDiamond(text).legalMoves()), moves(position), "reference disagrees");
        return position;
    }

    private static Set<String> moves(DiamondPosition position) {
        return new TreeSet<>(moveList(position));
    }

    private static List<String> moveList(DiamondPosition position) {
        MoveList list = new MoveList();
        position.generateMoves(list);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            texts.add(position.moveText(list.get(i)));
        }
        return texts;
    }

    private static Set<String> movesFrom(DiamondPosition position, String from) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(position)) {
            if (m.startsWith(from + "-")) {
                out.add(m.substring(from.length() + 1));
            }
        }
        return out;
    }

    // ----- jumps -----

    @Test
    void kingJumpsOverALineOfThree() {
        DiamondPosition king = position("2 r r:K9.2," + RED_S12 + ",9.3,9.4 y:K13.1,9.5,10.1,10.2,11.1,11.2,11.3,12.1,"
                + "12.2,12.3,12.4,13.2,13.3,13.4,13.5 0 0");
        assertTrue(moves(king).contains("9.2-9.6"), "over 9.3, 9.4 (Red) and 9.5 (Yellow) onto 9.6");
        DiamondPosition man = position("2 r r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,9.2,9.3,9.4 "
                + "y:K13.1,9.5,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5 0 0");
        assertFalse(moves(man).contains("9.2-9.6"), "a man cannot do it");
    }

    @Test
    void kingInTheLineBlocksAKingJump() {
        String yellow = "10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5";
        DiamondPosition blocked = position("2 r r:K9.2," + RED_S12 + ",9.3,9.5 y:K9.4,13.1," + yellow + " 0 0");
        assertEquals(Set.of("8.2", "8.3", "9.1", "10.3"), movesFrom(blocked, "9.2"), "Yellow's king on 9.4 blocks");
        DiamondPosition open = position("2 r r:K9.2," + RED_S12 + ",9.3,9.5 y:K13.1,9.4," + yellow + " 0 0");
        assertTrue(movesFrom(open, "9.2").contains("9.6"), "with a man on 9.4 the king jumps over 9.3-9.5");
    }

    @Test
    void manCannotJumpTwoInARow() {
        DiamondPosition two = position("2 r r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,9.2,9.3,9.4 "
                + YELLOW_START + " 0 0");
        assertEquals(Set.of("8.2", "8.3", "10.3"), movesFrom(two, "9.2"), "9.3 and 9.4 in a row: no jump east");
        DiamondPosition one = position("2 r r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,9.2,9.3 "
                + YELLOW_START + " 0 0");
        assertTrue(movesFrom(one, "9.2").contains("9.4"), "over one piece it jumps");
    }

    @Test
    void manDoesNotJumpOverAKing() {
        DiamondPosition position = position("2 r r:K9.3," + RED_S12 + ",9.2,5.7 " + YELLOW_START + " 0 0");
        assertFalse(movesFrom(position, "9.2").contains("9.4"), "9.3 holds Red's own king");
    }

    @Test
    void jumpChainEndingNextToItsStartIsOneMove() {
        // The king on 9.3 jumps 9.3 > 9.6 (over 9.4 and 9.5) > 11.6 (over 10.6) > 11.4 (over 11.5) > 9.2
        // (over 10.3), next to its start; 9.2 is also a step. One move 9.3-9.2.
        DiamondPosition position = position("2 r r:K9.3," + RED_S12 + ",9.4,9.5 y:K13.1,10.3,10.6,11.5,10.1,11.1,11.2,"
                + "11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4 0 0");
        List<String> list = moveList(position);
        assertEquals(1, list.stream().filter("9.3-9.2"::equals).count());
        assertTrue(list.containsAll(List.of("9.3-9.6", "9.3-11.6", "9.3-11.4")), "the chain's landing points");
        assertEquals(new TreeSet<>(list).size(), list.size(), "no move twice");
    }

    @Test
    void destinationReachedByTwoPathsIsOneMove() {
        // 9.3 > 9.5 > 11.7 (over 9.4, 10.6) and 9.3 > 11.5 > 11.7 (over 10.4, 11.6).
        DiamondPosition position = position("2 r r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,9.3,9.4 "
                + "y:K13.1,10.4,10.6,11.6,10.1,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4 0 0");
        List<String> list = moveList(position);
        assertEquals(1, list.stream().filter("9.3-11.7"::equals).count());
        assertTrue(list.containsAll(List.of("9.3-9.5", "9.3-11.5")));
    }

    @Test
    void chainThroughTheStartPointNeverEndsThere() {
        // The king on 9.3 jumps east over 9.4 and 9.5 to 9.6; jumping back west its line is 9.5, 9.4
        // and then the start point, empty during the sequence, so it lands there: not a move, and
        // the line does not run on to 9.1.
        DiamondPosition position = position("2 r r:K9.3," + RED_S12 + ",9.4,9.5 " + YELLOW_START.replace("9.1,", "7.7,")
                + " 0 0");
        Set<String> from = movesFrom(position, "9.3");
        assertTrue(from.contains("9.6"));
        assertFalse(from.contains("9.1"), "9.2 is empty, nothing to jump over towards 9.1");
        assertFalse(from.contains("9.3"));
    }

    @Test
    void landingPointForbiddenMidChainStopsTheChain() {
        // Red's man on 9.2 would jump over 10.2 to 11.2 (Yellow's camp, off the boundary) and on over
        // 11.3 to 11.4: both are out of reach for Red.
        DiamondPosition red = position("2 r r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,9.2 "
                + "y:K13.1,9.1,10.1,10.2,11.1,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5,7.7 0 0");
        assertEquals(Set.of("8.2", "8.3", "9.3", "10.3"), movesFrom(red, "9.2"));
        // The same chain is open to a Yellow man, for whom 11.2 is home.
        DiamondPosition yellow = position("2 y " + RED_START + " y:K13.1,9.2,10.2,11.3,9.1,10.1,11.1,12.1,12.2,12.3,"
                + "12.4,13.2,13.3,13.4,13.5 1 0");
        assertTrue(movesFrom(yellow, "9.2").containsAll(Set.of("11.2", "11.4")));
    }

    @Test
    void stepsGoToAdjacentEmptyAllowedPoints() {
        DiamondPosition start = (DiamondPosition) DiamondGame.twoPlayers().newStartPosition();
        assertEquals(Set.of("6.4", "6.5"), movesFrom(start, "5.5"), "5.4 is Green's camp");
        assertEquals(Set.of("6.8", "6.9"), movesFrom(start, "5.9"), "5.10 is Yellow's target camp, off the boundary");
    }

    // ----- the illegal completing move, wins -----

    private static final String RED_IN_N = "16.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4";
    private static final String YELLOW_BY_N = "y:K13.1,12.4,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,13.2,13.3,13.4,7.5";

    @Test
    void moveThatCompletesAnotherPlayersWinIsIllegal() {
        // Red's target camp lacks only 13.5 and Red's king is on its apex 17.1: Yellow may not fill it.
        DiamondPosition position = position("2 y r:K17.1," + RED_IN_N + ",13.6,13.7,13.8,13.9,12.5 " + YELLOW_BY_N
                + " 60 0");
        for (String m : moves(position)) {
            assertFalse(m.endsWith("-13.5"), m);
        }
        NotationException e = assertThrows(NotationException.class, () -> position.parseMove("12.4-13.5"));
        assertEquals("move text '12.4-13.5': it would fill Red's target camp with Red's king on its apex",
                e.getMessage());
        // Only the position after the move counts: a jump may pass through 13.5.
        assertEquals(Set.of("11.5"), movesFrom(position, "13.3"), "13.3 > 13.5 > 11.5 over 13.4 and 12.5");
    }

    @Test
    void fillingACampWithoutItsOwnersKingOnTheApexIsLegal() {
        DiamondPosition position = position("2 y r:K16.1,17.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4,13.6,13.7,13.8,"
                + "13.9,12.5 " + YELLOW_BY_N + " 60 0");
        assertTrue(moves(position).contains("12.4-13.5"));
    }

    @Test
    void winWithOtherColoursOnBoundaryPointsOfTheTargetCamp() {
        DiamondPosition position = position("2 r r:K17.1," + RED_IN_N + ",13.7,13.8,12.9,9.5,9.6 "
                + "y:K13.1,13.5,13.6,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4 70 0");
        position.play("12.9-13.9");
        assertEquals(Outcome.win(DiamondBoard.RED, EndReason.GOAL_REACHED), position.outcome());
        assertTrue(moves(position).isEmpty());
        assertEquals("win:0", new ReferenceDiamond(position.toText()).result);
    }

    @Test
    void fullTargetCampWithoutTheKingOnItsApexIsNoWin() {
        DiamondPosition position = position("2 r r:K16.1,17.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4,13.7,13.8,12.9,"
                + "9.5,9.6 y:K13.1,13.5,13.6,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4 70 0");
        position.play("12.9-13.9");
        assertEquals(Outcome.ONGOING, position.outcome());
        assertFalse(position.isOver());
        assertFalse(moves(position).isEmpty());
    }

    @Test
    void winOfThePlayerWhoMovedLastIsAFinishedPosition() {
        DiamondPosition position = position("2 y r:K17.1," + RED_IN_N + ",13.7,13.8,13.9,9.5,9.6 "
                + "y:K13.1,13.5,13.6,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4 71 0");
        assertEquals(Outcome.win(DiamondBoard.RED, EndReason.GOAL_REACHED), position.outcome());
    }

    // ----- passes and draws -----

    @Test
    void playerWithoutMovesMustPass() {
        DiamondPosition position = position("2 r " + RED_START + " " + YELLOW_WALL + " 40 0");
        assertEquals(List.of("pass"), moveList(position));
        position.play("pass");
        assertEquals(DiamondBoard.YELLOW, position.sideToMove());
        assertEquals(1, position.passes());
        assertEquals(41, position.turns());
        assertFalse(position.isOver());
        assertFalse(moves(position).contains("pass"));
        position.play("6.9-6.10");
        assertEquals(0, position.passes());
        assertFalse(moves(position).contains("pass"), "6.9 no longer blocks the king's line");
    }

    @Test
    void passIsNotLegalWhileOtherMovesExist() {
        DiamondPosition start = (DiamondPosition) DiamondGame.twoPlayers().newStartPosition();
        NotationException e = assertThrows(NotationException.class, () -> start.parseMove("pass"));
        assertEquals("move text 'pass': Red has other moves, so passing is not legal", e.getMessage());
    }

    @Test
    void everyPlayerPassingInTurnIsADraw() {
        DiamondPosition two = position("2 r " + RED_START + " " + YELLOW_WALL + " 40 1");
        two.play("pass");
        assertEquals(Outcome.draw(EndReason.ALL_PASSED), two.outcome());
        assertTrue(moves(two).isEmpty());
        DiamondPosition three = position("3 r " + RED_START + " " + YELLOW_WALL + " " + GREEN_START + " 40 2");
        three.play("pass");
        assertEquals(Outcome.draw(EndReason.ALL_PASSED), three.outcome());
        DiamondPosition notYet = position("3 r " + RED_START + " " + YELLOW_WALL + " " + GREEN_START + " 40 1");
        notYet.play("pass");
        assertEquals(Outcome.ONGOING, notYet.outcome(), "two passes of three players");
    }

    @Test
    void turnLimitIsADraw() {
        DiamondPosition two = position(DiamondGame.twoPlayers().startText().replace(" 0 0", " 799 0"));
        two.play("5.5-6.4");
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), two.outcome());
        assertEquals(800, two.turns());
        DiamondPosition three = position(DiamondGame.threePlayers().startText().replace(" 0 0", " 1199 0"));
        three.play("5.5-6.4");
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), three.outcome());
        DiamondPosition passing = position("2 r " + RED_START + " " + YELLOW_WALL + " 799 0");
        passing.play("pass");
        assertEquals(Outcome.draw(EndReason.MOVE_LIMIT), passing.outcome(), "a pass counts as a turn");
        DiamondPosition before = position(DiamondGame.twoPlayers().startText().replace(" 0 0", " 798 0"));
        before.play("5.5-6.4");
        assertEquals(Outcome.ONGOING, before.outcome());
    }

    @Test
    void winningMoveOnTheLastTurnWins() {
        DiamondPosition position = position("2 r r:K17.1," + RED_IN_N + ",13.7,13.8,12.9,9.5,9.6 "
                + "y:K13.1,13.5,13.6,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4 799 0");
        position.play("12.9-13.9");
        assertEquals(Outcome.win(DiamondBoard.RED, EndReason.GOAL_REACHED), position.outcome());
    }

    // ----- resignation -----

    @Test
    void resigningWithTwoPlayersLetsTheOpponentWin() {
        DiamondPosition position = (DiamondPosition) DiamondGame.twoPlayers().newStartPosition();
        assertEquals(Outcome.win(1, EndReason.RESIGNATION), position.resign(0));
        assertEquals(Outcome.win(0, EndReason.RESIGNATION), position.resign(1));
        assertThrows(IllegalArgumentException.class, () -> position.resign(2));
    }

    @Test
    void resigningWithThreePlayersOnATieGoesToTheNextPlayer() {
        DiamondPosition position = (DiamondPosition) DiamondGame.threePlayers().newStartPosition();
        assertEquals(position.distanceSum(1), position.distanceSum(2), "the start is symmetric");
        assertEquals(Outcome.win(1, EndReason.RESIGNATION), position.resign(0));
        assertEquals(Outcome.win(2, EndReason.RESIGNATION), position.resign(1));
        assertEquals(Outcome.win(0, EndReason.RESIGNATION), position.resign(2));
    }

    @Test
    void resigningWithThreePlayersGoesToTheNearerPlayer() {
        DiamondPosition position = (DiamondPosition) DiamondGame.threePlayers().newStartPosition();
        position.play("5.5-6.4");
        position.play("9.1-8.2");
        position.play("9.9-8.9");
        position.play("6.4-7.4");
        position.play("8.2-7.3");
        // Red and Yellow have each gained two steps, Green one.
        assertEquals(position.distanceSum(2) - 1, position.distanceSum(1));
        assertEquals(position.distanceSum(0), position.distanceSum(1));
        assertEquals(Outcome.win(1, EndReason.RESIGNATION), position.resign(0), "Yellow is nearer than Green");
        assertEquals(Outcome.win(0, EndReason.RESIGNATION), position.resign(1), "Red is nearer than Green");
        assertEquals(Outcome.win(0, EndReason.RESIGNATION), position.resign(2), "a tie: Red moves after Green");
    }

    @Test
    void resigningInAFinishedGameIsAnError() {
        DiamondPosition position = (DiamondPosition) DiamondGame.twoPlayers().parsePosition(
                DiamondGame.twoPlayers().startText().replace(" 0 0", " 800 0"));
        assertThrows(IllegalStateException.class, () -> position.resign(0));
    }

    // ----- null move -----

    @Test
    void nullMoveChangesOnlyTheSideToMove() {
        DiamondPosition position = (DiamondPosition) DiamondGame.threePlayers().parsePosition(
                DiamondGame.threePlayers().startText().replace(" 0 0", " 17 1"));
        long key = position.key();
        position.makeNullMove();
        assertEquals(DiamondBoard.YELLOW, position.sideToMove());
        assertEquals(17, position.turns());
        assertEquals(1, position.passes());
        assertEquals(position.computeKey(), position.key());
        position.unmakeMove();
        assertEquals(key, position.key());
        assertEquals(DiamondBoard.RED, position.sideToMove());
    }
}
