package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
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
        aliceDriver = Chromium.startWithFreshProfile("chromium-alice-", 1280, 1000);
        bobDriver = Chromium.startWithFreshProfile("chromium-bob-", 1280, 1000);
        alice = new ClientPage(aliceDriver, server.url());
        bob = new ClientPage(bobDriver, server.url());
    }

    @AfterAll
    static void stopBrowsersAndServer() {
        Chromium.stop(server, aliceDriver, bobDriver);
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

    /**
     * Before the game starts the room shows its start position, framed for the person, the players
     * still awaited, and no button of a game going on.
     */
    private static void assertWaiting(ClientPage page, String status, String bottomSide) {
        page.until("the waiting room's board", d -> "waiting".equals(page.status()) && page.statusText().equals(status));
        WebElement board = page.driver().findElement(By.id("board"));
        assertTrue(board.isDisplayed() && board.getRect().getHeight() > 200, "the board is drawn: " + board.getRect());
        String game = page.driver().findElement(By.tagName("body")).getAttribute("data-game");
        int pieces = page.driver().findElements(By.cssSelector("#board [data-piece]")).size();
        assertEquals(Map.of("breakthrough", 32, "diamond3", 45).get(game), pieces, "the start position's pieces");
        assertTrue(page.driver().findElement(By.id("board-title")).getAttribute("textContent").contains(bottomSide + " at the bottom"));
        for (String button : List.of("undo-button", "restart-button", "resign-button", "pass-button", "leave-button", "again-button")) {
            assertFalse(page.driver().findElement(By.id(button)).isDisplayed(), button + " before the game starts");
        }
        assertFalse(page.driver().findElement(By.id("keys")).isDisplayed(), "no buttons to play with yet");
        assertTrue(page.driver().findElement(By.id("menu-button")).isDisplayed(), "the way back to the menu");
    }

    private static void screenshotsAtPhoneAndPcSizes(ClientPage page, String name) throws Exception {
        try {
            for (int[] size : new int[][] {{390, 844}, {1366, 900}}) {
                page.driver().manage().window().setSize(new Dimension(size[0], size[1]));
                page.until("the window at " + size[0] + " pixels", d -> ((Number) ((JavascriptExecutor) d)
                        .executeScript("return window.innerWidth;")).intValue() == size[0]);
                Rectangle board = page.driver().findElement(By.id("board")).getRect();
                assertTrue(board.getWidth() > size[0] / 3 && board.getX() + board.getWidth() <= size[0],
                        "the board fits the window " + size[0] + " wide: " + board);
                // The whole invite link is in view, on a phone too.
                WebElement invite = page.driver().findElement(By.id("invite-url"));
                if (invite.isDisplayed()) {
                    Object cut = ((JavascriptExecutor) page.driver()).executeScript(
                            "const e = arguments[0]; return e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight;", invite);
                    assertEquals(Boolean.FALSE, cut, "the invite link cut off at " + size[0] + ": " + invite.getAttribute("value"));
                }
                page.screenshot(name + "-" + size[0] + "x" + size[1]);
                if (size[0] < 700) {
                    // A phone shows the room's invite and status first, then the board below them.
                    ((JavascriptExecutor) page.driver()).executeScript("document.getElementById('board').scrollIntoView();");
                    page.screenshot(name + "-" + size[0] + "x" + size[1] + "-board");
                    ((JavascriptExecutor) page.driver()).executeScript("window.scrollTo(0, 0);");
                }
            }
        } finally {
            page.driver().manage().window().setSize(new Dimension(1280, 1000));
        }
    }

    /** On a phone, whose turn it is shows without scrolling: the status right under the board. */
    private static void statusInViewUnderTheBoardOnAPhone(ClientPage page) throws java.io.IOException {
        try {
            page.driver().manage().window().setSize(new Dimension(390, 844));
            page.until("the window at 390 pixels", d -> ((Number) ((JavascriptExecutor) d)
                    .executeScript("return window.innerWidth;")).intValue() == 390);
            ((JavascriptExecutor) page.driver()).executeScript("window.scrollTo(0, 0);");
            Number bottom = (Number) ((JavascriptExecutor) page.driver()).executeScript(
                    "return document.getElementById('status').getBoundingClientRect().bottom;");
            Number height = (Number) ((JavascriptExecutor) page.driver()).executeScript("return window.innerHeight;");
            assertTrue(bottom.doubleValue() <= height.doubleValue(), "the status ends at " + bottom + " of " + height);
            page.screenshot("room-playing-390x844");
        } finally {
            page.driver().manage().window().setSize(new Dimension(1280, 1000));
        }
    }

    @Test
    void aRoomForThreeSaysWhoItWaitsFor() throws Exception {
        alice.openMenu("game", "diamond3", "mode", "room");
        alice.driver().findElement(By.id("start-button")).click();
        waitForRoomSeat(alice, "0");
        assertWaiting(alice, "Waiting for 2 more players (Yellow and Green).", "Red");
        String link = alice.driver().findElement(By.id("invite-url")).getAttribute("value");
        // On the SVG board, whose pieces the waiting room's check counts.
        bob.driver().get(link + (link.contains("?") ? "&" : "?") + "view=svg");
        waitForRoomSeat(bob, "none");
        bob.press("join-button");
        waitForRoomSeat(bob, "1");
        assertWaiting(bob, "Waiting for a third player (Green).", "Yellow");
        assertWaiting(alice, "Waiting for a third player (Green).", "Red");
        // Each seat with its side's colour beside its name.
        assertEquals(List.of("Red", "Yellow", "Green"), alice.driver().findElements(By.cssSelector("#seat-list li .swatch")).stream()
                .map(e -> e.getAttribute("data-swatch")).toList());
        assertEquals("rgb(247, 211, 30)", alice.computed("#seat-list li:nth-child(2) .swatch circle", "fill"));
        screenshotsAtPhoneAndPcSizes(bob, "room-waiting-diamond3");
        alice.press("fill-button");
        alice.waitForTurn();
        assertFalse(bob.driver().findElement(By.id("status")).getText().startsWith("Waiting"), bob.text("status"));
        alice.press("menu-button");
        bob.press("menu-button");
        assertEquals(List.of(), alice.severeConsoleEntries(), "alice's console errors");
        assertEquals(List.of(), bob.severeConsoleEntries(), "bob's console errors");
    }

    @Test
    void twoBrowsersPlayThroughAnInviteLink() throws Exception {
        alice.openMenu("game", "breakthrough");
        alice.driver().findElement(By.cssSelector("input[name=mode][value=room]")).click();
        alice.driver().findElement(By.id("start-button")).click();
        waitForRoomSeat(alice, "0");
        assertTrue(alice.text("invite-note").startsWith("This page uses a loopback address"), alice.text("invite-note"));
        WebElement invite = alice.driver().findElement(By.id("invite-url"));
        String link = invite.getAttribute("value");
        assertTrue(link.contains("?room="), link);
        assertTrue(alice.driver().findElement(By.id("fill-button")).isDisplayed(), "the creator may fill with the AI");
        assertWaiting(alice, "Waiting for a second player (Black).", "White");
        assertTrue(alice.text("room-role").startsWith("You play White and move first."), alice.text("room-role"));
        alice.until("the focus on the invite's copy button", d -> "copy-invite".equals(alice.focused().getAttribute("id")));
        screenshotsAtPhoneAndPcSizes(alice, "room-waiting");

        bob.driver().get(link);
        waitForRoomSeat(bob, "none");
        assertWaiting(bob, "Waiting for a second player (Black).", "White");
        assertEquals("Press Join to take the next free seat.", bob.text("room-role"));
        bob.until("the focus on Join", d -> "join-button".equals(bob.focused().getAttribute("id")));
        bob.keys(Keys.ENTER);
        waitForRoomSeat(bob, "1");
        alice.waitForTurn();
        assertTrue(alice.driver().findElement(By.id("keys")).isDisplayed(), "the buttons to play with, once the game is on");
        assertEquals("You play Black.", bob.text("room-role"));
        assertFalse(bob.driver().findElement(By.id("invite-url")).isDisplayed(), "the invite folded once the game is on");
        statusInViewUnderTheBoardOnAPhone(bob);

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
        alice.until("the resign question", d -> "open".equals(alice.bodyAttribute("data-confirm")));
        assertEquals("Resign this game?", alice.text("confirm-title"));
        alice.press("confirm-yes");
        bob.waitForStatus("over");
        alice.waitForStatus("over");
        assertFalse(alice.driver().findElement(By.id("keys")).isDisplayed(), "no buttons to play with once the game is over");
        assertFalse(bob.driver().findElement(By.id("keys")).isDisplayed(), "no buttons to play with once the game is over");
        bob.press("again-button");
        waitForRoomSeat(alice, "1");
        waitForRoomSeat(bob, "0");
        bob.waitForTurn();
        assertTrue(bob.driver().findElement(By.id("keys")).isDisplayed(), "the buttons to play with in the next game");
        assertEquals(List.of(), alice.severeConsoleEntries(), "alice's console errors");
        assertEquals(List.of(), bob.severeConsoleEntries(), "bob's console errors");
    }
}
