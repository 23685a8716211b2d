package io.abstractgames.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RatingsFileTest {

    private static Map<String, LevelRating> parse(String text) throws IOException {
        return RatingsFile.parse("t.tsv", new BufferedReader(new StringReader(text)));
    }

    @Test
    void levelsAreReadInTheFilesOrderAfterCommentsAndTheHeader() throws IOException {
        Map<String, LevelRating> r = parse("# measured\n" + RatingsFile.HEADER + "\nadvanced\t1573\t1210\t1935\t60\n"
                + "\nrandom\t0\t0\t0\t60\nladder:1\t-12\t-80\t+40\t40\n");
        assertEquals(List.of("advanced", "random", "ladder:1"), List.copyOf(r.keySet()));
        assertEquals(new LevelRating("advanced", 1573, 1210, 1935, 60), r.get("advanced"));
        assertEquals(new LevelRating("ladder:1", -12, -80, 40, 40), r.get("ladder:1"));
    }

    @Test
    void malformedFilesNameTheLine() {
        assertEquals("t.tsv, line 1: expected the header '" + RatingsFile.HEADER + "'",
                assertThrows(IllegalStateException.class, () -> parse("level elo\n")).getMessage());
        assertEquals("t.tsv, line 2: 4 fields, expected 5",
                assertThrows(IllegalStateException.class, () -> parse(RatingsFile.HEADER + "\na\t1\t0\t2\n")).getMessage());
        assertEquals("t.tsv, line 2: '١' is not a whole number in the digits 0-9",
                assertThrows(IllegalStateException.class, () -> parse(RatingsFile.HEADER + "\na\t١\t0\t2\t1\n")).getMessage());
        assertEquals("t.tsv, line 2: level rating of a: interval 5 to 9 does not hold 1",
                assertThrows(IllegalStateException.class, () -> parse(RatingsFile.HEADER + "\na\t1\t5\t9\t3\n")).getMessage());
        assertEquals("t.tsv, line 3: level a rated twice",
                assertThrows(IllegalStateException.class,
                        () -> parse(RatingsFile.HEADER + "\na\t1\t0\t2\t1\na\t1\t0\t2\t1\n")).getMessage());
    }

    @Test
    void aModuleWithoutTheResourceHasNoRatings() {
        assertEquals(Map.of(), RatingsFile.read(RatingsFileTest.class, "no-such-game"));
    }

    @Test
    void oneFieldIsCountedInTheSingular() {
        assertEquals("t.tsv, line 2: 1 field, expected 5",
                assertThrows(IllegalStateException.class, () -> parse(RatingsFile.HEADER + "\na\n")).getMessage());
    }
}
