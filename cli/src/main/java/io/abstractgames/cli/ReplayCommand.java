package io.abstractgames.cli;

import io.abstractgames.core.NotationException;
import io.abstractgames.core.record.GameRecord;
import io.abstractgames.core.record.GameRecords;
import io.abstractgames.core.record.RecordFiles;
import io.abstractgames.core.record.Replay;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replay FILE}: checks a file of game records (format: {@link io.abstractgames.core.record})
 * move by move with core's {@link Replay}, and prints for each record, in file order:
 *
 * <pre>
 * Game 1 (line 1): 57 moves
 * Final position: w a1:w,c1:w,... 12 57
 * Result: Black wins (opponent has no legal move)
 * </pre>
 *
 * Every record is checked before anything is printed. A record that does not check (a syntax
 * error, an unknown game, a bad start, an illegal move, a result the moves do not give) is bad
 * input: nothing on standard output, one line on standard error naming the file and the line at
 * fault, e.g. {@code games.txt: game record, line 14: move 7: ...}, exit status 2. So is a file
 * that cannot be read.
 */
@Command(name = "replay", description = "Checks a file of game records move by move; prints final positions and results.")
final class ReplayCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "FILE", description = "A file of one or more game records.")
    private Path file;

    @Override
    public Integer call() {
        if (file.toString().isEmpty()) {
            throw new ParameterException(spec.commandLine(), "no file given");
        }
        String text = RecordFiles.read(file);
        List<Replay> replays = new ArrayList<>();
        try {
            for (GameRecord record : GameRecords.parse(text)) {
                replays.add(Replay.of(record));
            }
        } catch (NotationException e) {
            throw new NotationException(file + ": " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        for (int i = 0; i < replays.size(); i++) {
            Replay replay = replays.get(i);
            out.println("Game " + (i + 1) + " (line " + replay.record().firstLine() + "): " + replay.plies()
                    + (replay.plies() == 1 ? " move" : " moves"));
            out.println("Final position: " + replay.finalPosition().toText());
            out.println("Result: " + replay.record().result());
        }
        out.flush();
        return 0;
    }
}
