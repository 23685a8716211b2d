package io.abstractgames.core.record;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import java.util.ArrayList;
import java.util.List;

/**
 * The text of a result in a record's {@code Result} tag: {@value GameRecord#UNFINISHED} for a game
 * still going on, otherwise {@link Outcome#describe(Game)}: {@code SIDE wins (REASON)} or
 * {@code draw (REASON)}, with SIDE a {@link Game#sideName(int)} and REASON an
 * {@link EndReason#description()} of one of the game's {@link Game#endReasons()}, e.g. {@code "Black wins (opponent has no legal move)"},
 * {@code "draw (50 quiet plies)"}.
 */
public final class ResultText {

    private ResultText() {}

    /**
     * The text of an outcome.
     *
     * @param game the game, for the side names
     * @param outcome the outcome
     * @return {@value GameRecord#UNFINISHED} for {@link Outcome#ONGOING}, otherwise
     *     {@code outcome.describe(game)}
     */
    public static String format(Game game, Outcome outcome) {
        return outcome.isOver() ? outcome.describe(game) : GameRecord.UNFINISHED;
    }

    /**
     * Reads the text of an outcome.
     *
     * @param game the game, for the side names
     * @param text the text, exactly as {@link #format} writes it
     * @return the outcome ({@link Outcome#ONGOING} for {@value GameRecord#UNFINISHED})
     * @throws NotationException if the text is not a result of this game; the message quotes it
     *     and lists the accepted forms
     */
    public static Outcome parse(Game game, String text) {
        if (GameRecord.UNFINISHED.equals(text)) {
            return Outcome.ONGOING;
        }
        int open = text.indexOf(" (");
        if (open > 0 && text.endsWith(")")) {
            EndReason reason = reason(game, text.substring(open + 2, text.length() - 1));
            String head = text.substring(0, open);
            if (reason != null && head.equals("draw")) {
                return Outcome.draw(reason);
            }
            if (reason != null && head.endsWith(" wins")) {
                String side = head.substring(0, head.length() - " wins".length());
                for (int p = 0; p < game.playerCount(); p++) {
                    if (game.sideName(p).equals(side)) {
                        return Outcome.win(p, reason);
                    }
                }
            }
        }
        List<String> sides = new ArrayList<>();
        for (int p = 0; p < game.playerCount(); p++) {
            sides.add(game.sideName(p));
        }
        List<String> reasons = new ArrayList<>();
        for (EndReason r : game.endReasons()) {
            reasons.add(r.description());
        }
        throw new NotationException("result '" + text + "', expected " + GameRecord.UNFINISHED
                + ", 'draw (REASON)' or 'SIDE wins (REASON)' with SIDE one of " + String.join(", ", sides)
                + " and REASON one of " + String.join(", ", reasons));
    }

    private static EndReason reason(Game game, String description) {
        for (EndReason r : game.endReasons()) {
            if (r.description().equals(description)) {
                return r;
            }
        }
        return null;
    }
}
