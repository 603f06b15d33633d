package io.github.boardrules.common;

/**
 * The result of a random playout.
 *
 * @param finalState the state the playout stopped in
 * @param plies the number of moves played
 * @param <S> the state type
 */
public record Playout<S>(S finalState, int plies) {}
