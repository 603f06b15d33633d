package io.github.boardrules.baokigogo;

import io.github.boardrules.common.EndReason;

/** Why a game of Bao Kigogo ended; the codes are those of the outcome strings. */
public enum BaoEndReason implements EndReason {
    /** The player to move has no seeds left on their two rows; the other player won. */
    ALL_CAPTURED("all-captured", "the player to move has no seeds left on their two rows"),
    /** The player to move has no legal move; the other player won. */
    NO_LEGAL_MOVE("no-legal-move", "the player to move has seeds but no legal move"),
    /** The position (48 counts and player to move) occurred before since the last capture: a draw. */
    REPETITION("repetition", "the position occurred before since the last capture"),
    /**
     * The last move was a relay sowing that never ends: a draw, or under the Hawalis convention a
     * loss for its mover.
     */
    ENDLESS_SOWING("endless-sowing", "the last move was a relay sowing that never ends");

    private final String code;
    private final String description;

    BaoEndReason(String code, String description) {
        this.code = code;
        this.description = description;
    }

    /**
     * {@inheritDoc}
     *
     * @return the code, e.g. {@code endless-sowing}
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
