package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.boardrules.web.testing.TestPostgres;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Games kept in a database: back after a restart, shared by servers on one database, and a row
 * that does not replay refused with a clear error and one log line.
 */
class WebStorageTest {
    private static final Clock CLOCK = Clock.systemUTC();

    @TempDir
    Path folder;

    @Test
    void everyGameIsBackAfterARestartOnTheSameFile() {
        Path file = folder.resolve("games");
        Map<String, JsonNode> before = new LinkedHashMap<>();
        List<JsonNode> botAnswers = new ArrayList<>();
        try (GameDatabase database = GameDatabase.file(file)) {
            Servers.on(database, WebApiTest.FAST_BOT, CLOCK, api -> {
                String gorogo = api.create("{\"game\":\"gorogo\"}").path("id").asText();
                for (String move : List.of("Hc3", "b2", "d4")) {
                    api.play(gorogo, move);
                }
                // A move taken back: the stored ply is 1, the stored version 3.
                String bargo = api.create("{\"game\":\"bargo\",\"rules\":\"base=3 komi=2\"}")
                        .path("id")
                        .asText();
                api.play(bargo, "b2e");
                api.play(bargo, "button");
                api.post("/api/games/" + bargo + "/undo").expect(200);
                String resigned = api.create("{\"game\":\"gorogo\"}").path("id").asText();
                api.play(resigned, "Hc3");
                api.post("/api/games/" + resigned + "/resign", "{\"player\":\"w\"}")
                        .expect(200);
                // The bot's answer, then taken back: after the restart the bot must answer the same.
                String bao = api.create("{\"game\":\"baokigogo\",\"seed\":5}")
                        .path("id")
                        .asText();
                botAnswers.add(api.post("/api/games/" + bao + "/bot").expect(200));
                api.post("/api/games/" + bao + "/undo").expect(200);
                for (String id : List.of(gorogo, bargo, resigned, bao)) {
                    before.put(id, api.get("/api/games/" + id).expect(200));
                }
            });
        }
        try (GameDatabase database = GameDatabase.file(file)) {
            Servers.on(database, WebApiTest.FAST_BOT, CLOCK, api -> {
                // Replayed from the records: the same states, picture and record included.
                for (Map.Entry<String, JsonNode> game : before.entrySet()) {
                    assertEquals(
                            game.getValue(),
                            api.get("/api/games/" + game.getKey()).expect(200));
                }
                String bao = new ArrayList<>(before.keySet()).get(3);
                // The same answer at a later version: created 0, bot 1, undo 2, this bot move 3.
                JsonNode again = api.post("/api/games/" + bao + "/bot").expect(200);
                assertEquals(1, botAnswers.get(0).path("version").asLong());
                assertEquals(3, again.path("version").asLong());
                assertEquals(Api.withoutVersion(botAnswers.get(0)), Api.withoutVersion(again));
                // And play goes on.
                String gorogo = before.keySet().iterator().next();
                assertEquals(4, api.play(gorogo, "e5").path("ply").asInt());
            });
        }
    }

    /** Two servers with a pool each on one database: each sees the other's changes at once. */
    @ParameterizedTest
    @ValueSource(strings = {TestDatabases.H2_FILE, TestDatabases.POSTGRESQL})
    void twoServersOnOneDatabaseServeTheSameGames(String kind) {
        try (TestDatabases.Opened first = TestDatabases.open(kind, folder);
                GameDatabase second = reopen(kind, first)) {
            Servers.on(first.database(), second, WebApiTest.FAST_BOT, CLOCK, (a, b) -> {
                String id = a.create("{\"game\":\"gorogo\"}").path("id").asText();
                a.play(id, "Hc3");
                // b has not seen the game: it replays it from the row.
                assertEquals(
                        a.get("/api/games/" + id).expect(200),
                        b.get("/api/games/" + id).expect(200));
                b.play(id, "b2");
                // a has the game cached at the version before b's move: it reads b's move.
                JsonNode afterB = a.get("/api/games/" + id).expect(200);
                assertEquals(2, afterB.path("ply").asInt());
                assertTrue(afterB.path("record").asText().contains("moves: Hc3 b2\n"));
                // An undo on a and a different move on b bring back ply 2 with another position:
                // a reads the version, not the ply, so it sees the new position.
                a.post("/api/games/" + id + "/undo").expect(200);
                b.play(id, "d4");
                assertEquals(
                        b.get("/api/games/" + id).expect(200),
                        a.get("/api/games/" + id).expect(200));
                assertTrue(a.get("/api/games/" + id + "/record").text().contains("moves: Hc3 d4\n"));
                assertEquals(204, a.delete("/api/games/" + id).code());
                assertEquals("no-such-game", b.get("/api/games/" + id).error());
            });
        }
    }

