package io.abstractgames.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.abstractgames.core.Game;
import io.abstractgames.core.Perft;
import io.abstractgames.core.Position;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one parameterized perft test: every case of a game's perft data file (see {@link PerftFile})
 * must give its expected node count.
 *
 * <p>Subclass it in a game's test tree and name the game and its data files. Each case is counted
 * with bulk counting; cases of depth 3 or less are also counted with make/unmake at every node, so
 * that {@link Position#countMoves} and {@link Position#generateMoves} are checked against each
 * other. The position must be left unchanged. The deep tier ({@link #slowPerftResource()}) is
 * tagged {@code slow}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class PerftFileTest {

    /** Creates the test. */
    protected PerftFileTest() {}

    /**
     * The game under test.
     *
     * @return the game whose positions the data files hold
     */
    protected abstract Game game();

    /**
     * The fast tier's data file.
     *
     * @return an absolute class-path resource name, e.g. {@code "/perft/konane.perft"}
     */
    protected abstract String perftResource();

    /**
     * The deep tier's data file, run only with the {@code slow} tag.
     *
     * @return an absolute class-path resource name, or {@code null} when there is none
     */
    protected String slowPerftResource() {
        return null;
    }

    Stream<PerftCase> fastCases() {
        List<PerftCase> cases = PerftFile.read(getClass(), perftResource());
        assertFalse(cases.isEmpty(), perftResource() + " holds no case");
        return cases.stream();
    }

    Stream<PerftCase> slowCases() {
        String resource = slowPerftResource();
        return resource == null ? Stream.empty() : PerftFile.read(getClass(), resource).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fastCases")
    void perftMatchesDataFile(PerftCase c) {
        check(c);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @MethodSource("slowCases")
    void deepPerftMatchesDataFile(PerftCase c) {
        check(c);
    }

    private void check(PerftCase c) {
        Position position = game().parsePosition(c.position());
        String before = position.toText();
        long key = position.key();
        assertEquals(c.nodes(), Perft.perft(position, c.depth(), true), c.source() + ": perft with bulk counting");
        if (c.depth() <= 3) {
            assertEquals(c.nodes(), Perft.perft(position, c.depth(), false), c.source() + ": perft with make/unmake at every node");
        }
        assertEquals(before, position.toText(), c.source() + ": perft changed the position");
        assertEquals(key, position.key(), c.source() + ": perft changed the key");
    }
}
