package io.github.boardrules.web;

import io.github.boardrules.common.Game;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.UnaryOperator;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's games: stored in the database, replayed on first use and cached. Every request
 * reads the game's stored version first (one small query) and replays the row when another server
 * changed it; every change is written with that version as its condition, so of two servers
 * changing one game at once exactly one succeeds and the other answers 409 {@code stale-ply} with
 * the current state. Within this server, requests on one game are served one after the other (the
 * lock of its cache slot); different games run in parallel.
 */
final class GameStore {
    private static final Logger LOG = LoggerFactory.getLogger(GameStore.class);
    /** The most games kept replayed in memory; the database holds up to {@link WebOptions#maxGames()}. */
    private static final int CACHED_GAMES = 1_000;

    private final List<Game<?, ?>> games;
    private final WebOptions options;
    private final GameRepository repository;
    private final Clock clock;
    private final GameCache cache;
    /** Counting and inserting under one lock keeps this server's own creations within the limit. */
    private final Object creating = new Object();

    GameStore(List<Game<?, ?>> games, WebOptions options, GameRepository repository, Clock clock) {
        this.games = List.copyOf(games);
        this.options = options;
        this.repository = repository;
        this.clock = clock;
        this.cache = new GameCache(Math.min(CACHED_GAMES, options.maxGames()));
    }

    /** The games one can create, with their default rules. */
    List<GameInfo> catalogue() {
        List<GameInfo> list = new ArrayList<>();
        for (Game<?, ?> game : games) {
            list.add(new GameInfo(game.id(), game.rulesNotation()));
        }
        return List.copyOf(list);
    }

    /**
     * Creates and stores a game.
     *
     * @param gameId the game's id in the registry
     * @param rules the rules notation, or null for the game's defaults
     * @param position the start position, or null for the initial position
     * @param seed the bot's seed, or null for a random one
     * @return the new game
     * @throws ApiError 400 for unreadable input, 409 {@code too-many-games} when the database holds
     *     {@link WebOptions#maxGames()} games
     */
    GameSession<?, ?> create(
            @Nullable String gameId, @Nullable String rules, @Nullable String position, @Nullable Long seed) {
        Game<?, ?> game = game(gameId);
        long botSeed = seed == null ? ThreadLocalRandom.current().nextLong() : seed;
        GameSession<?, ?> session = NewGame.start(newId(), game, rules, position, botSeed, options);
        Instant now = clock.instant();
        synchronized (creating) {
            if (repository.count() >= options.maxGames()) {
                throw ApiError.conflict(
                        "too-many-games",
                        "the server holds " + options.maxGames() + " games, its most: delete one first");
            }
            while (!repository.insert(session.stored(now, now))) {
                session = NewGame.start(newId(), game, rules, position, botSeed, options);
            }
        }
        GameCache.Slot slot = cache.slot(session.id());
        synchronized (slot) {
            slot.session = session;
        }
        return session;
    }

    /**
     * The game with this id as stored now.
     *
     * @throws ApiError 404 when there is none, 409 {@code unreplayable-game} when its row does not
     *     replay
     */
    GameSession<?, ?> get(String id) {
        GameCache.Slot slot = cache.slot(id);
        synchronized (slot) {
            return fresh(slot, id);
        }
    }

