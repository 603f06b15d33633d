package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ply a client may send with a change: a change at another ply is refused with 409 {@code
 * stale-ply} and the current state, as is a change that another server wrote first.
 */
class WebPlyTest {
    @Test
    void aMoveAtTheSeenPlyIsPlayedAndOneAtAnOldPlyGetsTheCurrentState() {
        try (GameDatabase database = GameDatabase.inMemory()) {
            Servers.on(database, WebApiTest.FAST_BOT, Clock.systemUTC(), api -> {
                String id = api.create("{\"game\":\"gorogo\"}").path("id").asText();
                String moves = "/api/games/" + id + "/moves";
                assertEquals(
                        1,
                        api.post(moves, "{\"move\":\"Hc3\",\"ply\":0}")
                                .expect(200)
                                .path("ply")
                                .asInt());
                // A second client saw ply 0 too and sends its own move: refused, with where the game is.
                JsonNode stale = api.post(moves, "{\"move\":\"Hd4\",\"ply\":0}").expect(409);
                assertEquals("stale-ply", stale.path("error").asText());
                assertEquals("ply", stale.path("field").asText());
                assertEquals(
                        "the game is at ply 1, not at ply 0",
                        stale.path("message").asText());
                JsonNode current = api.get("/api/games/" + id).expect(200);
                assertEquals(current, stale.path("state"));
                assertEquals(1, current.path("ply").asInt());
                // Without a ply, as before: no check.
                assertEquals(2, api.play(id, "b2").path("ply").asInt());
            });
        }
    }

    @Test
    void theVersionCatchesAnUndoAndAnotherMoveThatBringThePlyBack() {
        // A client sees the game after the setup Hc3 (ply 1, version 1). Meanwhile another client
        // takes it back and sets up on d4 instead: ply 1 again, but version 3. The first client's
        // move sent with the ply it saw would be played into a position it never saw; sent with
        // the version, it is refused with the game as it now is.
        try (GameDatabase database = GameDatabase.inMemory()) {
            Servers.on(database, WebApiTest.FAST_BOT, Clock.systemUTC(), api -> {
                JsonNode created = api.create("{\"game\":\"gorogo\"}");
                String id = created.path("id").asText();
                assertEquals(0, created.path("version").asLong());
                JsonNode seen = api.play(id, "Hc3");
                assertEquals(1, seen.path("version").asLong());
                api.post("/api/games/" + id + "/undo", "").expect(200);
                JsonNode now = api.play(id, "Hd4");
                assertEquals(seen.path("ply").asInt(), now.path("ply").asInt());
                assertEquals(3, now.path("version").asLong());
                String moves = "/api/games/" + id + "/moves";
                JsonNode stale =
                        api.post(moves, "{\"move\":\"b2\",\"version\":1}").expect(409);
                assertEquals("stale-ply", stale.path("error").asText());
                assertEquals("version", stale.path("field").asText());
                assertEquals(now, stale.path("state"));
                assertEquals(now, api.get("/api/games/" + id).expect(200));
                // With the version it saw, the second client plays on.
                assertEquals(
                        4,
                        api.post(moves, "{\"move\":\"b2\",\"version\":3,\"ply\":1}")
                                .expect(200)
                                .path("version")
                                .asLong());
                Api.Reply bad = api.post(moves, "{\"move\":\"c2\",\"version\":-1}");
                assertEquals(400, bad.code());
                assertEquals("version", bad.json().path("field").asText());
            });
        }
    }

    @Test
    void undoBotAndResignCheckThePlyTooAndChangeNothingWhenItIsOld() {
        try (GameDatabase database = GameDatabase.inMemory()) {
            Servers.on(database, WebApiTest.FAST_BOT, Clock.systemUTC(), api -> {
                String id = api.create("{\"game\":\"baokigogo\",\"seed\":3}")
                        .path("id")
                        .asText();
                String base = "/api/games/" + id;
                api.post(base + "/bot", "{\"ply\":0}").expect(200);
                JsonNode before = api.get(base).expect(200);
                for (String path : List.of("/undo", "/bot", "/resign")) {
                    JsonNode stale = api.post(base + path, "{\"ply\":0}").expect(409);
                    assertEquals("stale-ply", stale.path("error").asText(), path);
                    assertEquals(before, stale.path("state"), path);
                }
                assertEquals(before, api.get(base).expect(200));
                assertEquals(
                        0,
                        api.post(base + "/undo", "{\"ply\":1}")
                                .expect(200)
                                .path("ply")
                                .asInt());
                JsonNode resigned = api.post(base + "/resign", "{\"ply\":0}").expect(200);
                assertEquals("resignation", resigned.path("reason").asText());
            });
        }
    }

    @Test
    void aPlyThatIsNotAWholeNumberIsABadRequest() {
        try (GameDatabase database = GameDatabase.inMemory()) {
            Servers.on(database, WebApiTest.FAST_BOT, Clock.systemUTC(), api -> {
                String id = api.create("{\"game\":\"gorogo\"}").path("id").asText();
                for (String ply : List.of("\"0\"", "-1", "0.5", "4294967296", "true", "[]")) {
                    Api.Reply reply = api.post("/api/games/" + id + "/moves", "{\"move\":\"Hc3\",\"ply\":" + ply + "}");
                    assertEquals(400, reply.code(), ply);
                    assertEquals("bad-request", reply.error(), ply);
                    assertEquals("ply", reply.json().path("field").asText(), ply);
                }
                assertEquals(
                        0, api.get("/api/games/" + id).expect(200).path("ply").asInt());
            });
        }
    }

    /**
     * Two stores on one database, as two servers: while one is between reading the game and
     * writing its move (where the bot thinks), the other writes first. The first one's write names
     * a version that is gone: refused with the state the other one made, and nothing of its own
     * written.
     */
    @Test
    void theServerThatWritesSecondGetsStalePlyWithTheStateTheFirstWrote() {
        try (GameDatabase database = GameDatabase.inMemory()) {
            GameStore slow = store(database);
            GameStore fast = store(database);
            String id = slow.create("gorogo", null, null, 1L).id();
            ApiError lost = assertThrows(
                    ApiError.class,
                    () -> slow.change(id, Expected.ANY, game -> {
                        fast.change(id, Expected.ANY, other -> other.play("Hc3"));
                        return game.play("Hd4");
                    }));
            assertEquals(409, lost.status());
            assertEquals("stale-ply", lost.body().error());
            StateView current = fast.get(id).view();
            assertEquals(current, lost.body().state());
            assertEquals(1, current.ply());
            assertEquals("another request changed the game first; it is now at ply 1", lost.getMessage());
            // The slow store reads the fast one's move and plays on from it.
            assertEquals(
                    2,
                    slow.change(id, new Expected(1, null), game -> game.play("b2"))
                            .ply());
        }
    }

    private static GameStore store(GameDatabase database) {
        return new GameStore(
                WebServer.available(),
                WebApiTest.FAST_BOT,
                new GameRepository(database.dataSource()),
                Clock.systemUTC());
    }
}
