package io.abstractgames.server.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The web client in Korean: a browser whose preferred language is Korean gets the Korean interface
 * with the words of the site's Korean rule pages (비스듬히 and 위에서, 패스하기, 한 수 무르기, 참가하기,
 * 버튼으로 조작, 왕을 ◎로, points as "10단 1번"); its rules agree with {@code docs/rules/}; the switch
 * goes back to English and the choice survives a reload; and whole games are played in Korean.
 */
@OneBrowserTest.BrowserLanguage("ko-KR")
class BrowserKoreanTest extends OneBrowserTest {

    private static final String LANGUAGE_KEY = "abstract-games.lang";

    /** Each game's Korean name, as the menu and the rules dialog give it. */
    private static final Map<String, String> NAMES = Map.of(
            "breakthrough", "브레이크스루", "konane", "코나네", "bashni", "바슈니", "diamond", "다이아몬드 게임", "lasca", "라스카");

    /** A square's name, or a number, as they stand in a text (as {@code BrowserHelpTest} reads them). */
    private static final Pattern FACT = Pattern.compile("\\b[a-h][1-8]\\b|\\d+");


    /** Every test starts with no language chosen in this browser: the browser's Korean decides. */
    @BeforeEach
    void forgetTheChosenLanguage() {
        driver.get(server.url());
        script("localStorage.removeItem(arguments[0]);", LANGUAGE_KEY);
    }



    private static String htmlLang() {
        return (String) script("return document.documentElement.lang;");
    }

    private static String pressedLanguage() {
        return driver.findElement(By.cssSelector("#lang-switch button[aria-pressed=true]")).getAttribute("data-lang");
    }

    private static List<String> texts(String css) {
        return driver.findElements(By.cssSelector(css)).stream().map(WebElement::getText).toList();
    }

    /** Screenshots at a phone's and a PC's size, with nothing wider than the window. */
    private static void screenshotsAtPhoneAndPc(String name) throws Exception {
        for (int[] size : new int[][] {{390, 844}, {1366, 900}}) {
            driver.manage().window().setSize(new Dimension(size[0], size[1]));
            page.until("the window at " + size[0] + " pixels",
                    d -> ((Number) script("return window.innerWidth;")).intValue() == size[0]);
            long wide = ((Number) script("return document.documentElement.scrollWidth;")).longValue();
            assertTrue(wide <= size[0], name + ": the page is " + wide + " pixels wide in a window of " + size[0]);
            page.screenshot(name + "-" + size[0] + "x" + size[1]);
        }
        driver.manage().window().setSize(new Dimension(1280, 1000));
    }

    @Test
    void aBrowserThatPrefersKoreanGetsTheMenuInKorean() throws Exception {
        page.openMenu("game", "diamond");
        assertEquals("ko", htmlLang());
        assertEquals("ko", pressedLanguage());
        assertEquals("시작하기", page.text("start-button"));
        assertTrue(page.text("game-goal").startsWith("목표: "), page.text("game-goal"));
        assertEquals("다이아몬드 게임 규칙", page.text("menu-rules"));
        String menu = page.text("menu-form");
        for (String label : List.of("게임", "인원", "2명", "3명", "플레이 방식", "AI와 대결", "이 기기에서 2명이 하기",
                "친구와 대전(URL 보내기)", "AI 수준", "내 자리", "시작 국면(선택)")) {
            assertTrue(menu.contains(label), label + " in " + menu);
        }
        List<String> levels = texts("#level-choices label");
        assertTrue(levels.get(0).matches("초급( · Elo \\d+)?"), levels.toString());
        assertTrue(levels.stream().anyMatch(l -> l.startsWith("중급")) && levels.stream().anyMatch(l -> l.startsWith("고급")),
                levels.toString());
        assertEquals("빨강(선공)", driver.findElement(By.cssSelector("#seat-select option[value='0']")).getText());
        driver.findElement(By.cssSelector("input[name=players][value='3']")).click();
        page.until("the mode for three", d -> page.text("menu-form").contains("이 기기에서 3명이 하기"));
        screenshotsAtPhoneAndPc("ko-menu");

        page.openMenu("game", "chess");
        assertTrue(page.text("menu-notice").contains("“chess” 게임이 없습니다"), page.text("menu-notice"));
        assertTrue(page.text("menu-notice").contains("다이아몬드 게임(2명 또는 3명)"), page.text("menu-notice"));
    }

