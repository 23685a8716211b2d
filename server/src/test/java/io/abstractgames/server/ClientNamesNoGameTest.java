package io.abstractgames.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.core.Game;
import io.abstractgames.core.Games;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The web client learns every game from the server (the catalogue's traits and the board model):
 * no file of it names a game, by its id or its menu family, in any letter case. The language files
 * (words and rules texts: {@code js/messages-*.js}, {@code js/rules-texts.js}) are the only files
 * that may, since they hold each game's words.
 */
class ClientNamesNoGameTest {

    private static final Path WEB = Path.of("src", "main", "resources", "web");

    private static boolean languageFile(Path file) {
        String name = file.getFileName().toString();
        return name.matches("messages-[a-z]+\\.js") || name.equals("rules-texts.js");
    }

    private static List<Path> clientFiles() throws IOException {
        try (Stream<Path> files = Files.walk(WEB)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> p.toString().matches(".*\\.(js|html|css|svg)"))
                    .filter(p -> !languageFile(p))
                    .sorted()
                    .toList();
        }
    }

    /** Every installed game's id and its family's name. */
    private static TreeSet<String> names() {
        TreeSet<String> names = new TreeSet<>();
        for (Game game : Games.all()) {
            names.add(game.id().toLowerCase(Locale.ROOT));
            names.add(Games.traits(game).family().toLowerCase(Locale.ROOT));
        }
        return names;
    }

    @Test
    void noClientFileNamesAnInstalledGame() throws IOException {
        TreeSet<String> names = names();
        assertTrue(names.size() >= 4, "the installed games: " + names);
        List<Path> files = clientFiles();
        assertTrue(files.stream().anyMatch(p -> p.endsWith(Path.of("js", "main.js"))), "the scan reads the client: " + files);
        assertTrue(files.stream().anyMatch(p -> p.endsWith("index.html")), "the scan reads the page: " + files);
        Pattern word = Pattern.compile("(?<![A-Za-z0-9_])(" + String.join("|", names) + ")(?![A-Za-z0-9_])", Pattern.CASE_INSENSITIVE);
        List<String> found = new ArrayList<>();
        for (Path file : files) {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                Matcher m = word.matcher(lines.get(i));
                while (m.find()) {
                    found.add(WEB.relativize(file) + ":" + (i + 1) + " names '" + m.group(1) + "': " + lines.get(i).trim());
                }
            }
        }
        assertEquals(List.of(), found, "client files that name a game (its words belong in js/messages-*.js, its traits on the server)");
    }

    @Test
    void theScanFindsANameWhereItStands() {
        Pattern word = Pattern.compile("(?<![A-Za-z0-9_])(" + String.join("|", names()) + ")(?![A-Za-z0-9_])", Pattern.CASE_INSENSITIVE);
        String someId = Games.all().get(0).id();
        assertTrue(word.matcher("if (gameId === '" + someId + "') {").find());
        assertTrue(word.matcher("value=\"" + someId.toUpperCase(Locale.ROOT) + "\"").find());
        assertFalse(word.matcher("const x" + someId + "y = 1;").find());
    }
}
