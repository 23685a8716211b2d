package io.abstractgames.server.browser;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web client as a person uses it, through WebDriver: the menu, clicks on the SVG board, the
 * buttons and the keyboard. Every wait is a {@link WebDriverWait} on something the page shows.
 */
final class ClientPage {

    /** The crimson of Bashni's Black pieces (진홍색), as a computed colour. */
    static final String CRIMSON = "rgb(163, 18, 46)";

    /** Generous: the machine may be busy, and the AI thinks between moves. */
    private static final Duration PATIENCE = Duration.ofSeconds(120);

    private final WebDriver driver;
    private final String baseUrl;
    private final WebDriverWait wait;

    ClientPage(WebDriver driver, String baseUrl) {
        this.driver = driver;
        this.baseUrl = baseUrl;
        this.wait = new WebDriverWait(driver, PATIENCE);
    }

    WebDriver driver() {
        return driver;
    }

    /**
     * Opens the menu with fields filled from URL parameters (name=value pairs). The star is drawn
     * on the SVG board ({@code view=svg}) unless the parameters name a {@code view}: the 3D board's
     * tests ask for it with {@code view=3d}.
     */
    ClientPage openMenu(String... params) {
        if (!List.of(params).contains("view")) {
            String[] withView = java.util.Arrays.copyOf(params, params.length + 2);
            withView[params.length] = "view";
            withView[params.length + 1] = "svg";
            params = withView;
        }
        StringBuilder query = new StringBuilder();
        for (int i = 0; i + 1 < params.length; i += 2) {
            query.append(query.length() == 0 ? '?' : '&')
                    .append(params[i]).append('=').append(URLEncoder.encode(params[i + 1], StandardCharsets.UTF_8));
        }
        driver.get(baseUrl + query);
        wait.until(ExpectedConditions.attributeToBe(By.tagName("body"), "data-ready", "true"));
        return this;
    }

    /** Opens the menu with these parameters and presses Start; waits for the board. */
    ClientPage start(String... params) {
        openMenu(params);
        int before = version();
        driver.findElement(By.id("start-button")).click();
        waitForBoard(before);
        return this;
    }

    void waitForBoard(int before) {
        until("the board", d -> (d.findElement(By.id("board")).isDisplayed() || !d.findElements(By.id("board3d")).isEmpty())
                && d.findElement(By.tagName("body")).getAttribute("data-status") != null);
    }

    int version() {
        String v = driver.findElement(By.tagName("body")).getAttribute("data-version");
        return v == null ? -1 : Integer.parseInt(v);
    }

    String status() {
        return bodyAttribute("data-status");
    }

    /** An attribute of the page's body, e.g. {@code data-confirm} while an in-page question is open; null when absent. */
    String bodyAttribute(String name) {
        return driver.findElement(By.tagName("body")).getAttribute(name);
    }

    String statusText() {
        return driver.findElement(By.id("status")).getText();
    }

    String lastMoveText() {
        return driver.findElement(By.id("last-move")).getText();
    }

    String positionText() {
        return driver.findElement(By.id("position-text")).getAttribute("textContent");
    }

    String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    /** Waits until a person on this page is to move (the AI has answered, if it was its turn). */
    void waitForTurn() {
        until("a person's turn", d -> "playing".equals(status()) && !pieceButtons().isEmpty());
    }

    void waitForStatus(String status) {
        until("status " + status, d -> status.equals(status()));
    }

    void waitForVersionAbove(int version) {
        until("a version above " + version, d -> version() > version);
    }

    /**
     * Waits for a condition; on a timeout, saves the page as {@code target/screenshots/timeout.png}
     * and names what the page showed.
     */
    <T> T until(String what, java.util.function.Function<WebDriver, T> condition) {
        try {
            return wait.until(condition);
        } catch (org.openqa.selenium.TimeoutException e) {
            String shown;
            try {
                screenshot("timeout");
                shown = "status=" + status() + " version=" + version() + " text='" + text("status")
                        + "' error='" + text("error") + "' menu error='" + text("menu-error") + "'";
            } catch (RuntimeException | IOException f) {
                shown = "(the page could not be read: " + f.getMessage() + ")";
            }
            throw new AssertionError("waited in vain for " + what + "; the page shows " + shown, e);
        }
    }