    /** The Korean rules name no number or square that the rule page does not (as BrowserHelpTest checks the English). */
    @ParameterizedTest
    @ValueSource(strings = {"breakthrough", "konane", "bashni", "diamond", "lasca"})
    void theKoreanRulesAgreeWithTheRulePage(String game) throws Exception {
        driver.manage().window().setSize(new Dimension(1366, 900));
        page.until("a PC's window", d -> ((Number) script("return window.innerWidth;")).intValue() == 1366);
        page.openMenu("game", game);
        String name = NAMES.get(game);
        assertEquals(name + " 규칙", page.text("menu-rules"));
        page.press("menu-rules");
        page.until("the rules dialog", d -> Boolean.TRUE.equals(script("return document.getElementById('rules-dialog').open;")));
        assertEquals(name + " 규칙", page.text("rules-title"));
        assertEquals("닫기", page.text("rules-close"));
        String text = page.text("rules-body");
        assertTrue(text.contains("목표: "), text);
        assertTrue(text.contains(page.text("game-goal").substring("목표: ".length())), "the menu's goal is the rules' goal");
        String doc = Files.readString(Path.of("..", "docs", "rules", game + ".md")).replace("`", "");
        Matcher m = FACT.matcher(text);
        while (m.find()) {
            String fact = m.group();
            assertTrue(Pattern.compile("(?<![\\w.])" + Pattern.quote(fact) + "(?![\\w])").matcher(doc).find()
                    || doc.contains(fact + "x"), name + ": '" + fact + "' of the Korean rules is not in docs/rules/" + game + ".md");
        }
        long overflow = (Long) script("const d = document.getElementById('rules-dialog'); return d.scrollHeight - d.clientHeight;");
        assertTrue(overflow <= 2, game + "'s Korean rules overflow a PC screen by " + overflow + " pixels");
        page.screenshot("ko-rules-" + game);
        page.keys(Keys.ESCAPE);
    }

    /** Each star camp (its {@code data-camp}: kind and palette key) with its computed fill, in drawing order. */
    @SuppressWarnings("unchecked")
    private static List<List<String>> campFills() {
        return (List<List<String>>) script("return Array.from(document.querySelectorAll('#board polygon.camp'))"
                + ".map((c) => [c.getAttribute('data-camp'), getComputedStyle(c).fill]);");
    }

    /**
     * The camps of the star are tinted by their seat's palette colour, not by a translated name:
     * Red's, Yellow's and Green's camps (빨강, 노랑, 초록) are pink, pale yellow and pale green in
     * Korean as in English, and only a camp of no player is grey (as every camp was in Korean when
     * the tint was looked up by the side's translated name).
     */
    @Test
    void theDiamondCampsHaveTheirSeatsColoursInBothLanguages() throws Exception {
        page.start("game", "diamond3", "mode", "local");
        page.waitForTurn();
        assertEquals("ko", htmlLang());
        Map<String, String> tints = Map.of("red", "rgb(245, 163, 171)", "yellow", "rgb(248, 229, 140)",
                "green", "rgb(159, 220, 181)", "none", "rgb(217, 212, 199)");
        List<List<String>> korean = campFills();
        assertEquals(6, korean.stream().filter(c -> !c.get(0).endsWith(":none")).count(), "the seats' camps: " + korean);
        assertEquals(3, korean.stream().map(c -> c.get(1)).filter(f -> !f.equals(tints.get("none"))).distinct().count(),
                "three tints: " + korean);
        for (List<String> camp : korean) {
            String side = camp.get(0).substring(camp.get(0).indexOf(':') + 1);
            assertTrue(tints.containsKey(side), "a camp of a seat: " + camp);
            assertEquals(tints.get(side), camp.get(1), "the camp " + camp.get(0));
        }
        screenshotsAtPhoneAndPc("ko-diamond3-camps");
        driver.findElement(By.cssSelector("#lang-switch button[data-lang=en]")).click();
        page.until("English", d -> "en".equals(htmlLang()));
        List<List<String>> english = campFills();
        assertEquals(korean.size(), english.size());
        for (int i = 0; i < english.size(); i++) {
            List<String> camp = english.get(i);
            String side = camp.get(0).substring(camp.get(0).indexOf(':') + 1);
            assertEquals(tints.get(side), camp.get(1), "the camp " + camp.get(0));
            assertEquals(korean.get(i).get(1), camp.get(1), "the same camp in both languages");
        }
    }

