package io.abstractgames.testkit;

import io.abstractgames.core.Game;
import io.abstractgames.core.Move;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * Differential testing of another engine against the project's: walks random games and reports
 * the first position where the two disagree, shrunk to a short move sequence.
 *
 * <p>At every position of a game the legal moves (as move texts) are compared: the two engines
 * must list the same moves, and the other engine must not list a move twice (a move list never
 * holds the same move twice, {@code docs/rules/common.md}, "Perft"). When the other engine also
 * reports positions after moves ({@link ReferenceEngine#positionAfter}), the position after the
 * move played is compared too. Before a verdict the other engine is asked to confirm that its
 * answers were in step with the questions ({@link ReferenceEngine#checkInStep()}), so that an
 * external program's protocol fault is not reported as a rule disagreement. Moves are drawn uniformly from the legal moves with a
 * seeded generator, so a run is reproducible from its seed. Shrinking removes moves from the
 * sequence (in chunks, then one by one), and replaces one move by another legal one together with
 * the removal of another, as long as the shorter sequence is still legal for the project's engine
 * and still leads to a disagreement; it replays at most a fixed number of candidate lines.
 */
public final class DifferentialChecker {

    private final Game game;
    private final ReferenceEngine other;
    private final String start;

    /**
     * A checker that plays from the game's start position.
     *
     * @param game the project's game
     * @param other the engine to compare with
     */
    public DifferentialChecker(Game game, ReferenceEngine other) {
        this(game, other, game.startText());
    }

    /**
     * A checker that plays from a given position.
     *
     * @param game the project's game
     * @param other the engine to compare with
     * @param startText the position text games start from
     * @throws io.abstractgames.core.NotationException if {@code startText} is not a valid position
     */
    public DifferentialChecker(Game game, ReferenceEngine other, String startText) {
        this.game = Objects.requireNonNull(game);
        this.other = Objects.requireNonNull(other);
        this.start = game.parsePosition(startText).toText();
    }

    /**
     * Plays random games until the engines disagree or the games run out.
     *
     * @param seed the seed of the move choices
     * @param games the number of games, 0 or more
     * @param maxPlies the longest game in plies, 0 or more
     * @return the first disagreement, shrunk; empty when the engines agreed everywhere
     * @throws RuntimeException whatever the other engine throws, e.g. from
     *     {@link ReferenceEngine#checkInStep()}
     */
    public Optional<Disagreement> check(long seed, int games, int maxPlies) {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList moves = new MoveList();
        for (int g = 0; g < games; g++) {
            Position position = game.parsePosition(start);
            List<String> played = new ArrayList<>();
            for (int ply = 0; ; ply++) {
                position.generateMoves(moves);
                String next = moves.isEmpty() || ply == maxPlies
                        ? null
                        : position.moveText(moves.get(random.nextInt(moves.size())));
                Optional<Disagreement> found = compareAt(position, played, next, moves);
                if (found.isPresent()) {
                    other.checkInStep();
                    Disagreement shrunk = shrink(found.get());
                    other.checkInStep();
                    return Optional.of(shrunk);
                }
                if (next == null) {
                    break;
                }
                position.play(next);
                played.add(next);
            }
        }
        other.checkInStep();
        return Optional.empty();
    }

    /**
     * Compares the engines at every position along a given line. The other engine is not asked to
     * confirm that it kept in step ({@link ReferenceEngine#checkInStep()}).
     *
     * @param moves the moves from the checker's start position, in move text
     * @return the first disagreement on the line, not shrunk; empty when they agree all along
     * @throws io.abstractgames.core.NotationException if a move is not legal for the project's engine
     */
    public Optional<Disagreement> checkLine(List<String> moves) {
        Position position = game.parsePosition(start);
        MoveList scratch = new MoveList();
        List<String> played = new ArrayList<>();
        for (int i = 0; i <= moves.size(); i++) {
            String next = i < moves.size() ? moves.get(i) : null;
            Optional<Disagreement> found = compareAt(position, played, next, scratch);
            if (found.isPresent()) {
                return found;
            }
            if (next != null) {
                position.play(next);
                played.add(next);
            }
        }
        return Optional.empty();
    }

    private Optional<Disagreement> compareAt(Position position, List<String> played, String next, MoveList moves) {
        String text = position.toText();
        position.generateMoves(moves);
        Set<String> ours = new LinkedHashSet<>();
        for (int i = 0; i < moves.size(); i++) {
            ours.add(position.moveText(moves.get(i)));
        }
        List<String> theirList = other.legalMoves(text);
        Set<String> theirs = new LinkedHashSet<>();
        Set<String> listedTwice = new LinkedHashSet<>();
        for (String move : theirList) {
            if (!theirs.add(move)) {
                listedTwice.add(move);
            }
        }
        String result = position.outcome().describe(game);
        if (!ours.equals(theirs) || !listedTwice.isEmpty()) {
            Set<String> onlyOurs = new LinkedHashSet<>(ours);
            onlyOurs.removeAll(theirs);
            Set<String> onlyTheirs = new LinkedHashSet<>(theirs);
            onlyTheirs.removeAll(ours);
            return Optional.of(new Disagreement(start, played, text, result, onlyOurs, onlyTheirs, listedTwice,
                    null, null, null));
        }
        if (next != null && ours.contains(next)) {
            Optional<String> theirAfter = other.positionAfter(text, next);
            if (theirAfter.isPresent()) {
                position.play(next);
                String ourAfter = position.toText();
                position.unmakeMove();
                if (!ourAfter.equals(theirAfter.get())) {
                    return Optional.of(new Disagreement(start, played, text, result, Set.of(), Set.of(), Set.of(),
                            next, ourAfter, theirAfter.get()));
                }
            }
        }
        return Optional.empty();
    }

    private Disagreement shrink(Disagreement found) {
        Budget budget = new Budget(SHRINK_BUDGET);
        Disagreement best = found;
        boolean progress = true;
        while (progress && budget.left()) {
            progress = false;
            // Deletions: in chunks first, then move by move.
            for (int chunk : chunkSizes(best.moves().size())) {
                for (int from = 0; from + chunk <= best.moves().size() && !progress && budget.left(); from++) {
                    List<String> candidate = new ArrayList<>(best.moves().subList(0, from));
                    candidate.addAll(best.moves().subList(from + chunk, best.moves().size()));
                    Optional<Disagreement> shorter = tryLine(candidate, best, budget);
                    if (shorter.isPresent()) {
                        best = shorter.get();
                        progress = true;
                    }
                }
                if (progress) {
                    break;
                }
            }
            // Substitutions: another legal move at one ply, kept when the disagreement comes sooner.
            for (int i = 0; i < best.moves().size() && !progress && budget.left(); i++) {
                Position position = game.parsePosition(start);
                for (int k = 0; k < i; k++) {
                    position.play(best.moves().get(k));
                }
                for (Move alternative : position.legalMoves()) {
                    if (alternative.text().equals(best.moves().get(i)) || !budget.left()) {
                        continue;
                    }
                    List<String> candidate = new ArrayList<>(best.moves());
                    candidate.set(i, alternative.text());
                    Optional<Disagreement> shorter = tryLine(candidate, best, budget);
                    // A substitution may only pay off together with a deletion elsewhere.
                    for (int j = 0; j < candidate.size() && shorter.isEmpty() && budget.left(); j++) {
                        if (j != i) {
                            List<String> fewer = new ArrayList<>(candidate);
                            fewer.remove(j);
                            shorter = tryLine(fewer, best, budget);
                        }
                    }
                    if (shorter.isPresent()) {
                        best = shorter.get();
                        progress = true;
                        break;
                    }
                }
            }
        }
        return best;
    }

    /**
     * The sizes of the runs of moves that shrinking tries to delete, largest first: halves of the
     * line, then whole rounds of turns (so that the players still alternate), then single moves.
     */
    private int[] chunkSizes(int length) {
        TreeSet<Integer> sizes = new TreeSet<>(Comparator.reverseOrder());
        for (int chunk = length / 2; chunk >= 1; chunk /= 2) {
            sizes.add(chunk);
        }
        for (int rounds = 1; rounds <= 4; rounds++) {
            if (rounds * game.playerCount() <= length) {
                sizes.add(rounds * game.playerCount());
            }
        }
        return sizes.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * Replays a candidate line (plus the move whose result differed, for that kind of
     * disagreement) and keeps the result when it disagrees after fewer moves than the best so far.
     */
    private Optional<Disagreement> tryLine(List<String> moves, Disagreement best, Budget budget) {
        budget.spend();
        List<String> line = new ArrayList<>(moves);
        if (best.afterMove() != null) {
            line.add(best.afterMove());
        }
        try {
            Optional<Disagreement> found = checkLine(line);
            return found.filter(d -> d.moves().size() < best.moves().size());
        } catch (NotationException illegal) {
            return Optional.empty();
        }
    }

    /** How many candidate lines shrinking may replay: it bounds the calls to a slow engine. */
    private static final int SHRINK_BUDGET = 2000;

    private static final class Budget {
        private int left;

        Budget(int left) {
            this.left = left;
        }

        boolean left() {
            return left > 0;
        }

        void spend() {
            left--;
        }
    }
}
