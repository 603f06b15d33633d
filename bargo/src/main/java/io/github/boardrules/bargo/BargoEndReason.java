package io.github.boardrules.bargo;

import io.github.boardrules.common.EndReason;

/** Why a Bargo game ended; there is one way: two successive passes, then the count. */
public enum BargoEndReason implements EndReason {
    /** Both players passed in succession and the higher score won. */
    SCORE("score", "both players passed in succession and the higher score won");

    private final String code;
    private final String description;

    BargoEndReason(String code, String description) {
        this.code = code;
        this.description = description;
    }

    /**
     * {@inheritDoc} Bargo has one: {@code score}, as in the outcome string {@code win:b:score}.
     *
     * @return the code
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
