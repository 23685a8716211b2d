package io.abstractgames.ai;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads a game module's measured level ratings: the class-path resource
 * {@code /META-INF/abstract-games/ratings/<game id>.tsv} of the module that provides the game's AI.
 * Lines starting with {@code #} are comments; the first other line is the header
 * {@code level elo lower upper games}; every further line is one level, tab-separated, strongest
 * first.
 */
final class RatingsFile {

    static final String HEADER = "level\telo\tlower\tupper\tgames";

    private RatingsFile() {}

    static String resourceName(String gameId) {
        return "/META-INF/abstract-games/ratings/" + gameId + ".tsv";
    }

    /**
     * The ratings in the resource for a game, by level name in the file's order.
     *
     * @param owner a class of the module that holds the resource
     * @param gameId the game's id
     * @return the ratings, empty when the module has no such resource
     * @throws IllegalStateException if the resource is malformed (a defect of the module's build),
     *     naming the line
     */
    static Map<String, LevelRating> read(Class<?> owner, String gameId) {
        String name = resourceName(gameId);
        try (InputStream in = owner.getResourceAsStream(name)) {
            if (in == null) {
                return Map.of();
            }
            return parse(name, new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name, e);
        }
    }

    static Map<String, LevelRating> parse(String name, BufferedReader reader) throws IOException {
        Map<String, LevelRating> ratings = new LinkedHashMap<>();
        boolean header = false;
        int number = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (!header) {
                if (!line.equals(HEADER)) {
                    throw new IllegalStateException(name + ", line " + number + ": expected the header '" + HEADER + "'");
                }
                header = true;
                continue;
            }
            String[] f = line.split("\t", -1);
            if (f.length != 5) {
                throw new IllegalStateException(name + ", line " + number + ": " + f.length
                        + (f.length == 1 ? " field" : " fields") + ", expected 5");
            }
            try {
                LevelRating r = new LevelRating(f[0], number(f[1]), number(f[2]), number(f[3]), number(f[4]));
                if (ratings.put(r.level(), r) != null) {
                    throw new IllegalStateException(name + ", line " + number + ": level " + r.level() + " rated twice");
                }
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(name + ", line " + number + ": " + e.getMessage(), e);
            }
        }
        return Collections.unmodifiableMap(ratings);
    }

    private static int number(String field) {
        if (!field.matches("[+-]?[0-9]{1,9}")) {
            throw new IllegalArgumentException("'" + field + "' is not a whole number in the digits 0-9");
        }
        return Integer.parseInt(field);
    }
}
