package io.abstractgames.benchmarks;

import io.abstractgames.core.Game;
import io.abstractgames.core.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The named positions the benchmarks start from, read from the resource {@value #RESOURCE}.
 *
 * <p>File format, one position per line: {@code GAME ; NAME ; TEXT}, where {@code TEXT} is position
 * text in the game's format or the word {@code start}. Blank lines and lines starting with {@code
 * #} are ignored. A name the file does not list for a game falls back to: {@code start}, the
 * game's start position; {@code middle}, the position {@link MiddlePositions#derive(Game)} makes.
 */
final class BenchmarkPositions {

    /** The class-path resource of the positions. */
    static final String RESOURCE = "/io/abstractgames/benchmarks/positions.txt";

    private BenchmarkPositions() {}

    /**
     * A named position of a game.
     *
     * @param game the game
     * @param name the position's name, e.g. {@code start} or {@code middle}
     * @return a fresh position owned by the caller
     * @throws IllegalArgumentException if the name is unknown for the game
     * @throws IllegalStateException if the resource is missing or a line is malformed
     */
    static Position named(Game game, String name) {
        String text = lookUp(game.id(), name);
        if (text != null) {
            return "start".equals(text) ? game.newStartPosition() : game.parsePosition(text);
        }
        switch (name) {
            case "start":
                return game.newStartPosition();
            case "middle":
                return MiddlePositions.derive(game);
            default:
                throw new IllegalArgumentException("no position '" + name + "' for game '" + game.id() + "' in " + RESOURCE);
        }
    }

    private static String lookUp(String gameId, String name) {
        InputStream in = BenchmarkPositions.class.getResourceAsStream(RESOURCE);
        if (in == null) {
            throw new IllegalStateException(RESOURCE + " not found");
        }
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                String trimmed = line.strip();
                if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                    continue;
                }
                String[] fields = trimmed.split(";", -1);
                if (fields.length != 3) {
                    throw new IllegalStateException(RESOURCE + " line " + number + ": " + fields.length
                            + " fields, expected GAME ; NAME ; TEXT");
                }
                if (fields[0].strip().equals(gameId) && fields[1].strip().equals(name)) {
                    return fields[2].strip();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return null;
    }
}
