package io.github.boardrules.common;

/**
 * Why a move is illegal in a given state. Each game lists its reasons in an enum implementing this
 * interface (occupied, suicide, superko, not your hole, game over, …).
 */
public interface IllegalMoveReason {
    /**
     * A stable, machine-readable code in lower-case kebab case, e.g. {@code occupied}.
     *
     * @return the code
     */
    String code();

    /**
     * A one-sentence explanation for people.
     *
     * @return the description
     */
    String description();
}
