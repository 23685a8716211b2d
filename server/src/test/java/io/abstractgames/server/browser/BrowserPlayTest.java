package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;

/**
 * End-to-end tests of the web client in headless Chromium: a person's clicks on the SVG board, the
 * buttons and the keyboard, against a real server on the loopback address. Every test ends with
 * the browser's console free of errors.
 */
class BrowserPlayTest extends OneBrowserTest {

    /** The side the beginner AI plays in each game when the person takes the first seat. */
    private static final Map<String, String> AI_SIDE = Map.of(
            "breakthrough", "Black", "konane", "White", "bashni", "Black", "diamond", "Yellow", "diamond3", "Green");

    @Test
    void theLevelMenuOffersEveryLevelWithItsRatingAndStartsTheChosenOne() throws Exception {
        page.openMenu("game", "konane", "mode", "ai", "level", "mcts");
        List<String> labels = driver.findElements(By.cssSelector("#level-choices label")).stream()
                .map(WebElement::getText).toList();
        assertEquals(5, labels.size(), labels.toString());
        assertTrue(labels.get(0).matches("Beginner · Elo \\d+"), labels.toString());
        assertTrue(labels.stream().anyMatch(l -> l.matches("MCTS · Elo \\d+")), labels.toString());
        assertTrue(labels.stream().anyMatch(l -> l.equals("Random · Elo 0")), labels.toString());
        assertEquals("mcts", driver.findElement(By.cssSelector("#level-choices input:checked")).getAttribute("value"));
        // "My seat" and its choice are in the same font size as the levels beside them.
        String size = page.computed("#level-choices label", "font-size");
        assertEquals(size, page.computed(".seat-label span", "font-size"), "the seat's label");
        assertEquals(size, page.computed("#seat-select", "font-size"), "the seat's choice");
        page.screenshot("menu-levels");
        int before = page.version();
        driver.findElement(By.id("start-button")).click();
        page.waitForBoard(before);
        assertTrue(driver.findElement(By.id("game-title")).getText().contains("(mcts)"),
                driver.findElement(By.id("game-title")).getText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"breakthrough", "konane", "bashni", "diamond", "diamond3"})
    void playsAgainstTheBeginnerByClickingTheBoardThenUndoesAndResigns(String game) throws Exception {
        page.start("game", game, "mode", "ai", "level", "beginner");
        page.waitForTurn();
        String start = page.positionText();

        int before = page.version();
        playByMouse();
        page.waitForVersionAbove(before + 1);
        page.waitForTurn();
        assertTrue(page.lastMoveText().contains(AI_SIDE.get(game)), page.lastMoveText());
        assertTrue(page.lastMoveMarked(), "the last move is marked on the board");
        page.screenshot(game);

        String beforeSecond = page.positionText();
        before = page.version();
        playByMouse();
        page.waitForVersionAbove(before + 1);
        page.waitForTurn();
        assertNotEquals(beforeSecond, page.positionText());

        before = page.version();
        page.press("undo-button");
        page.waitForVersionAbove(before);
        page.waitForTurn();
        assertEquals(beforeSecond, page.positionText(), "undo goes back to before the person's last move");
        assertNotEquals(start, page.positionText());

        // Resigning is asked first: the safe answer (Escape) sends nothing, the other resigns.
        int asked = page.version();
        page.press("resign-button");
        page.until("the resign question", d -> "open".equals(page.bodyAttribute("data-confirm")));
        assertEquals("Resign this game?", page.text("confirm-title"));
        assertEquals("confirm-no", page.focused().getAttribute("id"), "the safe answer has the focus");
        page.keys(Keys.ESCAPE);
        page.until("the question closed", d -> page.bodyAttribute("data-confirm") == null);
        assertEquals(asked, page.version(), "nothing was sent");
        assertNotEquals("over", page.status(), "the game goes on");
        page.press("resign-button");
        page.until("the resign question", d -> "open".equals(page.bodyAttribute("data-confirm")));
        page.press("confirm-yes");
        page.waitForStatus("over");
        assertTrue(page.statusText().contains("resignation"), page.statusText());
        assertTrue(page.statusText().contains(AI_SIDE.get(game) + " wins")
                || game.equals("diamond3"), page.statusText());
    }