    @Test
    void aDiamondGameSpeaksKorean() throws Exception {
        page.start("game", "diamond", "mode", "ai", "level", "beginner");
        page.waitForTurn();
        assertEquals("ko", htmlLang());
        assertEquals("비스듬히", page.text("view-slanted"));
        assertEquals("위에서", page.text("view-above"));
        assertEquals("게임판 시점", driver.findElement(By.id("view-buttons")).getAttribute("aria-label"));
        assertEquals("버튼으로 조작", page.text("keys-title"));
        assertEquals("한 수 무르기", page.text("undo-button"));
        assertEquals("다시 하기", page.text("restart-button"));
        assertEquals("기권", page.text("resign-button"));
        assertEquals("내 차례입니다(빨강).", page.statusText());
        assertEquals("움직일 말을 고르세요.", page.text("hint"));
        assertTrue(page.text("game-title").equals("다이아몬드 게임 · AI와 대결(초급)"), page.text("game-title"));
        assertTrue(page.text("target-counts").equals("목표 진영에 들어간 말: 빨강 0/15 · 노랑 0/15"), page.text("target-counts"));
        assertTrue(page.text("counters").startsWith("차례 0/800"), page.text("counters"));
        String title = driver.findElement(By.id("board-title")).getAttribute("textContent");
        assertEquals("다이아몬드 게임 게임판, 빨강이 아래쪽", title);
        List<String> pieces = texts("#key-buttons button[data-kind=piece]");
        assertTrue(pieces.stream().allMatch(p -> p.matches("\\d+단 \\d+번( 왕)?: (수 \\d+개|둘 수 없음)")), pieces.toString());
        assertTrue(pieces.stream().anyMatch(p -> p.startsWith("1단 1번 왕")), "the king's button: " + pieces);

        // A move with the buttons: the destinations say 한 칸 이동 or 점프 N번 and the rows gained.
        page.tabToButtons();
        page.arrowDownToAMovablePiece();
        page.keys(Keys.ENTER);
        WebElement destination = page.focused();
        assertTrue(destination.getText().matches("\\d+단 \\d+번, (한 칸 이동|점프 \\d+번), (\\d+단 (앞으로|뒤로)|같은 단)"),
                destination.getText());
        assertTrue(page.text("hint").matches("\\d+단 \\d+번의 말이 갈 곳을 고르세요\\."), page.text("hint"));
        int before = page.version();
        page.keys(Keys.ENTER);
        page.waitForVersionAbove(before + 1);
        page.waitForTurn();
        String last = page.lastMoveText();
        assertTrue(last.matches("직전의 수: 노랑이 \\d+단 \\d+번에서 \\d+단 \\d+번까지 말을 옮겼습니다\\((점프 \\d+번|한 칸 이동)\\)\\."), last);
        screenshotsAtPhoneAndPc("ko-diamond");
        page.press("view-slanted");
        page.until("the slanted view", d -> "slanted".equals(d.findElement(By.id("board")).getAttribute("data-view")));
        screenshotsAtPhoneAndPc("ko-diamond-slanted");
        page.press("view-above");

        // Undo, then resign through the question in the page.
        before = page.version();
        page.press("undo-button");
        page.waitForVersionAbove(before);
        page.waitForTurn();
        page.press("resign-button");
        page.until("the resign question", d -> "open".equals(page.bodyAttribute("data-confirm")));
        assertEquals("이 게임을 기권할까요?", page.text("confirm-title"));
        assertEquals("게임이 지금 끝나고, 빨강이 집니다.", page.text("confirm-text"));
        assertEquals("계속 두기", page.text("confirm-no"));
        assertEquals("기권", page.text("confirm-yes"));
        page.press("confirm-yes");
        page.waitForStatus("over");
        assertEquals("게임이 끝났습니다. 노랑 승리: 기권.", page.statusText());
    }

