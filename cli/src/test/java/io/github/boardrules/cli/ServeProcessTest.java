package io.github.boardrules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.boardrules.web.testing.JavaProcess;
import io.github.boardrules.web.testing.RemoteApi;
import io.github.boardrules.web.testing.TestPostgres;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve} as people run it, in a process of its own: where it keeps its games, what it logs,
 * and that a game survives {@code kill -9} and a restart on the same file.
 */
class ServeProcessTest {
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final RemoteApi API = new RemoteApi();
    private static final String GAMES_IN = "boardrules serve: games in ";
    private static final Pattern LISTENING =
            Pattern.compile("boardrules serve: http://localhost:(\\d+)/ \\(Ctrl-C stops\\)");

    /** A running {@code serve} and its address. */
    private record Serve(JavaProcess process, String stored, String url) implements AutoCloseable {
        @Override
        public void close() {
            process.close();
        }
    }

    private static Serve serve(List<String> jvmOptions, String... options) {
        List<String> args = new ArrayList<>(List.of("serve", "--port", "0", "--bot-playouts", "20"));
        args.addAll(List.of(options));
        JavaProcess process = JavaProcess.start(jvmOptions, BoardrulesCli.class.getName(), args);
        try {
            String stored = process.awaitOut(line -> line.startsWith(GAMES_IN), WAIT);
            String listening = process.awaitOut(LISTENING.asMatchPredicate(), WAIT);
            var port = LISTENING.matcher(listening);
            assertTrue(port.matches());
            return new Serve(process, stored.substring(GAMES_IN.length()), "http://localhost:" + port.group(1));
        } catch (AssertionError e) {
            process.close();
            throw e;
        }
    }

    @Test
    void withNoOptionsGamesGoToTheHomeFolderAndSurviveAKillQuietly(@TempDir Path home) throws Exception {
        List<String> inHome = List.of("-Duser.home=" + home);
        String id;
        try (Serve first = serve(inHome)) {
            assertEquals(home.resolve(".boardrules").resolve("games.mv.db").toString(), first.stored());
            id = send(first, "POST", "/api/games", "{\"game\":\"gorogo\"}")
                    .path("id")
                    .asText();
            for (String move : List.of("Hc3", "b2", "d4")) {
                send(first, "POST", "/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}");
            }
            first.process().kill();
            // Quiet by default: no request lines, nothing from the pool, the migrations or Jetty.
            assertEquals(List.of(), first.process().errLines());
        }
        try (Serve second = serve(inHome)) {
            JsonNode state = send(second, "GET", "/api/games/" + id, "");
            assertEquals(3, state.path("ply").asInt());
            assertTrue(state.path("record").asText().contains("moves: Hc3 b2 d4\n"), state.toString());
            assertEquals(List.of(), second.process().errLines());
        }
    }

    @Test
    void verboseLogsOneLinePerRequest(@TempDir Path folder) throws Exception {
        try (Serve server = serve(List.of(), "--db", folder.resolve("games").toString(), "--verbose")) {
            assertEquals(folder.resolve("games.mv.db").toString(), server.stored());
            send(server, "GET", "/api/games", "");
            server.process()
                    .awaitErr(
                            Pattern.compile(".* INFO requests - GET /api/games 200 \\d+ ms")
                                    .asMatchPredicate(),
                            WAIT);
        }
    }

    @Test
    void aPostgresqlDatabaseIsUsedAndShownWithoutItsPassword() throws Exception {
        try (TestPostgres.Schema schema = TestPostgres.freshSchema();
                Serve server = serve(List.of(), "--db", schema.url())) {
            assertEquals(schema.url().replace("password=boardrules", "password=***"), server.stored());
            String id = send(server, "POST", "/api/games", "{\"game\":\"bargo\"}")
                    .path("id")
                    .asText();
            assertEquals(
                    id, send(server, "GET", "/api/games/" + id, "").path("id").asText());
        }
    }

    /** A request that must succeed; its JSON answer. */
    private static JsonNode send(Serve server, String method, String path, String body) throws Exception {
        RemoteApi.Reply reply = API.send(server.url(), method, path, body);
        assertTrue(reply.ok(), reply.status() + " " + reply.body());
        return reply.body();
    }
}
