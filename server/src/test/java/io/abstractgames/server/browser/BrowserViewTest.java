package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.Interactive;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.interactions.WheelInput;

/**
 * The Diamond board's view (`js/view.js`): the Slanted and From above buttons, the slanted
 * drawing with its pieces standing on the tilted plane, turning by a drag, zooming by the wheel and
 * by two fingers, and the hit targets on what is drawn in every view. The 8x8 boards keep their
 * drawing and have no view buttons. Every test ends with the browser's console free of errors.
 */
class BrowserViewTest extends OneBrowserTest {

    private static final String IDENTITY = "matrix(1 0 0 1 0 0)";


    private JavascriptExecutor js() {
        return (JavascriptExecutor) driver;
    }

    /** Opens the menu, forgets the stored view and starts a Diamond game against the beginner. */
    private void startDiamond(String game, String... more) {
        page.openMenu("game", game);
        js().executeScript("localStorage.removeItem('abstract-games.view');");
        String[] params = new String[6 + more.length];
        System.arraycopy(new String[] {"game", game, "mode", "ai", "level", "beginner"}, 0, params, 0, 6);
        System.arraycopy(more, 0, params, 6, more.length);
        page.start(params);
        page.waitForTurn();
    }

    private WebElement board() {
        return driver.findElement(By.id("board"));
    }

    private String boardAttribute(String name) {
        return board().getAttribute(name);
    }

    private String planeTransform() {
        return driver.findElement(By.cssSelector("#board g.plane")).getAttribute("transform");
    }

    private String pressed(String id) {
        return driver.findElement(By.id(id)).getAttribute("aria-pressed");
    }

    private void pressView(String id, String view) {
        page.press(id);
        page.until("the " + view + " view", d -> view.equals(boardAttribute("data-view")) && "true".equals(pressed(id)));
    }

    private double zoom() {
        return Double.parseDouble(boardAttribute("data-zoom"));
    }

    private int angle() {
        return Integer.parseInt(boardAttribute("data-angle"));
    }

    private long scrollY() {
        return ((Number) js().executeScript("return Math.round(window.scrollY);")).longValue();
    }

    /**
     * For every piece and every ringed destination: the topmost hit target at the centre of what is
     * drawn there (the piece's face, the ring's point) is that point's. A piece partly hidden by a
     * nearer one is checked where it shows. Returns the number of places checked.
     */
    private long hitTargetsAgreeWithTheDrawing() {
        @SuppressWarnings("unchecked")
        Map<String, Object> result = (Map<String, Object>) js().executeScript(
                "const wrong = []; let checked = 0;"
                        + "const hitAt = (x, y) => { const e = document.elementFromPoint(x, y);"
                        + "  const h = e && e.closest('#board .hit'); return h ? h.getAttribute('data-point') : null; };"
                        + "const drawnAt = (x, y) => { for (const e of document.elementsFromPoint(x, y)) {"
                        + "  const p = e.closest('#board [data-piece]'); if (p && !p.closest('.ghost')) return p.getAttribute('data-piece'); }"
                        + "  return null; };"
                        + "const inside = (x, y) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;"
                        + "for (const face of document.querySelectorAll('#board [data-piece] circle.piece')) {"
                        + "  const r = face.getBoundingClientRect(); const x = r.x + r.width / 2; const y = r.y + r.height / 2;"
                        + "  if (!inside(x, y)) continue;"
                        + "  const shown = drawnAt(x, y); checked++;"
                        + "  if (hitAt(x, y) !== shown) wrong.push(shown + ' shows, hit ' + hitAt(x, y)); }"
                        + "for (const ring of document.querySelectorAll('#board [data-dest]')) {"
                        + "  const r = ring.getBoundingClientRect(); const x = r.x + r.width / 2; const y = r.y + r.height / 2;"
                        + "  if (!inside(x, y) || drawnAt(x, y)) continue; checked++;"
                        + "  if (hitAt(x, y) !== ring.getAttribute('data-dest')) wrong.push('ring ' + ring.getAttribute('data-dest') + ', hit ' + hitAt(x, y)); }"
                        + "return { wrong: wrong.join('; '), checked };");
        assertEquals("", result.get("wrong"), "the hit targets are where the pieces and rings are drawn");
        return ((Number) result.get("checked")).longValue();
    }