    @Test
    void kingToTheApexAndPassAreInTheRulePagesWords() throws Exception {
        page.start("game", "diamond", "mode", "local", "position", "2 r "
                + "r:K12.4,17.1,16.1,16.2,15.1,15.2,15.3,14.1,14.2,14.3,14.4,13.6,13.7,13.8,13.9 "
                + "y:K13.1,13.5,9.1,9.3,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,13.2,13.3,13.4 0 0");
        page.waitForTurn();
        assertEquals("빨강의 차례입니다. 빨강: 왕을 ◎로", page.statusText());

        page.start("game", "diamond", "mode", "local", "position", "2 r "
                + "r:K1.1,2.1,2.2,3.1,3.2,3.3,4.1,4.2,4.3,4.4,5.5,5.6,5.7,5.8,5.9 "
                + "y:K6.9,6.4,6.5,6.6,6.7,6.8,7.3,7.4,7.5,7.6,7.7,7.8,7.9,8.2,9.1 40 0");
        page.until("the Pass buttons", d -> d.findElement(By.id("board-pass-button")).isDisplayed());
        assertEquals("패스하기", page.text("board-pass-button"));
        assertEquals("패스하기", page.text("pass-button"));
        assertEquals("움직일 수 있는 말이 없습니다. 패스하세요.", page.text("hint"));
        assertEquals("패스하기(움직일 수 있는 말이 없음)", driver.findElement(By.cssSelector("#key-buttons [data-kind=pass]")).getText());
        int before = page.version();
        page.press("board-pass-button");
        page.waitForVersionAbove(before);
        assertEquals("직전의 수: 빨강이 패스했습니다.", page.lastMoveText());
    }

    @Test
    void aDiamondGameIsWonInKorean() throws Exception {
        page.start("game", "diamond", "mode", "ai", "level", "beginner", "position", "2 r "
                + "r:K12.4,13.5,13.6,13.7,13.8,13.9,14.1,14.2,14.3,14.4,15.1,15.2,15.3,16.1,16.2 "
                + "y:K13.1,9.1,9.3,9.4,10.1,10.2,11.1,11.2,11.3,12.1,12.2,12.3,13.2,13.3,13.4 0 0");
        page.waitForTurn();
        assertTrue(page.text("target-counts").contains("빨강 14/15"), page.text("target-counts"));
        page.clickPoint("12.4");
        assertTrue(page.waitForDestinations().contains("17.1"));
        page.clickPoint("17.1");
        page.waitForStatus("over");
        assertEquals("게임이 끝났습니다. 빨강(나) 승리: 목표에 도달.", page.statusText());
        assertEquals("직전의 수: 빨강이 12단 4번에서 17단 1번까지 말을 옮겼습니다(점프 1번).", page.lastMoveText());
    }

    /** A whole Kōnane game on one device, from the opening removals to the last jump, with the buttons. */
    @Test
    void aWholeKonaneGameIsPlayedInKorean() throws Exception {
        page.start("game", "konane", "mode", "local");
        page.waitForTurn();
        assertEquals("흑의 차례입니다.", page.statusText());
        assertEquals("들어낼 돌을 고른 뒤 확인하세요.", page.text("hint"));
        for (int ply = 0; ply < 80 && !"over".equals(page.status()); ply++) {
            int before = page.version();
            WebElement first = driver.findElements(By.cssSelector("#key-buttons button")).get(0);
            if ("removal".equals(first.getAttribute("data-kind"))) {
                assertTrue(first.getText().matches("[a-h][1-8]의 돌 들어내기"), first.getText());
                first.click();
                assertTrue(page.text("confirm-button").matches("[a-h][1-8]의 돌 들어내기"), page.text("confirm-button"));
                assertEquals("취소", page.text("cancel-button"));
                page.press("confirm-button");
            } else {
                driver.findElements(By.cssSelector("#key-buttons button[data-kind=piece]")).stream()
                        .filter(b -> !"0".equals(b.getAttribute("data-moves"))).findFirst().orElseThrow().click();
                WebElement dest = driver.findElements(By.cssSelector("#key-buttons button[data-kind=dest]")).get(0);
                assertTrue(dest.getText().matches("[a-h][1-8], 점프 \\d+번, (\\d+줄 (앞으로|뒤로)|같은 줄)"), dest.getText());
                dest.click();
            }
            page.waitForVersionAbove(before);
            page.until("the next turn or the end", d -> "over".equals(page.status())
                    || !d.findElements(By.cssSelector("#key-buttons button")).isEmpty());
            String last = page.lastMoveText();
            assertTrue(last.matches("직전의 수: (흑|백)이 ([a-h][1-8]의 돌을 들어냈습니다|[a-h][1-8]에서 [a-h][1-8]까지 돌을 옮기며 "
                    + "[a-h][1-8](, [a-h][1-8])*의 돌을 잡았습니다\\(점프 \\d+번\\))\\."), last);
        }
        page.waitForStatus("over");
        assertTrue(page.statusText().matches("게임이 끝났습니다\\. (흑|백) 승리: 상대가 둘 수 있는 수가 없음\\."), page.statusText());
        page.screenshot("ko-konane-over");
    }

