package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The challenge ladder in the browser: choose it in the Bashni menu, play a move, reload and find
 * the same run (game, opponent, clock), resign, give the best runs a hostile name and see it shown
 * as text; screenshots of the run on a PC-sized and a phone-sized window.
 */
class BrowserLadderTest extends OneBrowserTest {

    private static final String HOSTILE = "<img src=x onerror=alert(1)>";

    private static String body(String attribute) {
        return driver.findElement(By.tagName("body")).getAttribute(attribute);
    }

    /** Milliseconds of a clock text m:ss.s. */
    private static long clockMillis(String text) {
        String[] parts = text.split(":");
        return Long.parseLong(parts[0]) * 60_000 + Math.round(Double.parseDouble(parts[1]) * 1000);
    }

    @Test
    void aRunGoesOnAfterAReloadAndItsNameIsShownAsText() throws Exception {
        page.openMenu("game", "bashni");
        WebElement ladderMode = driver.findElement(By.cssSelector("input[name=mode][value=ladder]"));
        assertTrue(ladderMode.isDisplayed(), "the ladder is a choice of the Bashni menu");
        ladderMode.click();
        assertFalse(driver.findElement(By.id("ai-field")).isDisplayed(), "the ladder chooses its opponents itself");
        driver.findElement(By.id("start-button")).click();
        page.until("the run's first game", d -> "1".equals(body("data-ladder-opponent")) && body("data-game") != null);
        page.waitForTurn();
        assertEquals("1 of 19", page.text("ladder-opponent"));
        assertEquals("0", page.text("ladder-wins"));
        assertFalse(driver.findElement(By.id("undo-button")).isDisplayed(), "no undo in a run");
        assertFalse(driver.findElement(By.id("restart-button")).isDisplayed());

        List<String> pieces = page.movablePieces();
        page.clickPoint(pieces.get(0));
        page.clickPoint(page.waitForDestinations().get(0));
        page.until("the opponent's answer", d -> page.version() >= 2 && "playing".equals(page.status()));
        page.screenshot("ladder-pc");
        String gameId = body("data-game");
        int version = page.version();
        String position = page.positionText();
        long clockBefore = clockMillis(page.text("ladder-game-clock"));

        driver.navigate().refresh();
        page.until("the same run after the reload", d -> gameId.equals(body("data-game")) && page.version() == version);
        assertEquals(position, page.positionText());
        assertEquals("1", body("data-ladder-opponent"));
        assertTrue(driver.getCurrentUrl().endsWith("?ladder"), driver.getCurrentUrl());
        assertTrue(clockMillis(page.text("ladder-game-clock")) >= clockBefore, "the clock went on");

        driver.findElement(By.id("menu-button")).click();
        page.until("the menu", d -> d.findElement(By.id("menu")).isDisplayed() && body("data-ladder-opponent") == null);
        assertTrue(driver.findElement(By.cssSelector("input[name=mode][value=ladder]")).isSelected(), "the menu stays on the ladder");
        driver.findElement(By.id("start-button")).click();
        page.until("the run again from the menu", d -> "1".equals(body("data-ladder-opponent")) && gameId.equals(body("data-game"))
                && page.version() == version);

        driver.manage().window().setSize(new Dimension(390, 844));
        try {
            page.screenshot("ladder-phone");
            Object boardWidth = ((JavascriptExecutor) driver).executeScript(
                    "return document.getElementById('board').getBoundingClientRect().width;");
            assertTrue(((Number) boardWidth).doubleValue() > 300, "the board fills a phone's width: " + boardWidth);
        } finally {
            driver.manage().window().setSize(new Dimension(1280, 900));
        }

        // Resigning ends the run: the page asks first, and Escape or "Keep playing" keeps it going.
        int versionBefore = page.version();
        page.press("ladder-resign");
        page.until("the question", d -> "open".equals(body("data-confirm")));
        WebElement question = driver.findElement(By.id("confirm-dialog"));
        assertTrue(question.isDisplayed());
        assertEquals("Resign and end the run?", page.text("confirm-title"));
        assertEquals("confirm-no", page.focused().getAttribute("id"), "the safe answer has the focus");
        assertEquals("Keep playing", page.focused().getText());
        page.keys(Keys.ESCAPE);
        page.until("the question closed", d -> body("data-confirm") == null);
        assertEquals("ladder-resign", page.focused().getAttribute("id"), "the focus back on the button");
        page.keys(Keys.ENTER);
        page.until("the question again", d -> "open".equals(body("data-confirm")));
        page.press("confirm-no");
        page.until("the question closed", d -> body("data-confirm") == null);
        assertEquals("playing", body("data-ladder-phase"), "the run goes on");
        assertEquals(versionBefore, page.version(), "nothing was sent");
        page.press("ladder-resign");
        page.until("the question", d -> "open".equals(body("data-confirm")));
        page.screenshot("ladder-resign-question");
        page.press("confirm-yes");
        page.until("the end of the run", d -> "over".equals(body("data-ladder-phase")));
        WebElement name = driver.findElement(By.id("ladder-name"));
        page.until("the name form", d -> name.isDisplayed());
        name.sendKeys(HOSTILE);
        driver.findElement(By.id("ladder-name-button")).click();
        page.until("the name in the best runs", d -> !d.findElements(By.cssSelector("#best-runs .best-name")).isEmpty());
        assertEquals(HOSTILE, driver.findElement(By.cssSelector("#best-runs .best-name")).getText());
        assertEquals(0L, ((JavascriptExecutor) driver).executeScript("return document.querySelectorAll('#ladder-panel img').length;"));
        assertFalse(name.isDisplayed(), "a run is named once");
        assertTrue(page.text("ladder-named").contains(HOSTILE));
        page.screenshot("ladder-named");
        assertEquals(List.of(), page.severeConsoleEntries(), "console errors");
    }
}
