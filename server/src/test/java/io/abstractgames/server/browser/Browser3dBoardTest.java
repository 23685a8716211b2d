package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.Interactive;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;

/**
 * The Diamond game on the 3D board (WebGL through SwiftShader in headless Chromium), driven by the
 * mouse and by touch at positions the page's test hook {@code window.board3d} gives
 * (docs/web-client.md, "The 3D board"). Each tap or click waits until the board has drawn every
 * frame asked for ({@code board3d.settled()}), so that it is aimed at the picture on the screen.
 */
class Browser3dBoardTest extends OneBrowserTest {

    /** Starts a Diamond game on the 3D board and waits until it is drawn and settled. */
    private void start3d(String... params) {
        String[] all = new String[params.length + 4];
        all[0] = "game";
        all[1] = "diamond";
        System.arraycopy(params, 0, all, 2, params.length);
        all[params.length + 2] = "view";
        all[params.length + 3] = "3d";
        page.start(all);
        waitSettled();
    }

    private void waitSettled() {
        page.until("the 3D board settled", d -> Boolean.TRUE.equals(script("return window.board3d.settled();")));
    }

    private void finishAnimations() {
        script("window.board3d.finish();");
        waitSettled();
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> scene() {
        return (Map<String, Object>) script("return window.board3d.scene();");
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> camera() {
        return (Map<String, Object>) script("return window.board3d.camera();");
    }

    private static double num(Object o) {
        return ((Number) o).doubleValue();
    }

    /** The client position of a point (on top of its piece when one stands there). */
    @SuppressWarnings("unchecked")
    private int[] at(String point) {
        Map<String, Object> p = (Map<String, Object>) script("return window.board3d.screenOf(arguments[0], true);", point);
        assertNotNull(p, "no point " + point);
        return new int[] {(int) Math.round(num(p.get("x"))), (int) Math.round(num(p.get("y")))};
    }

    private WebElement canvas() {
        return driver.findElement(By.id("board3d"));
    }

    /** Moves the mouse to a point of the board (relative to the canvas's centre, as WebDriver wants). */
    private Actions mouseTo(Actions actions, String point) {
        int[] xy = at(point);
        WebElement c = canvas();
        org.openqa.selenium.Rectangle r = c.getRect();
        return actions.moveToElement(c, xy[0] - (r.x + r.width / 2), xy[1] - (r.y + r.height / 2));
    }

    private void click(String point) {
        waitSettled();
        assertEquals(point, script("const p = window.board3d.screenOf(arguments[0], true);"
                + "return window.board3d.pick(p.x, p.y);", point), "a click at " + point + " hits it");
        mouseTo(new Actions(driver), point).click().perform();
    }

    private void hover(String point) {
        waitSettled();
        mouseTo(new Actions(driver), point).perform();
    }

    private void tap(String point) {
        waitSettled();
        int[] xy = at(point);
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence tap = new Sequence(finger, 0);
        tap.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(), xy[0], xy[1]));
        tap.addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
        tap.addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        ((Interactive) driver).perform(List.of(tap));
    }

    @SuppressWarnings("unchecked")
    private List<String> destinations() {
        return (List<String>) scene().get("destinations");
    }

    private List<String> waitForDestinations() {
        page.until("destination rings", d -> !destinations().isEmpty());
        return destinations();
    }

    @Test
    void theStarIsDrawnIn3dWithEveryPieceCampAndApex() throws Exception {
        start3d("players", "3", "mode", "local");
        assertEquals("3d", page.bodyAttribute("data-board"));
        assertFalse(driver.findElement(By.id("board")).isDisplayed(), "the SVG board gives way");
        Map<String, Object> s = scene();
        List<?> pieces = (List<?>) s.get("pieces");
        assertEquals(45, pieces.size(), "15 pieces of each of the 3 players");
        assertEquals(3L, pieces.stream().filter(p -> Boolean.TRUE.equals(((Map<?, ?>) p).get("king"))).count(), "a king each");
        assertEquals(12L, num(s.get("apexes")), "two rings (◎) on each of the six apexes");
        assertEquals(6, ((List<?>) s.get("camps")).size(), "six camps");
        page.screenshot("board3d-pc-slanted");
    }

    @Test
    void aClickSelectsTheHoverPreviewsAndAClickMovesThenTheAiAnswers() throws Exception {
        start3d("mode", "ai", "level", "beginner");
        click("4.2");
        List<String> dests = waitForDestinations();
        assertTrue(dests.contains("5.3"), "4.2 steps to 5.3: " + dests);
        page.until("the piece lifted", d -> ((List<?>) scene().get("pieces")).stream()
                .anyMatch(p -> "4.2".equals(((Map<?, ?>) p).get("point")) && Boolean.TRUE.equals(((Map<?, ?>) p).get("lifted"))));
        hover("5.3");
        page.until("the ghost piece at 5.3 and the dotted arc", d -> "5.3".equals(scene().get("ghost")) && num(scene().get("preview")) > 0);
        int before = page.version();
        click("5.3");
        page.waitForVersionAbove(before);
        page.waitForTurn();
        finishAnimations();
        Map<String, Object> s = scene();
        assertFalse(((List<?>) s.get("lastFrom")).isEmpty(), "the AI's move leaves an orange ring at its origin");
        assertTrue(num(s.get("trail")) > 0, "and its trail dotted");
    }

    @Test
    void theWheelZoomsAndADragTurnsAndTilts() {
        start3d("mode", "local");
        Map<String, Object> c0 = camera();
        new Actions(driver).scrollFromOrigin(
                org.openqa.selenium.interactions.WheelInput.ScrollOrigin.fromElement(canvas()), 0, 300).perform();
        page.until("the wheel zooms out", d -> num(camera().get("distance")) > num(c0.get("distance")));
        new Actions(driver).moveToElement(canvas(), 0, 0).clickAndHold().moveByOffset(60, 0).moveByOffset(60, -40).release().perform();
        Map<String, Object> c1 = camera();
        assertNotEquals(num(c0.get("azimuth")), num(c1.get("azimuth")), "a drag across turns the board");
        assertNotEquals(num(c0.get("polar")), num(c1.get("polar")), "a drag up tilts it");
        assertTrue(((List<?>) scene().get("pieces")).stream().noneMatch(p -> Boolean.TRUE.equals(((Map<?, ?>) p).get("lifted"))),
                "a drag selects nothing");
    }
}
