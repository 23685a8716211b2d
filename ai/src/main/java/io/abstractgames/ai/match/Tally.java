package io.abstractgames.ai.match;

/**
 * Wins, draws and losses from one side's point of view.
 *
 * @param wins games won, 0 or more
 * @param draws games drawn, 0 or more
 * @param losses games lost, 0 or more
 */
public record Tally(int wins, int draws, int losses) {

    /** No game. */
    public static final Tally EMPTY = new Tally(0, 0, 0);

    /**
     * Checks the counts.
     *
     * @param wins games won, 0 or more
     * @param draws games drawn, 0 or more
     * @param losses games lost, 0 or more
     * @throws IllegalArgumentException if a count is negative
     */
    public Tally {
        if (wins < 0 || draws < 0 || losses < 0) {
            throw new IllegalArgumentException("negative count in " + wins + "-" + draws + "-" + losses);
        }
    }

    /**
     * The number of games.
     *
     * @return wins + draws + losses
     */
    public int games() {
        return wins + draws + losses;
    }

    /**
     * The score per game.
     *
     * @return {@code (wins + draws / 2) / games}, or NaN without games
     */
    public double score() {
        return (wins + draws / 2.0) / games();
    }

    /**
     * The other side's view.
     *
     * @return the tally with wins and losses exchanged
     */
    public Tally reversed() {
        return new Tally(losses, draws, wins);
    }

    /**
     * This tally with one more game.
     *
     * @param score 1 for a win, 0.5 for a draw, 0 for a loss
     * @return the new tally
     */
    public Tally plus(double score) {
        return score == 1 ? new Tally(wins + 1, draws, losses)
                : score == 0 ? new Tally(wins, draws, losses + 1) : new Tally(wins, draws + 1, losses);
    }

    /**
     * The tally as text, e.g. {@code "3 wins, 1 draw, 6 losses"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return wins + (wins == 1 ? " win, " : " wins, ") + draws + (draws == 1 ? " draw, " : " draws, ") + losses
                + (losses == 1 ? " loss" : " losses");
    }
}
