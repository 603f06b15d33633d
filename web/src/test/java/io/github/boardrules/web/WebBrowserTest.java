package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.gorogo.GoRoGo;
import io.javalin.Javalin;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * A real browser plays whole games on the page by clicking the library's SVG: headless Chromium
 * through Selenium, against the server on a free port. The person clicks the first lit target
 * (then the first offered move, e.g. Bargo's first legal wall), or, on every other turn, a move
 * button such as Bargo's {@code button} or {@code pass} when one is offered; the bot's seed makes
 * every game the same. At each of the person's turns the test checks that the last move is marked
 * on its target and, in Bao Kigogo, that the drawn sowing trail is the API's. Screenshots land in
 * {@code target/web-screenshots}. Skipped when Chromium or chromedriver is missing ({@code apt-get
 * install chromium chromium-driver}; {@code .ci/run} installs them).
 */
class WebBrowserTest {
    private static final Path SCREENSHOTS = Path.of("target", "web-screenshots");
    private static final int MOST_TURNS = 400;
    /** A phrase of each game's "how to play" panel. */
    private static final Map<String, String> HOW_TO =
            Map.of("bargo", "wall (the red bar)", "gorogo", "two Henge", "baokigogo", "relay lap");

    private static Javalin server;
    private static ChromeDriver driver;
    private static Page page;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(
                Browser.installed(),
                "browser tests skipped: " + Browser.CHROMIUM + " or " + Browser.CHROMEDRIVER
                        + " is missing (apt-get install chromium chromium-driver)");
        server = WebServer.create(WebOptions.bot(30, 0)).start("localhost", 0);
        driver = Browser.start();
        Files.createDirectories(SCREENSHOTS);
        page = new Page(driver, server.port(), SCREENSHOTS);
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
        if (server != null) {
            server.stop();
        }
    }

    @Test
    void thePageStartsAGameOnLoadAndAnotherWhenTheGameIsChanged() {
        // The first game of the catalogue (ids in order: baokigogo) starts at once, its 48 holes
        // clickable and its panel shown; choosing GoRoGo starts a GoRoGo game.
        page.open();
        JsonNode state = page.state();
        assertEquals(
                page.get("/api/games").get(0).path("id").asText(),
                state.path("game").asText());
        assertEquals("baokigogo", state.path("game").asText());
        assertEquals(0, state.path("ply").asInt());
        assertEquals(48, page.all("svg.picture [data-target]").size());
        assertEquals(state.path("legalMoves").size(), page.all(".target.legal").size());
        assertHowTo("baokigogo");
        String first = page.gameId();
        new Select(driver.findElement(By.id("game"))).selectByValue("gorogo");
        page.waitIdle();
        assertNotEquals(first, page.gameId());
        assertEquals("gorogo", page.state().path("game").asText());
        assertHowTo("gorogo");
        assertTrue(page.text("lastMove").contains("No move yet"), page.text("lastMove"));
    }

    @Test
    void aGameGoesOnAfterTheServerRestarts(@TempDir Path folder) throws Exception {
        // Two people play the setup and one move of GoRoGo on a server keeping its games in a file;
        // the server stops and another starts on the same file and port. Reloading the page (its
        // address names the game) shows the same game at the same position, and play goes on.
        Path file = folder.resolve("games");
        Javalin first;
        int port;
        String id;
        JsonNode before;
        try (GameDatabase database = GameDatabase.file(file)) {
            first = WebServer.create(WebOptions.bot(30, 0), database).start("localhost", 0);
            port = first.port();
            Page here = new Page(driver, port, SCREENSHOTS);
            here.newGame("gorogo", "", false);
            here.type("Hc3");
            here.type("b2");
            id = here.gameId();
            before = here.state();
            assertEquals(2, before.path("ply").asInt());
            assertTrue(driver.getCurrentUrl().endsWith("#game=" + id), driver.getCurrentUrl());
            first.stop();
        }
        try (GameDatabase database = GameDatabase.file(file)) {
            Javalin second = WebServer.create(WebOptions.bot(30, 0), database).start("localhost", port);
            try {
                Page here = new Page(driver, port, SCREENSHOTS);
                here.reload();
                assertEquals(id, here.gameId());
                JsonNode after = here.state();
                assertEquals(
                        before.path("position").asText(), after.path("position").asText());
                assertEquals(2, after.path("ply").asInt());
                assertEquals(List.of("b2"), here.attributes(".target.last", "data-target"));
                assertTrue(here.text("lastMove").contains("b2"), here.text("lastMove"));
                here.type("d4");
                assertEquals(3, here.state().path("ply").asInt());
                assertEquals(id, here.gameId());
            } finally {
                second.stop();
            }
        }
    }

    @ParameterizedTest(name = "{0} {1} against the bot")
    @CsvSource({"bargo, base=3 komi=0", "gorogo, ''", "baokigogo, endless=draw"})
    void aPersonPlaysAWholeGameAgainstTheBot(String game, String rules) throws Exception {
        page.newGame(game, rules, true);
        assertHowTo(game);
        int turns = playToTheEnd(game);
        JsonNode state = page.state();
        String status = page.text("status");
        assertTrue(status.startsWith("Game over: "), status);
        assertTrue(status.endsWith(state.path("status").asText()), status + " / " + state.path("status"));
        assertTrue(
                page.text("record").contains("result: " + state.path("status").asText()), page.text("record"));
        assertLastMoveMarked(state);
        assertTrue(turns > 0);
        page.screenshot(game + "-vs-bot");
    }

    @Test
    void twoPeoplePlayAWholeGoRoGoGameOnOnePageWithAnUndo() throws Exception {
        page.newGame("gorogo", "", false);
        page.click(driver.findElement(By.cssSelector(".target.legal[data-target='c3']")));
        choose("Hc3");
        // The setup Henge's point is outlined as the last move.
        assertEquals(List.of("c3"), page.attributes(".target.last", "data-target"));
        page.click(driver.findElement(By.cssSelector(".target.legal[data-target='b2']")));
        choose("b2");
        assertEquals(List.of("b2"), page.attributes(".target.last", "data-target"));
        assertEquals(2, page.state().path("ply").asInt());
        page.click(driver.findElement(By.id("undo")));
        assertEquals(1, page.state().path("ply").asInt());
        assertEquals(List.of("c3"), page.attributes(".target.last", "data-target"));
        assertTrue(page.text("status").startsWith("Black to move"), page.text("status"));
        playToTheEnd("");
        JsonNode state = page.state();
        // The library, replaying the record the page shows, reaches the same end.
        GameRecord<?, ?> record =
                GameRecord.parse(GoRoGo.standard(), state.path("record").asText());
        assertEquals(state.path("ply").asInt(), record.moves().size());
        assertEquals(state.path("status").asText(), finalStatus(record));
        assertTrue(page.text("status").startsWith("Game over: "), page.text("status"));
        assertTrue(page.text("status").endsWith(state.path("status").asText()), page.text("status"));
        page.screenshot("gorogo-two-people");
    }

    @Test
    void aMoveTypedInNotationIsPlayedAndARefusalShowsTheApisMessage() {
        // Bargo base 3 between two people: "c9ne" is no cell of this board; the page shows the
        // API's own message. "c3ne" puts a piece on the centre with its wall to the north-east.
        page.newGame("bargo", "base=3 komi=0", false);
        page.type("c9ne");
        JsonNode refusal = page.refusal("c9ne");
        assertTrue(page.text("message").contains(refusal.path("message").asText()), page.text("message"));
        assertTrue(page.text("message").startsWith(refusal.path("error").asText() + ": "), page.text("message"));
        assertEquals(0, page.state().path("ply").asInt());
        page.type("c3ne");
        JsonNode state = page.state();
        assertEquals(1, state.path("ply").asInt());
        assertEquals("c3ne", state.path("lastMove").asText());
        assertEquals("", page.text("message"));
        assertEquals(List.of("c3"), page.attributes(".target.last", "data-target"));
        assertTrue(page.text("lastMove").contains("c3ne"), page.text("lastMove"));
    }

    @Test
    void baoKigogosLastSowingIsDrawnLapByLap() throws Exception {
        // South's a1 from the start relays eight laps round South's ring and captures a3 and a4
        // (traced in baokigogo's RulesExamplesTest); the page draws each lap through its holes.
        page.newGame("baokigogo", "endless=draw", false);
        page.click(driver.findElement(By.cssSelector(".target.legal[data-target='a1']")));
        JsonNode state = page.state();
        assertEquals(8, state.path("trail").path("lapCount").asInt());
        assertTrailDrawn(state);
        assertEquals(List.of("a3", "a4"), page.attributes(".trail .captured", "data-captured"));
        assertEquals(List.of("a1"), page.attributes(".target.last", "data-target"));
        page.screenshot("baokigogo-trail");
    }

    private static <S, M> String finalStatus(GameRecord<S, M> record) {
        return record.game().status(record.finalState()).notation();
    }

    /**
     * Plays the person's turns until the status says the game is over; returns the turns played.
     * With a name, saves a screenshot at the person's fifth turn, the legal targets lit.
     */
    private static int playToTheEnd(String name) throws IOException {
        for (int turn = 0; turn < MOST_TURNS; turn++) {
            if (driver.findElement(By.id("status")).getAttribute("class").contains("over")) {
                return turn;
            }
            JsonNode state = page.state();
            assertLastMoveMarked(state);
            if (state.path("game").asText().equals("baokigogo")) {
                assertTrailDrawn(state);
            }
            if (turn == 4 && !name.isEmpty()) {
                page.screenshot(name + "-playing");
            }
            List<WebElement> others = page.all("#others button.move");
            List<WebElement> targets = page.all(".target.legal");
            if (!others.isEmpty() && (turn % 2 == 1 || targets.isEmpty())) {
                page.click(others.get(0));
                continue;
            }
            assertFalse(targets.isEmpty(), "no legal target and no move button: " + page.text("status"));
            page.click(targets.get(0));
            List<WebElement> choices = page.all("#choices button.move");
            if (!choices.isEmpty()) {
                page.click(choices.get(0));
            }
        }
        throw new AssertionError("not over after " + MOST_TURNS + " turns: " + page.text("status"));
    }

    /** Exactly the target the API names for the last move is outlined; none for a pass or at the start. */
    private static void assertLastMoveMarked(JsonNode state) {
        String last = state.path("lastTarget").asText("");
        List<String> marked = page.attributes(".target.last", "data-target");
        assertEquals(
                last.isEmpty() ? List.of() : List.of(last),
                marked,
                state.path("lastMove").asText());
    }

    /** The page draws one line per lap of the API's trail, from the same hole through the same holes. */
    private static void assertTrailDrawn(JsonNode state) {
        JsonNode trail = state.path("trail");
        List<String> from = new ArrayList<>();
        List<String> holes = new ArrayList<>();
        for (JsonNode lap : trail.path("laps")) {
            from.add(lap.path("from").asText());
            List<String> sown = new ArrayList<>();
            lap.path("holes").forEach(hole -> sown.add(hole.asText()));
            holes.add(String.join(" ", sown));
        }
        assertEquals(
                from,
                page.attributes(".trail polyline.lap", "data-from"),
                state.path("lastMove").asText());
        assertEquals(holes, page.attributes(".trail polyline.lap", "data-holes"));
        List<String> captured = new ArrayList<>();
        trail.path("captures")
                .forEach(capture -> captured.add(capture.path("hole").asText()));
        assertEquals(captured, page.attributes(".trail .captured", "data-captured"));
    }

    /** Only the panel of the game shown is visible, and it says something of that game. */
    private static void assertHowTo(String game) {
        for (Map.Entry<String, String> entry : HOW_TO.entrySet()) {
            WebElement panel = driver.findElement(By.cssSelector("#howto [data-game='" + entry.getKey() + "']"));
            assertEquals(entry.getKey().equals(game), panel.isDisplayed(), entry.getKey());
        }
        assertTrue(page.text("howto").contains(HOW_TO.get(game)), page.text("howto"));
        assertTrue(page.text("howto").contains("The end."), page.text("howto"));
    }

    private static void choose(String move) {
        List<WebElement> choices = page.all("#choices button.move[data-move='" + move + "']");
        if (!choices.isEmpty()) {
            page.click(choices.get(0));
        }
    }
}
