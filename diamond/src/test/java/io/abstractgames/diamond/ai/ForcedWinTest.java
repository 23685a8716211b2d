package io.abstractgames.diamond.ai;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.ai.Evaluator;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.Scores;
import io.abstractgames.ai.SearchConfig;
import io.abstractgames.ai.SearchLimits;
import io.abstractgames.ai.Searchers;
import io.abstractgames.ai.Strategy;
import io.abstractgames.ai.contract.ForcedWinContract;
import io.abstractgames.ai.contract.SearchScoring;
import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.testkit.PlainMinimax;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Near-finished positions in which Red completes its target camp N with its king on the apex
 * ({@code 17.1}) in exactly N plies, whatever the others do, checked by the {@link
 * ForcedWinContract}: the side to move scores {@link Scores#winIn(int)} when it is Red and
 * {@link Scores#lossIn(int)} otherwise (with three players in the paranoid view, where the other
 * two play together). The plain minimax confirms N up to 3 in the default tier and all N in the
 * slow tier. Beside the contract: best-reply search with three players counts in layers.
 *
 * <p>Yellow and Green are parked far from winning: their men fill their target camps but their
 * kings are far from the apex, or one man is still in the start camp.
 */
class ForcedWinTest extends ForcedWinContract {

    /** Red's camp N without row 13 and the apex: the 9 points of rows 14 to 16. */
    private static final String N_INSIDE = "16.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4";
    /** Yellow's men fill its target camp SE but its king is in the NW corner. */
    private static final String YELLOW_KING_FAR =
            "y:K12.2,5.9,5.10,5.11,5.12,6.9,6.10,6.11,6.12,7.9,7.10,7.11,8.9,8.10,9.9";
    /** Yellow's king is on its apex but one man is still at the far tip 13.1 (few moves for both). */
    private static final String YELLOW_MAN_FAR =
            "y:K5.13,5.9,5.10,5.11,5.12,6.9,6.10,6.11,6.12,7.9,7.10,7.11,8.9,8.10,13.1";
    /** Green's men fill its target camp SW, its king is in its start camp NE. */
    private static final String GREEN_KING_FAR =
            "g:K10.10,5.2,5.3,5.4,5.5,6.1,6.2,6.3,6.4,7.1,7.2,7.3,8.1,8.2,9.1";

    /** A man on 12.6 steps into the last hole 13.7. */
    private static final String RED_ONE_MAN = "r:K17.1," + N_INSIDE + ",13.5,13.6,13.8,13.9,12.6";
    /** The camp is full but for the apex; the king on 12.4 jumps 13.5, 14.1, 15.1, 16.1 onto it. */
    private static final String RED_KING_JUMP = "r:K12.4," + N_INSIDE + ",13.5,13.6,13.7,13.8,13.9";
    /** Two holes, 13.6 and 13.7, and two men next to them: two moves. */
    private static final String RED_TWO_MEN = "r:K17.1," + N_INSIDE + ",13.5,13.8,13.9,12.6,12.7";
    /** The king on 11.3 steps to 12.4, then jumps onto the apex: two moves. */
    private static final String RED_KING_STEP_JUMP = "r:K11.3," + N_INSIDE + ",13.5,13.6,13.7,13.8,13.9";
    /** A man two steps from the hole 13.7, with nothing to jump over: two moves. */
    private static final String RED_MAN_TWO_STEPS = "r:K17.1," + N_INSIDE + ",13.5,13.6,13.8,13.9,11.6";
    /** A man three steps from the hole 13.7: three moves. */
    private static final String RED_MAN_THREE_STEPS = "r:K17.1," + N_INSIDE + ",13.5,13.6,13.8,13.9,10.6";
    /** The king on 10.2: two steps to 12.4, then the jump. */
    private static final String RED_KING_TWO_STEPS = "r:K10.2," + N_INSIDE + ",13.5,13.6,13.7,13.8,13.9";

    private static String two(String side, String red, String yellow) {
        return "2 " + side + " " + red + " " + yellow + " 100 0";
    }

    private static String three(String side, String red) {
        return "3 " + side + " " + red + " " + YELLOW_KING_FAR + " " + GREEN_KING_FAR + " 100 0";
    }

    /** Position text and N; the winner is Red in every one. */
    @Override
    protected Stream<Arguments> positions() {
        return Stream.of(
                Arguments.of(two("r", RED_ONE_MAN, YELLOW_KING_FAR), 1),
                Arguments.of(two("r", RED_KING_JUMP, YELLOW_KING_FAR), 1),
                Arguments.of(three("r", RED_ONE_MAN), 1),
                Arguments.of(two("y", RED_ONE_MAN, YELLOW_KING_FAR), 2),
                Arguments.of(two("y", RED_KING_JUMP, YELLOW_KING_FAR), 2),
                Arguments.of(three("g", RED_ONE_MAN), 2),
                Arguments.of(two("r", RED_TWO_MEN, YELLOW_KING_FAR), 3),
                Arguments.of(two("r", RED_KING_STEP_JUMP, YELLOW_KING_FAR), 3),
                Arguments.of(three("y", RED_ONE_MAN), 3),
                Arguments.of(two("y", RED_MAN_TWO_STEPS, YELLOW_MAN_FAR), 4),
                Arguments.of(two("y", RED_KING_STEP_JUMP, YELLOW_KING_FAR), 4),
                Arguments.of(two("r", RED_MAN_THREE_STEPS, YELLOW_MAN_FAR), 5),
                Arguments.of(two("r", RED_KING_TWO_STEPS, YELLOW_MAN_FAR), 5));
    }

    @Override
    protected Game game() {
        return DiamondGame.twoPlayers();
    }

    /** The text's first field is the player count, which chooses the game. */
    @Override
    protected Position position(String text) {
        return DiamondGame.of(text.charAt(0) - '0').parsePosition(text);
    }

    @Override
    protected Evaluator evaluator() {
        return new DiamondEvaluator();
    }

    @Override
    protected List<Level> levels(Game game) {
        return DiamondLevels.forPlayers(game.playerCount());
    }

    /** Red wins every case, whoever is to move and however many players there are. */
    @Override
    protected int expectedScore(Position position, int plies) {
        return position.sideToMove() == 0 ? Scores.winIn(plies) : Scores.lossIn(plies);
    }

    /** The plain minimax at 4 and 5 plies on the star is slow: those cases run in the slow tier. */
    @Override
    protected int plainMinimaxPlies() {
        return 3;
    }

    /**
     * The two-player advanced level's {@value DiamondLevels#ADVANCED_NODES_2} nodes reach the
     * 4-ply cases here but not the 5-ply ones (its levels page: about three plies in play).
     */
    @Override
    protected int advancedLevelPlies() {
        return 4;
    }

    @ParameterizedTest(name = "{0} to move")
    @CsvSource({"r, true, 1", "y, false, 2", "g, false, 2"})
    void bestReplyCountsLayers(String side, boolean redToMove, int layers) {
        // Red wins on its next move: at the root when it is to move, otherwise in the opponents'
        // layer right after the root player's move (whoever of Yellow and Green is the root).
        Position position = position(three(side, RED_ONE_MAN));
        int expected = redToMove ? Scores.winIn(layers) : Scores.lossIn(layers);
        SearchConfig config = SearchConfig.builder().strategy(Strategy.BEST_REPLY).tableSizeMiB(1).build();
        assertEquals(expected, Searchers.create(new DiamondEvaluator(), config, 1).search(position, SearchLimits.depth(3))
                .score());
        assertEquals(expected, PlainMinimax.bestReply(position, SearchScoring.of(new DiamondEvaluator()), layers));
    }
}
