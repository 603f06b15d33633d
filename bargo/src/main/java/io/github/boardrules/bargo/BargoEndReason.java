package io.github.boardrules.bargo;

import io.github.boardrules.common.EndReason;

/** Why a Bargo game ended; there is one way: two successive passes, then the count. */
public enum BargoEndReason implements EndReason {
    /** Both players passed in succession and the higher score won. */
    SCORE("both players passed in succession and the higher score won");

    private final String description;

    BargoEndReason(String description) {
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