    /**
     * Plays one move of the side to move with the mouse: selects its first movable piece on the
     * board, hovers the first destination (the path preview appears) and clicks it. A Kōnane
     * removal is selected and then confirmed.
     */
    private void playByMouse() {
        List<String> pieces = page.movablePieces();
        assertFalse(pieces.isEmpty(), "a piece to move");
        String piece = pieces.get(0);
        page.clickPoint(piece);
        if (!page.driver().findElements(By.cssSelector("#confirm-area:not([hidden])")).isEmpty()) {
            page.press("confirm-button");
            return;
        }
        String target = page.waitForDestinations().get(0);
        page.hoverPoint(target);
        page.waitForPreviewTo(target);
        page.clickPoint(target);
    }

    @Test
    void finishesABreakthroughGameFromANearFinalPosition() throws Exception {
        page.start("game", "breakthrough", "mode", "ai", "level", "beginner", "position", "8/4w3/8/8/8/8/3b4/8 w");
        page.waitForTurn();
        assertTrue(page.driver().findElement(By.id("keys-title")).isDisplayed(), "play with buttons while the game goes on");
        page.clickPoint("e7");
        assertTrue(page.waitForDestinations().contains("e8"));
        page.clickPoint("e8");
        page.waitForStatus("over");
        assertTrue(page.statusText().contains("White (you) wins"), page.statusText());
        assertTrue(page.statusText().contains("goal"), page.statusText());
        assertTrue(page.driver().findElement(By.id("resign-button")).getAttribute("hidden") != null, "no resign after the end");
        // No move can be entered any more: no panel to play with buttons, nor its heading.
        assertFalse(page.driver().findElement(By.id("keys")).isDisplayed(), "play with buttons after the end");
        assertFalse(page.driver().findElement(By.id("keys-title")).isDisplayed(), "its heading after the end");
        assertTrue(page.driver().findElements(By.cssSelector("#status .swatch")).isEmpty(), "no side to move after the end");
        page.screenshot("breakthrough-won");

        // A new game brings it back.
        int over = page.version();
        page.press("restart-button");
        page.waitForVersionAbove(over);
        page.waitForTurn();
        assertTrue(page.driver().findElement(By.id("keys-title")).isDisplayed(), "play with buttons in the new game");
    }