    /**
     * The pieces are drawn farthest first: in the page, each piece's point (the centre of its hit
     * target's spot on the plane) is no higher on the screen than the one drawn before it.
     */
    private void nearerPiecesAreDrawnOverFartherOnes() {
        String wrong = (String) js().executeScript(
                "let last = -Infinity; const out = [];"
                        + "for (const p of document.querySelectorAll('#board .pieces [data-piece]')) {"
                        + "  const spot = document.querySelector(\"#board .hit[data-point='\" + p.getAttribute('data-piece') + \"'] .hit-spot\");"
                        + "  const r = spot.getBoundingClientRect(); const y = r.y + r.height / 2;"
                        + "  if (y < last - 0.5) out.push(p.getAttribute('data-piece')); last = Math.max(last, y); }"
                        + "return out.join(' ');");
        assertEquals("", wrong, "pieces drawn over nearer ones");
    }

    /** A movable piece with a destination farther up the screen (a step or jump forward). */
    private String[] pieceAndForwardDestination() {
        for (String piece : page.movablePieces()) {
            page.clickPoint(piece);
            page.until("the selection of " + piece, d -> page.selected());
            for (String dest : page.waitForDestinations()) {
                if (spotCentreY(dest) < spotCentreY(piece) - 1) {
                    return new String[] {piece, dest};
                }
            }
        }
        throw new AssertionError("no piece with a destination ahead");
    }

    private double spotCentreY(String name) {
        return ((Number) js().executeScript(
                "const r = document.querySelector(\"#board .hit[data-point='\" + arguments[0] + \"'] .hit-spot\").getBoundingClientRect();"
                        + "return r.y + r.height / 2;", name)).doubleValue();
    }

    private double spotCentreX(String name) {
        return ((Number) js().executeScript(
                "const r = document.querySelector(\"#board .hit[data-point='\" + arguments[0] + \"'] .hit-spot\").getBoundingClientRect();"
                        + "return r.x + r.width / 2;", name)).doubleValue();
    }

    /** A ringed destination whose point shows (no piece or button over it). */
    private String visibleDestination() {
        String dest = (String) js().executeScript(
                "for (const ring of document.querySelectorAll('#board [data-dest]')) {"
                        + "  const r = ring.getBoundingClientRect(); const e = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);"
                        + "  const h = e && e.closest('#board .hit');"
                        + "  if (h && h.getAttribute('data-point') === ring.getAttribute('data-dest')) return h.getAttribute('data-point'); }"
                        + "return null;");
        assertTrue(dest != null, "a destination in sight");
        return dest;
    }

    /** Plays one move by clicking a piece and a destination ahead of it, hovering the destination first. */
    private void playAMoveByClicking() {
        int before = page.version();
        String[] move = pieceAndForwardDestination();
        assertTrue(hitTargetsAgreeWithTheDrawing() > 10, "pieces and rings checked");
        page.hoverPoint(move[1]);
        page.waitForPreviewTo(move[1]);
        page.clickPoint(move[1]);
        page.waitForVersionAbove(before + 1);
        page.waitForTurn();
        assertTrue(page.lastMoveText().contains("Yellow moved"), page.lastMoveText());
        assertTrue(page.lastMoveMarked(), "the last move is marked");
    }

    /** A drag of the mouse's primary button in six steps, from an offset of an element's centre. */
    private void dragFrom(WebElement start, int x, int y, int dx, int dy) {
        Actions drag = new Actions(driver).moveToElement(start, x, y).clickAndHold();
        for (int i = 1; i <= 6; i++) {
            drag.moveByOffset(dx * i / 6 - dx * (i - 1) / 6, dy * i / 6 - dy * (i - 1) / 6);
        }
        drag.release().perform();
    }

