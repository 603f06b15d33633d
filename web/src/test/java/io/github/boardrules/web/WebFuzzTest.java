package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.testtools.JavalinTest;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Never a 500: seeded random text as moves, rules, positions and request bodies gets a 2xx or a
 * 4xx with a JSON error, and a refused request leaves the game as it was.
 */
class WebFuzzTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ALPHABET = "abcdefghklmnopqrswxyzBHNSW0123456789=/.,:- \"\\{}[]\u00e9\u0000";
    private static final Set<Integer> FINE = Set.of(200, 201, 400, 404, 409);
    private static final int TRIES = 150;

    @Test
    void randomInputIsAnsweredOrRefusedButNeverFails() {
        JavalinTest.test(WebServer.create(WebApiTest.FAST_BOT), (server, client) -> {
            Api api = new Api(client);
            SplittableRandom random = new SplittableRandom(20261201);
            List<String> ids = List.of(
                    api.create("{\"game\":\"bargo\",\"rules\":\"base=3 komi=0\"}")
                            .path("id")
                            .asText(),
                    api.create("{\"game\":\"gorogo\"}").path("id").asText(),
                    api.create("{\"game\":\"baokigogo\"}").path("id").asText());
            String[] games = {"bargo", "gorogo", "baokigogo"};
            for (int i = 0; i < TRIES; i++) {
                String junk = junk(random);
                int g = i % 3;
                String id = ids.get(g);
                JsonNode before = api.get("/api/games/" + id).expect(200);
                Api.Reply move = api.post("/api/games/" + id + "/moves", body("move", junk));
                check(move);
                if (move.code() != 200) {
                    assertEquals(before, api.get("/api/games/" + id).expect(200), junk);
                }
                check(api.post("/api/games/" + id + "/moves", junk));
                check(api.post("/api/games", "{\"game\":\"" + games[g] + "\",\"rules\":" + quote(junk) + "}"));
                check(api.post("/api/games", "{\"game\":\"" + games[g] + "\",\"position\":" + quote(junk) + "}"));
                check(api.post("/api/games", junk));
                check(api.post("/api/games/" + id + "/resign", junk));
            }
        });
    }

    private static void check(Api.Reply reply) {
        assertTrue(FINE.contains(reply.code()), reply.code() + " " + reply.text());
        if (reply.code() >= 400) {
            assertTrue(reply.json().hasNonNull("error"), reply.text());
        }
    }

    private static String junk(SplittableRandom random) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(12);
        for (int i = 0; i < length; i++) {
            text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return text.toString();
    }

    private static String body(String field, String value) {
        return "{\"" + field + "\":" + quote(value) + "}";
    }

    private static String quote(String value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }
}
