package io.abstractgames.ai.match;

import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import io.abstractgames.core.record.GameRecord;
import java.util.Objects;
import java.util.Optional;

/**
 * A series of AI-versus-AI games between two {@link Entrant}s, A and B: the settings and the
 * playing of one game. {@link MatchRunner} plays the whole series on several threads.
 *
 * <p>Every game starts from the same position: the start text of A's level, else of B's level
 * ({@link io.abstractgames.ai.Level#startText()}), else the game's start. Seats and seeds follow
 * {@link Seating}; each seat of each game gets a fresh searcher, so a game depends only on the
 * match's settings and its index. With levels limited by depth or nodes (not time) a game is
 * therefore reproducible.
 *
 * <p>Openings ({@link #withOpenings(int)}): deterministic levels replay the same game from the
 * same start, so a match may begin every game with {@code K} uniformly random plies. The games
 * come in groups of one game per seat (a pair with two players, seats swapped; three games with
 * three players, going round the seats): game {@code i} belongs to group
 * {@code i / playerCount}, and every game of a group starts from the same {@code K} plies, drawn
 * with the seed {@link Seating#openingSeed(long, int)} of the match's seed and the group. An
 * opening that would end the game is drawn again (the next draw of the same random source). The
 * opening plies are the first moves of the game's record, which carries the tag
 * {@value #OPENING_TAG} with {@code K}.
 *
 * <p>Immutable and thread-safe (as far as the entrants' searcher factories are).
 */
public final class Match {

    /** The record tag that gives the number of random opening plies. */
    public static final String OPENING_TAG = "Opening";

    /** The most random opening plies a match may play. */
    public static final int MAX_OPENING_PLIES = 100;

    /** How many openings are drawn for a group before the match gives up (each ended the game). */
    private static final int OPENING_ATTEMPTS = 1_000;

    private final Game game;
    private final Entrant a;
    private final Entrant b;
    private final int games;
    private final long seed;
    private final String startText;
    private final int openingPlies;

    private Match(Game game, Entrant a, Entrant b, int games, long seed, String startText, int openingPlies) {
        this.game = game;
        this.a = a;
        this.b = b;
        this.games = games;
        this.seed = seed;
        this.startText = startText;
        this.openingPlies = openingPlies;
    }

    /**
     * The settings of a match.
     *
     * @param game the game
     * @param a entrant A
     * @param b entrant B
     * @param games the number of games, at least 1
     * @param seed the match's seed ({@link Seating})
     * @return the match
     * @throws IllegalArgumentException if {@code games} is below 1, both levels have start texts
     *     and they differ, or the start position is already over (Bashni's {@code ladder:19})
     * @throws NotationException if the start text of a level is not a position of the game; the
     *     message names the level
     */
    public static Match of(Game game, Entrant a, Entrant b, int games, long seed) {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(b, "b");
        if (games < 1) {
            throw new IllegalArgumentException(games + " games, expected at least 1");
        }
        Optional<String> startA = a.level().startText();
        Optional<String> startB = b.level().startText();
        if (startA.isPresent() && startB.isPresent() && !startA.get().equals(startB.get())) {
            throw new IllegalArgumentException("levels " + a.name() + " and " + b.name()
                    + " start from different positions");
        }
        Entrant setter = startA.isPresent() ? a : b;
        String start = setter.level().startText().orElse(game.startText());
        Position position;
        try {
            position = game.parsePosition(start);
        } catch (NotationException e) {
            throw new NotationException("start position of level " + setter.name() + ": " + e.getMessage());
        }
        if (position.isOver()) {
            throw new IllegalArgumentException("level " + setter.name() + " starts from a position that is already over ("
                    + position.outcome().describe(game) + "), so there is no game to play");
        }
        return new Match(game, a, b, games, seed, position.toText(), 0);
    }

    /**
     * This match with random opening plies (see the class documentation).
     *
     * @param plies the number of uniformly random plies every game starts with, 0 (none) to
     *     {@value #MAX_OPENING_PLIES}
     * @return a new match with the same settings but for the openings
     * @throws IllegalArgumentException if {@code plies} is out of range
     */
    public Match withOpenings(int plies) {
        if (plies < 0 || plies > MAX_OPENING_PLIES) {
            throw new IllegalArgumentException("opening of " + plies + " plies, expected 0 to " + MAX_OPENING_PLIES);
        }
        return new Match(game, a, b, games, seed, startText, plies);
    }

    /**
     * The number of random opening plies.
     *
     * @return 0 to {@value #MAX_OPENING_PLIES}
     */
    public int openingPlies() {
        return openingPlies;
    }