    @Test
    void theSlantedViewTiltsTheBoardAndAMoveIsPlayedByClickingItsPieces() throws Exception {
        startDiamond("diamond");
        WebElement buttons = driver.findElement(By.id("view-buttons"));
        assertTrue(buttons.isDisplayed(), "the view buttons");
        assertEquals("above", boardAttribute("data-view"), "from above by default");
        assertEquals("true", pressed("view-above"));
        assertEquals("false", pressed("view-slanted"));
        assertEquals(IDENTITY, planeTransform(), "from above, the layout as it comes");

        pressView("view-slanted", "slanted");
        assertEquals("false", pressed("view-above"));
        String slanted = planeTransform();
        assertNotEquals(IDENTITY, slanted, "the plane is tilted");
        assertTrue(slanted.startsWith("matrix(1 0 0 0.6 "), slanted);
        assertFalse(driver.findElements(By.cssSelector("#board .piece-side")).isEmpty(), "the pieces stand up, with a side");
        assertEquals(2, driver.findElements(By.cssSelector("#board [data-king=true] .crown")).size(), "both kings crowned");
        nearerPiecesAreDrawnOverFartherOnes();

        playAMoveByClicking();
        nearerPiecesAreDrawnOverFartherOnes();
        page.screenshot("diamond-slanted-pc");
        assertEquals("slanted", boardAttribute("data-view"), "the view stays for the next state");

        // The view buttons can be pressed from the keyboard.
        driver.findElement(By.id("view-above")).sendKeys(org.openqa.selenium.Keys.ENTER);
        page.until("from above by Enter", d -> "above".equals(boardAttribute("data-view")));
        driver.findElement(By.id("view-slanted")).sendKeys(org.openqa.selenium.Keys.SPACE);
        page.until("slanted by Space", d -> "slanted".equals(boardAttribute("data-view")));

        // The choice is kept in this browser: a reload opens the game again in the slanted view.
        String position = page.positionText();
        driver.navigate().refresh();
        page.until("the game again after the reload", d -> position.equals(page.positionText()));
        page.until("the slanted view again", d -> "slanted".equals(boardAttribute("data-view")));
        assertEquals("true", pressed("view-slanted"));
        assertEquals(slanted, planeTransform(), "the same tilt, not turned or zoomed");
    }

    @Test
    void aDragTurnsTheBoardWithoutTouchingTheSelectionAndFromAboveTurnsItBack() throws Exception {
        startDiamond("diamond");
        pressView("view-slanted", "slanted");
        String upright = planeTransform();

        // A drag that starts on one of the person's pieces turns the board and selects nothing.
        int version = page.version();
        String piece = page.movablePieces().get(0);
        dragFrom(page.point(piece), 0, 0, 240, 0);
        page.until("the board turned", d -> angle() != 0);
        page.twoFrames();
        assertFalse(page.selected(), "a drag selects nothing");
        assertTrue(page.destinations().isEmpty(), "no destinations");
        assertEquals(version, page.version(), "nothing was sent");
        assertNotEquals(upright, planeTransform());

        // A press that moves less than 10 CSS px is a click: it selects the piece, and turns nothing.
        int before = angle();
        dragFrom(page.point(piece), 0, 0, 6, 0);
        page.until("the piece selected by a click that moved a little", d -> page.selected());
        assertEquals(before, angle(), "not turned");
        page.clickPoint(piece);
        page.until("the selection cancelled", d -> !page.selected());

        // A drag while a piece is selected keeps the selection; a click afterwards still plays.
        String[] move = pieceAndForwardDestination();
        int turned = angle();
        dragFrom(board(), 150, -120, -240, 60);
        page.until("the board turned further", d -> angle() != turned);
        page.twoFrames();
        assertTrue(page.selected(), "a drag does not cancel the selection");
        assertEquals(move[0], driver.findElement(By.cssSelector("#board [data-selected]")).getAttribute("data-selected"));
        assertEquals(version, page.version(), "nothing was sent");
        nearerPiecesAreDrawnOverFartherOnes();
        hitTargetsAgreeWithTheDrawing();
        page.screenshot("diamond-slanted-turned-pc");
        String dest = visibleDestination();
        page.hoverPoint(dest);
        page.waitForPreviewTo(dest);
        page.clickPoint(dest);
        page.waitForVersionAbove(version + 1);
        page.waitForTurn();
        assertTrue(page.lastMoveText().contains("Yellow moved"), page.lastMoveText());
        assertNotEquals(0, angle(), "the board stays turned for the next state");
        page.press("view-slanted");
        page.until("the board turned back", d -> angle() == 0 && upright.equals(planeTransform()));
        playAMoveByClicking();

        // From above turns too, keeping the selection, and its button turns the board back.
        pressView("view-above", "above");
        version = page.version();
        String[] flat = pieceAndForwardDestination();
        dragFrom(board(), 200, -150, 0, 240);
        page.until("the flat board turned", d -> angle() != 0);
        page.twoFrames();
        assertNotEquals(IDENTITY, planeTransform());
        assertEquals(flat[0], driver.findElement(By.cssSelector("#board [data-selected]")).getAttribute("data-selected"),
                "a drag does not cancel the selection");
        assertEquals(version, page.version(), "nothing was sent");
        hitTargetsAgreeWithTheDrawing();
        page.screenshot("diamond-above-turned-pc");
        page.press("view-above");
        page.until("the flat board as it was", d -> angle() == 0 && IDENTITY.equals(planeTransform()));
        assertEquals("true", pressed("view-above"));
    }

