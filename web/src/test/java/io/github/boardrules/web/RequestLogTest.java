package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.web.testing.RemoteApi;
import io.github.boardrules.web.testing.ServerProcess;
import java.time.Duration;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The server's log as a platform sees it, from a server in a process of its own with the binding
 * of the tests (slf4j-simple on standard error) and the request lines turned on: one line per
 * request, and a failure at ERROR with its cause.
 */
class RequestLogTest {
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final RemoteApi API = new RemoteApi();

    @Test
    void eachRequestIsOneLineAndAFailureIsLoggedWithItsCause() throws Exception {
        try (ServerProcess server = ServerProcess.start(
                "jdbc:h2:mem:log;DB_CLOSE_DELAY=-1", "-Dorg.slf4j.simpleLogger.log." + RequestLog.NAME + "=info")) {
            assertEquals(200, API.send(server.url(), "GET", "/api/games", "").status());
            assertEquals(
                    400,
                    API.send(server.url(), "POST", "/api/games", "{\"game\":\"chess\"}")
                            .status());
            // Method, path, status and whole milliseconds, on the logger of its own.
            server.process()
                    .awaitErr(
                            Pattern.compile("INFO requests - GET /api/games 200 \\d+ ms")
                                    .asMatchPredicate(),
                            WAIT);
            server.process()
                    .awaitErr(
                            Pattern.compile("INFO requests - POST /api/games 400 \\d+ ms")
                                    .asMatchPredicate(),
                            WAIT);

            server.process().println("close-database");
            server.process().awaitOut("database closed"::equals, WAIT);
            assertEquals(503, API.send(server.url(), "GET", "/api/games/k3", "").status());
            server.process()
                    .awaitErr(
                            "ERROR WebServer - GET /api/games/k3 failed: the games' database did not answer"::equals,
                            WAIT);
            // The exception and its cause follow the line.
            server.process()
                    .awaitErr(line -> line.startsWith(StorageException.class.getName() + ": cannot read"), WAIT);
            server.process()
                    .awaitErr(
                            Pattern.compile("INFO requests - GET /api/games/k3 503 \\d+ ms")
                                    .asMatchPredicate(),
                            WAIT);
        }
    }
}
