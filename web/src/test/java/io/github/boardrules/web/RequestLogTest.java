package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.web.testing.ServerProcess;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
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
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @Test
    void eachRequestIsOneLineAndAFailureIsLoggedWithItsCause() throws Exception {
        try (ServerProcess server = ServerProcess.start(
                "jdbc:h2:mem:log;DB_CLOSE_DELAY=-1", "-Dorg.slf4j.simpleLogger.log." + RequestLog.NAME + "=info")) {
            assertEquals(200, send(server, "GET", "/api/games", "").statusCode());
            assertEquals(
                    400,
                    send(server, "POST", "/api/games", "{\"game\":\"chess\"}").statusCode());
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
            assertEquals(503, send(server, "GET", "/api/games/k3", "").statusCode());
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

    private static HttpResponse<String> send(ServerProcess server, String method, String path, String body)
            throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(server.url() + path))
                .method(method, HttpRequest.BodyPublishers.ofString(body))
                .build();
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }
}
