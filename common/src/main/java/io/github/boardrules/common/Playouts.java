package io.github.boardrules.common;

import java.util.SplittableRandom;

/**
 * Seeded random playouts over any {@link Game}: the basis of Monte Carlo bots and of throughput
 * measurements. A playout is fully determined by the start state, the policy and the seed.
 *
 * <p>Every playout is played by the policy's {@link PlayoutPolicy#playout} method, so a policy with
 * a faster loop of its own for a game (GoRoGo's uniform policy plays on the packed position) serves
 * wherever it is in play, and for {@link #play(Game, Object, PlayoutOptions)} whenever the game's own
 * policy {@linkplain PlayoutPolicy#isUniform() is the uniform one}.
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
        PlayoutPolicy<S, M> own = game.playoutPolicy();
        return play(game, start, options, own.isUniform() ? own : PlayoutPolicy.uniform());
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
     * ply limit, with a caller's random source: what benchmarks and Monte Carlo bots run.
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
     * @throws IllegalArgumentException when {@code maxPlies} is negative
     */
    public static <S, M> Playout<S> play(
            Game<S, M> game, S start, SplittableRandom random, int maxPlies, PlayoutPolicy<S, M> policy) {
        if (maxPlies < 0) {
            throw new IllegalArgumentException("maxPlies must not be negative: " + maxPlies);
        }
        return policy.playout(game, start, random, maxPlies);
    }
}
