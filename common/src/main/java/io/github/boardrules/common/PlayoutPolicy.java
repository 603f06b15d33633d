package io.github.boardrules.common;

import io.github.boardrules.common.internal.UniformChoice;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Chooses the moves of a random playout, and plays playouts with them.
 *
 * <p>A policy only has to {@link #choose} one move; {@link #playout} then plays whole playouts over
 * any game with the game's own {@code legalMoves} and {@code apply}. A policy that knows a faster
 * way to play the very same games — on a game's packed representation, without a legal-move list
 * or move objects per ply — may override {@link #playout} for the games it was written for; GoRoGo's
 * own uniform policy does.
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
     * Plays moves chosen by {@link #choose} from {@code start} until the game ends or
     * {@code maxPlies} moves are played. {@link Playouts} plays every playout through this method.
     *
     * <p>An override must play exactly what this default plays for the same arguments: the same
     * moves, the same draws from {@code random}, an equal final state and the same number of plies.
     * It should fall back to this default for any game it was not written for (a {@code Game} that
     * wraps another to filter or log its moves, say), whose own {@code legalMoves} and {@code apply}
     * must be used.
     *
     * @param game the game whose moves are played
     * @param start the state to start from
     * @param random the random source, advanced by the playout
     * @param maxPlies the ply limit, at least 0
     * @return the final state and the number of plies
     */
    default Playout<S> playout(Game<S, M> game, S start, SplittableRandom random, int maxPlies) {
        S state = start;
        int plies = 0;
        while (plies < maxPlies) {
            List<M> moves = game.legalMoves(state);
            if (moves.isEmpty()) {
                break;
            }
            state = game.apply(state, choose(state, moves, random));
            plies++;
        }
        return new Playout<>(state, plies);
    }

    /**
     * Whether this policy is the uniform one: it chooses as {@link #uniform()} does, one draw of
     * {@code random.nextInt(legalMoves.size())} per ply, with no ply limit. A game's own policy that
     * says so is used by {@link Playouts#play(Game, Object, PlayoutOptions)}, the uniform playouts, so
     * that a faster {@link #playout} of it serves there too.
     *
     * @return {@code true} for the uniform policy; the default is {@code false}
     */
    default boolean isUniform() {
        return false;
    }

    /**
     * The uniform policy: every legal move with the same probability.
     *
     * @param <S> the state type
     * @param <M> the move type
     * @return the policy
     */
    static <S, M> PlayoutPolicy<S, M> uniform() {
        return UniformChoice.instance();
    }
}
