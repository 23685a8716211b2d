package io.abstractgames.server.browser;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The fixture of a browser test class with one person: a server on a free port of 127.0.0.1 and
 * one headless Chromium of 1280 by 1000 CSS pixels with a fresh profile, both started once for the
 * class and stopped after it; skipped without Chromium ({@link ChromiumCondition}).
 */
@ExtendWith(ChromiumCondition.class)
abstract class OneBrowserTest {

    static GameServer server;
    static ChromeDriver driver;
    static ClientPage page;

    @BeforeAll
    static void startServerAndBrowser() throws Exception {
        Chromium.checkRequired();
        server = GameServer.start(ServerOptions.of("127.0.0.1", 0));
        driver = Chromium.startWithFreshProfile("chromium-profile-", 1280, 1000);
        page = new ClientPage(driver, server.url());
    }

    @AfterAll
    static void stopBrowserAndServer() {
        Chromium.stop(server, driver);
        server = null;
        driver = null;
        page = null;
    }
}
