package io.github.boardrules.web;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.NotationException;
import org.jspecify.annotations.Nullable;

/** Reads a creation request's rules and start position into a new game, or refuses them. */
final class NewGame {
    private NewGame() {}

    /**
     * A new game at its start.
     *
     * @param id its id on the server
     * @param game the game under its default rules
     * @param rules the rules notation, or null for the defaults (or the position's own options)
     * @param position the start position, or null for the initial position
     * @param seed the bot's seed
     * @param options the bot's budget
     * @throws ApiError 400 for unreadable rules or position, or a position under other rules
     */
    static <S, M> GameSession<S, M> start(
            String id,
            Game<S, M> game,
            @Nullable String rules,
            @Nullable String position,
            long seed,
            WebOptions options) {
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
        return GameSession.start(id, ruled, start, seed, options);
    }
}