    @Test
    void theWheelZoomsAroundThePointerWithoutScrollingThePage() throws Exception {
        startDiamond("diamond");
        pressView("view-slanted", "slanted");
        String upright = planeTransform();
        js().executeScript("window.scrollTo(0, 40);");
        page.until("the page scrolled a little", d -> scrollY() == 40);

        // Over a point of the board: it stays under the pointer while the board grows round it.
        String point = "7.3";
        int x = (int) Math.round(spotCentreX(point));
        int y = (int) Math.round(spotCentreY(point));
        new Actions(driver).scrollFromOrigin(WheelInput.ScrollOrigin.fromViewport(x, y), 0, -300).perform();
        page.until("the board zoomed in", d -> zoom() > 1.2);
        page.twoFrames();
        assertEquals(40, scrollY(), "the page did not scroll");
        assertEquals(x, spotCentreX(point), 2.0, "the point under the pointer stays there");
        assertEquals(y, spotCentreY(point), 2.0, "the point under the pointer stays there");
        hitTargetsAgreeWithTheDrawing();
        page.screenshot("diamond-slanted-zoomed-pc");

        double zoomed = zoom();
        new Actions(driver).scrollFromOrigin(WheelInput.ScrollOrigin.fromViewport(x, y), 0, 2000).perform();
        page.until("the board zoomed out to 1x", d -> zoom() < zoomed && zoom() == 1.0);
        page.twoFrames();
        assertEquals(40, scrollY(), "the page did not scroll");
        assertEquals(upright, planeTransform(), "at 1x the whole board, unmoved");

        new Actions(driver).scrollFromOrigin(WheelInput.ScrollOrigin.fromViewport(x, y), 0, -1500).perform();
        page.until("the board at 3x", d -> zoom() == 3.0);
        pressView("view-slanted", "slanted");
        page.until("zoomed out by the button", d -> zoom() == 1.0);

        // Outside the board the wheel scrolls the page as ever.
        WebElement side = driver.findElement(By.id("side"));
        new Actions(driver).scrollFromOrigin(WheelInput.ScrollOrigin.fromElement(side), 0, 120).perform();
        page.until("the page scrolled by the wheel", d -> scrollY() > 40);
    }

