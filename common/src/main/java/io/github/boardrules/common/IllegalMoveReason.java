package io.github.boardrules.common;

import java.util.Locale;

/**
 * Why a move is illegal in a given state. Each game lists its reasons in an enum implementing this
 * interface (occupied, suicide, superko, not your hole, game over, …); every game makes its codes
 * the same way, from the constants' names.
 */
public interface IllegalMoveReason {
    /**
     * The reason's constant name, e.g. {@code WALL_FACES_ENEMY}; an enum provides it.
     *
     * @return the name
     */
    String name();

    /**
     * A stable, machine-readable code in lower-case kebab case, e.g. {@code wall-faces-enemy}: the
     * {@linkplain #name() name} in lower case with hyphens for underscores.
     *
     * @return the code
     */
    default String code() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * A one-sentence explanation for people.
     *
     * @return the description
     */
    String description();
}
