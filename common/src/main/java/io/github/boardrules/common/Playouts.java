package io.github.boardrules.common;

import io.github.boardrules.common.internal.UniformPlayoutLoop;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * Seeded random playouts over any {@link Game}: the basis of Monte Carlo bots and of throughput
 * measurements. A playout is fully determined by the start state, the policy and the seed.
 *
 * <p>A game's own uniform policy may carry a loop of its own that plays on the game's packed
 * representation (GoRoGo's does). The methods here run it whenever that policy is in play with the
 * game it belongs to (not with another {@code Game} that wraps it), and for
 * {@link #play(Game, Object, PlayoutOptions)}: it plays the same moves with the same random draws to
 * an equal final state, without a legal-move list or move objects per ply.
 */
public final class Playouts {
    private Playouts() {}

    /**
     * Plays uniformly random legal moves until the game ends or the ply limit is reached.
     *
     * @param game the game
     * @param start the start state
     * @param options the seed and the ply limit
     * @param <S> the state type
     * @param <M> the move type
     * @return the final state and the number of plies
     */
    public static <S, M> Playout<S> play(Game<S, M> game, S start, PlayoutOptions options) {
        // A game whose own policy is uniform and plays on its packed representation gets it here too.
        PlayoutPolicy<S, M> own = game.playoutPolicy();
        return play(game, start, options, packedLoop(game, own) != null ? own : PlayoutPolicy.uniform());
    }

    /**
     * Plays moves chosen by a policy until the game ends or the ply limit is reached.
     *
     * @param game the game
     * @param start the start state
     * @param options the seed and the ply limit
     * @param policy chooses each move
     * @param <S> the state type
     * @param <M> the move type
     * @return the final state and the number of plies
     */
    public static <S, M> Playout<S> play(Game<S, M> game, S start, PlayoutOptions options, PlayoutPolicy<S, M> policy) {
        return play(game, start, new SplittableRandom(options.seed()), options.maxPlies(), policy);
    }

    /**
     * Plays a playout under the game's own {@linkplain Game#playoutPolicy() playout policy} and its
     * ply limit, with a caller's random source: what benchmarks, the {@code bench} command and
     * Monte Carlo bots run.
     *
     * @param game the game
     * @param start the start state
     * @param random the random source, advanced by the playout
     * @param <S> the state type
     * @param <M> the move type
     * @return the final state and the number of plies
     */
    public static <S, M> Playout<S> play(Game<S, M> game, S start, SplittableRandom random) {
        PlayoutPolicy<S, M> policy = game.playoutPolicy();
        return play(game, start, random, policy.maxPlies(start), policy);
    }

    /**
     * Plays moves chosen by a policy with a caller's random source, for callers that run many
     * playouts from one stream.
     *
     * @param game the game
     * @param start the start state
     * @param random the random source, advanced by the playout
     * @param maxPlies the ply limit, at least 0
     * @param policy chooses each move
     * @param <S> the state type
     * @param <M> the move type
     * @return the final state and the number of plies
     */
    public static <S, M> Playout<S> play(
            Game<S, M> game, S start, SplittableRandom random, int maxPlies, PlayoutPolicy<S, M> policy) {
        if (maxPlies < 0) {
            throw new IllegalArgumentException("maxPlies must not be negative: " + maxPlies);
        }
        UniformPlayoutLoop<S> loop = packedLoop(game, policy);
        if (loop != null) {
            return loop.play(start, random, maxPlies);
        }
        S state = start;
        int plies = 0;
        while (plies < maxPlies) {
            List<M> moves = game.legalMoves(state);
            if (moves.isEmpty()) {
                break;
            }
            state = game.apply(state, policy.choose(state, moves, random));
            plies++;
        }
        return new Playout<>(state, plies);
    }

    /** The policy as a packed loop that may stand in for the generic one over {@code game}, or null. */
    @SuppressWarnings("unchecked") // a game's policy over states S is a loop over states S
    private static <S> @Nullable UniformPlayoutLoop<S> packedLoop(Game<S, ?> game, PlayoutPolicy<S, ?> policy) {
        return policy instanceof UniformPlayoutLoop<?> loop && loop.playsFor(game)
                ? (UniformPlayoutLoop<S>) loop
                : null;
    }
}
