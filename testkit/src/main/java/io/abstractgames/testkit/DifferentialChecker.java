package io.abstractgames.testkit;

import io.abstractgames.core.Game;
import io.abstractgames.core.MoveList;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Position;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Differential testing of another engine against the project's: walks random games and reports
 * the first position where the two disagree, shrunk to a short move sequence.
 *
 * <p>At every position of a game the legal move sets (as move texts) are compared; when the other
 * engine also reports positions after moves ({@link ReferenceEngine#positionAfter}), the position
 * after the move played is compared too. Moves are drawn uniformly from the legal moves with a
 * seeded generator, so a run is reproducible from its seed. Shrinking removes moves from the
 * sequence (in chunks, then one by one) as long as the shorter sequence is still legal for the
 * project's engine and still leads to a disagreement.
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
                    return Optional.of(shrink(found.get()));
                }
                if (next == null) {
                    break;
                }
                position.play(next);
                played.add(next);
            }
        }
        return Optional.empty();
    }

    /**
     * Compares the engines at every position along a given line.
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
        Set<String> theirs = other.legalMoves(text);
        if (!ours.equals(theirs)) {
            Set<String> onlyOurs = new LinkedHashSet<>(ours);
            onlyOurs.removeAll(theirs);
            Set<String> onlyTheirs = new LinkedHashSet<>(theirs);
            onlyTheirs.removeAll(ours);
            return Optional.of(new Disagreement(start, played, text, onlyOurs, onlyTheirs, null, null, null));
        }
        if (next != null && ours.contains(next)) {
            Optional<String> theirAfter = other.positionAfter(text, next);
            if (theirAfter.isPresent()) {
                position.play(next);
                String ourAfter = position.toText();
                position.unmakeMove();
                if (!ourAfter.equals(theirAfter.get())) {
                    return Optional.of(new Disagreement(start, played, text, Set.of(), Set.of(), next, ourAfter, theirAfter.get()));
                }
            }
        }
        return Optional.empty();
    }

    private Disagreement shrink(Disagreement found) {
        Disagreement best = found;
        for (int chunk = Math.max(1, best.moves().size() / 2); chunk >= 1; chunk /= 2) {
            boolean progress = true;
            while (progress) {
                progress = false;
                for (int from = 0; from + chunk <= best.moves().size(); from++) {
                    List<String> candidate = new ArrayList<>(best.moves().subList(0, from));
                    candidate.addAll(best.moves().subList(from + chunk, best.moves().size()));
                    Optional<Disagreement> shorter = tryLine(candidate);
                    if (shorter.isPresent() && shorter.get().moves().size() < best.moves().size()) {
                        best = shorter.get();
                        progress = true;
                        break;
                    }
                }
            }
            if (chunk == 1) {
                break;
            }
        }
        return best;
    }

    private Optional<Disagreement> tryLine(List<String> moves) {
        try {
            return checkLine(moves);
        } catch (NotationException illegal) {
            return Optional.empty();
        }
    }
}
