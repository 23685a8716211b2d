package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Two people in two browsers (two Chromium sessions with their own storage) play a two-player game
 * through a room's invite link: create, copy the link, join, moves both ways, a reload that keeps
 * the seat, resign, and "swap sides and again".
 */
@ExtendWith(ChromiumCondition.class)
class BrowserRoomTest {

    private static GameServer server;
    private static ChromeDriver aliceDriver;
    private static ChromeDriver bobDriver;
    private static ClientPage alice;
    private static ClientPage bob;

    @BeforeAll
    static void startServerAndBrowsers() throws Exception {
        Chromium.checkRequired();
        server = GameServer.start(ServerOptions.of("127.0.0.1", 0));
        Path target = Files.createDirectories(Path.of("target"));
        aliceDriver = Chromium.start(Files.createTempDirectory(target, "chromium-alice-"), 1280, 1000);
        bobDriver = Chromium.start(Files.createTempDirectory(target, "chromium-bob-"), 1280, 1000);
        alice = new ClientPage(aliceDriver, server.url());
        bob = new ClientPage(bobDriver, server.url());
    }

    @AfterAll
    static void stopBrowsersAndServer() {
        if (aliceDriver != null) {
            aliceDriver.quit();
        }
        if (bobDriver != null) {
            bobDriver.quit();
        }
        if (server != null) {
            server.close();
        }
    }

    private static String roomSeat(ClientPage page) {
        return page.driver().findElement(By.tagName("body")).getAttribute("data-room-seat");
    }

    private static void waitForRoomSeat(ClientPage page, String seat) {
        page.until("room seat " + seat, d -> seat.equals(roomSeat(page)));
    }

    /** Plays the first movable piece to its first destination by mouse. */
    private static void playOneMove(ClientPage page) {
        page.waitForTurn();
        List<String> pieces = page.movablePieces();
        assertFalse(pieces.isEmpty(), "a piece to move");
        page.clickPoint(pieces.get(0));
        String target = page.waitForDestinations().get(0);
        page.clickPoint(target);
    }

    @Test
    void twoBrowsersPlayThroughAnInviteLink() {
        alice.openMenu("game", "breakthrough");
        alice.driver().findElement(By.cssSelector("input[name=mode][value=room]")).click();
        alice.driver().findElement(By.id("start-button")).click();
        waitForRoomSeat(alice, "0");
        assertFalse(alice.text("invite-note").isEmpty(), "the loopback address is named as no invite");
        WebElement invite = alice.driver().findElement(By.id("invite-url"));
        String link = invite.getAttribute("value");
        assertTrue(link.contains("?room="), link);
        assertTrue(alice.driver().findElement(By.id("fill-button")).isDisplayed(), "the creator may fill with the AI");

        bob.driver().get(link);
        waitForRoomSeat(bob, "none");
        bob.press("join-button");
        waitForRoomSeat(bob, "1");

        int before = alice.version();
        playOneMove(alice);
        bob.waitForVersionAbove(before);
        playOneMove(bob);
        alice.waitForVersionAbove(before + 1);
        alice.waitForTurn();

        bob.driver().navigate().refresh();
        waitForRoomSeat(bob, "1");
        assertEquals(2, bob.version());

        assertEquals("Resign", alice.text("leave-button"));
        alice.press("leave-button");
        bob.waitForStatus("over");
        alice.waitForStatus("over");
        bob.press("again-button");
        waitForRoomSeat(alice, "1");
        waitForRoomSeat(bob, "0");
        bob.waitForTurn();
        assertEquals(List.of(), alice.severeConsoleEntries(), "alice's console errors");
        assertEquals(List.of(), bob.severeConsoleEntries(), "bob's console errors");
    }
}
