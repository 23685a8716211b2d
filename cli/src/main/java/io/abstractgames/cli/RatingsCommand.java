package io.abstractgames.cli;

import io.abstractgames.ai.Level;
import io.abstractgames.ai.match.EloFit;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.record.GameRecord;
import io.abstractgames.core.record.GameRecords;
import io.abstractgames.core.record.RecordFiles;
import io.abstractgames.core.record.ResultText;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ratings FILE... [--anchor LEVEL]}: fits the levels that played in files of game records
 * (written by {@code match --records}, from one run or several) to one Elo scale per game with
 * ai's {@link EloFit} (maximum likelihood with a prior of virtual draws, Bayeselo-style), the
 * anchor level (default {@value Level#RANDOM}) at 0.
 *
 * <p>Each record names the level in each seat by its seat tags ({@code [Black "beginner"]}) and
 * gives the result. A game counts as pairings between seats held by different levels: the winner
 * beat each other level, the others drew with each other; a drawn game is a draw between every
 * pair (with three players, the two seats of one level are not paired). Unfinished games are
 * skipped.
 *
 * <p>Standard output, one table per game in the order the games first appear, strongest first:
 *
 * <pre>
 * Ratings: konane, 3 levels, 40 games, anchor random
 * level            Elo  95% interval   games  score
 * intermediate    +612  +421 to +803      20  0.900
 * beginner        +301  +150 to +452      20  0.600
 * random             0  anchor            20  0.000
 * </pre>
 *
 * where {@code games} counts the level's games and {@code score} its share of points in the
 * pairings (a win 1, a draw 1/2). A level that only ever played itself has no pairing and no row.
 * A file that cannot be read or holds a record that does not parse, a record without seat tags,
 * and a game whose records never pair the anchor with another level ({@code konane: the anchor
 * level 'random' played no game against another level, expected one of beginner, advanced}) are
 * bad input (one line on standard error, exit status 2).
 */
@Command(name = "ratings",
        description = "Fits the levels in match record files to one Elo scale per game, anchored at random.")
final class RatingsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Files of game records (match --records).")
    private List<Path> files;

    @Option(names = "--anchor", paramLabel = "LEVEL", defaultValue = Level.RANDOM,
            description = "The level rated 0 (default: ${DEFAULT-VALUE}).")
    private String anchor;

    /** The games and pairings of one game id. */
    private static final class Table {
        final EloFit fit = new EloFit();
        final Map<String, double[]> totals = new LinkedHashMap<>();
        int games;

        void add(String a, String b, double scoreOfA) {
            fit.add(a, b, scoreOfA, 1);
            double[] ta = totals.computeIfAbsent(a, k -> new double[3]);
            double[] tb = totals.computeIfAbsent(b, k -> new double[3]);
            ta[0] += scoreOfA;
            ta[1] += 1;
            tb[0] += 1 - scoreOfA;
            tb[1] += 1;
        }
    }

    @Override
    public Integer call() {
        Map<String, Table> tables = new LinkedHashMap<>();
        for (Path file : files) {
            for (GameRecord record : read(file)) {
                addGame(file, record, tables);
            }
        }
        for (Map.Entry<String, Table> e : tables.entrySet()) {
            checkAnchor(e.getKey(), e.getValue());
        }
        PrintWriter out = spec.commandLine().getOut();
        boolean first = true;
        for (Map.Entry<String, Table> e : tables.entrySet()) {
            Table t = e.getValue();
            EloFit.Ratings ratings;
            try {
                ratings = t.fit.fit(anchor);
            } catch (IllegalArgumentException ex) {
                throw new NotationException(e.getKey() + ": " + ex.getMessage());
            }
            List<EloFit.Rating> rows = new ArrayList<>(ratings.all());
            rows.sort((x, y) -> Double.compare(y.elo(), x.elo()));
            if (!first) {
                out.println();
            }
            first = false;
            out.println("Ratings: " + e.getKey() + ", " + rows.size() + " levels, " + t.games
                    + (t.games == 1 ? " game" : " games") + ", anchor " + anchor);
            int width = Math.max(5, rows.stream().mapToInt(r -> r.name().length()).max().orElse(5));
            out.println(String.format(Locale.ROOT, "%-" + width + "s  %5s  %-15s %5s  %s", "level", "Elo",
                    "95% interval", "games", "score"));
            for (EloFit.Rating r : rows) {
                double[] total = t.totals.get(r.name());
                String interval = r.name().equals(anchor) ? "anchor"
                        : elo(r.lower()) + " to " + elo(r.upper());
                out.println(String.format(Locale.ROOT, "%-" + width + "s  %5s  %-15s %5d  %.3f", r.name(),
                        r.name().equals(anchor) ? "0" : elo(r.elo()), interval, (int) total[2], total[0] / total[1]));
            }
        }
        out.flush();
        return 0;
    }

    /**
     * Checks that the anchor played another level in this game's records: a game of a level
     * against itself gives no pairing ({@link #addGame}), so it cannot place the level on the scale.
     */
    private void checkAnchor(String gameId, Table t) {
        double[] total = t.totals.get(anchor);
        if (total != null && total[1] > 0) {
            return;
        }
        List<String> paired = t.totals.entrySet().stream().filter(e -> e.getValue()[1] > 0).map(Map.Entry::getKey)
                .toList();
        String what = total == null ? "played no game" : "played no game against another level";
        throw new NotationException(gameId + ": the anchor level '" + anchor + "' " + what
                + (paired.isEmpty() ? " (no level did)" : ", expected one of " + String.join(", ", paired)));
    }

    /** A signed, rounded Elo figure, e.g. {@code +301} or {@code -12}. */
    static String elo(double value) {
        long rounded = Math.round(value);
        return rounded > 0 ? "+" + rounded : Long.toString(rounded);
    }

    private List<GameRecord> read(Path file) {
        String text = RecordFiles.read(file);
        try {
            return GameRecords.parse(text);
        } catch (NotationException e) {
            throw new NotationException(file + ": " + e.getMessage());
        }
    }

    private static void addGame(Path file, GameRecord record, Map<String, Table> tables) {
        Game game;
        Outcome outcome;
        try {
            game = Games.byId(record.gameId());
            outcome = ResultText.parse(game, record.result());
        } catch (RuntimeException e) {
            throw new NotationException(file + ", line " + record.firstLine() + ": " + e.getMessage());
        }
        if (!outcome.isOver()) {
            return;
        }
        int n = game.playerCount();
        String[] seats = new String[n];
        for (int s = 0; s < n; s++) {
            String tag = GameRecord.seatTag(game, s);
            seats[s] = record.tag(tag).orElseThrow(() -> new NotationException(file + ", line " + record.firstLine()
                    + ": no [" + tag + " \"LEVEL\"] tag naming the level in that seat"));
        }
        Table t = tables.computeIfAbsent(game.id(), k -> new Table());
        t.games++;
        int winner = outcome.isWin() ? outcome.winner() : -1;
        java.util.Set<String> counted = new java.util.HashSet<>();
        for (int s = 0; s < n; s++) {
            if (counted.add(seats[s])) {
                t.totals.computeIfAbsent(seats[s], k -> new double[3])[2]++;
            }
            for (int u = s + 1; u < n; u++) {
                if (!seats[s].equals(seats[u])) {
                    t.add(seats[s], seats[u], winner == s ? 1 : winner == u ? 0 : 0.5);
                }
            }
        }
    }
}
