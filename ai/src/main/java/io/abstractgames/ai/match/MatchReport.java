package io.abstractgames.ai.match;

import io.abstractgames.core.Game;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The summary of a played match as text, the one {@code abstract-games match} and the Spark match
 * print:
 *
 * <pre>
 * Match: konane, A beginner, B intermediate, 10 games, seed 1
 * beginner (A): 3 wins, 1 draw, 6 losses
 * intermediate (B): 6 wins, 1 draw, 3 losses
 * A as Black: 2 wins, 0 draws, 3 losses
 * A as White: 1 win, 1 draw, 3 losses
 * Wins by seat: Black 5, White 4, draws 1
 * Average length: 45.30 plies
 * Score of A: 0.350 (95%: 0.144 to 0.632)
 * Elo difference A - B: -108 (95%: -309 to +94)
 * </pre>
 *
 * with {@code , MS ms per move} at the end of the first line when the entrants searched by time,
 * {@code , K random opening plies} ({@code 1 random opening ply}) when the match has openings
 * ({@link Match#withOpenings}), a
 * {@code Start:} line after the first when the games do not start from the game's start, one
 * {@code A as SIDE} line per seat, and the Elo line for two players only. The score's interval is
 * the Wilson score interval, and Elo differences beyond 800 print as bounds ({@code > +800},
 * {@code < -800}, also for a score of 0 or 1): {@link MatchStatistics}.
 */
public final class MatchReport {

    private MatchReport() {}

    /**
     * The summary of a match.
     *
     * @param result the played match
     * @param millisPerMove the time per move both entrants searched with, or empty when they
     *     searched at their levels' own limits
     * @return the lines above, each ended by {@code \n}
     */
    public static String format(MatchResult result, OptionalLong millisPerMove) {
        Match match = result.match();
        MatchStatistics stats = result.statistics();
        Game game = match.game();
        StringBuilder out = new StringBuilder();
        out.append("Match: ").append(game.id()).append(", A ").append(match.a().name()).append(", B ")
                .append(match.b().name()).append(", ").append(match.games()).append(match.games() == 1 ? " game" : " games")
                .append(", seed ").append(match.seed());
        millisPerMove.ifPresent(ms -> out.append(", ").append(ms).append(" ms per move"));
        if (match.openingPlies() > 0) {
            out.append(", ").append(match.openingPlies())
                    .append(match.openingPlies() == 1 ? " random opening ply" : " random opening plies");
        }
        out.append('\n');
        if (!match.startText().equals(game.newStartPosition().toText())) {
            out.append("Start: ").append(match.startText()).append('\n');
        }
        out.append(match.a().name()).append(" (A): ").append(stats.a()).append('\n');
        out.append(match.b().name()).append(" (B): ").append(stats.b()).append('\n');
        for (int seat = 0; seat < game.playerCount(); seat++) {
            out.append("A as ").append(game.sideName(seat)).append(": ").append(stats.aInSeat(seat)).append('\n');
        }
        out.append("Wins by seat:");
        for (int seat = 0; seat < game.playerCount(); seat++) {
            out.append(seat == 0 ? " " : ", ").append(game.sideName(seat)).append(' ').append(stats.winsOfSeat(seat));
        }
        out.append(", draws ").append(stats.draws()).append('\n');
        out.append(String.format(Locale.ROOT, "Average length: %.2f plies", stats.averagePlies())).append('\n');
        Estimate score = stats.score();
        out.append(String.format(Locale.ROOT, "Score of A: %.3f (95%%: %.3f to %.3f)", score.value(), score.lower(), score.upper()))
                .append('\n');
        Optional<Estimate> elo = stats.elo();
        if (elo.isPresent()) {
            Estimate e = elo.get();
            out.append("Elo difference A - B: ").append(MatchStatistics.eloText(e.value())).append(" (95%: ")
                    .append(MatchStatistics.eloText(e.lower())).append(" to ").append(MatchStatistics.eloText(e.upper()))
                    .append(")\n");
        }
        return out.toString();
    }
}