    @Test
    void aRoomIsJoinedInKorean() throws Exception {
        page.openMenu("game", "breakthrough");
        driver.findElement(By.cssSelector("input[name=mode][value=room]")).click();
        driver.findElement(By.id("start-button")).click();
        page.until("the creator's seat", d -> "0".equals(page.bodyAttribute("data-room-seat")));
        assertEquals("방", page.text("room-title"));
        assertTrue(page.text("invite-note").startsWith("이 페이지는 친구가 접속할 수 없는 루프백 주소(127.0.0.1:"), page.text("invite-note"));
        page.until("the waiting room", d -> page.statusText().equals("두 번째 사람을 기다리는 중입니다(플레이어 2)."));
        assertTrue(page.text("room-role").startsWith("나는 플레이어 1이며 선공입니다."), page.text("room-role"));
        assertEquals("빈자리를 AI로 채우고 시작하기", page.text("fill-button"));
        assertEquals(List.of("플레이어 1: 나", "플레이어 2: 빈자리"), texts("#seat-list li"));
        String link = driver.findElement(By.id("invite-url")).getAttribute("value");

        // The same browser as a visitor: without the creator's seat token.
        script("Object.keys(localStorage).filter((k) => k.startsWith('abstract-games.room-token.'))"
                + ".forEach((k) => localStorage.removeItem(k));");
        driver.get(link);
        page.until("a visitor", d -> "none".equals(page.bodyAttribute("data-room-seat")));
        assertEquals("참가하기", page.text("join-button"));
        assertEquals("‘참가하기’를 누르면 다음 빈자리에 앉습니다.", page.text("room-role"));
        screenshotsAtPhoneAndPc("ko-room-join");
        page.press("join-button");
        page.until("the second seat", d -> "1".equals(page.bodyAttribute("data-room-seat")));
        assertEquals("나는 플레이어 2입니다.", page.text("room-role"));
        assertEquals("기권", page.text("leave-button"));
        assertEquals("브레이크스루 · 친구와 대전", page.text("game-title"));
    }

    /**
     * Bashni on a phone in Korean: in the menu "내 자리" and its choice in the size of their
     * neighbours; the opponent crimson (진홍색) on the board, before the turn's words and in the
     * rules; nothing wider than the screen or cut off; once the game is over no panel to play with
     * buttons, and a new game brings it back.
     */
    @Test
    void bashniOnAPhoneIsCrimsonFitsTheScreenAndHidesTheButtonPanelOnceOver() throws Exception {
        driver.manage().window().setSize(new Dimension(390, 844));
        page.until("a phone's window", d -> ((Number) script("return window.innerWidth;")).intValue() == 390);
        page.openMenu("game", "bashni", "mode", "ai");
        String size = page.computed("#level-choices label", "font-size");
        assertEquals(size, page.computed(".seat-label span", "font-size"), "내 자리");
        assertEquals(size, page.computed("#seat-select", "font-size"), "the seat's choice");
        assertEquals("진홍색", driver.findElement(By.cssSelector("#seat-select option[value='1']")).getText());
        assertEquals(List.of(), page.overflowing(), "the menu on a phone");
        script("document.getElementById('seat-select').scrollIntoView({block: 'center'});");
        page.screenshot("ko-menu-seat-390x844");

        // Crimson to move and win: its man on d4 takes the last white man.
        page.start("game", "bashni", "mode", "local", "position", "b d4:b,c3:w,h8:B 0 0");
        page.waitForTurn();
        assertEquals("진홍색의 차례입니다.", page.statusText());
        assertEquals(ClientPage.CRIMSON, page.computed("#status .swatch circle", "fill"));
        assertEquals(ClientPage.CRIMSON, page.computed("#board [data-piece=d4] .piece", "fill"));
        assertEquals(ClientPage.CRIMSON, page.computed("#board [data-piece=h8] .piece", "fill"));
        assertEquals("버튼으로 조작", page.text("keys-title"));
        assertEquals(List.of(), page.overflowing(), "the game on a phone");
        page.screenshot("ko-bashni-crimson-390x844");

        page.press("rules-button");
        page.until("the rules dialog", d -> Boolean.TRUE.equals(script("return document.getElementById('rules-dialog').open;")));
        assertEquals("2명: 흰색과 진홍색.", driver.findElement(By.cssSelector("#rules-body .rules-players")).getText());
        assertFalse(page.text("rules-body").contains("검은"), "no black pieces in Bashni's rules");
        page.keys(Keys.ESCAPE);
        page.until("the rules closed", d -> Boolean.FALSE.equals(script("return document.getElementById('rules-dialog').open;")));

        page.clickPoint("d4");
        assertEquals(List.of("b2"), page.waitForDestinations());
        page.clickPoint("b2");
        page.waitForStatus("over");
        assertTrue(page.statusText().startsWith("게임이 끝났습니다. 진홍색 승리"), page.statusText());
        assertFalse(driver.findElement(By.id("keys")).isDisplayed(), "버튼으로 조작 once the game is over");
        assertEquals(List.of(), page.overflowing(), "the finished game on a phone");
        script("document.getElementById('side').scrollIntoView();");
        page.screenshot("ko-bashni-over-panel-390x844");
        screenshotsAtPhoneAndPc("ko-bashni-over");

        int over = page.version();
        page.press("restart-button");
        page.waitForVersionAbove(over);
        page.waitForTurn();
        assertTrue(driver.findElement(By.id("keys")).isDisplayed(), "버튼으로 조작 in the new game");
    }

