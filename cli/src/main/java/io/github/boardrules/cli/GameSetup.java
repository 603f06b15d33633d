package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.PlayoutPolicy;

/**
 * A game ready for a command: the game under the rules of its start state, and that state.
 *
 * @param game the game with its rules options
 * @param start the start state (the initial position, or the one given with {@code --from})
 * @param <S> the state type
 * @param <M> the move type
 */
public record GameSetup<S, M>(Game<S, M> game, S start) {
    /**
     * A game from its rules' initial state.
     *
     * @param game the game with its rules options
     * @param <S> the state type
     * @param <M> the move type
     * @return the setup
     */
    public static <S, M> GameSetup<S, M> of(Game<S, M> game) {
        return new GameSetup<>(game, game.initialState());
    }

    /**
     * The game's own playout policy, which {@code bench}, {@code demo} and the bot use.
     *
     * @return the policy
     */
    public PlayoutPolicy<S, M> policy() {
        return game.playoutPolicy();
    }

    /**
     * The ply limit of a playout from the start state under the game's policy.
     *
     * @return the limit
     */
    public int maxPlies() {
        return policy().maxPlies(start);
    }
}
