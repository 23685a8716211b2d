package io.abstractgames.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reader of perft data files.
 *
 * <p>Format: UTF-8 text, one case per line, {@code POSITION TEXT ; DEPTH ; NODES}; the position
 * text may contain spaces; white space around the fields is ignored; blank lines and lines starting
 * with {@code #} are skipped. Example:
 *
 * <pre>
 * # Breakthrough start position
 * bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w ; 3 ; 11132
 * </pre>
 */
public final class PerftFile {

    private PerftFile() {}

    /**
     * Reads a perft data file from the class path.
     *
     * @param anchor a class whose class loader (and module) finds the resource
     * @param resource an absolute resource name, e.g. {@code "/perft/breakthrough.perft"}
     * @return the cases in file order
     * @throws IllegalArgumentException if the resource does not exist or a line is malformed (the
     *     message names the line)
     */
    public static List<PerftCase> read(Class<?> anchor, String resource) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("perft file " + resource + " not found on the class path");
            }
            return parse(resource, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("perft file " + resource, e);
        }
    }

    /**
     * Parses the text of a perft data file.
     *
     * @param name the file's name, for messages
     * @param text the file's contents
     * @return the cases in file order
     * @throws IllegalArgumentException if a line is malformed (the message names the line)
     */
    public static List<PerftCase> parse(String name, String text) {
        List<PerftCase> cases = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new java.io.StringReader(text))) {
            String line;
            int number = 0;
            while ((line = reader.readLine()) != null) {
                number++;
                String trimmed = line.strip();
                if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                    continue;
                }
                String where = name + ":" + number;
                String[] fields = trimmed.split(";");
                if (fields.length != 3) {
                    throw new IllegalArgumentException(where + ": " + fields.length + (fields.length == 1 ? " field" : " fields")
                            + ", expected 'POSITION ; DEPTH ; NODES'");
                }
                try {
                    int depth = Integer.parseInt(fields[1].strip());
                    long nodes = Long.parseLong(fields[2].strip());
                    if (depth < 0 || nodes < 0) {
                        throw new NumberFormatException("negative");
                    }
                    cases.add(new PerftCase(where, fields[0].strip(), depth, nodes));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(where + ": depth and nodes must be whole numbers of 0 or more", e);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return cases;
    }
}
