package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import org.junit.jupiter.api.Test;

/**
 * The symmetry transforms themselves: they map start positions to start positions, are of the
 * right order, and agree with the engine's geometry; the left-right mirror is not a symmetry of
 * the two-player game.
 */
class SymmetriesTest {

    @Test
    void rotationMapsTheThreePlayerStartToItselfWithAnotherSideToMove() {
        DiamondGame game = DiamondGame.threePlayers();
        String image = Symmetries.rotate120(game.startText());
        assertEquals(game.startText().replaceFirst("^3 r", "3 g"), game.parsePosition(image).toText());
        String text = game.parsePosition(game.startText()).toText();
        String thrice = Symmetries.rotate120(Symmetries.rotate120(Symmetries.rotate120(text)));
        assertEquals(text, game.parsePosition(thrice).toText());
    }

    @Test
    void reflectionMapsTheTwoPlayerStartToItselfWithYellowToMove() {
        DiamondGame game = DiamondGame.twoPlayers();
        String image = Symmetries.reflect(game.startText());
        assertEquals(game.startText().replaceFirst("^2 r", "2 y"), game.parsePosition(image).toText());
        assertEquals(game.startText(), game.parsePosition(Symmetries.reflect(image)).toText());
    }

    @Test
    void transformsAgreeWithTheBoardsRotationAndReflection() {
        for (int q = 0; q < DiamondBoard.POINTS; q++) {
            String name = DiamondBoard.name(q);
            String rotated = Symmetries.rotate120("3 r r:K" + name + " y:K1.1 g:K1.1").split(" ")[4].substring(3);
            assertEquals(DiamondBoard.name(DiamondBoard.rotate120(q)), rotated);
            String reflected = Symmetries.reflect("2 r r:K" + name + " y:K1.1").split(" ")[3].substring(3);
            assertEquals(DiamondBoard.name(DiamondBoard.reflect(q)), reflected);
        }
    }

    @Test
    void leftRightMirrorIsNoSymmetryOfTheTwoPlayerGame() {
        // The mirror x -> -x keeps Red's camps but sends Yellow's to Green's, where Yellow may not stand.
        DiamondGame game = DiamondGame.twoPlayers();
        StringBuilder mirrored = new StringBuilder("2 r");
        for (String field : game.startText().split(" ")) {
            if (field.length() > 2 && field.charAt(1) == ':') {
                mirrored.append(' ').append(field, 0, 2);
                String[] items = field.substring(2).split(",");
                for (int i = 0; i < items.length; i++) {
                    boolean king = items[i].startsWith("K");
                    int[] rx = ReferenceDiamond.parse(king ? items[i].substring(1) : items[i]);
                    mirrored.append(i == 0 ? "" : ",").append(king ? "K" : "").append(ReferenceDiamond.name(rx[0], -rx[1]));
                }
            }
        }
        assertEquals("position text, y: point 13.13 is forbidden to Yellow (in camp NE, off the hexagon boundary)",
                assertThrows(NotationException.class, () -> game.parsePosition(mirrored.toString())).getMessage());
    }
}
