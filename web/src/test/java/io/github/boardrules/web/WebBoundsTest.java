package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** What a client can make the server hold: the body of a request, the games, and for how long. */
class WebBoundsTest {
    private static final String CREATE = "{\"game\":\"gorogo\"}";

    /** A creation request padded with spaces after the JSON to a size in bytes. */
    private static String padded(int bytes) {
        return CREATE + " ".repeat(bytes - CREATE.length());
    }

    @Test
    void aBodyOfTheLimitIsReadAndOneByteMoreIs413() {
        try (GameDatabase database = GameDatabase.inMemory()) {
            Servers.on(database, WebApiTest.FAST_BOT, Clock.systemUTC(), api -> {
                api.post("/api/games", padded(WebServer.MAX_BODY_BYTES)).expect(201);
                JsonNode tooLarge = api.post("/api/games", padded(WebServer.MAX_BODY_BYTES + 1))
                        .expect(413);
                assertEquals("body-too-large", tooLarge.path("error").asText());
                assertEquals(
                        "the request body is over 65536 bytes",
                        tooLarge.path("message").asText());
                // Sent in chunks, without a length: the server counts as it reads.
                HttpRequest chunked = HttpRequest.newBuilder(
                                URI.create(api.client().getOrigin() + "/api/games"))
                        .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(
                                padded(WebServer.MAX_BODY_BYTES + 1).getBytes(StandardCharsets.UTF_8))))
                        .build();
                HttpResponse<String> reply =
                        HttpClient.newHttpClient().send(chunked, HttpResponse.BodyHandlers.ofString());
                assertEquals(413, reply.statusCode(), reply.body());
                assertEquals("body-too-large", new Api.Reply(413, reply.body()).error());
                // Only the first request made a game.
                assertEquals(1, new GameRepository(database.dataSource()).count());
            });
        }
    }

    @Test
    void theGameLimitCountsTheGamesStoredByEveryServer() {
        WebOptions three = new WebOptions(40, 0, 3);
        try (GameDatabase database = GameDatabase.inMemory()) {
            Servers.on(database, database, three, Clock.systemUTC(), (a, b) -> {
                String first = a.create(CREATE).path("id").asText();
                a.create(CREATE);
                b.create(CREATE);
                for (Api api : new Api[] {a, b}) {
                    Api.Reply full = api.post("/api/games", CREATE);
                    assertEquals(409, full.code());
                    assertEquals("too-many-games", full.error());
                }
                assertEquals(204, b.delete("/api/games/" + first).code());
                b.create(CREATE);
            });
            // A server started later on the same database finds it full too.
            Servers.on(
                    database,
                    three,
                    Clock.systemUTC(),
                    api -> assertEquals(
                            "too-many-games", api.post("/api/games", CREATE).error()));
        }
    }

    @Test
    void gamesUnchangedForTheIdleDaysAreDeletedWhenAServerStarts() {
        WebOptions idleAfter30Days = new WebOptions(40, 0, 100, 30);
        MovableClock clock = new MovableClock(Instant.parse("2026-12-01T12:00:00Z"));
        try (GameDatabase database = GameDatabase.inMemory()) {
            String[] ids = new String[3];
            Servers.on(database, idleAfter30Days, clock, api -> {
                ids[0] = api.create(CREATE).path("id").asText();
                ids[1] = api.create(CREATE).path("id").asText();
                ids[2] = api.create(CREATE).path("id").asText();
                clock.advance(Duration.ofDays(20));
                // A move on day 20 and a look on day 20: the move counts as a change, the look not.
                api.play(ids[1], "Hc3");
                api.get("/api/games/" + ids[2]).expect(200);
            });
            // Day 30 exactly: nothing is more than 30 days idle.
            clock.advance(Duration.ofDays(10));
            Servers.on(database, idleAfter30Days, clock, api -> {
                for (String id : ids) {
                    api.get("/api/games/" + id).expect(200);
                }
            });
            // Day 31: the games unchanged since day 0 are gone; the one moved on day 20 stays.
            clock.advance(Duration.ofDays(1));
            Servers.on(database, idleAfter30Days, clock, api -> {
                assertEquals("no-such-game", api.get("/api/games/" + ids[0]).error());
                assertEquals("no-such-game", api.get("/api/games/" + ids[2]).error());
                assertEquals(
                        1,
                        api.get("/api/games/" + ids[1]).expect(200).path("ply").asInt());
            });
        }
    }

    @Test
    void theHourlySweepDeletesWhatHasBecomeIdleSinceTheStart() {
        MovableClock clock = new MovableClock(Instant.parse("2026-12-01T12:00:00Z"));
        try (GameDatabase database = GameDatabase.inMemory()) {
            GameStore store = new GameStore(
                    WebServer.available(),
                    new WebOptions(40, 0, 100, 1),
                    new GameRepository(database.dataSource()),
                    clock);
            String id = store.create("gorogo", null, null, 1L).id();
            assertEquals(0, store.deleteIdleGames());
            clock.advance(Duration.ofDays(1).plusSeconds(1));
            assertEquals(1, store.deleteIdleGames());
            ApiError gone = assertThrows(ApiError.class, () -> store.get(id));
            assertEquals("no-such-game", gone.body().error());
        }
    }
}
