package io.github.boardrules.baokigogo;

import io.github.boardrules.common.EndReason;

/** Why a game of Bao Kigogo ended; the codes are those of the outcome strings. */
public enum BaoEndReason implements EndReason {
    /** The player to move has no seeds left on their two rows; the other player won. */
    ALL_CAPTURED("the player to move has no seeds left on their two rows"),
    /** The player to move has no legal move; the other player won. */
    NO_LEGAL_MOVE("the player to move has seeds but no legal move"),
    /** The position (48 counts and player to move) occurred before since the last capture: a draw. */
    REPETITION("the position occurred before since the last capture"),
    /**
     * The last move was a relay sowing that never ends: a draw, or under the Hawalis convention a
     * loss for its mover.
     */
    ENDLESS_SOWING("the last move was a relay sowing that never ends");

    private final String description;

    BaoEndReason(String description) {
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
