package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;

/**
 * The page as the browser test drives it: open it, set up a game, click and wait until the page
 * has the server's answer (and the bot's), read what it shows, and ask the API directly what the
 * page's game really is.
 */
final class Page {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final ChromeDriver driver;
    private final int port;
    private final Path screenshots;

    Page(ChromeDriver driver, int port, Path screenshots) {
        this.driver = driver;
        this.port = port;
        this.screenshots = screenshots;
    }

    /** Loads the page and waits until the game it starts on its own is there. */
    void open() {
        driver.get("http://localhost:" + port + "/");
        waitIdle();
        Browser.waitOn(driver).until(d -> !gameId().isEmpty());
    }

    /** Reloads the page at the address it shows (which names its game) and waits until it is ready. */
    void reload() {
        driver.navigate().refresh();
        waitIdle();
        Browser.waitOn(driver).until(d -> !gameId().isEmpty());
    }

    /** Opens the page and starts a game with these settings and the bot's seed 5. */
    void newGame(String game, String rules, boolean bot) {
        open();
        new Select(driver.findElement(By.id("game"))).selectByValue(game);
        waitIdle();
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
        assertEquals(game, state().path("game").asText());
    }

    /** Clicks, then waits until the page has the server's answer (and the bot's). */
    void click(WebElement element) {
        element.click();
        waitIdle();
    }

    /** Types a move into the notation box and sends it. */
    void type(String move) {
        WebElement box = driver.findElement(By.id("moveText"));
        box.clear();
        box.sendKeys(move);
        click(driver.findElement(By.id("sendMove")));
    }

    void waitIdle() {
        Browser.waitOn(driver)
                .until(d -> "0".equals(d.findElement(By.tagName("body")).getAttribute("data-busy")));
    }

    String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    List<WebElement> all(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    /** The names of the elements matching a selector, read from one of their attributes. */
    List<String> attributes(String css, String attribute) {
        List<String> values = new ArrayList<>();
        for (WebElement element : all(css)) {
            values.add(element.getAttribute(attribute));
        }
        return values;
    }

    String gameId() {
        String id = driver.findElement(By.tagName("body")).getAttribute("data-game-id");
        return id == null ? "" : id;
    }

    /** The state of the page's game, asked from the API directly. */
    JsonNode state() {
        JsonNode state = get("/api/games/" + gameId());
        assertEquals(gameId(), state.path("id").asText(), state.toString());
        return state;
    }

    /** A refused move's body, asked from the API directly (a refusal changes nothing). */
    JsonNode refusal(String move) {
        return send(HttpRequest.newBuilder(uri("/api/games/" + gameId() + "/moves"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"move\":\"" + move + "\"}"))
                .build());
    }

    JsonNode get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).build());
    }

    void screenshot(String name) throws IOException {
        Path shot = driver.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, screenshots.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    private URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }

    private static JsonNode send(HttpRequest request) {
        try {
            HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
