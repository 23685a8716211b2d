package io.abstractgames.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.abstractgames.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The record format: writing, reading back, and each syntax error with its line. */
class GameRecordsTest {

    private static GameRecord sample() {
        return GameRecord.builder("pile").start("10 a 20").tag(GameRecord.ROUND, "3").tag("Ann", "beginner")
                .tag("Bob", "say \"hi\" \\o/").result("Ann wins (reached the goal)")
                .move("t3").move("t3").move("t2").move("t2").build();
    }

    private static String message(String text) {
        return assertThrows(NotationException.class, () -> GameRecords.parse(text)).getMessage();
    }

    @Test
    void formatsTagsThenAnEmptyLineThenOneMovePerLine() {
        assertEquals("""
                [Game "pile"]
                [Start "10 a 20"]
                [Round "3"]
                [Ann "beginner"]
                [Bob "say \\"hi\\" \\\\o/"]
                [Result "Ann wins (reached the goal)"]

                t3
                t3
                t2
                t2
                """, sample().toText());
    }

    @Test
    void roundTripOfSeveralRecords() {
        GameRecord unfinished = GameRecord.builder("pile").tag("Ann", "human").build();
        List<GameRecord> records = List.of(sample(), unfinished, sample());

        List<GameRecord> read = GameRecords.parse(GameRecords.format(records));

        assertEquals(records, read);
        assertEquals(GameRecord.UNFINISHED, read.get(1).result());
        assertEquals(List.of(), read.get(1).moves());
    }

    @Test
    void readingRemembersLines() {
        String text = "\n[Game \"pile\"]\r\n  [Result \"*\"]  \n\nt1\n\nt2\n[Game \"pile\"]\n[Result \"*\"]\n";

        List<GameRecord> records = GameRecords.parse(text);

        assertEquals(2, records.size());
        GameRecord first = records.get(0);
        assertEquals(2, first.firstLine());
        assertEquals(2, first.tagLine("Game"));
        assertEquals(3, first.tagLine("Result"));
        assertEquals(0, first.tagLine("Start"));
        assertEquals(List.of("t1", "t2"), first.moves());
        assertEquals(5, first.moveLine(0));
        assertEquals(7, first.moveLine(1));
        assertEquals(8, records.get(1).firstLine());
    }

    @Test
    void builderAddsAnUnfinishedResultAndReplacesTagsInPlace() {
        GameRecord record = GameRecord.builder("pile").tag("Ann", "x").start("3 b 1").tag("Ann", "y").build();

        assertEquals(List.of(new Tag("Game", "pile"), new Tag("Ann", "y"), new Tag("Start", "3 b 1"),
                new Tag("Result", "*")), record.tags());
    }

    @Test
    void builderRejectsMoveTextWithSpaces() {
        assertThrows(IllegalArgumentException.class, () -> GameRecord.builder("pile").move("t1 t2"));
    }

    @Test
    void emptyText() {
        assertEquals("game record: empty", message(" \n\n"));
    }

    @Test
    void moveBeforeAnyTag() {
        assertEquals("game record, line 2: 't1' before any tag, expected a tag line such as [Game \"konane\"]",
                message("\nt1\n[Game \"pile\"]\n[Result \"*\"]\n"));
    }

    @Test
    void tagLineWithoutClosingBracket() {
        assertEquals("game record, line 2: tag line does not end with ], expected [Name \"value\"]",
                message("[Game \"pile\"]\n[Result \"*\"\n"));
    }

    @Test
    void badTagName() {
        assertEquals("game record, line 1: tag name '1st', expected a letter followed by letters, digits or _",
                message("[1st \"x\"]\n[Game \"pile\"]\n[Result \"*\"]\n"));
    }

    @Test
    void tagValueNotQuoted() {
        assertEquals("game record, line 2: tag Result: the value is not in double quotes, expected [Name \"value\"]",
                message("[Game \"pile\"]\n[Result *]\n"));
    }

    @Test
    void tagWithoutSpaceBeforeTheValue() {
        assertEquals("game record, line 1: tag Game: no space between the name and the value, expected [Name \"value\"]",
                message("[Game\"pile\"]\n[Result \"*\"]\n"));
    }

    @Test
    void tagValueWithoutClosingQuote() {
        assertEquals("game record, line 2: tag Result: the value has no closing quote, expected [Name \"value\"]",
                message("[Game \"pile\"]\n[Result \"*]\n"));
    }

    @Test
    void unknownEscape() {
        assertEquals("game record, line 3: tag Ann: unknown escape in the value, expected \\\" or \\\\",
                message("[Game \"pile\"]\n[Result \"*\"]\n[Ann \"a\\nb\"]\n"));
    }

    @Test
    void textAfterTheValue() {
        assertEquals("game record, line 1: tag Game: ' x' after the value, expected [Name \"value\"]",
                message("[Game \"pile\" x]\n[Result \"*\"]\n"));
    }

    @Test
    void tagGivenTwice() {
        assertEquals("game record, line 4: tag Ann given twice (first on line 2)",
                message("[Game \"pile\"]\n[Ann \"a\"]\n[Result \"*\"]\n[Ann \"b\"]\n"));
    }

    @Test
    void missingGameTagNamesTheRecordsFirstLine() {
        assertEquals("game record, line 6: the record has no Game tag",
                message("[Game \"pile\"]\n[Result \"*\"]\n\nt1\n\n[Result \"*\"]\nt2\n"));
    }

    @Test
    void missingResultTag() {
        assertEquals("game record, line 1: the record has no Result tag", message("[Game \"pile\"]\nt1\n"));
    }

    @Test
    void emptyGameTag() {
        assertEquals("game record, line 1: the Game tag is empty, expected a game id",
                message("[Game \"\"]\n[Result \"*\"]\n"));
    }

    @Test
    void twoMovesOnOneLine() {
        assertEquals("game record, line 4: 't1 t2': one move per line, without spaces",
                message("[Game \"pile\"]\n[Result \"*\"]\n\nt1 t2\n"));
    }

    @Test
    void parseOneRejectsASecondRecord() {
        assertEquals("game record, line 4: a second record, expected one",
                assertThrows(NotationException.class,
                        () -> GameRecords.parseOne("[Game \"pile\"]\n[Result \"*\"]\nt1\n[Game \"pile\"]\n[Result \"*\"]\n"))
                        .getMessage());
    }
}
