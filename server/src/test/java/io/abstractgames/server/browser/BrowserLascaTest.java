package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.abstractgames.server.GameServer;
import io.abstractgames.server.ServerOptions;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Lasca on the site, in headless Chromium: the menu's levels, a game against the AI by mouse, by
 * touch and by the keyboard, a room of two browsers through the invite link; the 7x7 board with
 * its 25 dark squares, White's pieces white and Black's crimson, columns with their heights,
 * counts and composition, and the officers' star, which is not Bashni's crown. One browser
 * prefers English (Alice), the other Korean (Bob); screenshots at PC (1366x900) and phone
 * (390x844) sizes in both languages.
 */
@ExtendWith(ChromiumCondition.class)
class BrowserLascaTest {

    /** Officers of both colours, alone and on top of columns of 2 to 5, one buried under a soldier. */
    private static final String OFFICERS_AND_COLUMNS = "w a1:W,c3:Wbw,e3:wb,g3:wbbwb,d4:bw,d6:bbw,b6:Bwwbw,g7:B 0 0";

    private static final String WHITE = "rgb(251, 250, 245)";

    private static GameServer server;
    private static ChromeDriver aliceDriver;
    private static ChromeDriver bobDriver;
    private static ClientPage alice;
    private static ClientPage bob;

    @BeforeAll
    static void startServerAndBrowsers() throws Exception {
        Chromium.checkRequired();
        server = GameServer.start(ServerOptions.of("127.0.0.1", 0));
        aliceDriver = Chromium.startWithFreshProfile("chromium-lasca-en-", 1280, 1000, "en-US");
        bobDriver = Chromium.startWithFreshProfile("chromium-lasca-ko-", 1280, 1000, "ko-KR");
        alice = new ClientPage(aliceDriver, server.url());
        bob = new ClientPage(bobDriver, server.url());
    }

    @AfterEach
    void consolesHaveNoErrorsAndTheWindowsAreBack() {
        for (ClientPage page : List.of(alice, bob)) {
            page.driver().manage().window().setSize(new Dimension(1280, 1000));
            assertEquals(List.of(), page.severeConsoleEntries(), "browser console errors");
        }
    }

    @AfterAll
    static void stopBrowsersAndServer() {
        Chromium.stop(server, aliceDriver, bobDriver);
    }

    private static Object script(ClientPage page, String code, Object... args) {
        return ((JavascriptExecutor) page.driver()).executeScript(code, args);
    }

    private static void resize(ClientPage page, int width, int height) {
        page.driver().manage().window().setSize(new Dimension(width, height));
        page.until("the window at " + width + " pixels",
                d -> ((Number) script(page, "return window.innerWidth;")).intValue() == width);
    }

    /** Screenshots at phone and PC sizes, each with nothing wider than the screen and the board in it. */
    private static void screenshotsAtPhoneAndPc(ClientPage page, String name) throws Exception {
        try {
            for (int[] size : new int[][] {{390, 844}, {1366, 900}}) {
                resize(page, size[0], size[1]);
                assertEquals(List.of(), page.overflowing(), "what does not fit at " + size[0]);
                WebElement board = page.driver().findElement(By.id("board"));
                assertTrue(board.getRect().getX() + board.getRect().getWidth() <= size[0], "the board fits: " + board.getRect());
                script(page, "document.getElementById('board').scrollIntoView({block: 'center'});");
                page.screenshot("lasca-" + name + "-" + size[0] + "x" + size[1]);
                script(page, "window.scrollTo(0, 0);");
            }
        } finally {
            page.driver().manage().window().setSize(new Dimension(1280, 1000));
        }
    }

    private static List<WebElement> all(ClientPage page, String css) {
        return page.driver().findElements(By.cssSelector(css));
    }

    /** Plays the first movable piece's first destination by mouse, its path previewed by pointing first. */
    private static void playByMouse(ClientPage page) {
        List<String> pieces = page.movablePieces();
        assertFalse(pieces.isEmpty(), "a piece to move");
        page.clickPoint(pieces.get(0));
        String target = page.waitForDestinations().get(0);
        page.hoverPoint(target);
        page.waitForPreviewTo(target);
        page.clickPoint(target);
    }

    @Test
    void theMenuOffersLascaWithEveryLevel() throws Exception {
        alice.openMenu("game", "lasca", "mode", "ai");
        List<String> levels = all(alice, "#level-choices input").stream().map(e -> e.getAttribute("value")).toList();
        assertEquals(List.of("beginner", "intermediate", "advanced", "mcts", "random"), levels.stream().sorted(
                java.util.Comparator.comparingInt(List.of("beginner", "intermediate", "advanced", "mcts", "random")::indexOf)).toList());
        assertEquals(5, levels.size(), levels.toString());
        assertTrue(alice.text("game-goal").startsWith("Goal: Leave your opponent without a legal move"), alice.text("game-goal"));
        assertEquals("Rules of Lasca", alice.text("menu-rules"));
        bob.openMenu("game", "lasca", "mode", "ai");
        assertEquals("라스카 규칙", bob.text("menu-rules"));
        bob.screenshot("lasca-menu-ko");
    }

