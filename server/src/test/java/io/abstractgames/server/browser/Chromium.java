package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.fail;

import io.abstractgames.server.GameServer;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The headless Chromium the browser tests drive: Debian's {@code chromium} and
 * {@code chromium-driver} at explicit paths, so that Selenium never looks for or downloads a
 * browser or a driver of its own.
 *
 * <p>Where they are missing the tests are skipped with one line saying so, unless the system
 * property {@code browser.tests} is {@code required} (as {@code .ci/run} sets it), which makes a
 * missing browser a failure.
 */
final class Chromium {

    private static final Path BROWSER = Path.of(System.getProperty("chromium.binary", "/usr/bin/chromium"));
    private static final Path DRIVER = Path.of(System.getProperty("chromedriver.path", "/usr/bin/chromedriver"));

    private Chromium() {
    }

    /** The missing browser or driver, or {@code null} when both are installed. */
    static String missing() {
        return !Files.isExecutable(BROWSER) ? BROWSER.toString()
                : !Files.isExecutable(DRIVER) ? DRIVER.toString() : null;
    }

    /** Whether a missing browser fails the tests instead of skipping them. */
    static boolean required() {
        return "required".equals(System.getProperty("browser.tests"));
    }

    /** Fails, where browser tests are required and Chromium or its driver is missing. */
    static void checkRequired() {
        String missing = missing();
        if (missing != null) {
            fail("browser tests are required (browser.tests=required) but " + missing + " is missing");
        }
    }

    /**
     * Starts a headless Chromium with a fresh profile under {@code target/}, which is left for
     * {@code mvn clean} (Chromium's helpers may still write to it as the browser quits).
     *
     * @param name the start of the profile folder's name, e.g. {@code "chromium-ladder-"}
     * @param width the window's width in CSS pixels
     * @param height the window's height in CSS pixels
     * @throws IOException if the folder cannot be made
     */
    static ChromeDriver startWithFreshProfile(String name, int width, int height) throws IOException {
        return startWithFreshProfile(name, width, height, "en-US");
    }

    /**
     * Starts a headless Chromium with a fresh profile under {@code target/} whose preferred language
     * is {@code language} ({@code navigator.languages}, Accept-Language), e.g. {@code "ko-KR"}.
     *
     * @throws IOException if the folder cannot be made
     */
    static ChromeDriver startWithFreshProfile(String name, int width, int height, String language) throws IOException {
        return start(Files.createTempDirectory(Files.createDirectories(Path.of("target")), name), width, height, language);
    }

    /**
     * Quits the browsers and stops the server, those of them that started.
     *
     * @param server the server, or {@code null}
     * @param drivers the browsers, any of them {@code null}
     */
    static void stop(GameServer server, ChromeDriver... drivers) {
        for (ChromeDriver driver : drivers) {
            if (driver != null) {
                driver.quit();
            }
        }
        if (server != null) {
            server.close();
        }
    }

    /**
     * Starts a headless Chromium with a fresh profile in a temporary folder.
     *
     * @param profile the folder for the browser's profile (a test's temporary folder)
     * @param width the window's width in CSS pixels
     * @param height the window's height in CSS pixels
     */
    static ChromeDriver start(Path profile, int width, int height) {
        return start(profile, width, height, "en-US");
    }

    /**
     * Starts a headless Chromium with a fresh profile in a temporary folder and a preferred language.
     * The other tests' browsers prefer American English, so the client is English there whatever
     * the machine's locale; {@code BrowserKoreanTest}'s prefers Korean.
     */
    static ChromeDriver start(Path profile, int width, int height, String language) {
        return start(profile, width, height, language, 1);
    }

    /**
     * Starts a headless Chromium with a fresh profile under {@code target/}, a device pixel ratio
     * and extra flags (e.g. {@code --disable-webgl}).
     *
     * @throws IOException if the folder cannot be made
     */
    static ChromeDriver startWithFreshProfile(String name, int width, int height, int pixelRatio, String... flags) throws IOException {
        return start(Files.createTempDirectory(Files.createDirectories(Path.of("target")), name), width, height, "en-US", pixelRatio, flags);
    }

    private static ChromeDriver start(Path profile, int width, int height, String language, int pixelRatio, String... flags) {
        // Selenium's own java.util.logging warnings (such as a CDP version notice) are not test output.
        Logger.getLogger("org.openqa.selenium").setLevel(Level.SEVERE);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .withLogOutput(OutputStream.nullOutputStream())
                .build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BROWSER.toFile());
        options.addArguments(
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run",
                // WebGL through SwiftShader, which headless Chromium without a GPU uses (a later
                // Chromium does so only when asked).
                "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-default-browser-check", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--disable-extensions",
                "--user-data-dir=" + profile.toAbsolutePath(),
                "--window-size=" + width + "," + height, "--force-device-scale-factor=" + pixelRatio, "--lang=" + language);
        options.addArguments(flags);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", language));
        return new ChromeDriver(service, options);
    }
}
