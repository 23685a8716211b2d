package io.abstractgames.diamond;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.MoveList;
import io.abstractgames.core.Outcome;
import io.abstractgames.diamond.internal.DiamondPosition;
import io.abstractgames.testkit.DifferentialChecker;
import io.abstractgames.testkit.PerftCase;
import io.abstractgames.testkit.PerftFile;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The engine against the reference generator ({@link ReferenceDiamond}) along random games biased
 * towards the targets ({@link BiasedPlay}): at every position the legal move sets (as texts), the
 * position texts and the outcomes must agree. The bias varies from game to game between 0.55 and
 * 0.95, so the games cover openings, crowded camps, the illegal completing move and wins. The
 * reference also reproduces the shallow cases of the perft data files, which it computed.
 */
class ReferenceAgreementTest {

    private static final int GAMES = 100;

    @Test
    void twoPlayerGamesAgreeWithTheReference() {
        crossCheck(DiamondGame.twoPlayers(), 11_000);
    }

    @Test
    void threePlayerGamesAgreeWithTheReference() {
        crossCheck(DiamondGame.threePlayers(), 31_000);
    }

    @Test
    void gamesNearTheTurnLimitAgreeWithTheReference() {
        for (DiamondGame game : new DiamondGame[] {DiamondGame.twoPlayers(), DiamondGame.threePlayers()}) {
            String start = game.startText().replaceFirst(" 0 0$", " " + (game.turnLimit() - 12) + " 0");
            for (int g = 0; g < 5; g++) {
                Random random = new Random(77 + g);
                playAndCompare((DiamondPosition) game.parsePosition(start), new ReferenceDiamond(start), random, 0.5, start);
            }
        }
    }

    @Test
    void uniformGamesAgreeUnderTheDifferentialChecker() {
        for (DiamondGame game : new DiamondGame[] {DiamondGame.twoPlayers(), DiamondGame.threePlayers()}) {
            Optional<?> disagreement = new DifferentialChecker(game, ReferenceDiamond.engine()).check(5, 3, 150);
            assertEquals(Optional.empty(), disagreement, game.id());
        }
    }

    @Test
    void referenceReproducesTheShallowPerftData() {
        for (String file : new String[] {"/perft/diamond.perft", "/perft/diamond3.perft"}) {
            for (PerftCase c : PerftFile.read(getClass(), file)) {
                if (c.depth() <= 2) {
                    assertEquals(c.nodes(), ReferenceDiamond.perft(c.position(), c.depth()), c.source());
                }
            }
        }
    }

    private static void crossCheck(DiamondGame game, long seed) {
        int wins = 0;
        for (int g = 0; g < GAMES; g++) {
            Random random = new Random(seed + g);
            double bias = 0.55 + 0.4 * random.nextDouble();
            DiamondPosition position = (DiamondPosition) game.newStartPosition();
            ReferenceDiamond reference = new ReferenceDiamond(game.startText());
            Outcome outcome = playAndCompare(position, reference, random, bias, "game " + g + " of seed " + seed);
            if (outcome.isWin()) {
                wins++;
            }
        }
        assertTrue(wins >= GAMES / 2, "most biased games end with a win, so endgames are covered: " + wins);
    }

    private static Outcome playAndCompare(DiamondPosition position, ReferenceDiamond reference, Random random,
            double bias, String what) {
        MoveList moves = new MoveList();
        while (true) {
            position.generateMoves(moves);
            Set<String> ours = new TreeSet<>();
            for (int i = 0; i < moves.size(); i++) {
                ours.add(position.moveText(moves.get(i)));
            }
            String text = position.toText();
            assertEquals(new TreeSet<>(reference.legalMoves()), ours, () -> what + ": legal moves of " + text);
            assertEquals(reference.toText(), text, what);
            assertEquals(reference.result, describe(position.outcome()), () -> what + ": outcome of " + text);
            if (position.isOver()) {
                return position.outcome();
            }
            long move = BiasedPlay.choose(position, moves, random, bias);
            String moveText = position.moveText(move);
            position.makeMove(move);
            reference.play(moveText);
        }
    }

    private static String describe(Outcome outcome) {
        if (!outcome.isOver()) {
            return null;
        }
        return outcome.isWin() ? "win:" + outcome.winner() : "draw:" + outcome.reason();
    }
}
