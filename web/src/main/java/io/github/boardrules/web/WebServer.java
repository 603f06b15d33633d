package io.github.boardrules.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameProvider;
import io.github.boardrules.common.Games;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The web server: the JSON API under {@code /api} and the page at {@code /}.
 *
 * <pre>
 * GET  /api/games                 the games one can create and their default rules
 * POST /api/games                 {game, rules?, position?, seed?} → 201 and the state
 * GET  /api/games/{id}            the state
 * POST /api/games/{id}/moves      {move} → the state after it
 * POST /api/games/{id}/undo       takes back the last ply
 * POST /api/games/{id}/bot        the bot plays the player to move
 * POST /api/games/{id}/resign     {player?} (default: the player to move)
 * GET  /api/games/{id}/record     the game record as text (a download)
 * DELETE /api/games/{id}          forgets the game (204)
 * </pre>
 *
 * <p>Refused requests get 400 (unreadable input), 404 (no such game) or 409 (refused by the
 * game's state) with {@code {error, message, field?, offset?}}, and change nothing.
 */
public final class WebServer {
    private static final String STATIC = "/io/github/boardrules/web/static";

    private final GameStore store;
    private final ObjectMapper mapper = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private WebServer(List<Game<?, ?>> games, WebOptions options) {
        this.store = new GameStore(games, options);
    }

    /**
     * A server for every game on the class path ({@link Games}), each under its default rules, not
     * yet started.
     *
     * @param options the bot's budget and the most games held
     * @return the Javalin application; {@code start(port)} serves it
     */
    public static Javalin create(WebOptions options) {
        List<Game<?, ?>> games = new ArrayList<>();
        for (GameProvider provider : Games.available()) {
            games.add(provider.defaultGame());
        }
        return create(games, options);
    }

    /**
     * A server for chosen games, not yet started.
     *
     * @param games the games it offers
     * @param options the bot's budget and the most games held
     * @return the Javalin application
     */
    public static Javalin create(List<Game<?, ?>> games, WebOptions options) {
        WebServer server = new WebServer(games, options);
        return Javalin.create(server::configure);
    }

    private void configure(JavalinConfig config) {
        config.jsonMapper(new JavalinJackson(mapper, false));
        config.staticFiles.add(STATIC, Location.CLASSPATH);
        config.routes.get("/api/games", ctx -> ctx.json(store.catalogue()));
        config.routes.post("/api/games", this::create);
        config.routes.get("/api/games/{id}", ctx -> ctx.json(session(ctx).view()));
        config.routes.post("/api/games/{id}/moves", ctx -> ctx.json(session(ctx).play(required(body(ctx), "move"))));
        config.routes.post("/api/games/{id}/undo", ctx -> ctx.json(session(ctx).undo()));
        config.routes.post("/api/games/{id}/bot", ctx -> ctx.json(session(ctx).botMove()));
        config.routes.post(
                "/api/games/{id}/resign", ctx -> ctx.json(session(ctx).resign(text(body(ctx), "player"))));
        config.routes.get("/api/games/{id}/record", this::record);
        config.routes.delete("/api/games/{id}", ctx -> {
            store.delete(ctx.pathParam("id"));
            ctx.status(204);
        });
        config.routes.exception(
                ApiError.class, (e, ctx) -> ctx.status(e.status()).json(e.body()));
        // An unknown API path answers in JSON too, like every other refusal of the API (a 404 of
        // the API's own, such as an unknown game id, is JSON already and is left as it is).
        config.routes.error(404, ctx -> {
            String type = ctx.res().getContentType();
            if (ctx.path().startsWith("/api/") && (type == null || !type.contains("json"))) {
                ctx.json(new ApiError.Body(
                        "no-such-endpoint", "no endpoint " + ctx.method() + " " + ctx.path(), null, null));
            }
        });
        config.routes.exception(
                Exception.class,
                (e, ctx) -> ctx.status(500).json(new ApiError.Body("internal", "internal error: " + e, null, null)));
    }

    private void create(Context ctx) {
        JsonNode body = body(ctx);
        JsonNode seed = body.get("seed");
        if (seed != null && !seed.isIntegralNumber()) {
            throw ApiError.badRequest("bad-request", "'seed' must be an integer");
        }
        GameSession<?, ?> session = store.create(
                text(body, "game"), text(body, "rules"), text(body, "position"), seed == null ? null : seed.asLong());
        ctx.status(201).json(session.view());
    }

    private void record(Context ctx) {
        GameSession<?, ?> session = session(ctx);
        ctx.contentType("text/plain; charset=utf-8");
        ctx.header("Content-Disposition", "attachment; filename=\"" + session.gameId() + "-" + session.id() + ".txt\"");
        ctx.result(session.record());
    }

    private GameSession<?, ?> session(Context ctx) {
        return store.get(ctx.pathParam("id"));
    }

    /** The request's JSON object; an empty body is an empty object. */
    private JsonNode body(Context ctx) {
        String text = ctx.body();
        if (text.isBlank()) {
            return mapper.createObjectNode();
        }
        JsonNode node;
        try {
            node = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            throw ApiError.badRequest("bad-request", "the body is not JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject()) {
            throw ApiError.badRequest("bad-request", "the body must be a JSON object");
        }
        return node;
    }

    private static @Nullable String text(JsonNode body, String name) {
        JsonNode value = body.get(name);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new ApiError(ApiError.BAD_REQUEST, "bad-request", "'" + name + "' must be a string", name, null);
        }
        return value.asText();
    }

    private static String required(JsonNode body, String name) {
        String value = text(body, name);
        if (value == null) {
            throw new ApiError(ApiError.BAD_REQUEST, "bad-request", "'" + name + "' is missing", name, null);
        }
        return value;
    }
}