    /**
     * The opening of one game: the moves of its first {@link #openingPlies()} plies, the same for
     * every game of its group.
     *
     * @param gameIndex the game's index, from 0
     * @return the moves as move text, {@link #openingPlies()} of them (empty without openings)
     * @throws IndexOutOfBoundsException if {@code gameIndex} is out of range
     * @throws IllegalStateException if {@value #OPENING_ATTEMPTS} draws in a row ended the game
     */
    public java.util.List<String> opening(int gameIndex) {
        Objects.checkIndex(gameIndex, games);
        java.util.List<String> moves = new java.util.ArrayList<>(openingPlies);
        if (openingPlies == 0) {
            return moves;
        }
        int group = gameIndex / game.playerCount();
        java.util.SplittableRandom random = new java.util.SplittableRandom(Seating.openingSeed(seed, group));
        Position position = game.parsePosition(startText);
        MoveList list = new MoveList();
        for (int attempt = 0; attempt < OPENING_ATTEMPTS; attempt++) {
            moves.clear();
            while (moves.size() < openingPlies && !position.isOver()) {
                position.generateMoves(list);
                long move = list.get(random.nextInt(list.size()));
                moves.add(position.moveText(move));
                position.makeMove(move);
            }
            boolean over = position.isOver();
            while (position.undoDepth() > 0) {
                position.unmakeMove();
            }
            if (!over) {
                return moves;
            }
        }
        throw new IllegalStateException("every one of " + OPENING_ATTEMPTS + " random openings of " + openingPlies
                + (openingPlies == 1 ? " ply" : " plies") + " ended the game, from " + startText);
    }

    /**
     * The game.
     *
     * @return the game played
     */
    public Game game() {
        return game;
    }

    /**
     * Entrant A, whose results the statistics report.
     *
     * @return entrant A
     */
    public Entrant a() {
        return a;
    }

    /**
     * Entrant B.
     *
     * @return entrant B
     */
    public Entrant b() {
        return b;
    }

    /**
     * The number of games.
     *
     * @return at least 1
     */
    public int games() {
        return games;
    }

    /**
     * The match's seed.
     *
     * @return the seed every game's seed derives from
     */
    public long seed() {
        return seed;
    }

    /**
     * The position every game starts from.
     *
     * @return canonical position text
     */
    public String startText() {
        return startText;
    }

    /**
     * The entrant in a seat of a game.
     *
     * @param gameIndex the game's index, 0 to {@code games() - 1}
     * @param seat the seat, 0 to {@code game().playerCount() - 1}
     * @return A in A's seat ({@link Seating#seatOfA}), B elsewhere
     */
    public Entrant entrant(int gameIndex, int seat) {
        return seat == Seating.seatOfA(game.playerCount(), gameIndex) ? a : b;
    }

    /**
     * Plays one game of the match on the calling thread: each side to move asks its seat's
     * searcher (with the level's own limits) and plays the move found, until the game ends.
     *
     * @param gameIndex the game's index, 0 to {@code games() - 1}
     * @return the result, with the game's record
     * @throws IndexOutOfBoundsException if the index is out of range
     */
    public GameResult play(int gameIndex) {
        Objects.checkIndex(gameIndex, games);
        int players = game.playerCount();
        int seatOfA = Seating.seatOfA(players, gameIndex);
        long gameSeed = Seating.gameSeed(seed, gameIndex);
        Position position = game.parsePosition(startText);
        GameRecord.Builder record = GameRecord.builder(game.id()).start(startText)
                .tag(GameRecord.ROUND, Integer.toString(gameIndex + 1));
        if (openingPlies > 0) {
            record.tag(OPENING_TAG, Integer.toString(openingPlies));
        }
        Searcher[] searchers = new Searcher[players];
        for (int seat = 0; seat < players; seat++) {
            Entrant entrant = entrant(gameIndex, seat);
            record.tag(GameRecord.seatTag(game, seat), entrant.name());
            searchers[seat] = entrant.newSearcher(Seating.searcherSeed(gameSeed, seat));
        }
        int plies = 0;
        for (String move : opening(gameIndex)) {
            record.move(move);
            position.makeMove(position.parseMove(move));
            plies++;
        }
        while (!position.isOver()) {
            SearchResult result = searchers[position.sideToMove()].search(position);
            record.move(result.bestMoveText());
            position.makeMove(result.bestMove());
            plies++;
        }
        record.outcome(game, position.outcome());
        return new GameResult(gameIndex, seatOfA, position.outcome(), plies, record.build());
    }

    @Override
    public String toString() {
        return game.id() + ": " + a.name() + " (A) vs " + b.name() + " (B), " + games + (games == 1 ? " game" : " games") + ", seed " + seed
                + (openingPlies > 0 ? ", " + openingPlies + (openingPlies == 1 ? " random opening ply" : " random opening plies") : "");
    }
}