    @Test
    void playsADiamondGameForThreeOnOneDevice() throws Exception {
        page.start("game", "diamond3", "mode", "local");
        String[] sides = {"Red", "Yellow", "Green"};
        String beforeLast = null;
        for (String side : sides) {
            page.waitForTurn();
            assertTrue(page.statusText().startsWith(side + " to move"), page.statusText());
            beforeLast = page.positionText();
            int before = page.version();
            List<String> pieces = page.movablePieces();
            page.clickPoint(pieces.get(pieces.size() - 1));
            String target = page.waitForDestinations().get(0);
            page.clickPoint(target);
            page.waitForVersionAbove(before);
        }
        page.waitForTurn();
        assertTrue(page.lastMoveText().contains("Yellow moved from row"), page.lastMoveText());
        assertTrue(page.lastMoveText().contains("Green moved from row"), page.lastMoveText());
        assertEquals(2, page.driver().findElements(By.cssSelector("#board [data-last-from]")).size(),
                "the last two moves are marked");
        assertTrue(page.text("target-counts").contains("Green 0 of 15"), page.text("target-counts"));
        page.screenshot("diamond3-one-device");

        int before = page.version();
        page.press("undo-button");
        page.waitForVersionAbove(before);
        page.waitForTurn();
        assertEquals(beforeLast, page.positionText(), "undo on one device takes back one move");
        assertTrue(page.statusText().startsWith("Green to move"), page.statusText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"diamond", "breakthrough"})
    void playsWithTheKeyboardOnly(String game) throws Exception {
        page.openMenu("game", game, "mode", "ai", "level", "beginner");
        page.driver().findElement(By.id("start-button")).sendKeys(Keys.ENTER);
        page.waitForBoard(-1);
        page.waitForTurn();
        page.tabToButtons();
        assertEquals("piece", page.focused().getAttribute("data-kind"));

        // A piece's destinations, then Escape back to the pieces.
        page.keys(Keys.ARROW_DOWN);
        page.arrowDownToAMovablePiece();
        String piece = page.focused().getAttribute("data-point");
        page.keys(Keys.ENTER);
        WebElement destination = page.focused();
        assertEquals("dest", destination.getAttribute("data-kind"));
        assertTrue(destination.getText().matches(".*(step|\\d+ jumps?).*row.*"), destination.getText());
        page.keys(Keys.ESCAPE);
        assertEquals("piece", page.focused().getAttribute("data-kind"));
        assertEquals(piece, page.focused().getAttribute("data-point"));

        for (int move = 0; move < 2; move++) {
            int before = page.version();
            page.arrowDownToAMovablePiece();
            page.keys(Keys.ENTER);
            assertEquals("dest", page.focused().getAttribute("data-kind"));
            page.keys(Keys.ENTER);
            page.waitForVersionAbove(before + 1);
            page.waitForTurn();
            assertTrue(page.lastMoveText().contains(AI_SIDE.get(game) + " moved"), page.lastMoveText());
            assertTrue(page.inKeyPanel(page.focused()), "the focus stays on the buttons");
        }
        page.screenshot(game + "-keyboard");
    }

    /** Every colour's 12 pieces in columns of 1 to 6, men and kings, tops of both colours. */
    private static final String MIXED_COLUMNS = "w a1:w,c3:Wbw,e3:wb,g3:wbbwbw,d4:bw,d6:bbw,f6:b,b6:Bwwbw,h8:B 0 0";

    /** The sides of a drawn column's bands, from the piece under the top one down. */
    private List<String> bands(String square) {
        return page.driver().findElements(By.cssSelector("#board [data-piece=" + square + "] [data-band]")).stream()
                .sorted(java.util.Comparator.comparingInt(e -> Integer.parseInt(e.getAttribute("data-band"))))
                .map(e -> e.getAttribute("data-side")).toList();
    }

    private String count(String square, String side) {
        List<WebElement> counts = page.driver().findElements(By.cssSelector("#board [data-piece=" + square + "] [data-count=" + side + "]"));
        return counts.isEmpty() ? null : counts.get(0).getText();
    }

    private String height(String square) {
        List<WebElement> badge = page.driver().findElements(By.cssSelector("#board [data-piece=" + square + "] [data-column-height]"));
        return badge.isEmpty() ? null : badge.get(0).getText();
    }

