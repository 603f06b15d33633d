package io.github.boardrules.gorogo;

import io.github.boardrules.common.EndReason;

/** Why a GoRoGo game ended; the codes appear in outcome strings such as {@code win:b:captures}. */
public enum GoRoGoEndReason implements EndReason {
    /** All 24 placements were made and the winner captured more pieces. */
    CAPTURES("captures"),
    /** All 24 placements were made with equal captures: White wins the tie. */
    TIE_WHITE("tie-white"),
    /** The player to move had no legal move and lost. */
    NO_LEGAL_MOVE("no-legal-move");

    private final String code;

    GoRoGoEndReason(String code) {
        this.code = code;
    }

    @Override
    public String code() {
        return code;
    }
}
