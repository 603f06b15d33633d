package io.github.boardrules.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Debian's headless Chromium driven by Debian's chromedriver (Selenium Manager cannot download
 * browsers here), with a fresh profile and nothing that reaches the network.
 */
final class Browser {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    /** The longest wait for the page or the browser. */
    static final Duration WAIT = Duration.ofSeconds(120);
    /**
     * How often a wait looks again: Selenium's default of half a second would dominate a game of
     * a few hundred clicks whose answers come back in milliseconds.
     */
    private static final Duration POLL = Duration.ofMillis(10);

    private Browser() {}

    /** Whether both programs are installed; the browser tests are skipped otherwise. */
    static boolean installed() {
        return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
    }

    /** A wait of at most {@link #WAIT} that looks at the page every few milliseconds. */
    static WebDriverWait waitOn(ChromeDriver driver) {
        return new WebDriverWait(driver, WAIT, POLL);
    }

    static ChromeDriver start() {
        Path profile;
        try {
            profile = Files.createTempDirectory("boardrules-chromium");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--window-size=1280,1000",
                "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        // Generous: on a shared machine that stalls, the browser may not answer for a while.
        driver.manage().timeouts().scriptTimeout(WAIT);
        return driver;
    }
}
