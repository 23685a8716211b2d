package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;

/**
 * Rough edges a new user found: a loss is not shown in the green of a win; a Bashni column's height
 * stays readable under the last move's trail; on a touch screen the "play with buttons" list is
 * folded behind its title button; the Korean switch has a Latin part that reads without a Korean
 * font.
 */
class BrowserRoughEdgesTest extends OneBrowserTest {

    /** The green of a game's end that the person won (or that no one here lost: one device). */
    private static final String WIN_GREEN = "rgb(11, 93, 30)";
    /** The crimson of a game's end that the person lost. */
    private static final String LOSS_RED = "rgb(163, 18, 46)";

    @Test
    void aLossIsNotShownInTheGreenOfAWin() throws Exception {
        page.start("game", "breakthrough", "mode", "ai", "level", "beginner", "position", "8/4w3/8/8/8/8/3b4/8 w");
        page.waitForTurn();
        page.clickPoint("e7");
        page.clickPoint("e8");
        page.waitForStatus("over");
        assertTrue(page.statusText().contains("(you) wins"), page.statusText());
        assertEquals("win", driver.findElement(By.id("status")).getAttribute("data-outcome"));
        assertEquals(WIN_GREEN, page.computed("#status", "color"));

        page.start("game", "breakthrough", "mode", "ai", "level", "beginner");
        page.waitForTurn();
        page.press("resign-button");
        page.until("the resign question", d -> "open".equals(page.bodyAttribute("data-confirm")));
        page.press("confirm-yes");
        page.waitForStatus("over");
        assertTrue(page.statusText().contains("Black wins"), page.statusText());
        assertEquals("loss", driver.findElement(By.id("status")).getAttribute("data-outcome"));
        assertEquals(LOSS_RED, page.computed("#status", "color"));
        page.screenshot("breakthrough-lost");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Number> box(String css) {
        return (Map<String, Number>) script("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                + "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom};", css);
    }

    private static boolean overlap(Map<String, Number> a, Map<String, Number> b) {
        return a.get("left").doubleValue() < b.get("right").doubleValue() && b.get("left").doubleValue() < a.get("right").doubleValue()
                && a.get("top").doubleValue() < b.get("bottom").doubleValue() && b.get("top").doubleValue() < a.get("bottom").doubleValue();
    }

    @Test
    void aBashniColumnsHeightIsDrawnOverTheLastMovesTrail() throws Exception {
        // White's man on b4 captures the top of the column on c3 and lands on d2: the trail from b4
        // to d2 runs over the corner of c3 where the rest of the column shows its height.
        page.start("game", "bashni", "mode", "local", "position", "w b4:w,c3:bbw,h8:b 0 0");
        page.waitForTurn();
        int before = page.version();
        page.clickPoint("b4");
        page.clickPoint("d2");
        page.waitForVersionAbove(before);
        page.twoFrames();
        assertEquals("2", driver.findElement(By.cssSelector("#board [data-piece=c3] [data-column-height]"))
                .getAttribute("data-column-height"));
        assertTrue(overlap(box("#board .last-path"), box("#board [data-piece=c3] .height-pill")),
                "the trail crosses the height badge of c3");
        // What is drawn on top over the badge is the badge, never the trail: with the hit targets out
        // of the way and every drawn shape taking the pointer, the topmost shape at points all over it.
        @SuppressWarnings("unchecked")
        List<String> tops = (List<String>) script("const r = document.querySelector('#board [data-piece=c3] .height-pill').getBoundingClientRect();"
                + "const hits = document.querySelector('#board .hits'); hits.style.display = 'none';"
                + "const shapes = document.querySelectorAll('#board .dynamic *');"
                + "shapes.forEach((e) => { e.style.pointerEvents = 'visiblePainted'; });"
                + "const found = [];"
                + "for (let i = 3; i < 14; i++) { for (let j = 3; j < 14; j++) {"
                + "  const e = document.elementFromPoint(r.left + (r.width * i) / 16, r.top + (r.height * j) / 16);"
                + "  found.push(e ? (e.closest('.badges') ? 'badge' : e.getAttribute('class')) : 'none');"
                + "} }"
                + "shapes.forEach((e) => { e.style.pointerEvents = ''; }); hits.style.display = '';"
                + "return found;");
        assertTrue(tops.stream().allMatch(t -> t.equals("badge")), "on top over the badge: " + new TreeSet<>(tops));
        // The badges of every column are drawn after (over) the marks of the last move.
        Boolean over = (Boolean) script("const marks = document.querySelector('#board .marks');"
                + "const badges = document.querySelector('#board .badges');"
                + "return Boolean(marks && badges && (marks.compareDocumentPosition(badges) & Node.DOCUMENT_POSITION_FOLLOWING));");
        assertTrue(over, "the badges follow the marks");
        long heights = ((Number) script("return document.querySelectorAll('#board .badges .column-height').length;")).longValue();
        long columns = ((Number) script("return document.querySelectorAll('#board .pieces [data-column-height]').length;")).longValue();
        assertEquals(2, columns, "c3 and d2 are columns of two");
        assertEquals(columns, heights, "a badge over the marks for each column");
        page.screenshot("bashni-trail-under-height");
    }

    @Test
    void onATouchScreenTheButtonListIsFoldedBehindItsTitle() throws Exception {
        page.start("game", "breakthrough", "mode", "ai", "level", "beginner");
        page.waitForTurn();
        WebElement toggle = driver.findElement(By.id("keys-toggle"));
        assertEquals("true", toggle.getAttribute("aria-expanded"), "open with a mouse");
        assertTrue(driver.findElement(By.id("key-buttons")).isDisplayed());

        driver.manage().window().setSize(new Dimension(390, 844));
        driver.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 5));
        try {
            page.start("game", "breakthrough", "mode", "ai", "level", "beginner");
            page.waitForTurn();
            assertEquals(Boolean.TRUE, script("return matchMedia('(pointer: coarse)').matches;"), "a touch screen");
            toggle = driver.findElement(By.id("keys-toggle"));
            assertEquals("false", toggle.getAttribute("aria-expanded"), "folded on a touch screen");
            assertEquals("keys-body", toggle.getAttribute("aria-controls"));
            assertFalse(driver.findElement(By.id("key-buttons")).isDisplayed());
            long folded = ((Number) script("return document.documentElement.scrollHeight;")).longValue();
            page.screenshot("keys-folded-390x844");
            toggle.click();
            assertEquals("true", toggle.getAttribute("aria-expanded"));
            assertTrue(driver.findElement(By.id("key-buttons")).isDisplayed());
            assertFalse(driver.findElements(By.cssSelector("#key-buttons button[data-kind=piece]")).isEmpty());
            long open = ((Number) script("return document.documentElement.scrollHeight;")).longValue();
            assertTrue(open > folded + 500, "the list of 16 pieces makes the page longer: " + folded + " then " + open);
            toggle.click();
            assertEquals("false", toggle.getAttribute("aria-expanded"));
            assertFalse(driver.findElement(By.id("key-buttons")).isDisplayed());
        } finally {
            driver.executeCdpCommand("Emulation.setTouchEmulationEnabled", Map.of("enabled", false));
        }
    }

    @Test
    void theKoreanSwitchHasALatinPart() {
        page.openMenu();
        WebElement korean = driver.findElement(By.cssSelector("#lang-switch button[data-lang=ko]"));
        assertEquals("한국어 (KO)", korean.getText());
        WebElement latin = korean.findElement(By.cssSelector("span[lang=en]"));
        assertEquals("(KO)", latin.getText());
        assertEquals(List.of("English"), driver.findElements(By.cssSelector("#lang-switch button[data-lang=en]")).stream()
                .map(WebElement::getText).toList());
    }
}
