package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.Position;

/** Reading the position a verb starts from: the game's start position or parsed position text. */
final class PositionText {

    /** The word that stands for a game's start position in suite files. */
    static final String START = "start";

    private PositionText() {}

    /**
     * The position of a {@code --position} option.
     *
     * @param game the game
     * @param text position text in the game's format, or {@code null} for the start position
     * @return a fresh position owned by the caller
     * @throws io.abstractgames.core.NotationException if the text is malformed or impossible; the
     *     game's message, naming what is wrong and where
     */
    static Position parse(Game game, String text) {
        return text == null ? game.newStartPosition() : game.parsePosition(text);
    }

    /**
     * The position of a suite file entry: {@value #START} or position text.
     *
     * @param game the game
     * @param text {@value #START} or position text
     * @return a fresh position owned by the caller
     * @throws io.abstractgames.core.NotationException if the text is malformed or impossible
     */
    static Position parseEntry(Game game, String text) {
        return START.equals(text) ? game.newStartPosition() : game.parsePosition(text);
    }
}
