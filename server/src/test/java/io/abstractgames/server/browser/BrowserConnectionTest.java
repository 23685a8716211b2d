package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The server goes away under a game and comes back on the same port: the page says so in a
 * banner at the top of the window, takes no move meanwhile, connects again (the page's test hook
 * {@code abstractGames.reconnectNow()} stands for the back-off's timer, so that nothing waits for
 * it) and says that the connection is back; the game goes on from the data folder.
 */
@ExtendWith(ChromiumCondition.class)
class BrowserConnectionTest {

    private Path data;
    private GameServer server;
    private ChromeDriver driver;
    private ClientPage page;

    @BeforeEach
    void start() throws Exception {
        Chromium.checkRequired();
        data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "connection-data-");
        server = GameServer.start(ServerOptions.of("127.0.0.1", 0), data);
        driver = Chromium.startWithFreshProfile("chromium-profile-", 1280, 900);
        page = new ClientPage(driver, server.url());
    }

    @AfterEach
    void stop() {
        Chromium.stop(server, driver);
    }

    private Object script(String code, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(code, args);
    }

    @Test
    void aLostConnectionIsShownAtTheTopTakesNoMoveAndComesBack() throws Exception {
        page.start("game", "breakthrough", "mode", "ai", "level", "beginner");
        page.waitForTurn();
        String piece = page.movablePieces().get(0);
        int port = server.port();
        // Scrolled to the end of the page, as a person at the buttons would be.
        script("window.scrollTo(0, document.body.scrollHeight);");

        server.close();
        server = null;
        page.until("the connection-lost banner", d -> "lost".equals(page.bodyAttribute("data-connection")));
        WebElement banner = driver.findElement(By.id("connection-banner"));
        assertTrue(banner.isDisplayed());
        assertEquals("The connection to the server was lost; trying again…", banner.getText());
        // At the top of the window, whatever is scrolled.
        long top = ((Number) script("return Math.round(document.getElementById('connection-banner').getBoundingClientRect().top);"))
                .longValue();
        assertEquals(0, top, "the banner's top in the window");
        assertEquals("No connection: moves wait until it is back.", page.statusText());
        assertTrue(driver.findElements(By.cssSelector("#key-buttons button")).isEmpty(), "no key buttons without a connection");
        assertFalse(driver.findElement(By.id("resign-button")).isEnabled());
        page.clickPoint(piece);
        assertFalse(page.selected(), "a click selects nothing without a connection");
        page.screenshot("connection-lost");

        server = GameServer.start(ServerOptions.of("127.0.0.1", port), data);
        script("window.abstractGames.reconnectNow();");
        page.until("the connection back", d -> "back".equals(page.bodyAttribute("data-connection")));
        assertEquals("Connected to the server again.", driver.findElement(By.id("connection-banner")).getText());
        page.waitForTurn();
        page.until("the status again", d -> page.statusText().startsWith("Your move"));
        page.screenshot("connection-back");

        // The game goes on: a move is taken again, and the press puts the banner away.
        int before = page.version();
        page.clickPoint(piece);
        assertTrue(page.selected(), "a click selects again");
        assertFalse(driver.findElement(By.id("connection-banner")).isDisplayed(), "the banner is put away by the next press");
        page.clickPoint(page.destinations().get(0));
        page.waitForVersionAbove(before);
        assertEquals(List.of(), page.severeConsoleEntries().stream()
                .filter(e -> !e.contains("WebSocket connection") && !e.contains("/ws")).toList(), "console errors");
    }

    @Test
    void theTriesToConnectAgainWaitLongerEachTimeUpToFiveSeconds() {
        page.openMenu();
        @SuppressWarnings("unchecked")
        List<Number> delays = (List<Number>) ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "import('/js/protocol.js').then((m) => done([1, 2, 3, 4, 5, 6, 20, 1000].map(m.reconnectDelay)));");
        assertEquals(List.of(500L, 1000L, 2000L, 4000L, 5000L, 5000L, 5000L, 5000L), delays.stream().map(Number::longValue).toList());
    }
}
