package io.github.boardrules.gorogo;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.PlayoutPolicy;
import java.util.List;
import java.util.SplittableRandom;

/**
 * GoRoGo's playout policy: a uniformly random legal move to the end of the game, as
 * {@link PlayoutPolicy#uniform()} chooses it. It also plays whole playouts itself
 * ({@link Engine#playout}), which {@code Playouts} uses: the same games, without the legal-move list
 * and the move objects of every ply.
 */
final class UniformPolicy implements PlayoutPolicy<GoRoGoState, GoRoGoMove> {
    /** The one instance. */
    static final UniformPolicy INSTANCE = new UniformPolicy();

    private static final PlayoutPolicy<GoRoGoState, GoRoGoMove> UNIFORM = PlayoutPolicy.uniform();

    private UniformPolicy() {}

    /** Chooses as {@link PlayoutPolicy#uniform()} does. */
    @Override
    public GoRoGoMove choose(GoRoGoState state, List<GoRoGoMove> legalMoves, SplittableRandom random) {
        return UNIFORM.choose(state, legalMoves, random);
    }

    /** It is the uniform policy, so the uniform playouts of {@link GoRoGo} use its loop too. */
    @Override
    public boolean isUniform() {
        return true;
    }

    /**
     * Plays the playout on the packed position, with the same draws and moves as the generic loop,
     * for {@link GoRoGo} itself (a final class); any other game may list other moves and gets the
     * generic loop.
     */
    @Override
    public Playout<GoRoGoState> playout(
            Game<GoRoGoState, GoRoGoMove> game, GoRoGoState start, SplittableRandom random, int maxPlies) {
        return game instanceof GoRoGo
                ? Engine.playout(start, random, maxPlies)
                : PlayoutPolicy.super.playout(game, start, random, maxPlies);
    }
}
