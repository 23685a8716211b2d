package io.abstractgames.server.store;

import io.abstractgames.server.request.ErrorCode;
import io.abstractgames.server.request.SessionException;
import java.util.Objects;
import java.util.Optional;

/**
 * How a game is set up; a restart keeps them.
 *
 * @param gameId the game id, e.g. {@code "diamond3"}
 * @param mode who plays the seats
 * @param level with {@link Mode#AI}, the AI's level name (e.g. {@code "beginner"}); empty on one
 *     device
 * @param humanSeat with {@link Mode#AI}, the human's seat; 0 on one device
 * @param startPosition the position text the game starts from, or empty for the level's start
 *     position (the game's start, or a handicap the level names)
 */
public record GameSettings(String gameId, Mode mode, Optional<String> level, int humanSeat, Optional<String> startPosition) {

    /**
     * Checks the fields that need no game to check.
     *
     * @throws SessionException with {@link ErrorCode#BAD_REQUEST} if the AI mode has no level, a
     *     local game has one, or the seat is negative
     */
    public GameSettings {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(startPosition, "startPosition");
        if (mode != Mode.LOCAL && level.isEmpty()) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "level: required against the AI and in a room");
        }
        if (mode == Mode.LOCAL && level.isPresent()) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "level: only against the AI");
        }
        if (humanSeat < 0 || (mode != Mode.AI && humanSeat != 0)) {
            throw new SessionException(ErrorCode.BAD_REQUEST, "seat " + humanSeat + ": out of range");
        }
    }

    /**
     * Settings for a game against the AI.
     *
     * @param gameId the game id
     * @param level the AI's level name
     * @param humanSeat the human's seat
     * @return the settings, from the start position
     */
    public static GameSettings againstAi(String gameId, String level, int humanSeat) {
        return new GameSettings(gameId, Mode.AI, Optional.of(level), humanSeat, Optional.empty());
    }

    /**
     * Settings for the game of an online room: every seat human until the room hands one to the AI.
     *
     * @param gameId the game id
     * @param level the level the AI plays handed-over seats at
     * @return the settings, from the start position
     */
    public static GameSettings room(String gameId, String level) {
        return new GameSettings(gameId, Mode.ROOM, Optional.of(level), 0, Optional.empty());
    }

    /**
     * Settings for a game on one device.
     *
     * @param gameId the game id
     * @return the settings, from the start position
     */
    public static GameSettings local(String gameId) {
        return new GameSettings(gameId, Mode.LOCAL, Optional.empty(), 0, Optional.empty());
    }

    /**
     * These settings starting from a position.
     *
     * @param positionText position text in the game's format
     * @return new settings
     */
    public GameSettings from(String positionText) {
        return new GameSettings(gameId, mode, level, humanSeat, Optional.of(positionText));
    }
}
