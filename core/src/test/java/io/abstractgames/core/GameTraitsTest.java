package io.abstractgames.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.GameTraits.PieceLook;
import io.abstractgames.core.GameTraits.SeatLook;
import io.abstractgames.core.board.Piece;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A game's traits: the defaults derived from the game, the provider's own, and the checks. */
class GameTraitsTest {

    private static Game game() {
        return Games.byId("zz-first");
    }

    @Test
    void theStandardTraitsFollowTheGame() {
        GameTraits traits = GameTraits.standard(game());
        assertEquals("zz-first", traits.family());
        assertEquals(GameTraits.SQUARES, traits.drawing());
        assertEquals(List.of(GameTraits.VIEW_ABOVE), traits.views());
        assertEquals(List.of(new PieceLook(Piece.Kind.MAN, "rank.man", PieceLook.NO_MARK),
                new PieceLook(Piece.Kind.KING, "rank.king", PieceLook.CROWN)), traits.pieces());
        // Side names the palette lacks ("One", "Two") get a colour by seat, and a word of their name.
        assertEquals(List.of(new SeatLook("white", "#fbfaf5", "side.one"), new SeatLook("black", "#262626", "side.two")),
                traits.seats());
        assertTrue(traits.pathPreview());
        assertFalse(traits.secondTap());
        assertFalse(traits.pass());
        assertEquals(GameTraits.CAPTURES_COUNTED, traits.captureWords());
        assertFalse(traits.ladder());
        assertEquals(List.of(), traits.houseRules());
    }

    @Test
    void aSideNamedLikeAPaletteColourTakesIt() {
        assertEquals(new SeatLook("red", "#d7263d", "side.red"), SeatLook.standard("Red", 0));
        assertEquals(new SeatLook("crimson", "#a3122e", "side.bashni.black"), SeatLook.of("crimson", "side.bashni.black"));
    }

    @Test
    void gamesFindTheTraitsOfTheGamesProvider() {
        assertEquals(GameTraits.standard(game()), Games.traits(game()));
        Game stranger = new AbstractGame("not-installed", "Not installed", List.of("White", "Black"), "wb") {
            @Override
            public String startText() {
                return "";
            }

            @Override
            public Position newStartPosition() {
                throw new UnsupportedOperationException();
            }

            @Override
            public Position parsePosition(String text) {
                throw new UnsupportedOperationException();
            }
        };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Games.traits(stranger));
        assertTrue(e.getMessage().contains("'not-installed'"), e.getMessage());
    }

    @Test
    void theWithersChangeOneTraitEach() {
        GameTraits standard = GameTraits.standard(game());
        GameTraits changed = standard.withFamily("family").withViews(List.of("above", "slanted")).withSecondTap(true)
                .withPass(true).withMoveWords(GameTraits.CAPTURES_AS_JUMPS, false).withRelativePointNames(true)
                .withLadder(true).withHouseRules(List.of(GameTraits.NO_UNDO_ON_ONE_DEVICE));
        assertEquals(new GameTraits("family", GameTraits.SQUARES, List.of("above", "slanted"), standard.pieces(), standard.seats(),
                true, true, true, GameTraits.CAPTURES_AS_JUMPS, false, true, true, List.of(GameTraits.NO_UNDO_ON_ONE_DEVICE)), changed);
        assertTrue(changed.hasHouseRule(GameTraits.NO_UNDO_ON_ONE_DEVICE));
        assertFalse(standard.hasHouseRule(GameTraits.NO_UNDO_ON_ONE_DEVICE));
    }

    @Test
    void badTraitsAreRefusedNamingWhatIsWrong() {
        GameTraits t = GameTraits.standard(game());
        assertMessage("drawing 'hexes'", () -> new GameTraits(t.family(), "hexes", t.views(), t.pieces(), t.seats(), true, false,
                false, GameTraits.CAPTURES_COUNTED, true, false, false, List.of()));
        assertMessage("at least one view", () -> t.withViews(List.of()));
        assertMessage("family 'Big Game'", () -> t.withFamily("Big Game"));
        assertMessage("two looks of the rank MAN", () -> t.withPieces(List.of(new PieceLook(Piece.Kind.MAN, "rank.man", "none"),
                new PieceLook(Piece.Kind.MAN, "rank.piece", "none"))));
        assertMessage("at least one seat", () -> t.withSeats(List.of()));
        assertMessage("capture words 'many'", () -> t.withMoveWords("many", true));
        assertMessage("mark 'halo'", () -> new PieceLook(Piece.Kind.KING, "rank.king", "halo"));
        assertEquals(PieceLook.STAR, new PieceLook(Piece.Kind.KING, "rank.officer", "star").mark());
        assertMessage("colour 'red'", () -> new SeatLook("red", "red", "side.red"));
        assertMessage("no colour 'purple'", () -> SeatLook.of("purple", "side.purple"));
        assertThrows(NullPointerException.class, () -> t.withFamily(null));
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(part), "'" + e.getMessage() + "' should name " + part);
    }
}
