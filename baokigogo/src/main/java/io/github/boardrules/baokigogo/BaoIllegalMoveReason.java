package io.github.boardrules.baokigogo;

import io.github.boardrules.common.IllegalMoveReason;

/** Why a Bao Kigogo move is refused. The codes are stable and in kebab case. */
public enum BaoIllegalMoveReason implements IllegalMoveReason {
    /** The game has ended; no move is legal. */
    GAME_OVER("the game is over"),
    /** The hole belongs to the other player. */
    NOT_YOUR_HOLE("the hole belongs to the other player"),
    /** The hole holds no seeds. */
    EMPTY_HOLE("the hole holds no seeds"),
    /**
     * The hole holds a single seed while the mover has a hole with at least two seeds, so a
     * multi-seed move is compulsory (the hole has fewer than two seeds).
     */
    SINGLETON_NOT_ALLOWED("the hole holds fewer than two seeds and a hole with at least two seeds must be played"),
    /** A singleton move whose next hole in the mover's ring is occupied. */
    BLOCKED_SINGLETON("a single seed may only move into an empty next hole");

    private final String description;

    BaoIllegalMoveReason(String description) {
        this.description = description;
    }

    /**
     * {@inheritDoc}
     *
     * @return the description
     */
    @Override
    public String description() {
        return description;
    }
}
