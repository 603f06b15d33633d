package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.testtools.HttpClient;
import io.javalin.testtools.Response;

/** The API as the tests call it: JSON in, the status and the parsed JSON out. */
final class Api {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient client;

    Api(HttpClient client) {
        this.client = client;
    }

    /** A reply: the status, the body as text and, when it is JSON, parsed. */
    record Reply(int code, String text) {
        JsonNode json() {
            try {
                return JSON.readTree(text);
            } catch (JsonProcessingException e) {
                throw new AssertionError("not JSON (" + code + "): " + text, e);
            }
        }

        /** The reply's JSON, after checking its status. */
        JsonNode expect(int status) {
            assertEquals(status, code, text);
            return json();
        }

        String error() {
            return json().path("error").asText();
        }
    }

    Reply get(String path) {
        return reply(client.get(path));
    }

    Reply post(String path, String body) {
        return reply(client.post(path, body));
    }

    Reply post(String path) {
        return reply(client.post(path, ""));
    }

    Reply delete(String path) {
        return reply(client.delete(path));
    }

    /** Javalin's client, for requests the methods above do not make. */
    HttpClient client() {
        return client;
    }

    /** Creates a game and returns its state. */
    JsonNode create(String body) {
        return post("/api/games", body).expect(201);
    }

    /** Plays a move that must be legal and returns the state after it. */
    JsonNode play(String id, String move) {
        return post("/api/games/" + id + "/moves", "{\"move\":\"" + move + "\"}")
                .expect(200);
    }

    private static Reply reply(Response response) {
        return new Reply(response.code(), response.body().string());
    }

    /**
     * A state without its version, to compare what a game shows at two versions (an undo shows the
     * state before the move again, at a new version).
     */
    static JsonNode withoutVersion(JsonNode state) {
        ObjectNode copy = state.deepCopy();
        copy.remove("version");
        return copy;
    }
}