    @Test
    void playsAgainstTheAiByMouseOnASevenBySevenBoardWithTwentyFiveDarkSquares() throws Exception {
        alice.start("game", "lasca", "mode", "ai", "level", "beginner");
        alice.waitForTurn();
        assertEquals(49, all(alice, "#board .sq-dark, #board .sq-light").size(), "a 7x7 board");
        assertEquals(25, all(alice, "#board .sq-dark").size(), "25 dark squares");
        for (String dark : List.of("a1", "g1", "a7", "g7", "d4", "b4", "f4")) {
            assertEquals("sq-dark", alice.squareColourUnder(dark), dark);
        }
        // 11 soldiers each: White's white, Black's crimson; no marks on soldiers.
        assertEquals(11, all(alice, "#board [data-side=White] .piece").size());
        assertEquals(11, all(alice, "#board [data-side=Black] .piece").size());
        assertEquals(WHITE, alice.computed("#board [data-piece=c3] .piece", "fill"));
        assertEquals(ClientPage.CRIMSON, alice.computed("#board [data-piece=c5] .piece", "fill"));
        assertTrue(all(alice, "#board .star-mark, #board .crown").isEmpty(), "soldiers carry no mark");
        assertEquals(List.of("a3", "c3", "e3", "g3"), alice.movablePieces().stream().sorted().toList());

        int before = alice.version();
        playByMouse(alice);
        alice.waitForVersionAbove(before + 1);
        alice.waitForTurn();
        // Black's answer to any first move is a capture: its column of two stands on the board.
        assertTrue(alice.lastMoveText().contains("Black"), alice.lastMoveText());
        assertTrue(alice.lastMoveMarked(), "the last move is marked on the board");
        assertEquals(1, all(alice, "#board [data-column-height='2']").size(), "Black's capture made a column of 2");
        String column = alice.driver().findElement(By.cssSelector("#board [data-column-height='2']"))
                .findElement(By.xpath("..")).getAttribute("data-piece");
        alice.hoverPoint(column);
        WebElement tip = alice.driver().findElement(By.cssSelector("#board [data-tip=" + column + "]"));
        assertTrue(tip.getText().contains("Black soldier") && tip.getText().contains("White soldier"), tip.getText());
        screenshotsAtPhoneAndPc(alice, "ai-en");

        String beforeSecond = alice.positionText();
        before = alice.version();
        playByMouse(alice);
        alice.waitForVersionAbove(before + 1);
        alice.waitForTurn();
        assertNotEquals(beforeSecond, alice.positionText());
        alice.press("undo-button");
        alice.waitForVersionAbove(before + 2);
        alice.waitForTurn();
        assertEquals(beforeSecond, alice.positionText(), "undo goes back to before the person's last move");
    }

    @Test
    void drawsOfficersWithAStarThatIsNotBashnisCrown() throws Exception {
        alice.start("game", "lasca", "mode", "local", "position", OFFICERS_AND_COLUMNS);
        alice.waitForTurn();
        for (String officer : List.of("a1", "c3", "b6", "g7")) {
            WebElement piece = alice.driver().findElement(By.cssSelector("#board [data-piece=" + officer + "]"));
            assertEquals("star", piece.getAttribute("data-mark"), officer);
            assertEquals(1, piece.findElements(By.cssSelector(".star-mark")).size(), officer + "'s star");
        }
        assertTrue(all(alice, "#board .crown").isEmpty(), "no crown in Lasca");
        assertEquals("none", alice.driver().findElement(By.cssSelector("#board [data-piece=e3]")).getAttribute("data-mark"));
        // The star stands out from both colours' faces.
        String star = alice.computed("#board [data-piece=g7] .star-mark", "fill");
        assertNotEquals(ClientPage.CRIMSON, star);
        assertNotEquals(WHITE, star);
        assertEquals(ClientPage.CRIMSON, alice.computed("#board [data-piece=g7] .piece", "fill"));
        // Columns: heights, the counts of a tall one, the composition on hover with the ranks' words.
        assertEquals("5", alice.driver().findElement(By.cssSelector("#board [data-piece=g3] [data-column-height]")).getText());
        assertEquals("3", alice.driver().findElement(By.cssSelector("#board [data-piece=g3] [data-count=Black]")).getText());
        alice.hoverPoint("c3");
        String tip = alice.driver().findElement(By.cssSelector("#board [data-tip=c3]")).getText();
        assertTrue(tip.contains("White officer") && tip.contains("Black soldier") && tip.contains("White soldier"), tip);
        screenshotsAtPhoneAndPc(alice, "officers-en");

        // Bashni's king keeps its crown and has no star.
        alice.start("game", "bashni", "mode", "local", "position", "w a1:W,h8:B 0 0");
        alice.waitForTurn();
        assertEquals("crown", alice.driver().findElement(By.cssSelector("#board [data-piece=a1]")).getAttribute("data-mark"));
        assertEquals(2, all(alice, "#board .crown").size());
        assertTrue(all(alice, "#board .star-mark").isEmpty(), "no star in Bashni");

        // In Korean: the words of the ranks and the sides.
        bob.start("game", "lasca", "mode", "local", "position", OFFICERS_AND_COLUMNS);
        bob.waitForTurn();
        bob.hoverPoint("b6");
        String koTip = bob.driver().findElement(By.cssSelector("#board [data-tip=b6]")).getText();
        assertTrue(koTip.contains("진홍색 장교") && koTip.contains("흰색 병사"), koTip);
        assertTrue(bob.statusText().contains("흰색"), bob.statusText());
        screenshotsAtPhoneAndPc(bob, "officers-ko");
    }

