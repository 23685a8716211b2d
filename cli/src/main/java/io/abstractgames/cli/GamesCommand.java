package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code games}: lists the installed games, one per line in the order of {@link Games#all()}: the
 * id (what the other verbs take), the number of players and the display name, in aligned columns,
 * e.g. {@code diamond3      3  Diamond game (3 players)}.
 */
@Command(name = "games", description = "Lists the installed games: id, players, name.")
final class GamesCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

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
        }
        out.flush();
        return 0;
    }
}
