package io.github.boardrules.common.internal;

import io.github.boardrules.common.PlayoutPolicy;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The uniform playout policy behind {@link PlayoutPolicy#uniform()}: a class of its own so that it
 * can say {@link #isUniform()}, which a lambda cannot.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class UniformChoice<S, M> implements PlayoutPolicy<S, M> {
    private static final UniformChoice<?, ?> INSTANCE = new UniformChoice<>();

    private UniformChoice() {}

    /**
     * The one instance, for any state and move types: it holds nothing that depends on them.
     *
     * @param <S> the state type
     * @param <M> the move type
     * @return the policy
     */
    @SuppressWarnings("unchecked")
    public static <S, M> PlayoutPolicy<S, M> instance() {
        return (PlayoutPolicy<S, M>) INSTANCE;
    }

    @Override
    public M choose(S state, List<M> legalMoves, SplittableRandom random) {
        return legalMoves.get(random.nextInt(legalMoves.size()));
    }

    @Override
    public boolean isUniform() {
        return true;
    }
}
