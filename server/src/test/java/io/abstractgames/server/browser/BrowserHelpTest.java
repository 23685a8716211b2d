package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * Help for a new player in the browser: each game's goal in the menu, its rules in a dialog from
 * the menu and from the game screen (by keyboard, on a phone and a PC screen), agreeing with the
 * rule pages of {@code docs/rules/}; the notice for a game the URL names that does not exist; and
 * the keyboard focus on the first movable piece once a game starts.
 */
class BrowserHelpTest extends OneBrowserTest {

    /** The rule page and the name of each game the menu offers. */
    private static final Map<String, String> NAMES = Map.of(
            "breakthrough", "Breakthrough", "konane", "Kōnane", "bashni", "Bashni", "diamond", "Diamond game", "lasca", "Lasca");

    /** A square's name, or a number, as they stand in a text. */
    private static final Pattern FACT = Pattern.compile("\\b[a-h][1-8]\\b|\\d+");



    private static boolean rulesOpen() {
        return Boolean.TRUE.equals(script("return document.getElementById('rules-dialog').open;"));
    }

    /** The rule page's text with its Markdown code marks dropped. */
    private static String rulePage(String game) throws Exception {
        return Files.readString(Path.of("..", "docs", "rules", game + ".md")).replace("`", "");
    }

    /** The squares and numbers a text names, each once, in order. */
    private static List<String> facts(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = FACT.matcher(text);
        while (m.find()) {
            if (!out.contains(m.group())) {
                out.add(m.group());
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"breakthrough", "konane", "bashni", "diamond", "lasca"})
    void theMenuGivesEachGamesGoalAndItsRulesAgreeingWithTheRulePage(String game) throws Exception {
        page.openMenu("game", game);
        String name = NAMES.get(game);
        assertTrue(page.text("game-goal").startsWith("Goal: "), page.text("game-goal"));
        WebElement rules = driver.findElement(By.id("menu-rules"));
        assertEquals("Rules of " + name, rules.getText());

        // By keyboard: the button, Enter, the dialog; Escape closes it and gives the focus back.
        script("arguments[0].focus();", rules);
        page.keys(Keys.ENTER);
        page.until("the rules dialog", d -> rulesOpen());
        assertEquals("Rules of " + name, page.text("rules-title"));
        assertEquals("rules-close", page.focused().getAttribute("id"), "the focus is in the dialog");
        String text = page.text("rules-body");
        assertTrue(text.contains("Goal: "), text);
        assertTrue(page.text("rules-body").contains(page.text("game-goal").substring("Goal: ".length())),
                "the menu's goal is the rules' goal");
        String doc = rulePage(game);
        for (String fact : facts(text)) {
            assertTrue(Pattern.compile("(?<![\\w.])" + Pattern.quote(fact) + "(?![\\w])").matcher(doc).find()
                    || doc.contains(fact + "x"), name + ": '" + fact + "' of the rules is not in docs/rules/" + game + ".md");
        }
        page.keys(Keys.ESCAPE);
        page.until("the dialog closed", d -> !rulesOpen());
        assertEquals("menu-rules", page.focused().getAttribute("id"), "the focus is back on the button");
    }

    @Test
    void theRulesSayWhatTheGamesNeedANewPlayerToKnow() {
        page.openMenu("game", "bashni");
        page.press("menu-rules");
        page.until("the rules dialog", d -> rulesOpen());
        String bashni = page.text("rules-body");
        for (String point : List.of("Capturing is compulsory", "flying king", "column", "prisoner", "250 plies", "50 plies")) {
            assertTrue(bashni.contains(point), "Bashni: " + point);
        }
        driver.findElement(By.cssSelector("#rules-games [data-rules-game=konane]")).click();
        page.until("Kōnane's rules", d -> page.text("rules-title").equals("Rules of Kōnane"));
        String konane = page.text("rules-body");
        for (String point : List.of("a1 or h8", "d4 or e5", "2 choices after a corner, 4 after a centre square", "never diagonally",
                "same direction only")) {
            assertTrue(konane.contains(point), "Kōnane: " + point);
        }
        driver.findElement(By.cssSelector("#rules-games [data-rules-game=diamond]")).click();
        page.until("the Diamond game's rules", d -> page.text("rules-title").equals("Rules of Diamond game"));
        String diamond = page.text("rules-body");
        for (String point : List.of("“king to ◎”", "Forbidden filling move", "camp", "apex", "800 turns", "1200 turns")) {
            assertTrue(diamond.contains(point), "Diamond: " + point);
        }
        driver.findElement(By.id("rules-close")).click();
        page.until("the dialog closed", d -> !rulesOpen());
    }

    @Test
    void theRulesAreOneButtonAwayDuringAGameAndReadableOnAPhoneAndAPc() throws Exception {
        page.start("game", "bashni", "mode", "ai", "level", "beginner");
        page.waitForTurn();
        WebElement rules = driver.findElement(By.id("rules-button"));
        assertTrue(rules.isDisplayed(), "a Rules button on the game screen");
        rules.click();
        page.until("the rules dialog", d -> rulesOpen());
        assertEquals("Rules of Bashni", page.text("rules-title"));
        for (int[] size : new int[][] {{390, 844}, {1366, 900}}) {
            driver.manage().window().setSize(new Dimension(size[0], size[1]));
            page.until("the window at " + size[0] + " pixels", d -> ((Number) script("return window.innerWidth;")).intValue() == size[0]);
            double right = ((Number) script("return document.getElementById('rules-dialog').getBoundingClientRect().right;")).doubleValue();
            double bottom = ((Number) script("return document.getElementById('rules-dialog').getBoundingClientRect().bottom;")).doubleValue();
            assertTrue(right <= size[0], "the dialog fits the width " + size[0] + ": " + right);
            assertTrue(bottom <= size[1], "the dialog fits the height " + size[1] + ": " + bottom);
            double font = ((Number) script("return parseFloat(getComputedStyle(document.querySelector('#rules-body li')).fontSize);"))
                    .doubleValue();
            assertTrue(font >= 14, "a readable size: " + font);
            page.screenshot("rules-" + size[0] + "x" + size[1]);
        }
        // On a PC screen each game's rules fit the dialog without scrolling: a screenful.
        for (String game : NAMES.keySet()) {
            driver.findElement(By.cssSelector("#rules-games [data-rules-game=" + game + "]")).click();
            page.until(game + "'s rules", d -> page.text("rules-title").equals("Rules of " + NAMES.get(game)));
            long overflow = (Long) script("const d = document.getElementById('rules-dialog'); return d.scrollHeight - d.clientHeight;");
            assertTrue(overflow <= 2, game + "'s rules overflow the screen by " + overflow + " pixels");
            page.screenshot("rules-" + game + "-1366x900");
        }
        driver.findElement(By.cssSelector("#rules-games [data-rules-game=bashni]")).click();
        page.keys(Keys.ESCAPE);
        page.until("the dialog closed", d -> !rulesOpen());
        assertEquals("rules-button", page.focused().getAttribute("id"));
    }

    @Test
    void anUnknownGameInTheUrlIsNamedWithTheChoices() throws Exception {
        page.openMenu("game", "chess");
        WebElement notice = driver.findElement(By.id("menu-notice"));
        assertTrue(notice.isDisplayed(), "a notice");
        assertEquals("status", notice.getAttribute("role"));
        String text = notice.getText();
        assertTrue(text.contains("no game “chess”"), text);
        for (String name : NAMES.values()) {
            assertTrue(text.contains(name), name + " in " + text);
        }
        assertTrue(text.contains("Diamond game (2 or 3 players)"), text);
        page.screenshot("menu-unknown-game");

        String hostile = "<img src=x onerror=alert(1)>";
        page.openMenu("game", hostile);
        assertTrue(notice(hostile), "the name is shown as text");
        assertEquals(0L, script("return document.querySelectorAll('#menu-notice img').length;"));
        driver.findElement(By.cssSelector("input[name=game][value=konane]")).click();
        page.until("the notice gone once a game is chosen", d -> !d.findElement(By.id("menu-notice")).isDisplayed());

        page.openMenu("game", "konane");
        assertFalse(driver.findElement(By.id("menu-notice")).isDisplayed(), "no notice for a game there is");
    }

    private static boolean notice(String name) {
        return driver.findElement(By.id("menu-notice")).getText().contains("no game “" + name + "”");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "1"})
    void enterOnStartPutsTheFocusOnTheFirstMovablePiece(String seat) {
        page.openMenu("game", "breakthrough", "mode", "ai", "level", "beginner", "seat", seat);
        driver.findElement(By.id("start-button")).sendKeys(Keys.ENTER);
        page.waitForBoard(-1);
        page.waitForTurn();
        page.until("the focus on a piece", d -> "piece".equals(page.focused().getAttribute("data-kind")));
        WebElement focused = page.focused();
        assertEquals(page.movablePieces().get(0), focused.getAttribute("data-point"), "the first movable piece");
        assertFalse("0".equals(focused.getAttribute("data-moves")));
        page.keys(Keys.ENTER);
        assertEquals("dest", page.focused().getAttribute("data-kind"), "Enter lists its moves at once");
    }
}