    @Test
    void twoFingersZoomAndOneTurnsTheBoardOnAPhone() throws Exception {
        driver.manage().window().setSize(new Dimension(390, 844));
        startDiamond("diamond3");
        pressView("view-slanted", "slanted");
        buttonsCoverNoPoint();
        page.screenshot("diamond3-slanted-phone");

        // One finger across the board turns it; a finger that does not move taps, in the slanted view.
        int version = page.version();
        org.openqa.selenium.Rectangle r = board().getRect();
        int cy = r.getY() + r.getHeight() * 3 / 4;
        touch(List.of(new int[] {r.getX() + 60, cy, r.getX() + r.getWidth() - 60, cy}));
        page.until("the board turned by a finger", d -> angle() != 0);
        assertFalse(page.selected(), "a drag selects nothing");
        assertEquals(version, page.version());
        page.screenshot("diamond3-slanted-turned-phone");

        // Two fingers spread apart horizontally: the board zooms around their midpoint.
        int mx = r.getX() + r.getWidth() / 2;
        int my = r.getY() + r.getHeight() / 2;
        touch(List.of(new int[] {mx - 30, my, mx - 110, my}, new int[] {mx + 30, my, mx + 110, my}));
        page.until("the board zoomed by two fingers", d -> zoom() > 1.5);
        assertFalse(page.selected(), "a pinch selects nothing");
        assertEquals(version, page.version());
        hitTargetsAgreeWithTheDrawing();
        page.screenshot("diamond3-slanted-zoomed-phone");

        page.press("view-slanted");
        page.until("back to the start", d -> angle() == 0 && zoom() == 1.0);
        String piece = page.movablePieces().get(0);
        page.tapPoint(piece);
        String target = page.waitForDestinations().get(0);
        page.tapPoint(target);
        page.waitForPreviewTo(target);
        page.screenshot("diamond3-slanted-selected-phone");
        page.tapPoint(target);
        page.waitForVersionAbove(version);
        page.waitForTurn();
    }

    /** Moves fingers in straight lines, each {x0, y0, x1, y1} in viewport pixels, together. */
    private void touch(List<int[]> fingers) {
        List<Sequence> sequences = new java.util.ArrayList<>();
        int n = 0;
        for (int[] f : fingers) {
            PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger" + n++);
            Sequence s = new Sequence(finger, 0);
            s.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(), f[0], f[1]));
            s.addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
            for (int i = 1; i <= 8; i++) {
                s.addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.viewport(),
                        f[0] + (f[2] - f[0]) * i / 8, f[1] + (f[3] - f[1]) * i / 8));
            }
            s.addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
            sequences.add(s);
        }
        ((Interactive) driver).perform(sequences);
    }

    /** The view buttons cover none of the board's points nor any piece standing on them. */
    private void buttonsCoverNoPoint() {
        String covered = (String) js().executeScript(
                "const b = document.getElementById('view-buttons').getBoundingClientRect(); const out = [];"
                        + "const meets = (r) => r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom;"
                        + "for (const e of document.querySelectorAll('#board .point, #board [data-piece]')) {"
                        + "  if (meets(e.getBoundingClientRect())) out.push(e.getAttribute('data-piece') || 'a point'); }"
                        + "return out.join(' ');");
        assertEquals("", covered, "under the view buttons");
    }

    @ParameterizedTest
    @ValueSource(strings = {"390x844", "1280x800"})
    void theViewButtonsLeaveThePointsFreeInBothViews(String size) throws Exception {
        String[] wh = size.split("x");
        driver.manage().window().setSize(new Dimension(Integer.parseInt(wh[0]), Integer.parseInt(wh[1])));
        for (String game : List.of("diamond", "diamond3")) {
            startDiamond(game);
            buttonsCoverNoPoint();
            pressView("view-slanted", "slanted");
            buttonsCoverNoPoint();
            pieceAndForwardDestination();
            page.screenshot(game + "-slanted-selected-" + size);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"breakthrough", "konane", "bashni"})
    void theEightByEightBoardsHaveNoViewButtons(String game) throws Exception {
        page.start("game", game, "mode", "local");
        page.waitForTurn();
        assertFalse(driver.findElement(By.id("view-buttons")).isDisplayed(), "no view buttons");
        assertEquals(null, boardAttribute("data-view"));
        assertTrue(driver.findElements(By.cssSelector("#board g.plane")).isEmpty(), "no camera");
    }
}
