package io.github.boardrules.benchmarks.common;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.search.ActionWords;
import io.github.boardrules.common.search.SearchSupport;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A caller's own uniformly random playout over {@link SearchSupport}'s action path, for layouts of at
 * most 64 actions: the legal actions as one word, one draw per ply picked with {@link ActionWords},
 * {@code applyAction}. The games list their legal moves in action order, so the {@code k}-th set bit is the {@code k}-th legal move
 * and these playouts are the same games, draw for draw, as a loop over {@code legalMoves}.
 */
public final class ActionPlayouts {
    private ActionPlayouts() {}

    /**
     * Plays from a state until no action is legal.
     *
     * @param search the game's search support
     * @param start the first state
     * @param random the source of the draws
     * @param <S> the state type
     * @return the final state
     */
    public static <S> S play(SearchSupport<S, ?> search, S start, SplittableRandom random) {
        S state = start;
        while (true) {
            long legal = search.legalActionWord(state);
            if (legal == 0) {
                return state;
            }
            state = search.applyAction(state, ActionWords.select(legal, random.nextInt(Long.bitCount(legal))));
        }
    }

    /**
     * Checks that the action path plays the games of the list loop, for seeds 1 to {@code seeds}.
     *
     * @param game the game
     * @param seeds how many seeds
     * @param <S> the state type
     * @param <M> the move type
     * @throws IllegalStateException naming the first seed where they differ
     */
    public static <S, M> void checkSameGames(Game<S, M> game, int seeds) {
        for (long seed = 1; seed <= seeds; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            S expected = game.initialState();
            for (List<M> legal = game.legalMoves(expected); !legal.isEmpty(); legal = game.legalMoves(expected)) {
                expected = game.apply(expected, legal.get(random.nextInt(legal.size())));
            }
            S actual = play(game.searchSupport(), game.initialState(), new SplittableRandom(seed));
            if (!expected.equals(actual)) {
                throw new IllegalStateException("the action path disagrees on seed " + seed);
            }
        }
    }
}