    @Test
    void drawsEachPieceOfABashniColumnAndCountsTheColoursOfATallOne() throws Exception {
        page.start("game", "bashni", "mode", "local", "position", MIXED_COLUMNS);
        page.waitForTurn();
        // e3 is White on Black: one black band under the white top, no counts for two pieces.
        assertEquals("White", page.driver().findElement(By.cssSelector("#board [data-piece=e3]")).getAttribute("data-side"));
        assertEquals(List.of("Black"), bands("e3"));
        assertEquals(null, count("e3", "White"));
        // c3 is a White king on a Black man on a White man.
        assertEquals(List.of("Black", "White"), bands("c3"));
        assertEquals("2", count("c3", "White"));
        assertEquals("1", count("c3", "Black"));
        // g3, six pieces: four bands under the top, and the counts of all six.
        assertEquals(List.of("Black", "Black", "White", "Black"), bands("g3"));
        assertEquals("3", count("g3", "White"));
        assertEquals("3", count("g3", "Black"));
        assertEquals(List.of("White", "White", "Black", "White"), bands("b6"));
        assertEquals("true", page.driver().findElement(By.cssSelector("#board [data-piece=b6]")).getAttribute("data-king"));
        // The top piece dominates: its disc is at least three times as high as any band below it.
        Rectangle top = page.driver().findElement(By.cssSelector("#board [data-piece=g3] .column-top")).getRect();
        int above = top.getY() + top.getHeight();
        for (int k = 1; k <= 4; k++) {
            Rectangle band = page.driver().findElement(By.cssSelector("#board [data-piece=g3] [data-band='" + k + "']")).getRect();
            int thickness = band.getY() + band.getHeight() - above;
            assertTrue(thickness > 0 && 3 * thickness <= top.getHeight(), "band " + k + ": " + thickness + " under a top of " + top.getHeight());
            above += thickness;
        }
        // The small number on a column is its height (none on a single piece).
        assertEquals("2", height("e3"));
        assertEquals("3", height("c3"));
        assertEquals("6", height("g3"));
        assertEquals(null, height("f6"));
        List<WebElement> keys = page.driver().findElements(By.cssSelector("#key-buttons [data-point=g3]"));
        assertTrue(keys.get(0).getText().contains("column of 6 (3 White, 3 Black)"), keys.get(0).getText());
        for (int[] size : new int[][] {{390, 844}, {1366, 900}}) {
            driver.manage().window().setSize(new Dimension(size[0], size[1]));
            try {
                page.until("the window at " + size[0] + " pixels", d -> ((Number) ((org.openqa.selenium.JavascriptExecutor) d)
                        .executeScript("return window.innerWidth;")).intValue() == size[0]);
                // A count stays readable: at least 10 CSS pixels high on the phone.
                double pill = page.driver().findElement(By.cssSelector("#board [data-piece=g3] .count-pill")).getRect().getHeight();
                assertTrue(pill >= 10, "the count's height " + pill + " at " + size[0]);
                double badge = page.driver().findElement(By.cssSelector("#board [data-piece=g3] .height-pill")).getRect().getHeight();
                assertTrue(badge >= 8, "the height's badge " + badge + " at " + size[0]);
                page.screenshot("bashni-columns-" + size[0] + "x" + size[1]);
            } finally {
                driver.manage().window().setSize(new Dimension(1280, 1000));
            }
        }
    }

    /** The old dark grey of a black piece, which Bashni's Black is no longer drawn in. */
    private static final String DARK = "rgb(38, 38, 38)";

