package io.abstractgames.core.record;

import io.abstractgames.core.EndReason;
import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import io.abstractgames.core.NotationException;
import io.abstractgames.core.Outcome;
import io.abstractgames.core.Position;
import java.util.Objects;
import java.util.Optional;

/**
 * A {@link GameRecord} played through and checked: the game exists, the start text is a position
 * of it, every move is legal where it is played, and the recorded result is what the moves give
 * (see the package documentation, "Result check").
 *
 * <p>Immutable apart from {@link #finalPosition()}, which returns a fresh copy on each call.
 */
public final class Replay {

    private final Game game;
    private final GameRecord record;
    private final Position finalPosition;
    private final Outcome outcome;

    private Replay(Game game, GameRecord record, Position finalPosition, Outcome outcome) {
        this.game = game;
        this.record = record;
        this.finalPosition = finalPosition;
        this.outcome = outcome;
    }

    /**
     * Replays a record with the installed game its {@code Game} tag names ({@link Games}).
     *
     * @param record the record
     * @return the checked replay
     * @throws NotationException if the game is not installed or the record does not check (see
     *     {@link #of(GameRecord, Game)}); the message names the record's line
     */
    public static Replay of(GameRecord record) {
        Game game;
        try {
            game = Games.byId(record.gameId());
        } catch (NotationException e) {
            throw GameRecords.error(record.tagLine(GameRecord.GAME), e.getMessage());
        }
        return of(record, game);
    }

    /**
     * Replays a record with a given game.
     *
     * <p>Outcomes are compared as the shared instances {@link Outcome} hands out.
     *
     * @param record the record
     * @param game the game, whose id must be the record's {@code Game} tag
     * @return the checked replay
     * @throws NotationException naming the record's line at fault: the {@code Game} tag for another
     *     game, the {@code Start} tag for position text the game rejects, the {@code Result} tag for
     *     an unreadable result or one the moves do not give, a move line for a move that is not
     *     legal where it is played (the game's message follows) or that comes after the end of the
     *     game
     */
    public static Replay of(GameRecord record, Game game) {
        Objects.requireNonNull(record, "record");
        if (!game.id().equals(record.gameId())) {
            throw GameRecords.error(record.tagLine(GameRecord.GAME),
                    "game '" + record.gameId() + "', expected '" + game.id() + "'");
        }
        Position position;
        try {
            position = record.startText().isPresent() ? game.parsePosition(record.startText().get())
                    : game.newStartPosition();
        } catch (NotationException e) {
            throw GameRecords.error(record.tagLine(GameRecord.START), "Start: " + e.getMessage());
        }
        Outcome recorded;
        try {
            recorded = ResultText.parse(game, record.result());
        } catch (NotationException e) {
            throw GameRecords.error(record.tagLine(GameRecord.RESULT), e.getMessage());
        }
        Optional<String> score = record.tag(GameRecord.SCORE);
        String token = recorded.token(game.playerCount());
        if (score.isPresent() && !score.get().equals(token)) {
            throw GameRecords.error(record.tagLine(GameRecord.SCORE), "score '" + score.get() + "', but the result '"
                    + record.result() + "' gives '" + token + "'");
        }
        for (int i = 0; i < record.moves().size(); i++) {
            String text = record.moves().get(i);
            if (position.isOver()) {
                throw GameRecords.error(record.moveLine(i), "move " + (i + 1) + " '" + text
                        + "' after the end of the game (" + position.outcome().describe(game) + ")");
            }
            long move;
            try {
                move = position.parseMove(text);
            } catch (NotationException e) {
                throw GameRecords.error(record.moveLine(i), "move " + (i + 1) + ": " + e.getMessage());
            }
            position.makeMove(move);
        }
        check(record, game, position, recorded);
        return new Replay(game, record, position.copy(), recorded);
    }

    private static void check(GameRecord record, Game game, Position position, Outcome recorded) {
        int line = record.tagLine(GameRecord.RESULT);
        String result = "result '" + record.result() + "'";
        Outcome actual = position.outcome();
        if (recorded.isOver() && recorded.reason() == EndReason.RESIGNATION && !actual.isOver()) {
            Outcome resigned = position.resign(position.sideToMove());
            if (resigned != recorded) {
                throw GameRecords.error(line, result + ", but " + game.sideName(position.sideToMove())
                        + " resigning after the moves gives: " + resigned.describe(game));
            }
            return;
        }
        if (actual != recorded) {
            throw GameRecords.error(line, result + ", but after the moves "
                    + (actual.isOver() ? "the game ends: " + actual.describe(game) : "the game is not over"));
        }
    }

    /**
     * The game.
     *
     * @return the game the record is of
     */
    public Game game() {
        return game;
    }

    /**
     * The record.
     *
     * @return the record replayed
     */
    public GameRecord record() {
        return record;
    }

    /**
     * The position after the last move.
     *
     * @return a fresh copy, owned by the caller
     */
    public Position finalPosition() {
        return finalPosition.copy();
    }

    /**
     * The result, checked against the moves.
     *
     * @return the recorded outcome: the final position's, a resignation, or {@link
     *     Outcome#ONGOING} for {@value GameRecord#UNFINISHED}
     */
    public Outcome outcome() {
        return outcome;
    }

    /**
     * The number of moves.
     *
     * @return the plies played from the start
     */
    public int plies() {
        return record.moves().size();
    }
}
