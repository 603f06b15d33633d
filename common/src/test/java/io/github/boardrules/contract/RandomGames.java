package io.github.boardrules.contract;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.PlayoutPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Random games for the property suites, played with the game's own playout policy. */
final class RandomGames {
    private RandomGames() {}

    /**
     * The states of one random game, from its start up to {@code plies} plies.
     *
     * @param game the game
     * @param seed the seed of the moves
     * @param plies the longest game
     * @return the states, the start first
     */
    static <S, M> List<S> play(Game<S, M> game, long seed, int plies) {
        SplittableRandom random = new SplittableRandom(seed);
        PlayoutPolicy<S, M> policy = game.playoutPolicy();
        List<S> states = new ArrayList<>();
        S state = game.initialState();
        states.add(state);
        for (int i = 0; i < plies; i++) {
            List<M> moves = game.legalMoves(state);
            if (moves.isEmpty()) {
                break;
            }
            state = game.apply(state, policy.choose(state, moves, random));
            states.add(state);
        }
        return states;
    }
}