    /** The absolute names of the points whose piece buttons say the piece can move. */
    List<String> movablePieces() {
        return pieceButtons().stream()
                .filter(b -> !"0".equals(b.getAttribute("data-moves")))
                .map(b -> b.getAttribute("data-point"))
                .collect(Collectors.toList());
    }

    private List<WebElement> pieceButtons() {
        return driver.findElements(By.cssSelector("#key-buttons button[data-kind=piece], #key-buttons button[data-kind=removal], #key-buttons button[data-kind=pass]"));
    }

    WebElement point(String name) {
        return driver.findElement(By.cssSelector("#board .hit[data-point='" + name + "']"));
    }

    /** The class of the board square drawn under a point: {@code sq-dark} or {@code sq-light}. */
    String squareColourUnder(String name) {
        return (String) ((JavascriptExecutor) driver).executeScript(
                "const r = document.querySelector(\"#board .hit[data-point='\" + arguments[0] + \"']\").getBoundingClientRect();"
                        + "const under = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)"
                        + ".find((e) => e.classList.contains('sq-dark') || e.classList.contains('sq-light'));"
                        + "return under ? under.getAttribute('class') : null;", name);
    }

    void clickPoint(String name) {
        point(name).click();
    }

    /** A tap of one finger on a point of the board (a touch pointer, not the mouse). */
    void tapPoint(String name) {
        // A redraw the last change asked for in an animation frame (the board's, when its width
        // changed) replaces the point's element: the tap waits for it, so that it is not aimed at
        // an element taken off the page.
        twoFrames();
        org.openqa.selenium.interactions.PointerInput finger = new org.openqa.selenium.interactions.PointerInput(
                org.openqa.selenium.interactions.PointerInput.Kind.TOUCH, "finger");
        org.openqa.selenium.interactions.Sequence tap = new org.openqa.selenium.interactions.Sequence(finger, 0);
        tap.addAction(finger.createPointerMove(Duration.ZERO,
                org.openqa.selenium.interactions.PointerInput.Origin.fromElement(point(name)), 0, 0));
        tap.addAction(finger.createPointerDown(org.openqa.selenium.interactions.PointerInput.MouseButton.LEFT.asArg()));
        tap.addAction(finger.createPointerUp(org.openqa.selenium.interactions.PointerInput.MouseButton.LEFT.asArg()));
        ((org.openqa.selenium.interactions.Interactive) driver).perform(List.of(tap));
    }

    boolean selected() {
        return !driver.findElements(By.cssSelector("#board [data-selected]")).isEmpty();
    }

    void hover(WebElement e) {
        new Actions(driver).moveToElement(e).perform();
    }

    void hoverPoint(String name) {
        new Actions(driver).moveToElement(point(name)).perform();
    }

    /** The destinations ringed on the board. */
    List<String> destinations() {
        return driver.findElements(By.cssSelector("#board [data-dest]")).stream()
                .map(e -> e.getAttribute("data-dest")).collect(Collectors.toList());
    }

    List<String> waitForDestinations() {
        until("destination rings", d -> !destinations().isEmpty());
        return destinations();
    }

    boolean previewShownTo(String name) {
        return !driver.findElements(By.cssSelector("#board [data-preview='" + name + "']")).isEmpty();
    }

    void waitForPreviewTo(String name) {
        until("a path preview to " + name, d -> previewShownTo(name));
    }

    boolean lastMoveMarked() {
        return !driver.findElements(By.cssSelector("#board [data-last-from]")).isEmpty();
    }

