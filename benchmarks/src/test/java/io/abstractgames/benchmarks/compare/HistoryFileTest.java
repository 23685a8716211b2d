package io.abstractgames.benchmarks.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The speed table's history ({@code benchmarks/history.csv}, {@code docs/benchmarks.md}) stays readable. */
class HistoryFileTest {

    @Test
    void everyRowHasEveryFigureAndTheRowsAreInDateOrder() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("history.csv")).stream()
                .filter(line -> !line.startsWith("#") && !line.isBlank()).toList();
        String[] header = lines.get(0).split(",", -1);
        assertEquals(List.of("date", "commit", "machine", "jdk", "load"), List.of(header).subList(0, 5));
        assertEquals(5 + 5 * 3, header.length, "five games, three figures each");
        LocalDate previous = LocalDate.MIN;
        for (String line : lines.subList(1, lines.size())) {
            String[] fields = line.split(",", -1);
            assertEquals(header.length, fields.length, line);
            LocalDate date = LocalDate.parse(fields[0]);
            assertTrue(!date.isBefore(previous), "rows out of date order at " + line);
            previous = date;
            assertTrue(fields[1].matches("[0-9a-f]{7,40}"), "commit of " + line);
            for (int i = 5; i < fields.length; i++) {
                assertTrue(Double.parseDouble(fields[i]) > 0, header[i] + " of " + line);
            }
        }
        assertTrue(lines.size() > 1, "no measured row");
    }
}
