package io.github.boardrules.search.selfplay;

/**
 * A player that picks an action (in the sense of {@link io.github.boardrules.common.search.SearchSupport})
 * for a state.
 *
 * @param <S> the state type
 */
@FunctionalInterface
public interface ActionChooser<S> {
    /**
     * Chooses a legal action.
     *
     * @param state a state of an ongoing game
     * @return one of its legal actions
     */
    int choose(S state);
}
