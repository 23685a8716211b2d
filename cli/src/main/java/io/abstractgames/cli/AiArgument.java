package io.abstractgames.cli;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.match.Entrant;
import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;

/**
 * Reading the AI options of a verb ({@code --level}, {@code --a}, {@code --b}): the installed
 * {@link GameAi} of a game and its levels, and the position games against a level start from.
 */
final class AiArgument {

    private AiArgument() {}

    /**
     * The installed AI of a game.
     *
     * @param game the game
     * @return its provider
     * @throws NotationException if no installed provider serves the game
     */
    static GameAi ai(Game game) {
        return GameAis.find(game.id()).orElseThrow(() -> new NotationException("no AI installed for game '"
                + game.id() + "'"));
    }

    /**
     * A level of a game by name.
     *
     * @param game the game
     * @param name the level's name, e.g. {@code advanced} or {@code ladder:8}
     * @return the level
     * @throws NotationException if the game has no AI or no such level; the message lists the
     *     listed levels
     */
    static Level level(Game game, String name) {
        ai(game);
        return GameAis.level(game, name);
    }

    /**
     * A level of a game as a match entrant.
     *
     * @param game the game
     * @param name the level's name
     * @return the entrant named after the level
     * @throws NotationException if the game has no AI or no such level
     */
    static Entrant entrant(Game game, String name) {
        ai(game);
        return Entrant.of(game, name);
    }

    /**
     * The position games against a level start from: the level's start text
     * ({@link Level#startText()}) or the game's start.
     *
     * @param game the game
     * @param level the level
     * @return a fresh position owned by the caller
     * @throws NotationException if the level's start text is not a position of the game; the
     *     message names the level
     */
    static Position startPosition(Game game, Level level) {
        if (level.startText().isEmpty()) {
            return game.newStartPosition();
        }
        try {
            return game.parsePosition(level.startText().get());
        } catch (NotationException e) {
            throw new NotationException("start position of level " + level.name() + ": " + e.getMessage());
        }
    }
}