    /** The relative luminance of a computed colour {@code rgb(r, g, b)} (WCAG 2). */
    private static double luminance(String rgb) {
        String[] parts = rgb.replaceAll("[^0-9,]", "").split(",");
        double[] linear = new double[3];
        for (int i = 0; i < 3; i++) {
            double c = Integer.parseInt(parts[i].trim()) / 255.0;
            linear[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
    }

    /** The contrast ratio of two computed colours, from 1 (the same) to 21 (black on white). */
    private static double contrast(String a, String b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static void assertContrast(double least, String a, String b, String what) {
        double ratio = contrast(a, b);
        assertTrue(ratio >= least, what + ": " + a + " on " + b + " has a contrast of " + String.format("%.2f", ratio));
    }

    @Test
    void drawsBashnisBlackSideCrimsonWithItsKingsColumnsAndCounts() throws Exception {
        page.start("game", "bashni", "mode", "local", "position", "b" + MIXED_COLUMNS.substring(1));
        page.waitForTurn();
        String darkSquare = page.computed("#board .sq-dark", "fill");

        // A man (f6) and a king (h8): crimson, outlined so that they stand out from a dark square.
        assertEquals(ClientPage.CRIMSON, page.computed("#board [data-piece=f6] .piece", "fill"));
        assertEquals(ClientPage.CRIMSON, page.computed("#board [data-piece=h8] .piece", "fill"));
        assertContrast(3, page.computed("#board [data-piece=f6] .piece", "stroke"), darkSquare, "the outline on a dark square");
        assertContrast(3, page.computed("#board [data-piece=h8] .crown", "fill"), ClientPage.CRIMSON, "the king's crown");
        assertContrast(3, page.computed("#board [data-piece=f6] .piece-inner", "stroke"), ClientPage.CRIMSON, "the inner ring");

        // d6 is a crimson man on a crimson man on a white one: its top and its first band crimson,
        // each outlined light, so that two crimson pieces stay apart; the white band stays white.
        assertEquals(List.of("Black", "White"), bands("d6"));
        assertEquals(ClientPage.CRIMSON, page.computed("#board [data-piece=d6] .column-top", "fill"));
        assertEquals(ClientPage.CRIMSON, page.computed("#board [data-piece=d6] [data-band='1']", "fill"));
        assertContrast(3, page.computed("#board [data-piece=d6] [data-band='1']", "stroke"), ClientPage.CRIMSON, "a crimson band's edge");
        assertContrast(3, page.computed("#board [data-piece=d6] [data-band='2']", "fill"), ClientPage.CRIMSON, "a white band beside a crimson one");
        assertEquals(ClientPage.CRIMSON, page.computed("#board [data-piece=b6] [data-band='3']", "fill"), "Black's band in a white king's column");

        // The counts of a tall column and its height stay readable on their pills.
        assertEquals("3", count("g3", "Black"));
        List<WebElement> pills = page.driver().findElements(By.cssSelector("#board [data-piece=g3] .count-pill"));
        List<WebElement> numbers = page.driver().findElements(By.cssSelector("#board [data-piece=g3] .count-text"));
        assertEquals(2, pills.size());
        for (int i = 0; i < pills.size(); i++) {
            String pill = pills.get(i).getCssValue("fill");
            String side = numbers.get(i).getAttribute("data-count");
            assertEquals("Black".equals(side) ? ClientPage.CRIMSON : "rgb(251, 250, 245)", pill, side + "'s count");
            assertContrast(4.5, numbers.get(i).getCssValue("fill"), pill, side + "'s count");
        }
        assertContrast(4.5, page.computed("#board [data-piece=g3] .height-text", "fill"),
                page.computed("#board [data-piece=g3] .height-pill", "fill"), "the column's height");

        // No piece of Black in the dark grey of the other games' Black.
        for (WebElement e : page.driver().findElements(By.cssSelector("#board [data-side=Black] .piece, #board [data-side=Black].band, "
                + "#board [data-side=Black] .column-top"))) {
            assertNotEquals(DARK, e.getCssValue("fill"), "a Black piece drawn dark grey");
        }

        // The turn indicator: Black's crimson before the words, which keep the side's name.
        assertEquals("Black to move.", page.statusText());
        assertEquals(ClientPage.CRIMSON, page.computed("#status .swatch[data-swatch=Black] circle", "fill"));

        // The rules say how Black is drawn.
        page.press("rules-button");
        page.until("the rules dialog", d -> Boolean.TRUE.equals(script("return document.getElementById('rules-dialog').open;")));
        assertEquals("2 players: White and Black; Black's pieces are drawn crimson.",
                page.driver().findElement(By.cssSelector("#rules-body .rules-players")).getText());
        page.keys(Keys.ESCAPE);
        page.until("the rules closed", d -> Boolean.FALSE.equals(script("return document.getElementById('rules-dialog').open;")));

        for (int[] size : new int[][] {{390, 844}, {1366, 900}}) {
            driver.manage().window().setSize(new Dimension(size[0], size[1]));
            try {
                page.until("the window at " + size[0] + " pixels", d -> ((Number) script("return window.innerWidth;")).intValue() == size[0]);
                assertEquals(List.of(), page.overflowing(), "what does not fit at " + size[0]);
                page.screenshot("bashni-crimson-" + size[0] + "x" + size[1]);
            } finally {
                driver.manage().window().setSize(new Dimension(1280, 1000));
            }
        }
    }

    @Test
    void showsBashnisNoProgressCounterAndMarksItNearItsLimit() throws Exception {
        page.start("game", "bashni", "mode", "local", "position", "w a1:W,h8:b 39 100");
        page.waitForTurn();
        assertEquals("No progress 39 of 50 · Plies 100 of 250", page.text("counters"));
        assertTrue(page.driver().findElements(By.cssSelector("#counters .near")).isEmpty(), "39 of 50 is not near");
        int before = page.version();
        page.clickPoint("a1");
        page.waitForDestinations();
        page.clickPoint("b2");
        page.waitForVersionAbove(before);
        assertEquals("No progress 40 of 50 · Plies 101 of 250", page.text("counters"));
        assertEquals("no_progress", page.driver().findElement(By.cssSelector("#counters .near")).getAttribute("data-counter"));
        page.screenshot("bashni-counters");
    }

    @Test
    void showsABashniColumnsCompositionOnAPhoneSizedScreen() throws Exception {
        driver.manage().window().setSize(new Dimension(412, 900));
        try {
            page.start("game", "bashni", "mode", "local",
                    "position", "w a1:w,c3:Wbw,e3:w,d6:bbw,f6:b,h8:B 0 0");
            page.waitForTurn();
            assertEquals("3", page.driver().findElement(By.cssSelector("#board [data-piece=c3] [data-height]")).getAttribute("data-height"));
            page.clickPoint("c3");
            WebElement tip = page.driver().findElement(By.cssSelector("#board [data-tip=c3]"));
            assertTrue(tip.getText().contains("White king"), tip.getText());
            assertTrue(tip.getText().contains("Black man"), tip.getText());
            page.screenshot("bashni-phone");
        } finally {
            driver.manage().window().setSize(new Dimension(1280, 1000));
        }
    }

    @Test
    void letsThePlayerPickThePathWhereTwoBashniCapturesEndOnTheSameSquare() throws Exception {
        // Four black men around e3: the white man captures round them either way and ends on e1.
        page.start("game", "bashni", "mode", "ai", "level", "beginner", "position", "w e1:w,d2:b,f2:b,d4:b,f4:b 0 0");
        page.waitForTurn();
        page.clickPoint("e1");
        assertEquals(List.of("e1"), page.waitForDestinations(), "the capture ends where it started");
        page.clickPoint("e1");
        List<WebElement> paths = page.driver().findElements(By.cssSelector("#path-buttons button"));
        assertEquals(2, paths.size(), "two paths to choose from");
        page.hover(paths.get(1));
        page.waitForPreviewTo("e1");
        paths.get(1).click();
        page.waitForStatus("over");
        assertTrue(page.statusText().contains("White (you) wins"), page.statusText());
        assertTrue(page.lastMoveText().contains("White moved from e1 to e1"), page.lastMoveText());
        page.screenshot("bashni-two-paths-won");
    }

    @Test
    void namesAMalformedStartPositionInTheMenu() {
        page.openMenu("game", "breakthrough", "position", "not a position");
        page.press("start-button");
        page.until("a menu error", d -> !page.text("menu-error").isEmpty());
        assertTrue(page.driver().findElement(By.id("menu")).isDisplayed(), "the menu stays");
    }

    @Test
    void touchNeedsASecondTapOnADiamondDestinationAndOneOnABreakthroughOne() throws Exception {
        page.start("game", "diamond", "mode", "ai", "level", "beginner");
        page.waitForTurn();
        int before = page.version();
        String piece = page.movablePieces().get(0);
        page.tapPoint(piece);
        String target = page.waitForDestinations().get(0);
        page.tapPoint(target);
        page.waitForPreviewTo(target);
        assertEquals(before, page.version(), "the first tap on a destination only shows the path");
        page.tapPoint("9.5");
        page.until("the selection cancelled", d -> !page.selected() && page.destinations().isEmpty());
        page.tapPoint(piece);
        page.waitForDestinations();
        page.tapPoint(piece);
        page.until("the selection cancelled by its own piece", d -> !page.selected());
        page.tapPoint(piece);
        page.waitForDestinations();
        page.tapPoint(target);
        page.waitForPreviewTo(target);
        page.tapPoint(target);
        page.waitForVersionAbove(before);
        page.waitForTurn();

        page.start("game", "breakthrough", "mode", "local");
        page.waitForTurn();
        assertFalse(page.driver().findElement(By.id("undo-button")).isDisplayed(), "no undo for Breakthrough on one device");
        before = page.version();
        page.tapPoint("e2");
        assertTrue(page.waitForDestinations().contains("e3"));
        page.tapPoint("e3");
        page.waitForVersionAbove(before);
        assertTrue(page.lastMoveText().contains("White moved from e2 to e3"), page.lastMoveText());
    }

    @Test
    void drawsTheSecondSeatWithItsHomeAtTheBottom() throws Exception {
        page.start("game", "breakthrough", "mode", "ai", "level", "beginner", "seat", "1");
        page.waitForTurn();
        assertTrue(page.statusText().startsWith("Your move (Black)"), page.statusText());
        // Breakthrough's Black is drawn black; crimson is Bashni's own.
        assertEquals("rgb(38, 38, 38)", page.computed("#status .swatch[data-swatch=Black] circle", "fill"));
        assertEquals("rgb(38, 38, 38)", page.computed("#board [data-piece=e7] .piece", "fill"));
        assertTrue(page.point("e7").getRect().getY() > page.point("e2").getRect().getY(), "Black's home at the bottom");
        assertTrue(page.lastMoveText().startsWith("Last: White moved"), page.lastMoveText());
        page.screenshot("breakthrough-as-black");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "1"})
    void drawsBashnisPiecesOnTheDarkSquaresWithA1Dark(String seat) throws Exception {
        page.start("game", "bashni", "mode", "ai", "level", "beginner", "seat", seat);
        page.waitForTurn();
        for (String dark : List.of("a1", "c3", "h8", "b6")) {
            assertEquals("sq-dark", page.squareColourUnder(dark), dark);
        }
        for (String light : List.of("b1", "a2", "h1", "a8")) {
            assertEquals("sq-light", page.squareColourUnder(light), light);
        }
    }

    @Test
    void drawsTheDiamondStarReadablyOnAPhoneSizedScreen() throws Exception {
        driver.manage().window().setSize(new Dimension(412, 900));
        try {
            page.start("game", "diamond3", "mode", "ai", "level", "beginner", "seat", "1");
            page.waitForTurn();
            assertTrue(page.statusText().startsWith("Your move (Yellow)"), page.statusText());
            String piece = page.movablePieces().get(0);
            page.clickPoint(piece);
            page.waitForDestinations();
            page.screenshot("diamond3-phone-as-yellow");
        } finally {
            driver.manage().window().setSize(new Dimension(1280, 1000));
        }
    }

    @Test
    void reloadingThePageOpensTheSameGameAgain() throws Exception {
        page.start("game", "konane", "mode", "local");
        page.waitForTurn();
        int before = page.version();
        page.clickPoint("d4");
        page.press("confirm-button");
        page.waitForVersionAbove(before);
        page.waitForTurn();
        String position = page.positionText();
        driver.navigate().refresh();
        page.until("the game again after the reload", d -> position.equals(page.positionText()));
        assertTrue(page.statusText().startsWith("White to move"), page.statusText());
        assertTrue(page.lastMoveText().contains("Black removed the stone on d4"), page.lastMoveText());
    }

    @Test
    void finishesADiamondGameWithTheKingsLongJumpToTheApex() throws Exception {
        // Red's camp is full but for the apex; the king jumps the line 13.5, 14.1, 15.1, 16.1 onto it.
        page.start("game", "diamond", "mode", "ai", "level", "beginner", "position", "2 r "
                + "r:K12.4,13.5,13.6,13.7,13.8,13.9,14.1,14.2,14.3,14.4,15.1,15.2,15.3,16.1,16.2 "
                + "y:K13.1,9.1,9.3,9.4,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,13.2,13.3,13.4 0 0");
        page.waitForTurn();
        assertTrue(page.text("target-counts").contains("Red 14 of 15"), page.text("target-counts"));
        page.clickPoint("12.4");
        assertTrue(page.waitForDestinations().contains("17.1"));
        page.hoverPoint("17.1");
        page.waitForPreviewTo("17.1");
        page.clickPoint("17.1");
        page.waitForStatus("over");
        assertTrue(page.statusText().contains("Red (you) wins"), page.statusText());
        assertTrue(page.lastMoveText().contains("Red moved from row 12 number 4 to row 17 number 1 (1 jump)"), page.lastMoveText());
        assertTrue(page.text("target-counts").contains("Red 15 of 15"), page.text("target-counts"));
        page.screenshot("diamond-won");
    }

    @Test
    void saysKingToTheApexWhenTheTargetCampIsFullWithoutTheKing() throws Exception {
        page.start("game", "diamond", "mode", "local", "position", "2 r "
                + "r:K12.4,17.1,16.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4,13.6,13.7,13.8,13.9 "
                + "y:K13.1,13.5,9.1,9.3,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,13.2,13.3,13.4 0 0");
        page.waitForTurn();
        assertTrue(page.statusText().contains("king to ◎"), page.statusText());
        page.screenshot("diamond-king-to-apex");
    }
    @Test
    void previewsAJumpSequenceAsArcsToATranslucentPieceAndGlowsTheDestinations() throws Exception {
        // The king on 12.4 jumps the line 13.5, 14.1, 15.1, 16.1 onto the apex: one hop, drawn as an arc.
        page.start("game", "diamond", "mode", "local", "position", "2 r "
                + "r:K12.4,13.5,13.6,13.7,13.8,13.9,14.1,14.2,14.3,14.4,15.1,15.2,15.3,16.1,16.2 "
                + "y:K13.1,9.1,9.3,9.4,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,13.2,13.3,13.4 0 0");
        page.waitForTurn();
        page.clickPoint("12.4");
        List<String> destinations = page.waitForDestinations();
        assertEquals(destinations.size(), page.driver().findElements(By.cssSelector("#board .dest-glow")).size(),
                "a glow under every destination's ring");
        page.hoverPoint("17.1");
        page.waitForPreviewTo("17.1");
        String d = page.driver().findElement(By.cssSelector("#board [data-preview='17.1']")).getAttribute("d");
        assertTrue(d.startsWith("M") && d.contains(" Q"), "the path arcs over its hop: " + d);
        assertEquals(1, page.driver().findElements(By.cssSelector("#board .ghost")).size(), "the translucent piece");
        page.screenshot("diamond-arc-preview");
    }

    @Test
    void aPlayerWithoutMovesPassesFromTheBoardsCornerOrThePanel() throws Exception {
        // Yellow walls Red in its start camp; Yellow's king on 6.9 blocks the line of Red's king.
        page.start("game", "diamond", "mode", "local", "position", "2 r "
                + "r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9 "
                + "y:K6.9,6.4,6.5,6.6,6.7,6.8,7.3,7.4,7.5,7.6,7.7,7.8,7.9,8.2,9.1 40 0");
        page.until("the Pass buttons", d -> d.findElement(By.id("board-pass-button")).isDisplayed()
                && d.findElement(By.id("pass-button")).isDisplayed());
        String covered = (String) ((org.openqa.selenium.JavascriptExecutor) page.driver()).executeScript(
                "const b = document.getElementById('board-pass-button').getBoundingClientRect(); const out = [];"
                        + "for (const e of document.querySelectorAll('#board .point, #board [data-piece]')) {"
                        + "  const r = e.getBoundingClientRect();"
                        + "  if (r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) out.push(e.getAttribute('data-piece') || 'a point'); }"
                        + "return out.join(' ');");
        assertEquals("", covered, "under the board's Pass button");
        page.screenshot("diamond-pass");
        int before = page.version();
        page.press("board-pass-button");
        page.waitForVersionAbove(before);
        assertTrue(page.lastMoveText().contains("Red passed"), page.lastMoveText());
        assertFalse(page.driver().findElement(By.id("board-pass-button")).isDisplayed(), "Yellow has moves");
        assertFalse(page.driver().findElement(By.id("pass-button")).isDisplayed());
    }
}