    void press(String buttonId) {
        WebElement b = driver.findElement(By.id(buttonId));
        until(buttonId + " enabled", d -> b.isDisplayed() && b.isEnabled());
        b.click();
    }

    /** Sends keys to whatever has the focus, as a keyboard would. */
    void keys(CharSequence... keys) {
        new Actions(driver).sendKeys(keys).perform();
    }

    WebElement focused() {
        return driver.switchTo().activeElement();
    }

    /** Presses the down arrow until the focused piece button has a legal move. */
    void arrowDownToAMovablePiece() {
        for (int i = 0; i < 40 && "0".equals(focused().getAttribute("data-moves")); i++) {
            keys(Keys.ARROW_DOWN);
        }
        if ("0".equals(focused().getAttribute("data-moves"))) {
            throw new AssertionError("no piece button with a legal move");
        }
    }

    /** Presses Tab until a button of the button panel has the focus. */
    void tabToButtons() {
        for (int i = 0; i < 60 && !inKeyPanel(focused()); i++) {
            keys(Keys.TAB);
        }
        if (!inKeyPanel(focused())) {
            throw new AssertionError("Tab never reached the button panel");
        }
    }

    boolean inKeyPanel(WebElement e) {
        Object inside = ((JavascriptExecutor) driver).executeScript(
                "return arguments[0].closest('#key-buttons') !== null;", e);
        return Boolean.TRUE.equals(inside);
    }

    /**
     * A property's computed value on the first element a selector finds, e.g. {@code fill} as
     * {@code "rgb(163, 18, 46)"} or {@code font-size} as {@code "17px"}; null when none is found.
     */
    String computed(String css, String property) {
        return (String) ((JavascriptExecutor) driver).executeScript(
                "const e = document.querySelector(arguments[0]);"
                        + "return e ? getComputedStyle(e).getPropertyValue(arguments[1]) : null;", css, property);
    }

    /**
     * What does not fit the page as shown: each element drawn past the window's left or right edge,
     * and each whose content is wider than its box (text cut off or spilling out), as
     * {@code tag#id.class} with its measures. Form fields that scroll their own text and the
     * shapes inside an SVG drawing are left out; so are elements not shown.
     */
    List<String> overflowing() {
        @SuppressWarnings("unchecked")
        List<String> found = (List<String>) ((JavascriptExecutor) driver).executeScript(
                "const width = document.documentElement.clientWidth; const out = [];"
                        + "for (const e of document.querySelectorAll('body *')) {"
                        + "  if (!e.getClientRects().length || (e instanceof SVGElement && !(e instanceof SVGSVGElement))) continue;"
                        + "  const name = e.tagName.toLowerCase() + (e.id ? '#' + e.id : '')"
                        + "    + (typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).join('.') : '');"
                        + "  const r = e.getBoundingClientRect();"
                        + "  if (r.right > width + 0.5 || r.left < -0.5) {"
                        + "    out.push(name + ' reaches ' + Math.round(r.left) + ' to ' + Math.round(r.right) + ' in a window ' + width + ' wide');"
                        + "  } else if (!['INPUT', 'TEXTAREA', 'SELECT'].includes(e.tagName) && e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) {"
                        + "    out.push(name + ' holds ' + e.scrollWidth + ' pixels of content in ' + e.clientWidth);"
                        + "  }"
                        + "}"
                        + "return out;");
        return found;
    }

    /** Browser console entries at level SEVERE since the last call. */
    List<String> severeConsoleEntries() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .collect(Collectors.toList());
    }

    /**
     * Waits for two animation frames, so that what the last change drew (at once or in an
     * animation frame) is on the page and painted.
     */
    void twoFrames() {
        ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()));");
    }

    /** Saves a screenshot of the page as {@code target/screenshots/NAME.png}. */
    Path screenshot(String name) throws IOException {
        twoFrames();
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Path shot = ((org.openqa.selenium.TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath();
        Path target = dir.resolve(name + ".png");
        Files.copy(shot, target, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }
}