    @Test
    void theChallengeLadderIsInKoreanToItsEnd() throws Exception {
        page.start("game", "bashni", "mode", "ladder");
        page.until("a run", d -> "playing".equals(page.bodyAttribute("data-ladder-phase")));
        page.waitForTurn();
        assertEquals("연승 도전", page.text("ladder-title"));
        assertEquals("바슈니 · 연승 도전", page.text("game-title"));
        assertEquals("1/19", page.text("ladder-opponent"));
        assertEquals("기권(연승 끝내기)", page.text("ladder-resign"));
        screenshotsAtPhoneAndPc("ko-ladder");
        page.press("ladder-resign");
        page.until("the question", d -> "open".equals(page.bodyAttribute("data-confirm")));
        assertEquals("기권하고 연승을 끝낼까요?", page.text("confirm-title"));
        page.press("confirm-yes");
        page.until("the run's end", d -> "over".equals(page.bodyAttribute("data-ladder-phase")));
        assertEquals("연승이 끝났습니다: 진홍색 승리(기권). 점수 0, 0승.", page.text("ladder-message"));
        assertEquals("새로 도전하기", page.text("ladder-new"));
        assertEquals("최고 기록에 남길 이름", page.text("ladder-name-form").lines().findFirst().orElse(""));
    }

    @Test
    void theSwitchGoesBackToEnglishAndTheChoiceSurvivesAReload() throws Exception {
        page.start("game", "bashni", "mode", "ai", "level", "beginner");
        page.waitForTurn();
        assertEquals("내 차례입니다(흰색).", page.statusText());
        assertTrue(page.text("counters").startsWith("진전 없음 0/50 · 수 0/250"), page.text("counters"));
        screenshotsAtPhoneAndPc("ko-bashni");

        // On the game screen: English at once, the selection and the game unchanged.
        page.keys(Keys.ESCAPE);
        driver.findElement(By.cssSelector("#lang-switch button[data-lang=en]")).click();
        page.until("English", d -> "en".equals(htmlLang()));
        assertEquals("en", pressedLanguage());
        assertEquals("Your move (White).", page.statusText());
        assertEquals("Play with buttons", page.text("keys-title"));
        assertEquals("Undo", page.text("undo-button"));
        assertEquals("Bashni · against the AI (beginner)", page.text("game-title"));
        assertTrue(texts("#key-buttons button[data-kind=piece]").get(0).matches("[a-h][1-8]: \\d+ moves?"),
                texts("#key-buttons button[data-kind=piece]").toString());

        // A reload keeps English, and so does the menu opened afresh.
        String position = page.positionText();
        driver.navigate().refresh();
        page.until("the game again after the reload", d -> position.equals(page.positionText()));
        assertEquals("en", htmlLang());
        assertEquals("Your move (White).", page.statusText());
        page.openMenu();
        assertEquals("Start", page.text("start-button"));
        assertEquals("en", pressedLanguage());

        // Back to Korean from the menu, kept too; ?lang=en chooses English by the URL.
        driver.findElement(By.cssSelector("#lang-switch button[data-lang=ko]")).click();
        page.until("Korean", d -> "ko".equals(htmlLang()) && page.text("start-button").equals("시작하기"));
        page.openMenu();
        assertEquals("시작하기", page.text("start-button"));
        page.openMenu("lang", "en");
        assertEquals("Start", page.text("start-button"));
        assertEquals("en", script("return localStorage.getItem(arguments[0]);", LANGUAGE_KEY));
        assertFalse(page.text("menu-form").contains("시작"), "no Korean left");
    }
}
