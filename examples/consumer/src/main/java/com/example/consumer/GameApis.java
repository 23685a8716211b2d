package com.example.consumer;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.bashni.BashniGame;
import io.abstractgames.bashni.BashniMoves;
import io.abstractgames.bashni.ai.BashniAi;
import io.abstractgames.breakthrough.BreakthroughGame;
import io.abstractgames.breakthrough.BreakthroughMoves;
import io.abstractgames.breakthrough.ai.BreakthroughAi;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Position;
import io.abstractgames.core.board.Squares;
import io.abstractgames.diamond.DiamondGame;
import io.abstractgames.diamond.DiamondMoves;
import io.abstractgames.diamond.ai.Diamond3Ai;
import io.abstractgames.diamond.ai.DiamondAi;
import io.abstractgames.konane.KonaneGame;
import io.abstractgames.konane.KonaneMoves;
import io.abstractgames.konane.ai.KonaneAi;
import io.abstractgames.lasca.LascaGame;
import io.abstractgames.lasca.LascaMoves;
import io.abstractgames.lasca.ai.LascaAi;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Each game through its own published classes: its {@code *Game}, its {@code *Moves} codec and its
 * {@code *Ai}, with the positions typed as the games declare them (so a game whose position type
 * were not exported would not compile here).
 */
public final class GameApis {

    private GameApis() {}

    /**
     * One line per game.
     *
     * @return the lines of Breakthrough, Kōnane, the two- and three-player Diamond game, Bashni and
     *     Lasca
     */
    public static List<String> all() {
        return List.of(breakthrough(), konane(), diamond(DiamondGame.twoPlayers()), diamond(DiamondGame.threePlayers()),
                bashni(), lasca());
    }

    /**
     * Breakthrough: the first start move decoded by {@link BreakthroughMoves}.
     *
     * @return the line
     */
    public static String breakthrough() {
        var p = BreakthroughGame.INSTANCE.newStartPosition();
        MoveList list = new MoveList();
        p.generateMoves(list);
        long move = list.get(0);
        String decoded = Squares.name(BreakthroughMoves.from(move)) + (BreakthroughMoves.isCapture(move) ? "x" : "-")
                + Squares.name(BreakthroughMoves.to(move));
        boolean roundTrip = move == BreakthroughMoves.encode(BreakthroughMoves.from(move), BreakthroughMoves.to(move),
                BreakthroughMoves.isCapture(move));
        return line(BreakthroughGame.INSTANCE, p, list, decoded, roundTrip, new BreakthroughAi());
    }

    /**
     * Kōnane: the first removal decoded by {@link KonaneMoves}.
     *
     * @return the line
     */
    public static String konane() {
        var p = KonaneGame.INSTANCE.newStartPosition();
        MoveList list = new MoveList();
        p.generateMoves(list);
        long move = list.get(0);
        String decoded = KonaneMoves.isRemoval(move) ? "removes " + Squares.name(KonaneMoves.from(move)) : KonaneMoves.text(move);
        boolean roundTrip = move == KonaneMoves.removal(KonaneMoves.from(move));
        return line(KonaneGame.INSTANCE, p, list, decoded, roundTrip, new KonaneAi());
    }

    /**
     * The Diamond game: the first start move decoded by {@link DiamondMoves}.
     *
     * @param game {@link DiamondGame#twoPlayers()} or {@link DiamondGame#threePlayers()}
     * @return the line
     */
    public static String diamond(DiamondGame game) {
        var p = game.newStartPosition();
        MoveList list = new MoveList();
        p.generateMoves(list);
        long move = list.get(0);
        String decoded = DiamondMoves.isPass(move) ? DiamondMoves.PASS_TEXT
                : DiamondMoves.from(move) + "->" + DiamondMoves.to(move) + " " + DiamondMoves.text(move);
        boolean roundTrip = move == DiamondMoves.parse(DiamondMoves.text(move));
        GameAi ai = game.playerCount() == 3 ? new Diamond3Ai() : new DiamondAi();
        return line(game, p, list, decoded, roundTrip, ai);
    }

    /**
     * Bashni: the first start move decoded by {@link BashniMoves}.
     *
     * @return the line
     */
    public static String bashni() {
        var p = BashniGame.INSTANCE.newStartPosition();
        MoveList list = new MoveList();
        p.generateMoves(list);
        long move = list.get(0);
        String decoded = Squares.name(BashniMoves.from(move)) + (BashniMoves.isCapture(move) ? ":" : "-")
                + Squares.name(BashniMoves.to(move)) + " (" + BashniMoves.landingCount(move) + " landing)";
        int[] landings = new int[BashniMoves.MAX_LANDINGS];
        int n = BashniMoves.landings(move, landings);
        boolean roundTrip = move == BashniMoves.encode(BashniMoves.isCapture(move), BashniMoves.from(move), landings, n);
        return line(BashniGame.INSTANCE, p, list, decoded, roundTrip, new BashniAi());
    }

    /**
     * Lasca: the first start move decoded by {@link LascaMoves}; its squares are named by the board
     * model's 7x7 layout (index {@code 7 * rank + file}), not by the 8x8 {@link Squares}.
     *
     * @return the line
     */
    public static String lasca() {
        var p = LascaGame.INSTANCE.newStartPosition();
        MoveList list = new MoveList();
        p.generateMoves(list);
        long move = list.get(0);
        var layout = LascaGame.INSTANCE.board().layout();
        String decoded = layout.name(LascaMoves.from(move)) + (LascaMoves.isCapture(move) ? ":" : "-")
                + layout.name(LascaMoves.to(move)) + " (" + LascaMoves.landingCount(move) + " landing)";
        int[] landings = new int[LascaMoves.MAX_LANDINGS];
        int n = LascaMoves.landings(move, landings);
        boolean roundTrip = move == LascaMoves.encode(LascaMoves.isCapture(move), LascaMoves.from(move), landings, n);
        return line(LascaGame.INSTANCE, p, list, decoded, roundTrip, new LascaAi());
    }

    private static String line(Game game, Position start, MoveList moves, String decoded, boolean roundTrip, GameAi ai) {
        String levels = ai.levels(game).stream().map(Level::name).collect(Collectors.joining(","));
        int score = ai.evaluator(game).evaluate(start, start.sideToMove());
        return game.id() + ": " + moves.size() + " start moves, first " + start.moveText(moves.get(0)) + " = " + decoded
                + (roundTrip ? ", re-encodes" : ", DOES NOT re-encode") + "; ai " + ai.getClass().getSimpleName()
                + " for " + ai.gameIds() + " levels " + levels + ", start scores " + score;
    }
}
