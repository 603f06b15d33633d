package io.github.boardrules.examples.cli;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.PlayoutPolicy;

/**
 * A game ready for the command-line tool: the game with its rules, the start state, and how
 * {@code bench} plays random games of it.
 *
 * @param game the game with its rules options
 * @param start the start state (the initial position, or the one given with {@code --from})
 * @param benchPolicy the move policy of {@code bench} playouts
 * @param benchMaxPlies the ply cap of a {@code bench} playout
 * @param <S> the state type
 * @param <M> the move type
 */
public record GameSetup<S, M>(Game<S, M> game, S start, PlayoutPolicy<S, M> benchPolicy, int benchMaxPlies) {
    /**
     * A setup whose bench playouts are uniformly random and run to the end of the game.
     *
     * @param game the game with its rules options
     * @param start the start state
     * @param <S> the state type
     * @param <M> the move type
     * @return the setup
     */
    public static <S, M> GameSetup<S, M> uniform(Game<S, M> game, S start) {
        return new GameSetup<>(game, start, PlayoutPolicy.uniform(), Integer.MAX_VALUE);
    }
}
