package io.github.boardrules.web.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The JSON API as an outside client calls it, over real HTTP, for tests of servers in processes of
 * their own. A request that gets no answer (the server died) throws {@link IOException}: the caller
 * cannot know whether it took effect.
 */
public final class RemoteApi {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final HttpClient http =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /**
     * An answer.
     *
     * @param status the HTTP status
     * @param body the JSON body (an empty object for an empty body)
     */
    public record Reply(int status, JsonNode body) {
        /**
         * Whether the status is a success.
         *
         * @return true for 2xx
         */
        public boolean ok() {
            return status / 100 == 2;
        }
    }

    /**
     * Creates a game.
     *
     * @param server the server's base URL
     * @param game the game's id
     * @param rules its rules, or the empty string for the defaults
     * @param seed the bot's seed
     * @return the answer
     * @throws IOException when the server does not answer
     */
    public Reply create(String server, String game, String rules, long seed) throws IOException {
        ObjectNode body = JSON.createObjectNode().put("game", game).put("seed", seed);
        if (!rules.isEmpty()) {
            body.put("rules", rules);
        }
        return send(HttpRequest.newBuilder(URI.create(server + "/api/games"))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
    }

    /**
     * Reads a game.
     *
     * @param server the server's base URL
     * @param id the game's id
     * @return the answer
     * @throws IOException when the server does not answer
     */
    public Reply get(String server, String id) throws IOException {
        return send(
                HttpRequest.newBuilder(URI.create(server + "/api/games/" + id)).GET());
    }

    /**
     * Plays a move, saying which ply the client believes the game is at.
     *
     * @param server the server's base URL
     * @param id the game's id
     * @param move the move's notation
     * @param ply the ply the client saw
     * @return the answer
     * @throws IOException when the server does not answer
     */
    public Reply play(String server, String id, String move, int ply) throws IOException {
        ObjectNode body = JSON.createObjectNode().put("move", move).put("ply", ply);
        return send(HttpRequest.newBuilder(URI.create(server + "/api/games/" + id + "/moves"))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())));
    }

    /**
     * Any request.
     *
     * @param server the server's base URL
     * @param method the HTTP method
     * @param path the path, from {@code /api}
     * @param body the body, possibly empty
     * @return the answer
     * @throws IOException when the server does not answer
     */
    public Reply send(String server, String method, String path, String body) throws IOException {
        return send(HttpRequest.newBuilder(URI.create(server + path))
                .method(method, HttpRequest.BodyPublishers.ofString(body)));
    }

    private Reply send(HttpRequest.Builder request) throws IOException {
        try {
            HttpResponse<String> response = http.send(
                    request.timeout(TIMEOUT)
                            .header("Content-Type", "application/json")
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), parse(response.body()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private static JsonNode parse(String text) {
        try {
            return text.isEmpty() ? JSON.createObjectNode() : JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new AssertionError("the server answered something that is not JSON: " + text, e);
        }
    }
}
