package io.abstractgames.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code show}: diagrams of the start positions, a seat's orientation, the last move's mark, bad input. */
class ShowCommandTest {

    private static List<String> show(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "show";
        System.arraycopy(args, 0, all, 1, args.length);
        CliRun run = CliRun.run(all);
        assertEquals(0, run.exitStatus(), run.err());
        assertEquals("", run.err());
        return run.outLines();
    }

    @Test
    void konaneStartIsAGridOfStones() {
        assertEquals(List.of(
                "Position: wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw b",
                "Seen from Black (b)",
                "8  w  b  w  b  w  b  w  b",
                "7  b  w  b  w  b  w  b  w",
                "6  w  b  w  b  w  b  w  b",
                "5  b  w  b  w  b  w  b  w",
                "4  w  b  w  b  w  b  w  b",
                "3  b  w  b  w  b  w  b  w",
                "2  w  b  w  b  w  b  w  b",
                "1  b  w  b  w  b  w  b  w",
                "   a  b  c  d  e  f  g  h",
                "Black (b) to move, 4 legal moves"), show("konane"));
    }

    @Test
    void diamondStartIsTheStarInRowsWithItsCamps() {
        assertEquals(List.of(
                "Position: 2 r r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9"
                        + " y:K13.1,9.1,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,12.4,13.2,13.3,13.4,13.5 0 0",
                "Seen from Red (r)",
                "17.1                          @",
                "16.1                        +   +",
                "15.1                      +   +   +",
                "14.1                    +   +   +   +",
                "13.1  Y   y   y   y   y   .   .   .   .   -   -   -   -",
                "12.1    y   y   y   y   .   .   .   .   .   -   -   -",
                "11.1      y   y   y   .   .   .   .   .   .   -   -",
                "10.1        y   y   .   .   .   .   .   .   .   -",
                " 9.1          y   .   .   .   .   .   .   .   .",
                " 8.1        -   .   .   .   .   .   .   .   .   +",
                " 7.1      -   -   .   .   .   .   .   .   .   +   +",
                " 6.1    -   -   -   .   .   .   .   .   .   +   +   +",
                " 5.1  -   -   -   -   r   r   r   r   r   +   +   +   @",
                " 4.1                    r   r   r   r",
                " 3.1                      r   r   r",
                " 2.1                        r   r",
                " 1.1                          R",
                "Red (r): start camp at the bottom, target camp at the top",
                "Yellow (y): start camp upper left, target camp lower right",
                "Red (r) to move, 20 legal moves"), show("diamond"));
    }

    @Test
    void blackSeesTheBreakthroughBoardTurnedWithTheLastMoveMarked() {
        assertEquals(List.of(
                "Position: bbbbbbbb/bbbbbbbb/8/8/8/4w3/wwww1www/wwwwwwww b",
                "Seen from Black (b)",
                "1  w  w  w  w  w  w  w  w",
                "2  w  w  w (.) w  w  w  w",
                "3  .  .  . [w] .  .  .  .",
                "4  .  .  .  .  .  .  .  .",
                "5  .  .  .  .  .  .  .  .",
                "6  .  .  .  .  .  .  .  .",
                "7  b  b  b  b  b  b  b  b",
                "8  b  b  b  b  b  b  b  b",
                "   h  g  f  e  d  c  b  a",
                "Last move: White e2-e3 (step)",
                "Black (b) to move, 22 legal moves"), show("breakthrough", "--seat", "b", "--moves", "e2-e3"));
    }

    @Test
    void bashniColumnsShowTheirTopAndHeightAndAreListedBelow() {
        List<String> lines = show("bashni", "--position", "b d6:BwwW,c3:w,f4:w 0 0", "--moves", "d6:g3");
        assertEquals(List.of(
                "Position: w c3:w,g3:BwwWw 0 1",
                "Seen from White (w)",
                "8  .   .   .   .   .   .   .   .",
                "7  .   .   .   .   .   .   .   .",
                "6  .   .   .  (. ) .   .   .   .",
                "5  .   .   .   .   .   .   .   .",
                "4  .   .   .   .   .   .   .   .",
                "3  .   .   w   .   .   .  [B5] .",
                "2  .   .   .   .   .   .   .   .",
                "1  .   .   .   .   .   .   .   .",
                "   a   b   c   d   e   f   g   h",
                "Stacks, top first: g3 BwwWw",
                "Last move: Black d6:g3 (capture of f4)",
                "White (w) to move, 2 legal moves"), lines);
    }

    @Test
    void lascaIsDrawnOnItsSevenBySevenBoardWithTheWholeCapturePath() {
        List<String> lines = show("lasca", "--position", "w c3:W,d4:b,f4:b,f2:b,d2:Bb,a7:b 0 0", "--moves", "c3:e5:g3:e1:c3");
        assertEquals(List.of(
                "Position: b d2:b,c3:WbbbB,a7:b 0 1",
                "Seen from White (w)",
                "7  b   .   .   .   .   .   .",
                "6  .   .   .   .   .   .   .",
                "5  .   .   .   .   .   .   .",
                "4  .   .   .   .   .   .   .",
                "3  .   .  [W5] .   .   .   .",
                "2  .   .   .   b   .   .   .",
                "1  .   .   .   .   .   .   .",
                "   a   b   c   d   e   f   g",
                "Stacks, top first: c3 WbbbB",
                "Last move: White c3:e5:g3:e1:c3 (capture of d4, f4, f2, d2)",
                "Black (b) to move, 3 legal moves"), lines);
    }

    @Test
    void aDiamondViewerSeesNamesInTheirOwnFrame() {
        List<String> lines = show("diamond3", "--seat", "g", "--moves", "5.5-6.4");
        assertEquals("Seen from Green (g)", lines.get(1));
        assertEquals("17.1                          @", lines.get(2));
        assertEquals(" 1.1                          G", lines.get(18));
        assertTrue(lines.contains("Green (g): start camp at the bottom, target camp at the top"), lines.toString());
        assertEquals("Last move: Red " + "13.5-13.6" + " (step)", lines.get(lines.size() - 2));
    }

    @Test
    void badInputIsOneLineAndStatus2() {
        assertEquals("show: --seat 'g', expected one of r, y", SearchCommandTest.badInput("show", "diamond", "--seat", "g"));
        assertTrue(SearchCommandTest.badInput("show", "diamond", "--moves", "5.5-6.4,zz").startsWith("show: --moves, move 2 'zz': "));
        assertTrue(SearchCommandTest.badInput("show", "breakthrough", "--position", "xx").startsWith("show: position text: "));
        assertTrue(SearchCommandTest.badInput("show", "nosuchgame").startsWith("show: unknown game 'nosuchgame'"));
    }
}
