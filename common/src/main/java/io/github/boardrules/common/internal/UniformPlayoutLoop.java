package io.github.boardrules.common.internal;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Playout;
import java.util.SplittableRandom;

/**
 * A game's own uniform playout policy that can also play a whole playout itself, on the game's
 * packed representation. {@link io.github.boardrules.common.Playouts} hands the playout over when
 * such a policy is in play with a game it {@linkplain #playsFor plays for}, and for the uniform
 * playouts of such a game whose {@link io.github.boardrules.common.Game#playoutPolicy()} is one.
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
     * Whether this loop plays exactly what {@code game} would: only for the game class it was
     * written for, never for another {@code Game} over the same types (a wrapper that filters or
     * logs moves, say), whose own {@code legalMoves} and {@code apply} must be used.
     *
     * @param game the game a playout is asked of
     * @return {@code true} when {@link #play} may stand in for the generic loop over {@code game}
     */
    boolean playsFor(Game<?, ?> game);

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
