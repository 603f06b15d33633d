package io.github.boardrules.web;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.search.bot.MctsBot;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ThreadLocalRandom;
import org.jspecify.annotations.Nullable;

/** The games on the server, in memory, by id; creating one checks the game, rules and position. */
final class GameStore {
    private final List<Game<?, ?>> games;
    private final WebOptions options;
    private final ConcurrentMap<String, GameSession<?, ?>> sessions = new ConcurrentHashMap<>();

    GameStore(List<Game<?, ?>> games, WebOptions options) {
        this.games = List.copyOf(games);
        this.options = options;
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
     * Creates a game.
     *
     * @param gameId the game's id in the registry
     * @param rules the rules notation, or null for the game's defaults
     * @param position the start position, or null for the initial position
     * @param seed the bot's seed, or null for a random one
     * @return the new game
     */
    GameSession<?, ?> create(
            @Nullable String gameId, @Nullable String rules, @Nullable String position, @Nullable Long seed) {
        if (gameId == null) {
            throw new ApiError(ApiError.BAD_REQUEST, "unknown-game", "no game given", "game", null);
        }
        if (sessions.size() >= options.maxGames()) {
            throw ApiError.conflict(
                    "too-many-games", "the server holds " + options.maxGames() + " games, its most: delete one first");
        }
        for (Game<?, ?> game : games) {
            if (game.id().equals(gameId)) {
                while (true) {
                    GameSession<?, ?> session = session(newId(), game, rules, position, seed);
                    if (sessions.putIfAbsent(session.id(), session) == null) {
                        return session;
                    }
                }
            }
        }
        throw new ApiError(ApiError.BAD_REQUEST, "unknown-game", "unknown game '" + gameId + "'", "game", null);
    }

    /**
     * The game with this id.
     *
     * @throws ApiError 404 when there is none
     */
    GameSession<?, ?> get(String id) {
        GameSession<?, ?> session = sessions.get(id);
        if (session == null) {
            throw noSuchGame(id);
        }
        return session;
    }

    /**
     * Deletes the game with this id.
     *
     * @throws ApiError 404 when there is none
     */
    void delete(String id) {
        if (sessions.remove(id) == null) {
            throw noSuchGame(id);
        }
    }

    private static ApiError noSuchGame(String id) {
        return new ApiError(ApiError.NOT_FOUND, "no-such-game", "no game with id '" + id + "'", null, null);
    }

    private <S, M> GameSession<S, M> session(
            String id, Game<S, M> game, @Nullable String rules, @Nullable String position, @Nullable Long seed) {
        Game<S, M> ruled;
        try {
            ruled = rules == null ? game : game.withRules(rules);
        } catch (NotationException e) {
            throw ApiError.notation("rules", e);
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest("bad-rules", String.valueOf(e.getMessage()));
        }
        S start;
        try {
            start = position == null ? ruled.initialState() : ruled.parsePosition(position);
        } catch (NotationException e) {
            throw ApiError.notation("position", e);
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest("bad-position", String.valueOf(e.getMessage()));
        }
        String own = ruled.withRulesOf(start).rulesNotation();
        if (rules != null && !own.equals(ruled.rulesNotation())) {
            // As GameRecord does: a position recording its own options (Bargo's base and komi) must
            // not contradict the rules given with it; without rules, the position's are taken.
            throw new ApiError(
                    ApiError.BAD_REQUEST,
                    "bad-position",
                    "the position is one under the rules '" + own + "', not '" + ruled.rulesNotation() + "'",
                    "position",
                    null);
        }
        long botSeed = seed == null ? ThreadLocalRandom.current().nextLong() : seed;
        MctsBot<S, M> bot =
                new MctsBot<>(ruled.withRulesOf(start), options.botPlayouts(), options.botMillis(), botSeed);
        return new GameSession<>(id, ruled, start, bot);
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