    @Test
    void touchShowsThePathFirstAndASecondTapPlays() throws Exception {
        resize(alice, 390, 844);
        alice.start("game", "lasca", "mode", "ai", "level", "beginner");
        alice.waitForTurn();
        int before = alice.version();
        alice.tapPoint("c3");
        List<String> targets = alice.waitForDestinations();
        assertEquals(List.of("b4", "d4"), targets.stream().sorted().toList());
        alice.tapPoint("d4");
        alice.waitForPreviewTo("d4");
        assertEquals(before, alice.version(), "the first tap on a destination only shows the path");
        alice.tapPoint("d4");
        alice.waitForVersionAbove(before);
        alice.waitForTurn();
        assertTrue(alice.lastMoveText().contains("Black"), alice.lastMoveText());
        // White's answer is the forced recapture, again tap and tap.
        before = alice.version();
        String piece = alice.movablePieces().get(0);
        alice.tapPoint(piece);
        String target = alice.waitForDestinations().get(0);
        alice.tapPoint(target);
        alice.waitForPreviewTo(target);
        alice.tapPoint(target);
        alice.waitForVersionAbove(before + 1);
        alice.waitForTurn();
        script(alice, "document.getElementById('board').scrollIntoView({block: 'center'});");
        alice.screenshot("lasca-touch-390x844");
    }

    @Test
    void playsWithTheKeyboardOnly() throws Exception {
        alice.openMenu("game", "lasca", "mode", "ai", "level", "beginner");
        alice.driver().findElement(By.id("start-button")).sendKeys(Keys.ENTER);
        alice.waitForBoard(-1);
        alice.waitForTurn();
        alice.tabToButtons();
        assertEquals("piece", alice.focused().getAttribute("data-kind"));
        for (int move = 0; move < 2; move++) {
            int before = alice.version();
            alice.arrowDownToAMovablePiece();
            alice.keys(Keys.ENTER);
            assertEquals("dest", alice.focused().getAttribute("data-kind"));
            alice.keys(Keys.ENTER);
            alice.waitForVersionAbove(before + 1);
            alice.waitForTurn();
            assertTrue(alice.lastMoveText().contains("Black moved"), alice.lastMoveText());
            assertTrue(alice.inKeyPanel(alice.focused()), "the focus stays on the buttons");
        }
        alice.screenshot("lasca-keyboard");
    }

    @Test
    void twoBrowsersPlayARoomThroughTheInviteLink() throws Exception {
        alice.openMenu("game", "lasca", "mode", "room");
        alice.driver().findElement(By.id("start-button")).click();
        alice.until("alice's seat", d -> "0".equals(alice.bodyAttribute("data-room-seat")));
        String link = alice.driver().findElement(By.id("invite-url")).getAttribute("value");
        assertTrue(link.contains("?room="), link);
        assertEquals(22, all(alice, "#board [data-piece]").size(), "the start position while waiting");

        bob.driver().get(link);
        bob.until("bob's view of the room", d -> "none".equals(bob.bodyAttribute("data-room-seat")));
        bob.press("join-button");
        bob.until("bob's seat", d -> "1".equals(bob.bodyAttribute("data-room-seat")));
        alice.waitForTurn();
        assertTrue(bob.text("game-title").contains("라스카"), bob.text("game-title"));
        // Bob plays Black (crimson), his home at the bottom.
        assertTrue(bob.point("c5").getRect().getY() > bob.point("c3").getRect().getY(), "Black's home at the bottom for Bob");
        assertEquals(ClientPage.CRIMSON, bob.computed("#board [data-piece=c5] .piece", "fill"));

        int before = alice.version();
        playByMouse(alice);
        bob.waitForVersionAbove(before);
        bob.waitForTurn();
        playByMouse(bob);
        alice.waitForVersionAbove(before + 1);
        alice.waitForTurn();
        assertEquals(1, all(alice, "#board [data-column-height='2']").size(), "Bob's capture made a column of 2");
        assertTrue(alice.lastMoveMarked(), "Bob's capture is marked on Alice's board");
        screenshotsAtPhoneAndPc(alice, "room-en");
        screenshotsAtPhoneAndPc(bob, "room-ko");

        alice.press("leave-button");
        alice.until("the resign question", d -> "open".equals(alice.bodyAttribute("data-confirm")));
        alice.press("confirm-yes");
        bob.waitForStatus("over");
        alice.waitForStatus("over");
        alice.press("menu-button");
        bob.press("menu-button");
    }
}
