package io.github.boardrules.common;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Chooses the next move of a random playout.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
@FunctionalInterface
public interface PlayoutPolicy<S, M> {
    /**
     * Picks one of the legal moves.
     *
     * @param state the current state
     * @param legalMoves its legal moves, never empty
     * @param random the playout's random source; the only source of randomness a policy may use,
     *     so that a seed fixes the playout
     * @return one element of {@code legalMoves}
     */
    M choose(S state, List<M> legalMoves, SplittableRandom random);

    /**
     * The uniform policy: every legal move with the same probability.
     *
     * @param <S> the state type
     * @param <M> the move type
     * @return the policy
     */
    static <S, M> PlayoutPolicy<S, M> uniform() {
        return (state, moves, random) -> moves.get(random.nextInt(moves.size()));
    }
}
