package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.testtools.JavalinTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Many clients at once: requests on one game are served one after the other, requests on different
 * games do not see each other, and nothing is lost.
 */
class WebConcurrencyTest {
    private static final int CLIENTS = 8;
    private static final String[] GAMES = {
        "{\"game\":\"gorogo\"}", "{\"game\":\"baokigogo\"}", "{\"game\":\"bargo\",\"rules\":\"base=3 komi=0\"}"
    };

    @Test
    void clientsPlayingTheirOwnGamesAtOnceEachGetExactlyTheirOwnMoves() {
        JavalinTest.test(WebServer.create(WebApiTest.FAST_BOT), (server, client) -> {
            Api api = new Api(client);
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            try {
                CountDownLatch go = new CountDownLatch(1);
                List<Future<List<String>>> results = new ArrayList<>();
                for (int c = 0; c < CLIENTS; c++) {
                    String create = GAMES[c % GAMES.length];
                    int skip = c;
                    results.add(pool.submit(() -> {
                        go.await();
                        return playOwnGames(api, create, skip);
                    }));
                }
                go.countDown();
                for (Future<List<String>> result : results) {
                    List<String> games = result.get(60, TimeUnit.SECONDS);
                    assertEquals(2, games.size());
                }
            } finally {
                pool.shutdownNow();
            }
        });
    }

    /**
     * Two games of one client, moves interleaved: each move is the legal move at index {@code
     * (ply + skip) mod count}; in the end each game's record lists exactly the moves this client sent.
     */
    private static List<String> playOwnGames(Api api, String create, int skip) {
        List<String> ids = new ArrayList<>();
        List<List<String>> sent = new ArrayList<>();
        List<JsonNode> states = new ArrayList<>();
        for (int g = 0; g < 2; g++) {
            JsonNode state = api.create(create);
            ids.add(state.path("id").asText());
            sent.add(new ArrayList<>());
            states.add(state);
        }
        for (int ply = 0; ply < 20; ply++) {
            for (int g = 0; g < 2; g++) {
                JsonNode state = states.get(g);
                JsonNode legal = state.path("legalMoves");
                if (state.path("over").asBoolean()) {
                    continue;
                }
                String move =
                        legal.get((ply + skip + g) % legal.size()).path("move").asText();
                JsonNode next = api.play(ids.get(g), move);
                assertEquals(state.path("ply").asInt() + 1, next.path("ply").asInt());
                sent.get(g).add(move);
                states.set(g, next);
            }
        }
        for (int g = 0; g < 2; g++) {
            String record = api.get("/api/games/" + ids.get(g) + "/record").text();
            assertEquals("moves:" + prefixed(sent.get(g)), movesLine(record), ids.get(g));
        }
        return ids;
    }

    @Test
    void clientsRacingForOneGameAreServedOneAtATime() {
        JavalinTest.test(WebServer.create(WebApiTest.FAST_BOT), (server, client) -> {
            Api api = new Api(client);
            String id = api.create("{\"game\":\"gorogo\"}").path("id").asText();
            api.play(id, "Hc3");
            ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
            try {
                // Every client sends Black's b2 at once: the first one served plays it; every later
                // one is judged on the state after it, where b2 is occupied (for White, now to move).
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Api.Reply>> replies = new ArrayList<>();
                for (int c = 0; c < CLIENTS; c++) {
                    replies.add(pool.submit(() -> {
                        go.await();
                        return api.post("/api/games/" + id + "/moves", "{\"move\":\"b2\"}");
                    }));
                }
                go.countDown();
                int played = 0;
                for (Future<Api.Reply> reply : replies) {
                    Api.Reply r = reply.get(60, TimeUnit.SECONDS);
                    if (r.code() == 200) {
                        played++;
                    } else {
                        assertEquals(409, r.code(), r.text());
                        assertEquals("occupied", r.error());
                    }
                }
                assertEquals(1, played);
                JsonNode state = api.get("/api/games/" + id).expect(200);
                assertEquals(2, state.path("ply").asInt());
                assertEquals(
                        "moves: Hc3 b2",
                        movesLine(api.get("/api/games/" + id + "/record").text()));
            } finally {
                pool.shutdownNow();
            }
        });
    }

    private static String prefixed(List<String> moves) {
        StringBuilder text = new StringBuilder();
        for (String move : moves) {
            text.append(' ').append(move);
        }
        return text.toString();
    }

    private static String movesLine(String record) {
        for (String line : record.split("\n")) {
            if (line.startsWith("moves:")) {
                return line;
            }
        }
        throw new AssertionError("no moves line in " + record);
    }
}