    /**
     * Changes a game and stores the change.
     *
     * @param id the game's id
     * @param expected the ply and version the client saw, each null to skip its check
     * @param change the change; it throws an {@link ApiError} to refuse
     * @return the changed game's state
     * @throws ApiError as {@link #get}, the change's refusal, or 409 {@code stale-ply} when the game
     *     is not at the expected ply or version or another server changed it first
     */
    StateView change(String id, Expected expected, UnaryOperator<GameSession<?, ?>> change) {
        GameCache.Slot slot = cache.slot(id);
        synchronized (slot) {
            GameSession<?, ?> current = fresh(slot, id);
            Integer ply = expected.ply();
            if (ply != null && ply != current.ply()) {
                throw ApiError.stale(current.view(), "the game is at ply " + current.ply() + ", not at ply " + ply);
            }
            Long version = expected.version();
            if (version != null && version != current.version()) {
                throw ApiError.stale(
                        current.view(),
                        "the game is at version " + current.version() + ", not at version " + version
                                + " (it changed since)",
                        "version");
            }
            // The bot's search runs here, outside any transaction: the write below is one statement.
            GameSession<?, ?> next = change.apply(current).withVersion(current.version() + 1);
            Instant now = clock.instant();
            if (!repository.update(next.stored(now, now))) {
                GameSession<?, ?> latest = fresh(slot, id);
                throw ApiError.stale(
                        latest.view(), "another request changed the game first; it is now at ply " + latest.ply());
            }
            slot.session = next;
            return next.view();
        }
    }

    /**
     * Deletes the game with this id.
     *
     * @throws ApiError 404 when there is none
     */
    void delete(String id) {
        GameCache.Slot slot = cache.slot(id);
        synchronized (slot) {
            boolean deleted = repository.delete(id);
            cache.remove(id);
            if (!deleted) {
                throw noSuchGame(id);
            }
        }
    }

    /**
     * Deletes the games unchanged for {@link WebOptions#idleDays()} days.
     *
     * @return how many were deleted
     */
    int deleteIdleGames() {
        Instant cutoff = clock.instant().minus(Duration.ofDays(options.idleDays()));
        int deleted = repository.deleteUnchangedSince(cutoff);
        if (deleted > 0) {
            LOG.info("deleted {} games unchanged since {}", deleted, cutoff);
        }
        return deleted;
    }

    /**
     * The game as stored now: the cached session when its version is the stored one, else the row
     * replayed. Called holding the slot's lock.
     */
    private GameSession<?, ?> fresh(GameCache.Slot slot, String id) {
        GameSession<?, ?> cached = slot.session;
        String unreplayable = slot.unreplayable;
        if (cached != null || unreplayable != null) {
            OptionalLong stored = repository.version(id);
            if (stored.isEmpty()) {
                cache.remove(id);
                throw noSuchGame(id);
            }
            if (cached != null && cached.version() == stored.getAsLong()) {
                return cached;
            }
            if (unreplayable != null && slot.unreplayableVersion == stored.getAsLong()) {
                throw ApiError.unreplayable(id, unreplayable);
            }
        }
        StoredGame row = repository.find(id);
        if (row == null) {
            cache.remove(id);
            throw noSuchGame(id);
        }
        try {
            GameSession<?, ?> session = Replay.of(row, games, options);
            slot.session = session;
            slot.unreplayable = null;
            return session;
        } catch (Replay.Failure e) {
            // Logged once per stored version: the slot remembers the refusal until the row changes.
            LOG.warn("game {} (version {}) does not replay and is refused: {}", id, row.version(), e.getMessage());
            slot.session = null;
            slot.unreplayable = e.getMessage();
            slot.unreplayableVersion = row.version();
            throw ApiError.unreplayable(id, String.valueOf(e.getMessage()));
        }
    }

    private Game<?, ?> game(@Nullable String gameId) {
        if (gameId == null) {
            throw new ApiError(ApiError.BAD_REQUEST, "unknown-game", "no game given", "game", null);
        }
        for (Game<?, ?> game : games) {
            if (game.id().equals(gameId)) {
                return game;
            }
        }
        throw new ApiError(ApiError.BAD_REQUEST, "unknown-game", "unknown game '" + gameId + "'", "game", null);
    }

    private static ApiError noSuchGame(String id) {
        return new ApiError(ApiError.NOT_FOUND, "no-such-game", "no game with id '" + id + "'", null, null);
    }

    /** A random id; {@link #create} draws again in the unlikely case that it is taken. */
    private static String newId() {
        return Long.toString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE, 36);
    }

    /**
     * A game one can create.
     *
     * @param id the game's id
     * @param rules its default rules notation
     */
    record GameInfo(String id, String rules) {}
}
