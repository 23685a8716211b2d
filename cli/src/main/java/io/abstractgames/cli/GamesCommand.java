package io.abstractgames.cli;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.GameAis;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.LevelRating;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code games}: lists the installed games, one per line in the order of {@link Games#all()}: the
 * id (what the other verbs take), the number of players and the display name, in aligned columns,
 * e.g. {@code diamond3      3  Diamond game (3 players)}.
 *
 * <p>With {@code --levels}, each game's line is followed by one line per listed level, indented by
 * two spaces: the level's name, its measured Elo rating with the 95% interval and the number of
 * games ({@code docs/levels.md}, "Elo ratings"; {@code not rated} when none was measured), and its
 * description, e.g. {@code   beginner      Elo +465 (95%: +289 to +641, 120 games)  alpha-beta 2
 * plies deep, ...}. A game without AI says {@code   no AI installed}.
 */
@Command(name = "games", description = "Lists the installed games: id, players, name; with --levels, their AI levels and Elo ratings.")
final class GamesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Option(names = "--levels", description = "Also list each game's AI levels with their measured Elo ratings.")
    private boolean levels;

    @Override
    public Integer call() {
        List<Game> games = Games.all();
        int width = 2;
        for (Game game : games) {
            width = Math.max(width, game.id().length());
        }
        PrintWriter out = spec.commandLine().getOut();
        for (Game game : games) {
            out.println(String.format(Locale.ROOT, "%-" + width + "s  %d  %s", game.id(), game.playerCount(), game.displayName()));
            if (levels) {
                printLevels(out, game);
            }
        }
        out.flush();
        return 0;
    }

    private static void printLevels(PrintWriter out, Game game) {
        Optional<GameAi> ai = GameAis.find(game.id());
        if (ai.isEmpty()) {
            out.println("  no AI installed");
            return;
        }
        List<Level> list = ai.get().levels(game);
        Map<String, LevelRating> ratings = ai.get().ratings(game);
        int width = 0;
        for (Level level : list) {
            width = Math.max(width, level.name().length());
        }
        for (Level level : list) {
            LevelRating r = ratings.get(level.name());
            String rating = r == null ? "not rated"
                    : String.format(Locale.ROOT, "Elo %+d (95%%: %+d to %+d, %d %s)", r.elo(), r.lower(), r.upper(), r.games(),
                            r.games() == 1 ? "game" : "games");
            out.println(String.format(Locale.ROOT, "  %-" + width + "s  %s  %s", level.name(), rating, level.description()));
        }
    }
}