    private static GameDatabase reopen(String kind, TestDatabases.Opened opened) {
        if (kind.equals(TestDatabases.H2_FILE)) {
            // Within one JVM H2 shares the open file: a second pool on it, like a second server.
            return GameDatabase.open(
                    "jdbc:h2:file:" + opened.database().location().replace(".mv.db", ""), null, null);
        }
        TestPostgres.Schema schema = opened.schema();
        if (schema == null) {
            throw new IllegalArgumentException(kind);
        }
        return GameDatabase.open(schema.url(), null, null);
    }

    @Test
    void aRowThatDoesNotReplayIsRefusedWithItsCauseAndLoggedOnce() throws Exception {
        try (GameDatabase database = GameDatabase.inMemory()) {
            Servers.on(database, WebApiTest.FAST_BOT, CLOCK, api -> {
                String illegal = api.create("{\"game\":\"gorogo\"}").path("id").asText();
                String moved = api.create("{\"game\":\"gorogo\"}").path("id").asText();
                String unknown = api.create("{\"game\":\"gorogo\"}").path("id").asText();
                for (String id : List.of(illegal, moved, unknown)) {
                    api.play(id, "Hc3");
                    api.play(id, "b2");
                }
                // Corrupted behind the server's back (a version bump, as any writer makes): b2
                // twice, a position the moves do not lead to, a game this server does not have.
                corrupt(database, illegal, "moves = 'Hc3 b2 b2', ply = 3");
                corrupt(database, moved, "position = 'not the position'");
                corrupt(database, unknown, "game = 'chess'");
                Map<String, String> causes = Map.of(
                        illegal, "move 3 'b2' is refused: occupied",
                        moved, "its moves lead to '",
                        unknown, "no game 'chess' on this server");
                for (Map.Entry<String, String> game : causes.entrySet()) {
                    String id = game.getKey();
                    String log = LogCapture.during(() -> {
                        for (String path : List.of("", "/record")) {
                            Api.Reply reply = api.get("/api/games/" + id + path);
                            assertEquals(409, reply.code(), reply.text());
                            assertEquals("unreplayable-game", reply.error());
                            assertTrue(reply.json().path("message").asText().contains(game.getValue()), reply.text());
                        }
                        Api.Reply move = api.post("/api/games/" + id + "/moves", "{\"move\":\"c3\"}");
                        assertEquals("unreplayable-game", move.error());
                    });
                    // One WARN line naming the game and the cause, for three requests.
                    List<String> lines = log.lines()
                            .filter(line -> line.contains("WARN") && line.contains(id))
                            .toList();
                    assertEquals(1, lines.size(), log);
                    assertTrue(lines.get(0).contains(game.getValue()), lines.get(0));
                    // It can still be deleted.
                    assertEquals(204, api.delete("/api/games/" + id).code());
                }
            });
        }
    }

    private static void corrupt(GameDatabase database, String id, String set) throws SQLException {
        try (Connection connection = database.dataSource().getConnection();
                PreparedStatement update = connection.prepareStatement(
                        "UPDATE games SET " + set + ", version = version + 1 WHERE id = ?")) {
            update.setString(1, id);
            assertEquals(1, update.executeUpdate());
        }
    }

    @Test
    void aDatabaseThatFailsIs503AndLoggedWithItsCause() throws Exception {
        GameDatabase database = GameDatabase.inMemory();
        Servers.on(database, WebApiTest.FAST_BOT, CLOCK, api -> {
            String id = api.create("{\"game\":\"gorogo\"}").path("id").asText();
            database.close();
            String log = LogCapture.during(() -> {
                Api.Reply reply = api.get("/api/games/" + id);
                assertEquals(503, reply.code(), reply.text());
                assertEquals("storage-unavailable", reply.error());
            });
            // The request line at ERROR, then the exception with the pool's cause.
            assertTrue(log.contains("ERROR WebServer - GET /api/games/" + id + " failed"), log);
            assertTrue(log.contains("StorageException: cannot read"), log);
            assertTrue(log.contains("has been closed"), log);
            assertFalse(log.contains("NullPointerException"), log);
        });
    }
}
