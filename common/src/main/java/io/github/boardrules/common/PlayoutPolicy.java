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
     * How many plies a playout from {@code start} may last before it stops even though the game
     * goes on. The default has no limit: games that always end need none.
     *
     * @param start the state the playout starts from
     * @return the limit, at least 0
     */
    default int maxPlies(S start) {
        return Integer.MAX_VALUE;
    }

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
