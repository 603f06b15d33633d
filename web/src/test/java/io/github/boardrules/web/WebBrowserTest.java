package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.gorogo.GoRoGo;
import io.javalin.Javalin;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * A real browser plays whole games on the page by clicking: headless Chromium through Selenium,
 * against the server on a free port. The person clicks the first lit target (then the first offered
 * move, e.g. Bargo's first legal wall), or, on every other turn, a move button such as Bargo's
 * {@code button} or {@code pass} when one is offered; the bot's seed makes every game the same.
 * Screenshots land in {@code target/web-screenshots}. Skipped when Chromium or chromedriver is
 * missing ({@code apt-get install chromium chromium-driver}; {@code .ci/run} installs them).
 */
class WebBrowserTest {
    private static final Path SCREENSHOTS = Path.of("target", "web-screenshots");
    private static final int MOST_TURNS = 400;
    private static final ObjectMapper JSON = new ObjectMapper();

    private static Javalin server;
    private static ChromeDriver driver;

    @BeforeAll
    static void start() throws IOException {
        assumeTrue(
                Browser.installed(),
                "browser tests skipped: " + Browser.CHROMIUM + " or " + Browser.CHROMEDRIVER
                        + " is missing (apt-get install chromium chromium-driver)");
        server = WebServer.create(WebOptions.bot(30, 0)).start("localhost", 0);
        driver = Browser.start();
        Files.createDirectories(SCREENSHOTS);
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

    @ParameterizedTest(name = "{0} {1} against the bot")
    @CsvSource({"bargo, base=3 komi=0", "gorogo, ''", "baokigogo, endless=draw"})
    void aPersonPlaysAWholeGameAgainstTheBot(String game, String rules) throws Exception {
        newGame(game, rules, true);
        int turns = playToTheEnd(game);
        JsonNode state = serverState();
        String status = text("status");
        assertTrue(status.startsWith("Game over: "), status);
        assertTrue(status.endsWith(state.path("status").asText()), status + " / " + state.path("status"));
        assertTrue(text("record").contains("result: " + state.path("status").asText()), text("record"));
        assertTrue(turns > 0);
        screenshot(game + "-vs-bot");
    }

    @Test
    void twoPeoplePlayAWholeGoRoGoGameOnOnePageWithAnUndo() throws Exception {
        newGame("gorogo", "", false);
        click(driver.findElement(By.cssSelector(".target.legal[data-target='c3']")));
        choose("Hc3");
        click(driver.findElement(By.cssSelector(".target.legal[data-target='b2']")));
        choose("b2");
        assertEquals(2, serverState().path("ply").asInt());
        click(driver.findElement(By.id("undo")));
        assertEquals(1, serverState().path("ply").asInt());
        assertTrue(text("status").startsWith("Black to move"), text("status"));
        playToTheEnd("");
        JsonNode state = serverState();
        // The library, replaying the record the page shows, reaches the same end.
        GameRecord<?, ?> record =
                GameRecord.parse(GoRoGo.standard(), state.path("record").asText());
        assertEquals(state.path("ply").asInt(), record.moves().size());
        assertEquals(state.path("status").asText(), finalStatus(record));
        assertTrue(text("status").startsWith("Game over: "), text("status"));
        assertTrue(text("status").endsWith(state.path("status").asText()), text("status"));
        screenshot("gorogo-two-people");
    }

    private static <S, M> String finalStatus(GameRecord<S, M> record) {
        return record.game().status(record.finalState()).notation();
    }

    private static void newGame(String game, String rules, boolean bot) {
        driver.get("http://localhost:" + server.port() + "/");
        waitIdle();
        Browser.waitOn(driver)
                .until(d -> !d.findElements(By.cssSelector("#game option")).isEmpty());
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        WebElement rulesField = driver.findElement(By.id("rules"));
        rulesField.clear();
        rulesField.sendKeys(rules);
        WebElement botBox = driver.findElement(By.id("bot"));
        if (botBox.isSelected() != bot) {
            botBox.click();
        }
        WebElement seed = driver.findElement(By.id("seed"));
        seed.clear();
        seed.sendKeys("5");
        click(driver.findElement(By.id("new")));
        assertEquals(game, serverState().path("game").asText());
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
            if (turn == 4 && !name.isEmpty()) {
                screenshot(name + "-playing");
            }
            List<WebElement> others = driver.findElements(By.cssSelector("#others button.move"));
            List<WebElement> targets = driver.findElements(By.cssSelector(".target.legal"));
            if (!others.isEmpty() && (turn % 2 == 1 || targets.isEmpty())) {
                click(others.get(0));
                continue;
            }
            assertTrue(!targets.isEmpty(), "no legal target and no move button: " + text("status"));
            click(targets.get(0));
            List<WebElement> choices = driver.findElements(By.cssSelector("#choices button.move"));
            if (!choices.isEmpty()) {
                click(choices.get(0));
            }
        }
        throw new AssertionError("not over after " + MOST_TURNS + " turns: " + text("status"));
    }

    private static void choose(String move) {
        List<WebElement> choices =
                driver.findElements(By.cssSelector("#choices button.move[data-move='" + move + "']"));
        if (!choices.isEmpty()) {
            click(choices.get(0));
        }
    }

    /** Clicks, then waits until the page has the server's answer (and the bot's). */
    private static void click(WebElement element) {
        element.click();
        waitIdle();
    }

    private static void waitIdle() {
        Browser.waitOn(driver)
                .until(d -> "0".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
    }

    private static String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    /** The state of the page's game, asked from the API directly. */
    private static JsonNode serverState() {
        String id = driver.findElement(By.tagName("body")).getAttribute("data-game-id");
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create("http://localhost:" + server.port() + "/api/games/" + id))
                .build();
        try {
            HttpResponse<String> response =
                    HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), response.body());
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    private static void screenshot(String name) throws IOException {
        Path shot = driver.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
}
