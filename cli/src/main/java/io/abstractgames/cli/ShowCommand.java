package io.abstractgames.cli;

import io.abstractgames.core.Game;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.board.MoveDescription;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code show GAME [--position TEXT] [--moves M1,M2,...] [--seat SIDE]}: one diagram of a position.
 *
 * <p>The position is the game's start, or {@code TEXT}; then the moves, in the game's move text
 * (absolute names), are played in order and the last one is marked. The diagram ({@link
 * BoardView}) is drawn from the seat whose side letter is {@code SIDE} (default: the first
 * player's). Bad input (unknown game, unreadable position, an unreadable or illegal move, an
 * unknown side letter, a game without a board model) prints one line on standard error and exits
 * with status 2.
 */
@Command(name = "show", description = "Draw one diagram of a position, after the given moves, from a seat.")
final class ShowCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. bashni (see the games verb).")
    private String gameId;

    @Option(names = "--position", paramLabel = "TEXT", description = "Position text (default: the start position).")
    private String positionText;

    @Option(names = "--moves", paramLabel = "M1,M2,...", description = "Moves to play first, in move text, comma-separated.")
    private String moves;

    @Option(names = "--seat", paramLabel = "SIDE",
            description = "The viewer's side letter, e.g. w or y (default: the first player's).")
    private String seat;

    @Override
    public Integer call() {
        Game game = GameArgument.find(gameId);
        int viewer = SeatArgument.parse(spec.commandLine(), game, seat);
        try {
            game.board();
        } catch (UnsupportedOperationException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        Position position = PositionText.parse(game, positionText);
        MoveDescription last = null;
        if (moves != null) {
            String[] texts = moves.split(",", -1);
            for (int i = 0; i < texts.length; i++) {
                String text = TextFields.strip(texts[i]);
                long move;
                try {
                    move = position.parseMove(text);
                } catch (NotationException e) {
                    throw new NotationException("--moves, move " + (i + 1) + " '" + text + "': " + e.getMessage());
                }
                last = game.board().describe(position, move);
                position.makeMove(move);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        for (String line : BoardView.draw(position, viewer, last)) {
            out.println(line);
        }
        out.flush();
        return 0;
    }
}
