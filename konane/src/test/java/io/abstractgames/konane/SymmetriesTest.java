package io.abstractgames.konane;

import static io.abstractgames.konane.TestBoards.text;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.RandomPlay;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The text transforms of {@link Symmetries} and the claim that each keeps perft. */
class SymmetriesTest {

    private static final List<UnaryOperator<String>> ALL = List.of(Symmetries.ROTATE_180,
            Symmetries.REFLECT_A1_H8, Symmetries.REFLECT_A8_H1, Symmetries.MIRROR_FILES_SWAP_COLOURS);

    @Test
    void transformsMoveTheSquaresAsDocumented() {
        String position = text("c1 d4", "b1", "b");
        assertEquals(text("f8 e5", "g8", "b"), Symmetries.ROTATE_180.apply(position));
        assertEquals(text("a3 d4", "a2", "b"), Symmetries.REFLECT_A1_H8.apply(position));
        assertEquals(text("h6 e5", "h7", "b"), Symmetries.REFLECT_A8_H1.apply(position));
        assertEquals(text("g1", "f1 e4", "w"), Symmetries.MIRROR_FILES_SWAP_COLOURS.apply(position));
    }

    @Test
    void theOpeningSquaresMapOntoThemselves() {
        String start = KonaneGame.START_TEXT;
        for (UnaryOperator<String> symmetry : ALL) {
            assertEquals(start, symmetry.apply(start));
        }
        String afterA1 = "wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/1wbwbwbw w";
        assertEquals("wbwbwbw1/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb/bwbwbwbw w",
                Symmetries.ROTATE_180.apply(afterA1));
        assertEquals(afterA1, Symmetries.REFLECT_A1_H8.apply(afterA1));
    }

    @Test
    void eachSymmetryIsItsOwnInverse() {
        Random random = new Random(5L);
        for (int i = 0; i < 200; i++) {
            String text = RandomPlay.randomPosition(KonaneGame.INSTANCE, random, 40).toText();
            for (UnaryOperator<String> symmetry : ALL) {
                assertEquals(text, symmetry.apply(symmetry.apply(text)));
            }
        }
    }

    @Test
    void everySymmetryKeepsPerftAlongRandomGames() {
        Random random = new Random(11L);
        for (int i = 0; i < 300; i++) {
            Position position = RandomPlay.randomPosition(KonaneGame.INSTANCE, random, 50);
            long expected = Perft.perft(position, 3);
            for (UnaryOperator<String> symmetry : ALL) {
                String image = symmetry.apply(position.toText());
                assertEquals(expected, Perft.perft(KonaneGame.INSTANCE.parsePosition(image), 3),
                        () -> "perft 3 of " + position.toText() + " and of its image " + image);
            }
        }
    }
}
