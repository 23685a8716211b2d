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
        assertEquals(List.of("6.5", "6.7"), dests.stream().sorted().toList(), "4.2 jumps to 6.5 and 6.7");
        page.until("the piece lifted", d -> ((List<?>) scene().get("pieces")).stream()
                .anyMatch(p -> "4.2".equals(((Map<?, ?>) p).get("point")) && Boolean.TRUE.equals(((Map<?, ?>) p).get("lifted"))));
        hover("6.5");
        page.until("the ghost piece at 6.5 and the dotted arc", d -> "6.5".equals(scene().get("ghost")) && num(scene().get("preview")) > 0);
        page.screenshot("board3d-pc-preview");
        int before = page.version();
        click("6.5");
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

    /** Presses a view button and lets its camera transition end. */
    private void view(String id) {
        page.press(id);
        finishAnimations();
    }

    /** Plays the first movable piece to its first destination by clicks on the 3D board. */
    private String playFirstMove() {
        String piece = page.movablePieces().get(0);
        click(piece);
        String target = waitForDestinations().get(0);
        click(target);
        return piece;
    }

    @Test
    void aTapPreviewsASecondTapMovesAndOtherTapsReselectOrCancelOnAPhone() throws Exception {
        driver.manage().window().setSize(new Dimension(390, 844));
        start3d("mode", "ai", "level", "beginner");
        int version = page.version();
        tap("4.2");
        waitForDestinations();
        tap("4.3");
        page.until("4.3 selected instead", d -> ((List<?>) scene().get("pieces")).stream()
                .anyMatch(p -> "4.3".equals(((Map<?, ?>) p).get("point")) && Boolean.TRUE.equals(((Map<?, ?>) p).get("lifted"))));
        tap("4.3");
        page.until("the same piece again cancels", d -> destinations().isEmpty());
        tap("4.2");
        waitForDestinations();
        tap("9.5");
        page.until("a point that is no destination cancels", d -> destinations().isEmpty());
        tap("4.2");
        waitForDestinations();
        tap("6.5");
        page.until("the first tap on a destination previews", d -> "6.5".equals(scene().get("ghost")) && num(scene().get("preview")) > 0);
        assertEquals(version, page.version(), "and does not move");
        page.screenshot("board3d-phone-tap-preview");
        tap("6.5");
        page.waitForVersionAbove(version);
        page.waitForTurn();
    }

    @Test
    void thePresetsMoveTheCameraSmoothlyAndTheThirdButtonSwitchesTo2d() throws Exception {
        start3d("mode", "local");
        view("view-slanted");
        assertEquals(0.87, num(camera().get("polar")), 1e-6, "the slanted preset");
        // Paused, so that the transition is still under way however busy the machine is.
        script("window.board3d.pause(true);");
        page.press("view-above");
        assertTrue(Boolean.TRUE.equals(script("return window.board3d.animating();")), "the camera moves smoothly");
        script("window.board3d.seek(0.5);");
        double mid = num(camera().get("polar"));
        assertTrue(mid > 0.01 && mid < 0.86, "half way between the presets: " + mid);
        script("window.board3d.pause(false);");
        finishAnimations();
        assertEquals(0.0, num(camera().get("polar")), 1e-6, "from above");
        assertEquals(0.0, num(camera().get("azimuth")), 1e-6, "the start camp at the bottom");
        assertEquals("true", driver.findElement(By.id("view-above")).getAttribute("aria-pressed"));
        page.screenshot("board3d-pc-above");

        page.press("view-board");
        page.until("the 2D board", d -> "svg".equals(page.bodyAttribute("data-board")) && d.findElement(By.id("board")).isDisplayed());
        assertTrue(driver.findElements(By.id("board3d")).isEmpty(), "the canvas is gone");
        assertEquals(45 - 15, driver.findElements(By.cssSelector("#board [data-piece]")).size(), "the SVG board draws the 30 pieces");
        assertEquals("3D board", driver.findElement(By.id("view-board")).getText());
        page.press("view-board");
        page.until("the 3D board again", d -> "3d".equals(page.bodyAttribute("data-board")));
        waitSettled();
        script("localStorage.removeItem('abstract-games.board'); localStorage.removeItem('abstract-games.view3d');");
    }

    @Test
    void threePlayersOnOneDeviceSeeTheLastTwoMovesTheOlderFainter() throws Exception {
        start3d("players", "3", "mode", "local");
        view("view-above");
        int version = page.version();
        playFirstMove();
        page.waitForVersionAbove(version);
        finishAnimations();
        version = page.version();
        playFirstMove();
        page.waitForVersionAbove(version);
        finishAnimations();
        version = page.version();
        script("window.board3d.pause(true);");
        playFirstMove();
        page.waitForVersionAbove(version);
        page.until("Green's move animated", d -> Boolean.TRUE.equals(script("return window.board3d.animating();")));
        script("window.board3d.seek(0.5);");
        waitForFrame();
        page.screenshot("board3d-pc-mid-animation");
        script("window.board3d.pause(false);");
        finishAnimations();
        List<?> last = (List<?>) scene().get("lastFrom");
        assertEquals(2, last.size(), "the rings of the last two moves: " + last);
        assertEquals(Boolean.FALSE, ((Map<?, ?>) last.get(0)).get("older"));
        assertEquals(Boolean.TRUE, ((Map<?, ?>) last.get(1)).get("older"));
        assertTrue(num(((Map<?, ?>) last.get(1)).get("opacity")) < num(((Map<?, ?>) last.get(0)).get("opacity")), "the older fainter");
        assertTrue(num(scene().get("trail")) > 0, "the trails dotted");
        assertTrue(page.lastMoveText().contains("Green"), page.lastMoveText());
        page.screenshot("board3d-pc-last-moves");
    }

    /** Waits until the board has drawn what was asked of it (an animation may stay paused). */
    private void waitForFrame() {
        page.until("a frame", d -> Boolean.TRUE.equals(script(
                "return !!window.board3d.active() && window.board3d.frames() > 0 && !window.board3d.settled() === window.board3d.animating();")));
        page.twoFrames();
    }

    @Test
    void aPlayerWithoutMovesPassesOnThe3dBoard() {
        start3d("mode", "local", "position", "2 r "
                + "r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9 "
                + "y:K6.9,6.4,6.5,6.6,6.7,6.8,7.3,7.4,7.5,7.6,7.7,7.8,7.9,8.2,9.1 40 0");
        page.until("the board's Pass button", d -> d.findElement(By.id("board-pass-button")).isDisplayed());
        int before = page.version();
        page.press("board-pass-button");
        page.waitForVersionAbove(before);
        assertTrue(page.lastMoveText().contains("Red passed"), page.lastMoveText());
    }

    @Test
    void leavingTheGameReleasesTheRenderersResources() {
        start3d("mode", "local");
        @SuppressWarnings("unchecked")
        Map<String, Object> live = (Map<String, Object>) script("return window.board3d.resources();");
        assertTrue(num(live.get("geometries")) > 0 && num(live.get("programs")) > 0, "the board holds resources: " + live);
        page.press("menu-button");
        page.until("the menu", d -> d.findElement(By.id("menu")).isDisplayed());
        @SuppressWarnings("unchecked")
        Map<String, Object> left = (Map<String, Object>) script("return window.board3d.left();");
        assertNotNull(left, "the board was left");
        assertEquals(Map.of("geometries", 0L, "textures", 0L, "programs", 0L), left.get("afterRenderer"), "nothing left: " + left);
        assertEquals(Boolean.TRUE, left.get("contextLost"), "the WebGL context is given back");
        assertTrue(driver.findElements(By.id("board3d")).isEmpty(), "the canvas is gone");
        assertFalse(Boolean.TRUE.equals(script("return window.board3d.active();")));
    }

    @Test
    void withoutWebGlTheSvgBoardPlaysTheGame() throws Exception {
        org.openqa.selenium.chrome.ChromeDriver plain = Chromium.startWithFreshProfile("chromium-nowebgl-", 1280, 1000, 1, "--disable-webgl");
        try {
            ClientPage other = new ClientPage(plain, server.url());
            other.start("game", "diamond", "mode", "ai", "level", "beginner", "view", "3d");
            other.waitForTurn();
            assertEquals("svg", other.bodyAttribute("data-board"));
            assertTrue(plain.findElement(By.id("board")).isDisplayed());
            assertFalse(plain.findElement(By.id("view-board")).isDisplayed(), "no switch to a 3D board that cannot be shown");
            int version = other.version();
            other.clickPoint("4.2");
            other.clickPoint(other.waitForDestinations().get(0));
            other.waitForVersionAbove(version);
            assertEquals(List.of(), other.severeConsoleEntries(), "browser console errors");
        } finally {
            plain.quit();
        }
    }

    /**
     * Screenshots at a phone's size with a device pixel ratio of 3, and the frame times there
     * (printed, not asserted): a frame of the idle board and one of a move's animation, each the
     * mean of 20 renders waited for to the end (gl.finish).
     */
    @Test
    void onAPhoneWithAPixelRatioOf3TheCanvasIsCappedAt2() throws Exception {
        org.openqa.selenium.chrome.ChromeDriver phone = Chromium.startWithFreshProfile("chromium-phone-", 390, 844, 3);
        try {
            ClientPage other = new ClientPage(phone, server.url());
            other.start("game", "diamond", "players", "3", "mode", "local", "view", "3d");
            org.openqa.selenium.JavascriptExecutor js = phone;
            other.until("the 3D board settled", d -> Boolean.TRUE.equals(js.executeScript("return window.board3d.settled();")));
            assertEquals(2L, ((Number) js.executeScript("return window.board3d.pixelRatio();")).longValue(), "the ratio capped at 2");
            Number canvasWidth = (Number) js.executeScript("const c = document.getElementById('board3d'); return c.width / c.clientWidth;");
            assertEquals(2.0, canvasWidth.doubleValue(), 0.01, "the canvas has twice the CSS pixels");
            other.screenshot("board3d-phone-slanted");
            double idle = ((Number) js.executeScript("return window.board3d.measure(20);")).doubleValue();
            // A move whose animation is paused half way: a frame of the animation.
            js.executeScript("window.board3d.pause(true);");
            String piece = other.movablePieces().get(0);
            int version = other.version();
            // Played with the buttons panel, which plays the game on either board.
            phone.findElement(By.cssSelector("#key-buttons button[data-point='" + piece + "']")).click();
            other.until("destination buttons", d -> !d.findElements(By.cssSelector("#key-buttons button[data-move]")).isEmpty());
            phone.findElement(By.cssSelector("#key-buttons button[data-move]")).click();
            other.waitForVersionAbove(version);
            other.until("the animation", d -> Boolean.TRUE.equals(js.executeScript("return window.board3d.animating();")));
            js.executeScript("window.board3d.seek(0.5);");
            double moving = ((Number) js.executeScript("return window.board3d.measure(20);")).doubleValue();
            js.executeScript("window.scrollTo(0, 0);");
            other.screenshot("board3d-phone-mid-animation");
            System.out.printf("board3d frame times at 390x844, device pixel ratio 3 (canvas at 2): idle %.1f ms, animation %.1f ms%n", idle, moving);
            js.executeScript("window.board3d.finish(); window.board3d.pause(false);");
            phone.findElement(By.id("view-above")).click();
            js.executeScript("window.board3d.finish();");
            other.until("settled", d -> Boolean.TRUE.equals(js.executeScript("return window.board3d.settled();")));
            js.executeScript("window.scrollTo(0, 0);");
            other.screenshot("board3d-phone-above");
            assertEquals(List.of(), other.severeConsoleEntries(), "browser console errors");
        } finally {
            phone.quit();
        }
    }

    @Test
    void aTurnedAndTiltedViewStillPicksThePointUnderTheMouse() throws Exception {
        start3d("mode", "ai", "level", "beginner");
        new Actions(driver).moveToElement(canvas(), 0, 0).clickAndHold().moveByOffset(40, 0).moveByOffset(80, 30).release().perform();
        waitSettled();
        Map<String, Object> c = camera();
        assertTrue(Math.abs(num(c.get("azimuth"))) > 0.2, "turned: " + c);
        page.screenshot("board3d-pc-turned-tilted");
        int version = page.version();
        click("4.3");
        String target = waitForDestinations().get(0);
        click(target);
        page.waitForVersionAbove(version);
        page.waitForTurn();
    }
}
