package io.abstractgames.ai.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Scores;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.Searchers;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.TableCutoffs;
import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import io.abstractgames.testkit.PlainMinimax;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The forced-win checks of a game's searchers: positions whose result is forced within N plies
 * (N counted from the side to move: {@link Scores#winIn(int) winIn(N)} when the side to move wins,
 * {@link Scores#lossIn(int) lossIn(N)} when it loses), each checked with the game's evaluator.
 *
 * <ul>
 *   <li><b>The plain minimax confirms the distance</b> ({@link PlainMinimax#twoTeam}, in the
 *       searchers' scale {@link SearchScoring}): exactly the expected score at depth N, and no
 *       decided score one ply shallower. Distances above {@link #plainMinimaxPlies()} are confirmed
 *       in the slow tier only.
 *   <li><b>The searcher finds the exact score</b>: plain alpha-beta with exact-depth table cutoffs
 *       finds it at depth N and no decided score at any depth below N; with two players the
 *       opponent's score is its negation.
 *   <li><b>Every alpha-beta level finds it</b>: each level of {@link #levels(Game)} that searches
 *       with {@link Strategy#ALPHA_BETA} (not the {@value Level#RANDOM} level, whose every move is
 *       random), with its evaluation noise and random moves off, at depth N
 *       and N + 2; the {@value Level#ADVANCED} level also within its own limits, for N up to
 *       {@link #advancedLevelPlies()}.
 *   <li><b>A winning move keeps the win</b>: when the side to move wins, the move each alpha-beta
 *       search above chose ends the game (N = 1) or leaves the opponent lost in N - 1.
 *   <li><b>MCTS keeps a win in 1 or 3 plies</b>: the {@value Level#MCTS} level, with 100,000
 *       iterations and no random moves, plays a move that ends the game with its win (N = 1) or
 *       after which the opponent is lost within 4 plies (N = 3: MCTS-Solver stops at the first
 *       proven win, which may be a win in 5 rather than the shortest).
 * </ul>
 *
 * Every check leaves the position's text unchanged.
 *
 * <p>A game's {@code ai/ForcedWinTest} extends this class and supplies its positions, each with a
 * comment saying why its result is forced in N:
 *
 * <pre>{@code
 * class ForcedWinTest extends ForcedWinContract {
 *     private static final String CASES = """
 *             # White's piece one step from the goal steps onto it.
 *             b7/4w3/8/8/8/8/8/8 w      ; 1
 *             """;
 *     @Override protected Game game() { return BreakthroughGame.INSTANCE; }
 *     @Override protected Evaluator evaluator() { return new BreakthroughEvaluator(); }
 *     @Override protected List<Level> levels(Game game) { return BreakthroughLevels.all(); }
 *     @Override protected Stream<Arguments> positions() { return cases(CASES); }
 * }
 * }</pre>
 *
 * Checks that only one game has (Diamond's best-reply layers with three players) stay beside these
 * in the game's own test class.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ForcedWinContract {

    /** Iterations of the MCTS check: enough for MCTS-Solver to prove a win in 3 in every game here. */
    private static final int MCTS_ITERATIONS = 100_000;

    /** Creates the contract. */
    protected ForcedWinContract() {}

    /**
     * The game the position texts are written in.
     *
     * @return the game
     */
    protected abstract Game game();

    /**
     * Parses one of the {@link #positions()}. Override it when the text itself chooses the game,
     * e.g. the Diamond game's player count.
     *
     * @param text position text
     * @return a new position
     */
    protected Position position(String text) {
        return game().parsePosition(text);
    }

    /**
     * The game's evaluation, used by every searcher and by the plain minimax's leaves.
     *
     * @return the evaluator
     */
    protected abstract Evaluator evaluator();

    /**
     * The game's listed levels ({@link io.abstractgames.ai.GameAi#levels(Game)}): the alpha-beta
     * ones are searched, and the one named {@value Level#MCTS} is the MCTS check's.
     *
     * @param game the game of the position, {@code position(text).game()}
     * @return the levels
     */
    protected abstract List<Level> levels(Game game);

    /**
     * The decided positions: arguments {@code (String text, int plies)}, the position text and N.
     * {@link #cases(String)} reads them from a text block.
     *
     * @return the positions
     */
    protected abstract Stream<Arguments> positions();

    /**
     * The score of the side to move in a position decided in {@code plies}. By default the side to
     * move wins when N is odd and loses when N is even, as in a two-player game in which the
     * sides alternate and a win always ends the winner's own move; override it when the winner is
     * not given by the parity (three players).
     *
     * @param position the position
     * @param plies N
     * @return {@code Scores.winIn(plies)} or {@code Scores.lossIn(plies)}
     */
    protected int expectedScore(Position position, int plies) {
        return plies % 2 == 1 ? Scores.winIn(plies) : Scores.lossIn(plies);
    }

    /**
     * The largest N the plain minimax confirms in the default tier; larger ones are confirmed in
     * the slow tier ({@code -Dgroups=slow}), and the move that keeps such a win is checked with
     * the exact alpha-beta search instead.
     *
     * @return N, by default no limit
     */
    protected int plainMinimaxPlies() {
        return Integer.MAX_VALUE;
    }

    /**
     * The largest N the {@value Level#ADVANCED} level's own limits (a node budget) reach in these
     * positions; larger ones are searched by it at depth N and N + 2 only.
     *
     * @return N, by default no limit
     */
    protected int advancedLevelPlies() {
        return Integer.MAX_VALUE;
    }

    /**
     * Reads cases from text: one {@code POSITION TEXT ; N} a line; blank lines and lines starting
     * with {@code #} (the comment saying why the result is forced in N) are skipped.
     *
     * @param text the lines
     * @return the arguments {@code (text, plies)}, in the order of the lines
     * @throws IllegalArgumentException if a line is not {@code TEXT ; N}
     */
    protected static Stream<Arguments> cases(String text) {
        List<Arguments> cases = new ArrayList<>();
        for (String line : text.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            int semicolon = trimmed.lastIndexOf(';');
            if (semicolon < 0) {
                throw new IllegalArgumentException("expected 'POSITION TEXT ; N': " + trimmed);
            }
            cases.add(Arguments.of(trimmed.substring(0, semicolon).strip(),
                    Integer.parseInt(trimmed.substring(semicolon + 1).strip())));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{1} plies: {0}")
    @MethodSource("positions")
    void plainMinimaxConfirmsTheDistance(String text, int plies) {
        assumeTrue(plies <= plainMinimaxPlies(), "confirmed by the plain minimax in the slow tier");
        assertPlainMinimaxConfirms(text, plies);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{1} plies: {0}")
    @MethodSource("positions")
    void plainMinimaxConfirmsTheLongerDistances(String text, int plies) {
        assumeTrue(plies > plainMinimaxPlies(), "confirmed by the plain minimax in the default tier");
        assertPlainMinimaxConfirms(text, plies);
    }

    private void assertPlainMinimaxConfirms(String text, int plies) {
        Position position = position(text);
        String before = position.toText();
        PlainMinimax.Scoring scoring = SearchScoring.of(evaluator());
        assertEquals(expectedScore(position, plies), PlainMinimax.twoTeam(position, scoring, plies), "at depth " + plies);
        if (plies > 1) {
            int shallower = PlainMinimax.twoTeam(position, scoring, plies - 1);
            assertFalse(Scores.isDecided(shallower), "decided within " + (plies - 1) + " plies: " + Scores.toText(shallower));
        }
        assertEquals(before, position.toText());
    }

    @ParameterizedTest(name = "{1} plies: {0}")
    @MethodSource("positions")
    void theSearcherFindsTheExactScore(String text, int plies) {
        Position position = position(text);
        String before = position.toText();
        int expected = expectedScore(position, plies);
        for (int depth = 1; depth < plies; depth++) {
            int score = exactSearcher().search(position, SearchLimits.depth(depth)).score();
            assertFalse(Scores.isDecided(score), "decided at depth " + depth + ": " + Scores.toText(score));
        }
        SearchResult result = exactSearcher().search(position, SearchLimits.depth(plies));
        assertEquals(expected, result.score(), "at depth " + plies + ": " + Scores.toText(result.score()) + " " + result.pvText());
        if (position.game().playerCount() == 2) {
            assertEquals(-expected, result.scoreFor(1 - position.sideToMove()), "the opponent's score");
        }
        assertEquals(before, position.toText());
        assertKeepsTheWin(position, result, expected, plies, "alpha-beta at depth " + plies);
    }

    @ParameterizedTest(name = "{1} plies: {0}")
    @MethodSource("positions")
    void everyAlphaBetaLevelFindsTheExactScore(String text, int plies) {
        Position position = position(text);
        String before = position.toText();
        int expected = expectedScore(position, plies);
        List<Level> alphaBeta = levels(position.game()).stream()
                .filter(level -> level.config().strategy() == Strategy.ALPHA_BETA && level.config().randomMoveProbability() < 1)
                .toList();
        assumeFalse(alphaBeta.isEmpty(), "no alpha-beta level for " + position.game().playerCount() + " players");
        for (Level level : alphaBeta) {
            SearchConfig config = level.config().toBuilder().evalNoise(0).randomMoveProbability(0).build();
            Searcher searcher = Searchers.create(evaluator(), config, 1);
            SearchResult atDepth = searcher.search(position, SearchLimits.depth(plies));
            assertEquals(expected, atDepth.score(), level.name() + " at depth " + plies + ": " + Scores.toText(atDepth.score()));
            assertKeepsTheWin(position, atDepth, expected, plies, level.name() + " at depth " + plies);
            SearchResult deeper = searcher.search(position, SearchLimits.depth(plies + 2));
            assertEquals(expected, deeper.score(), level.name() + " at depth " + (plies + 2) + ": " + Scores.toText(deeper.score()));
            if (level.name().equals(Level.ADVANCED) && plies <= advancedLevelPlies()) {
                SearchResult ownLimits = Searchers.create(evaluator(), config, 1).search(position);
                assertEquals(expected, ownLimits.score(), level.name() + " within " + level.limits());
                assertKeepsTheWin(position, ownLimits, expected, plies, level.name() + " within " + level.limits());
            }
            assertEquals(before, position.toText());
        }
    }

    @ParameterizedTest(name = "{1} plies: {0}")
    @MethodSource("positions")
    void mctsKeepsAWinInOneOrThreePlies(String text, int plies) {
        Position position = position(text);
        assumeTrue((plies == 1 || plies == 3) && Scores.isWin(expectedScore(position, plies)),
                "MCTS is checked on the side to move's wins in 1 and 3 plies");
        Level mcts = levels(position.game()).stream().filter(level -> level.name().equals(Level.MCTS)).findFirst()
                .orElseThrow(() -> new AssertionError("no level named " + Level.MCTS));
        String before = position.toText();
        SearchConfig config = mcts.config().toBuilder().limits(SearchLimits.iterations(MCTS_ITERATIONS))
                .randomMoveProbability(0).build();
        SearchResult result = Searchers.create(evaluator(), config, 1).search(position);
        int mover = position.sideToMove();
        position.makeMove(result.bestMove());
        if (plies == 1) {
            assertTrue(position.isOver(), result.bestMoveText() + " does not end the game");
            assertEquals(mover, position.outcome().winner(), result.bestMoveText());
        } else {
            int after = PlainMinimax.twoTeam(position, SearchScoring.of(Evaluator.zero()), 4);
            assertTrue(Scores.isLoss(after), result.bestMoveText() + " does not keep the win: " + Scores.toText(after));
        }
        position.unmakeMove();
        assertEquals(before, position.toText());
    }

    /** Plain alpha-beta, with table cutoffs only from entries of exactly the depth searched. */
    private Searcher exactSearcher() {
        SearchConfig config = SearchConfig.builder().strategy(Strategy.ALPHA_BETA).tableCutoffs(TableCutoffs.EXACT_DEPTH)
                .tableSizeMiB(1).build();
        return Searchers.create(evaluator(), config, 1);
    }

    /**
     * When the side to move wins in {@code plies}, the search's move ends the game with its win
     * (1 ply) or leaves the opponent lost in {@code plies - 1}: by the plain minimax, or above
     * {@link #plainMinimaxPlies()} by the exact alpha-beta search.
     */
    private void assertKeepsTheWin(Position position, SearchResult result, int expected, int plies, String search) {
        if (!Scores.isWin(expected)) {
            return;
        }
        String move = search + ": " + result.bestMoveText();
        int mover = position.sideToMove();
        position.makeMove(result.bestMove());
        if (plies == 1) {
            assertTrue(position.isOver(), move + " does not end the game");
            assertEquals(mover, position.outcome().winner(), move);
        } else {
            int after = plies - 1 <= plainMinimaxPlies()
                    ? PlainMinimax.twoTeam(position, SearchScoring.of(evaluator()), plies - 1)
                    : exactSearcher().search(position, SearchLimits.depth(plies - 1)).score();
            assertEquals(Scores.lossIn(plies - 1), after, move + " does not keep the win in " + plies + ": " + Scores.toText(after));
        }
        position.unmakeMove();
    }
}
