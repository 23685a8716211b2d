package io.abstractgames.ai.match;

import io.abstractgames.ai.SearchResult;
import io.abstractgames.ai.Searcher;
import io.abstractgames.core.Game;
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
 * <p>Immutable and thread-safe (as far as the entrants' searcher factories are).
 */
public final class Match {

    private final Game game;
    private final Entrant a;
    private final Entrant b;
    private final int games;
    private final long seed;
    private final String startText;

    private Match(Game game, Entrant a, Entrant b, int games, long seed, String startText) {
        this.game = game;
        this.a = a;
        this.b = b;
        this.games = games;
        this.seed = seed;
        this.startText = startText;
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
     * @throws IllegalArgumentException if {@code games} is below 1, or both levels have start
     *     texts and they differ
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
        try {
            start = game.parsePosition(start).toText();
        } catch (NotationException e) {
            throw new NotationException("start position of level " + setter.name() + ": " + e.getMessage());
        }
        return new Match(game, a, b, games, seed, start);
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
        Searcher[] searchers = new Searcher[players];
        for (int seat = 0; seat < players; seat++) {
            Entrant entrant = entrant(gameIndex, seat);
            record.tag(GameRecord.seatTag(game, seat), entrant.name());
            searchers[seat] = entrant.newSearcher(Seating.searcherSeed(gameSeed, seat));
        }
        int plies = 0;
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
        return game.id() + ": " + a.name() + " (A) vs " + b.name() + " (B), " + games + " games, seed " + seed;
    }
}
