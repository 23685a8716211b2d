package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The fixture of a browser test class with one person: a server on a free port of 127.0.0.1 and
 * one headless Chromium of 1280 by 1000 CSS pixels with a fresh profile, both started once for the
 * class and stopped after it; skipped without Chromium ({@link ChromiumCondition}). The browser
 * prefers US English unless the class names another language ({@link BrowserLanguage}). After
 * each test the console has no errors and the window is back at its size.
 */
@ExtendWith(ChromiumCondition.class)
abstract class OneBrowserTest {

    static GameServer server;
    static ChromeDriver driver;
    static ClientPage page;

    /** The language a test class's browser prefers, e.g. {@code "ko-KR"}; US English without it. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.TYPE)
    @interface BrowserLanguage {
        /**
         * The preferred language.
         *
         * @return a language tag
         */
        String value();
    }

    @BeforeAll
    static void startServerAndBrowser(TestInfo info) throws Exception {
        Chromium.checkRequired();
        BrowserLanguage language = info.getTestClass().map(c -> c.getAnnotation(BrowserLanguage.class)).orElse(null);
        server = GameServer.start(ServerOptions.of("127.0.0.1", 0));
        driver = Chromium.startWithFreshProfile("chromium-profile-", 1280, 1000, language == null ? "en-US" : language.value());
        page = new ClientPage(driver, server.url());
    }

    @AfterEach
    void consoleHasNoErrorsAndTheWindowIsBack() {
        driver.manage().window().setSize(new Dimension(1280, 1000));
        assertEquals(List.of(), page.severeConsoleEntries(), "browser console errors");
    }

    /** Runs a script in the page, with arguments, and gives its result. */
    static Object script(String code, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(code, args);
    }

    @AfterAll
    static void stopBrowserAndServer() {
        Chromium.stop(server, driver);
        server = null;
        driver = null;
        page = null;
    }
}
