package io.github.boardrules.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameProvider;
import io.github.boardrules.common.Games;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web server: the JSON API under {@code /api} and the page at {@code /}. The API is described
 * in {@code docs/web-api.md}.
 *
 * <pre>
 * GET  /api/games                 the games one can create and their default rules
 * POST /api/games                 {game, rules?, position?, seed?} → 201 and the state
 * GET  /api/games/{id}            the state
 * POST /api/games/{id}/moves      {move, ply?, version?} → the state after it
 * POST /api/games/{id}/undo       {ply?, version?} takes back the last ply
 * POST /api/games/{id}/bot        {ply?, version?} the bot plays the player to move
 * POST /api/games/{id}/resign     {player?, ply?, version?} (default: the player to move)
 * GET  /api/games/{id}/record     the game record as text (a download)
 * DELETE /api/games/{id}          deletes the game (204)
 * </pre>
 *
 * <p>Refused requests get 400 (unreadable input), 404 (no such game), 409 (refused by the game's
 * state, or {@code stale-ply} with the current state when the game is not at the ply the client
 * sent), 413 (a body over {@value #MAX_BODY_BYTES} bytes) or 503 (the database failed) with {@code
 * {error, message, field?, offset?, state?}}, and change nothing.
 *
 * <p>The games are kept in a {@link GameDatabase}; each request is logged on the logger {@code
 * io.github.boardrules.web.requests} at INFO, and failures of the server at ERROR with their cause.
 */
public final class WebServer {
    /** The largest request body accepted; larger ones get 413 {@code body-too-large}. */
    public static final int MAX_BODY_BYTES = 64 * 1024;

    private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
    private static final String STATIC = "/io/github/boardrules/web/static";

    private final GameStore store;
    private final IdleSweep sweep;
    /** A database the server opened itself and closes when it stops, or null. */
    private final @Nullable GameDatabase owned;

    private final ObjectMapper mapper = new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

    private WebServer(
            List<Game<?, ?>> games,
            WebOptions options,
            GameDatabase database,
            Clock clock,
            @Nullable GameDatabase owned) {
        this.store = new GameStore(games, options, new GameRepository(database.dataSource()), clock);
        this.sweep = new IdleSweep(store);
        this.owned = owned;
    }

    /**
     * A server for every game on the class path ({@link Games}), each under its default rules,
     * keeping its games in a private in-memory database that closes with it; not yet started.
     *
     * @param options the bot's budget and the server's limits
     * @return the Javalin application; {@code start(port)} serves it
     */
    public static Javalin create(WebOptions options) {
        return create(available(), options);
    }

    /**
     * A server for every game on the class path ({@link Games}), each under its default rules,
     * keeping its games in a database; not yet started.
     *
     * @param options the bot's budget and the server's limits
     * @param database where the games are kept; the caller closes it after the server stops
     * @return the Javalin application; {@code start(port)} serves it
     */
    public static Javalin create(WebOptions options, GameDatabase database) {
        return create(available(), options, database, Clock.systemUTC());
    }

    /**
     * A server for chosen games keeping them in a private in-memory database that closes with it;
     * not yet started.
     *
     * @param games the games it offers
     * @param options the bot's budget and the server's limits
     * @return the Javalin application
     */
    public static Javalin create(List<Game<?, ?>> games, WebOptions options) {
        GameDatabase database = GameDatabase.inMemory();
        WebServer server = new WebServer(games, options, database, Clock.systemUTC(), database);
        return Javalin.create(server::configure);
    }

    /**
     * A server for chosen games keeping them in a database, with a clock of its own (tests move it
     * to make games idle); not yet started.
     *
     * @param games the games it offers
     * @param options the bot's budget and the server's limits
     * @param database where the games are kept; the caller closes it after the server stops
     * @param clock the time of creations and changes, and of the idle-game sweeps
     * @return the Javalin application
     */
    public static Javalin create(List<Game<?, ?>> games, WebOptions options, GameDatabase database, Clock clock) {
        WebServer server = new WebServer(games, options, database, clock, null);
        return Javalin.create(server::configure);
    }

    /** Every game on the class path under its default rules. */
    static List<Game<?, ?>> available() {
        List<Game<?, ?>> games = new ArrayList<>();
        for (GameProvider provider : Games.available()) {
            games.add(provider.defaultGame());
        }
        return games;
    }

    private void configure(JavalinConfig config) {
        config.jsonMapper(new JavalinJackson(mapper, false));
        config.http.maxRequestSize = MAX_BODY_BYTES;
        config.staticFiles.add(STATIC, Location.CLASSPATH);
        config.requestLogger.http(new RequestLog());
        config.events.serverStarting(sweep::start);
        config.events.serverStopped(this::stopped);
        config.routes.get("/api/games", ctx -> ctx.json(store.catalogue()));
        config.routes.post("/api/games", this::create);
        config.routes.get("/api/games/{id}", ctx -> ctx.json(session(ctx).view()));
        config.routes.post("/api/games/{id}/moves", ctx -> {
            JsonBody body = body(ctx);
            String move = body.required("move");
            ctx.json(store.change(id(ctx), body.expected(), game -> game.play(move)));
        });
        config.routes.post(
                "/api/games/{id}/undo",
                ctx -> ctx.json(store.change(id(ctx), body(ctx).expected(), GameSession::undo)));
        config.routes.post(
                "/api/games/{id}/bot",
                ctx -> ctx.json(store.change(id(ctx), body(ctx).expected(), GameSession::botMove)));
        config.routes.post("/api/games/{id}/resign", ctx -> {
            JsonBody body = body(ctx);
            String player = body.text("player");
            ctx.json(store.change(id(ctx), body.expected(), game -> game.resign(player)));
        });
        config.routes.get("/api/games/{id}/record", this::record);
        config.routes.delete("/api/games/{id}", ctx -> {
            store.delete(id(ctx));
            ctx.status(204);
        });
        config.routes.exception(
                ApiError.class, (e, ctx) -> ctx.status(e.status()).json(e.body()));
        // An unknown API path answers in JSON too, like every other refusal of the API (a 404 of
        // the API's own, such as an unknown game id, is JSON already and is left as it is).
        config.routes.error(404, ctx -> {
            String type = ctx.res().getContentType();
            if (ctx.path().startsWith("/api/") && (type == null || !type.contains("json"))) {
                ctx.json(new ApiError.Body("no-such-endpoint", "no endpoint " + ctx.method() + " " + ctx.path()));
            }
        });
        config.routes.exception(StorageException.class, (e, ctx) -> {
            LOG.error("{} {} failed: the games' database did not answer", ctx.method(), ctx.path(), e);
            ctx.status(ApiError.SERVICE_UNAVAILABLE)
                    .json(new ApiError.Body("storage-unavailable", "the games' database failed: " + e.getMessage()));
        });
        config.routes.exception(Exception.class, (e, ctx) -> {
            LOG.error("{} {} failed", ctx.method(), ctx.path(), e);
            ctx.status(500).json(new ApiError.Body("internal", "internal error: " + e));
        });
    }

    private void stopped() {
        sweep.stop();
        if (owned != null) {
            owned.close();
        }
    }

    private void create(Context ctx) {
        JsonBody body = body(ctx);
        Long seed = body.integer("seed");
        GameSession<?, ?> session = store.create(body.text("game"), body.text("rules"), body.text("position"), seed);
        ctx.status(201).json(session.view());
    }

    private void record(Context ctx) {
        GameSession<?, ?> session = session(ctx);
        ctx.contentType("text/plain; charset=utf-8");
        ctx.header("Content-Disposition", "attachment; filename=\"" + session.gameId() + "-" + session.id() + ".txt\"");
        ctx.result(session.record());
    }

    private GameSession<?, ?> session(Context ctx) {
        return store.get(id(ctx));
    }

    private static String id(Context ctx) {
        return ctx.pathParam("id");
    }

    private JsonBody body(Context ctx) {
        return JsonBody.of(ctx, mapper);
    }
}
