package io.github.boardrules.baokigogo;

import io.github.boardrules.common.IllegalMoveReason;

/** Why a Bao Kigogo move is refused. The codes are stable and in kebab case. */
public enum BaoIllegalMoveReason implements IllegalMoveReason {
    /** The game has ended; no move is legal. */
    GAME_OVER("game-over", "the game is over"),
    /** The hole belongs to the other player. */
    NOT_YOUR_HOLE("not-your-hole", "the hole belongs to the other player"),
    /** The hole holds no seeds. */
    EMPTY_HOLE("empty-hole", "the hole holds no seeds"),
    /**
     * The hole holds a single seed while the mover has a hole with at least two seeds, so a
     * multi-seed move is compulsory (the hole has fewer than two seeds).
     */
    SINGLETON_NOT_ALLOWED(
            "singleton-not-allowed",
            "the hole holds fewer than two seeds and a hole with at least two seeds must be played"),
    /** A singleton move whose next hole in the mover's ring is occupied. */
    BLOCKED_SINGLETON("blocked-singleton", "a single seed may only move into an empty next hole");

    private final String code;
    private final String description;

    BaoIllegalMoveReason(String code, String description) {
        this.code = code;
        this.description = description;
    }

    /**
     * {@inheritDoc}
     *
     * @return the code, e.g. {@code blocked-singleton}
     */
    @Override
    public String code() {
        return code;
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
