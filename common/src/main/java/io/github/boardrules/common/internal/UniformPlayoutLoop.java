package io.github.boardrules.common.internal;

import io.github.boardrules.common.Playout;
import java.util.SplittableRandom;

/**
 * A game's own uniform playout policy that can also play a whole playout itself, on the game's
 * packed representation. {@link io.github.boardrules.common.Playouts} hands the playout over when
 * such a policy is in play, and for the uniform playouts of a game whose
 * {@link io.github.boardrules.common.Game#playoutPolicy()} is one.
 *
 * <p>The contract is exactness: {@link #play} returns what the generic loop would with the uniform
 * policy, a {@code random.nextInt(size)} over the legal-move list per ply, applied with
 * {@code Game.apply}, until the list is empty or {@code maxPlies} moves are played. Same moves,
 * same number of random draws, an equal final state with the same last move. What it saves is the
 * plumbing around each ply (the list, the move objects, the checks of {@code apply}), which in a
 * game with cheap plies (GoRoGo) is a tenth to a fifth of the time.
 *
 * @param <S> the state type
 */
public interface UniformPlayoutLoop<S> {
    /**
     * Plays uniformly random legal moves from a state.
     *
     * @param start the state to start from
     * @param random the random source, advanced exactly as the generic loop would
     * @param maxPlies the ply limit, at least 0
     * @return the final state and the number of plies
     */
    Playout<S> play(S start, SplittableRandom random, int maxPlies);
}
