package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.boardrules.web.testing.RemoteApi;
import io.github.boardrules.web.testing.ServerProcess;
import io.github.boardrules.web.testing.TestPostgres;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing acknowledged is lost: clients play games through the API of a server in its own process,
 * the server is killed with SIGKILL while they are still sending moves, another server starts on
 * the same database, and every game comes back with every move the API acknowledged — plus, at
 * most, the one move whose request died with the server — and replays to the position it reports.
 * Run against an H2 file, as {@code serve} keeps its games by default, and against PostgreSQL
 * (skipped when there is none); {@code scripts/crash-check.sh} runs it on its own.
 */
class KillNineTest {
    private static final int CLIENTS = 4;
    /** The server dies once the clients have this many moves acknowledged (or after the wait below). */
    private static final int MOVES_BEFORE_KILL = 150;

    private static final long MOST_MILLIS_BEFORE_KILL = 20_000;
    private static final String[][] KINDS = {{"gorogo", ""}, {"baokigogo", ""}, {"bargo", "base=3 komi=0"}};

    @TempDir
    Path folder;

    @Test
    void anEmbeddedFileKeepsEveryAcknowledgedMoveThroughAKill() throws Exception {
        // The URL as GameDatabase.file makes it for serve's default file (WRITE_DELAY=0 is added).
        killAndCheck("jdbc:h2:file:" + folder.resolve("games").toAbsolutePath());
    }

    @Test
    void postgresKeepsEveryAcknowledgedMoveThroughAKill() throws Exception {
        try (TestPostgres.Schema schema = TestPostgres.freshSchema()) {
            killAndCheck(schema.url());
        }
    }

    /** The whole check against one database. */
    private static void killAndCheck(String database) throws Exception {
        List<PlayedGame> games = new ArrayList<>();
        try (ServerProcess first = ServerProcess.start(database)) {
            playUntilKilled(first, games);
        }
        try (ServerProcess second = ServerProcess.start(database)) {
            RemoteApi api = new RemoteApi();
            int unanswered = 0;
            for (PlayedGame game : games) {
                RemoteApi.Reply reply = api.get(second.url(), game.id);
                assertEquals(200, reply.status(), game.id + " after the restart: " + reply.body() + second.log());
                List<String> stored = StoredGameCheck.replayedMoves(reply.body());
                List<String> acknowledged = game.acknowledged();
                String lost = game.unanswered();
                if (lost != null && stored.size() == acknowledged.size() + 1) {
                    List<String> withIt = new ArrayList<>(acknowledged);
                    withIt.add(lost);
                    assertEquals(withIt, stored, game.id + ": the unanswered move is the one stored after the rest");
                    unanswered++;
                } else {
                    assertEquals(acknowledged, stored, game.id + ": every acknowledged move and nothing else");
                }
                playOneMore(api, second, reply.body());
            }
            assertTrue(games.size() >= CLIENTS, "games played: " + games.size());
            System.out.printf(
                    "crash check on %s: %d games, %d moves acknowledged, %d unanswered moves found stored%n",
                    database.replaceAll("password=[^&]*", "password=…"),
                    games.size(),
                    games.stream().mapToInt(g -> g.acknowledged().size()).sum(),
                    unanswered);
        }
    }

    /** The restarted server goes on with the game: it was read back whole, not just listed. */
    private static void playOneMore(RemoteApi api, ServerProcess server, JsonNode state) throws IOException {
        if (state.path("over").asBoolean()) {
            return;
        }
        String id = state.path("id").asText();
        String move = state.path("legalMoves").get(0).path("move").asText();
        RemoteApi.Reply reply =
                api.play(server.url(), id, move, state.path("ply").asInt());
        assertEquals(200, reply.status(), id + " " + move + ": " + reply.body());
        assertEquals(state.path("ply").asInt() + 1, reply.body().path("ply").asInt());
    }

    private static void playUntilKilled(ServerProcess server, List<PlayedGame> games) throws Exception {
        AtomicInteger acknowledged = new AtomicInteger();
        AtomicBoolean dead = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<List<PlayedGame>>> clients = new ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                int client = c;
                clients.add(pool.submit(() -> play(server.url(), client, acknowledged, dead)));
            }
            long end = System.currentTimeMillis() + MOST_MILLIS_BEFORE_KILL;
            while (acknowledged.get() < MOVES_BEFORE_KILL && System.currentTimeMillis() < end) {
                Thread.sleep(10);
            }
            dead.set(true);
            server.kill();
            for (Future<List<PlayedGame>> client : clients) {
                games.addAll(client.get(60, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(acknowledged.get() >= MOVES_BEFORE_KILL, "moves acknowledged before the kill: " + acknowledged);
    }

    /**
     * One client: creates a game, plays random legal moves until it ends, starts another, until a
     * request goes unanswered after the kill.
     */
    private static List<PlayedGame> play(String server, int client, AtomicInteger count, AtomicBoolean dead) {
        RemoteApi api = new RemoteApi();
        Random random = new Random(client);
        List<PlayedGame> games = new ArrayList<>();
        for (int g = client; ; g++) {
            String[] kind = KINDS[g % KINDS.length];
            JsonNode state;
            try {
                RemoteApi.Reply created = api.create(server, kind[0], kind[1], g);
                assertEquals(201, created.status(), created.body().toString());
                state = created.body();
            } catch (IOException e) {
                assertTrue(dead.get(), "a request failed before the kill: " + e);
                return games;
            }
            PlayedGame game = new PlayedGame(state.path("id").asText(), kind[0]);
            games.add(game);
            while (!state.path("over").asBoolean()) {
                JsonNode legal = state.path("legalMoves");
                String move =
                        legal.get(random.nextInt(legal.size())).path("move").asText();
                int ply = state.path("ply").asInt();
                try {
                    RemoteApi.Reply reply = api.play(server, game.id, move, ply);
                    assertEquals(200, reply.status(), game.id + " " + move + ": " + reply.body());
                    state = reply.body();
                    game.acknowledged(ply, move);
                    count.incrementAndGet();
                } catch (IOException e) {
                    assertTrue(dead.get(), "a request failed before the kill: " + e);
                    game.unanswered(move);
                    return games;
                }
            }
        }
    }
}
