package io.abstractgames.diamond.internal;

import io.abstractgames.core.Game;
import io.abstractgames.core.GameProvider;
import io.abstractgames.core.GameTraits.PieceLook;
import io.abstractgames.core.GameTraits;
import io.abstractgames.core.board.Piece;
import io.abstractgames.diamond.DiamondGame;
import java.util.List;

/**
 * Registers the Diamond games with {@link io.abstractgames.core.Games}: {@code diamond} (two
 * players) and {@code diamond3} (three players). Listed in
 * {@code META-INF/services/io.abstractgames.core.GameProvider}.
 */
public final class DiamondGameProvider implements GameProvider {

    /** Creates the provider (called by {@link java.util.ServiceLoader}). */
    public DiamondGameProvider() {}

    /**
     * The two Diamond games.
     *
     * @return {@link DiamondGame#twoPlayers()} and {@link DiamondGame#threePlayers()}
     */
    @Override
    public List<Game> games() {
        return List.of(DiamondGame.twoPlayers(), DiamondGame.threePlayers());
    }

    /**
     * Lists this module's games fourth among the project's games.
     *
     * @return 40
     */
    @Override
    public int sortKey() {
        return 40;
    }

    /**
     * The Diamond games' traits: one menu family {@code diamond} for 2 and 3 players; the star seen
     * from above or slanted; men and crowned kings; a touch on a destination waits for a second
     * tap (jumps can take different paths), which its words do not name; a pass; points named in each viewer's frame
     * ({@code docs/rules/diamond.md}).
     *
     * @param game a Diamond game
     * @return its traits
     */
    @Override
    public GameTraits traits(Game game) {
        return GameTraits.standard(game)
                .withFamily("diamond")
                .withViews(List.of(GameTraits.VIEW_ABOVE, GameTraits.VIEW_SLANTED))
                .withPieces(List.of(new PieceLook(Piece.Kind.MAN, "rank.starMan", PieceLook.NO_MARK),
                        new PieceLook(Piece.Kind.KING, "rank.king", PieceLook.CROWN)))
                .withSecondTap(true)
                .withPass(true)
                .withMoveWords(GameTraits.CAPTURES_COUNTED, false)
                .withRelativePointNames(true);
    }
}
