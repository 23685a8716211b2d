package io.abstractgames.cli;

import io.abstractgames.ai.GameAi;
import io.abstractgames.ai.Level;
import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Scores;
import io.abstractgames.ai.Searcher;
import io.abstractgames.ai.match.Seating;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.Moves;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import io.abstractgames.core.TextFields;
import io.abstractgames.core.board.BoardModel;
import io.abstractgames.core.board.MoveDescription;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code play GAME [--level L] [--seat SIDE] [--seed N]}: a person against the AI in the terminal.
 *
 * <p>The person plays the seat whose side letter is {@code SIDE} (default: the first player's);
 * the AI, at level {@code L} (default {@value #DEFAULT_LEVEL}), plays every other seat, each with
 * its own searcher seeded from {@code N} ({@link Seating}). The game starts from the position the
 * level names ({@link Level#startText()}, e.g. the Bashni challenge ladder's handicap), else from
 * the game's start. The board ({@link BoardView}) is drawn from the person's seat at the start
 * and after every move, with the last move marked and described.
 *
 * <p>On the person's turn, a prompt {@code SIDE, your move: } asks for one line of standard input:
 * <ul>
 *   <li>a move in the game's move text; an unreadable or illegal one gets a one-line message and
 *       the prompt again;
 *   <li>{@code moves}: the legal moves; {@code hint}: the move the AI would play here (the level's
 *       search without its random moves); {@code undo}: back to the person's previous turn;
 *       {@code resign}: the game ends as {@link Position#resign(int)} says; {@code quit} or the end
 *       of input: leave the game unfinished; {@code help}: these commands.
 * </ul>
 * Everything goes to standard output; the exit status is 0 however the game ends. Exit status 2
 * is only for bad arguments (unknown game or level, a game without AI, an unknown side letter).
 */
@Command(
        name = "play",
        description = "Play against the AI in the terminal: type moves in move text, or help for the commands.")
final class PlayCommand implements Callable<Integer> {

    /** The level used without {@code --level}. */
    static final String DEFAULT_LEVEL = Level.INTERMEDIATE;

    private static final String HELP = "Commands: a move in move text, moves, hint, undo, resign, quit, help";

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game id, e.g. konane (see the games verb).")
    private String gameId;

    @Option(names = "--level", paramLabel = "L", defaultValue = DEFAULT_LEVEL,
            description = "The AI's level (default: ${DEFAULT-VALUE}).")
    private String levelName;

    @Option(names = "--seat", paramLabel = "SIDE",
            description = "Your side's letter as in position text, e.g. w or b (default: the first player's).")
    private String seat;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1",
            description = "Seed of the AI's random source (default: ${DEFAULT-VALUE}).")
    private long seed;

    private final Supplier<InputStream> input;

    /**
     * Creates the verb.
     *
     * @param input where the person's lines come from (standard input)
     */
    PlayCommand(Supplier<InputStream> input) {
        this.input = input;
    }

    @Override
    public Integer call() {
        Game game = GameArgument.find(gameId);
        GameAi ai = AiArgument.ai(game);
        Level level = AiArgument.level(game, levelName);
        int human = humanSeat(game);
        Position position = AiArgument.startPosition(game, level);
        if (position.isOver()) {
            throw new NotationException("level " + level.name() + " starts from a position that is already over ("
                    + position.outcome().describe(game) + "), so there is no game to play");
        }
        Searcher[] searchers = new Searcher[game.playerCount()];
        long gameSeed = Seating.gameSeed(seed, 0);
        for (int p = 0; p < searchers.length; p++) {
            if (p != human) {
                searchers[p] = ai.newSearcher(game, level, Seating.searcherSeed(gameSeed, p));
            }
        }
        Level hintLevel = new Level(level.name(), level.description(),
                level.config().toBuilder().randomMoveProbability(0).build(), level.startText());
        Searcher hints = ai.newSearcher(game, hintLevel, Seating.searcherSeed(gameSeed, human));
        Session session = new Session(game, position, human, searchers, hints, spec.commandLine().getOut(),
                new BufferedReader(new InputStreamReader(input.get(), StandardCharsets.UTF_8)));
        session.out.println("You play " + game.sideName(human) + " (" + game.sideLetter(human) + ") against the AI at level "
                + level.name() + ". " + HELP + ".");
        if (session.relative) {
            session.out.println("Points are named from your seat (row 1 is your start apex), in the moves you type and "
                    + "read; the Position line is in " + game.sideName(0) + "'s frame, as every text format.");
        }
        session.run();
        return 0;
    }

    private int humanSeat(Game game) {
        return SeatArgument.parse(spec.commandLine(), game, seat);
    }

    /** One game in the terminal. */
    private static final class Session {
        final Game game;
        final Position position;
        final int human;
        final Searcher[] searchers;
        final Searcher hints;
        final PrintWriter out;
        final BufferedReader in;
        /** The move that led to the position on the board, or null at the start and after an undo. */
        MoveDescription last;
        /** The undo depth at the start of each of the person's turns still on the board. */
        final List<Integer> turns = new ArrayList<>();
        /** Whether the person's seat names points in a frame of its own (the Diamond game's other seats). */
        final boolean relative;

        Session(Game game, Position position, int human, Searcher[] searchers, Searcher hints, PrintWriter out,
                BufferedReader in) {
            this.game = game;
            this.position = position;
            this.human = human;
            this.searchers = searchers;
            this.hints = hints;
            this.out = out;
            this.in = in;
            BoardModel board = game.board();
            boolean own = false;
            for (int p = 0; p < board.layout().pointCount() && !own; p++) {
                own = !board.pointName(p, human).equals(board.layout().name(p));
            }
            this.relative = own;
        }

        void run() {
            draw();
            while (!position.isOver()) {
                int side = position.sideToMove();
                if (side != human) {
                    SearchResult result = searchers[side].search(position);
                    last = describe(result.bestMove());
                    position.makeMove(result.bestMove());
                    out.println(game.sideName(side) + " plays " + seen(last));
                    draw();
                    continue;
                }
                if (turns.isEmpty() || turns.get(turns.size() - 1) != position.undoDepth()) {
                    turns.add(position.undoDepth());
                }
                out.print(game.sideName(human) + ", your move: ");
                out.flush();
                String line = readLine();
                if (line == null) {
                    out.println();
                    out.println("End of input: the game is left unfinished.");
                    out.flush();
                    return;
                }
                if (!command(TextFields.strip(line))) {
                    out.flush();
                    return;
                }
            }
            out.println("Result: " + position.outcome().describe(game));
            out.flush();
        }

        /** Carries out one line of input; {@code false} when the session ends. */
        boolean command(String line) {
            switch (line) {
                case "":
                    return true;
                case "help":
                    out.println(HELP);
                    return true;
                case "moves":
                    out.println("Legal moves: " + String.join(" ",
                            position.legalMoves().stream().map(m -> seen(describe(m.code()))).toList()));
                    return true;
                case "hint":
                    SearchResult hint = hints.search(position);
                    out.println("Hint: " + seen(describe(hint.bestMove())) + " (score " + Scores.toText(hint.score()) + ", depth "
                            + hint.depth() + ")");
                    return true;
                case "undo":
                    undo();
                    return true;
                case "resign":
                    return !resign();
                case "quit":
                    out.println("The game is left unfinished.");
                    return false;
                default:
                    play(line);
                    return true;
            }
        }

        private void play(String text) {
            long move = relative ? fromOwnFrame(text) : Moves.NONE;
            if (move == Moves.NONE) {
                if (relative) {
                    out.println("Not played: no legal move of yours reads " + TextFields.quote(text) + " from your seat (row 1 is your "
                            + "start apex); 'moves' lists them.");
                    return;
                }
                try {
                    move = position.parseMove(text);
                } catch (NotationException e) {
                    out.println("Not played: " + e.getMessage());
                    return;
                }
            }
            last = describe(move);
            position.makeMove(move);
            draw();
        }

        private void undo() {
            if (turns.size() < 2) {
                out.println("Nothing to undo.");
                return;
            }
            turns.remove(turns.size() - 1);
            int target = turns.get(turns.size() - 1);
            while (position.undoDepth() > target) {
                position.unmakeMove();
            }
            last = null;
            out.println("Back to your previous turn.");
            draw();
        }

        /** Resigns; {@code false} when the game does not define resignation. */
        private boolean resign() {
            Outcome outcome;
            try {
                outcome = position.resign(human);
            } catch (UnsupportedOperationException e) {
                out.println("Resigning is not defined here: " + e.getMessage());
                return false;
            }
            out.println(game.sideName(human) + " resigns.");
            out.println("Result: " + outcome.describe(game));
            return true;
        }

        private void draw() {
            for (String line : BoardView.draw(position, human, last)) {
                out.println(line);
            }
            out.flush();
        }

        private MoveDescription describe(long move) {
            return game.board().describe(position, move);
        }

        /** A move's text as the person reads it, in the frame of their seat. */
        private String seen(MoveDescription move) {
            return game.board().moveText(move, human);
        }

        /** The legal move whose text in the person's frame is {@code text}, or {@link Moves#NONE}. */
        private long fromOwnFrame(String text) {
            MoveList moves = new MoveList();
            position.generateMoves(moves);
            for (int i = 0; i < moves.size(); i++) {
                if (seen(describe(moves.get(i))).equals(text)) {
                    return moves.get(i);
                }
            }
            return Moves.NONE;
        }

        private String readLine() {
            try {
                return in.readLine();
            } catch (IOException e) {
                throw new UncheckedIOException("reading standard input", e);
            }
        }
    }
}
