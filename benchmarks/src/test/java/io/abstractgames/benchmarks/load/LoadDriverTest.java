package io.abstractgames.benchmarks.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A small load: 10 clients in 5 rooms (every 2-player game) for 5 s against a server in a process
 * of its own. Asserts what must hold on any machine: no error, no lost or duplicated move, every
 * room played, the server's stats read; never the speed or the latency.
 */
class LoadDriverTest {

    @Test
    void tenClientsPlayFiveSecondsWithoutErrorsOrLostMoves() throws Exception {
        LoadOptions options = new LoadOptions(5, Duration.ofSeconds(5), Duration.ZERO,
                List.of("breakthrough", "konane", "bashni", "diamond"), 7, Optional.empty(), List.of(), false);
        LoadReport report = LoadDriver.run(options);
        assertEquals(List.of(), report.firstErrors(), report.text());
        assertEquals(0, report.errors(), report.text());
        assertEquals(List.of(), report.firstLost(), report.text());
        assertEquals(0, report.lostOrDuplicated(), report.text());
        assertTrue(report.allMoves() >= options.rooms(), "every room makes a move before it stops: " + report.text());
        assertEquals(Optional.of(report.allMoves()), report.serverMoves(), "the server stored the moves the clients saw");
        assertTrue(report.after().isPresent() && report.after().get().heapUsedBytes() > 0, report.text());
        assertEquals(10, options.clients());
    }

    @Test
    void fourClientsAgainstTheAiWithThinkingTimeLoseNothing() throws Exception {
        LoadOptions options = new LoadOptions(4, Duration.ofSeconds(5), Duration.ZERO, List.of("breakthrough", "konane"), 3,
                Optional.empty(), List.of(), true, new LoadOptions.Think(Duration.ofMillis(5), Duration.ofMillis(40)),
                Optional.of("beginner"));
        LoadReport report = LoadDriver.run(options);
        assertEquals(List.of(), report.firstErrors(), report.text());
        assertEquals(List.of(), report.firstLost(), report.text());
        assertEquals(4, options.clients(), "one client per game against the AI");
        assertTrue(report.allMoves() >= 2 * options.rooms(), "every client moved and the AI replied: " + report.text());
        assertEquals(Optional.of(report.allMoves()), report.serverMoves(), "the server stored the clients' moves and the AI's");
        assertTrue(report.text().contains("AI replies: "), report.text());
    }
}
