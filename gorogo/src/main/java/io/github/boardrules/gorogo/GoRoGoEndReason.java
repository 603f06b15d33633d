package io.github.boardrules.gorogo;

import io.github.boardrules.common.EndReason;

/** Why a GoRoGo game ended; the codes appear in outcome strings such as {@code win:b:captures}. */
public enum GoRoGoEndReason implements EndReason {
    /** All 24 placements were made and the winner captured more pieces. */
    CAPTURES("all 24 placements were made and the winner captured more pieces"),
    /** All 24 placements were made with equal captures: White wins the tie. */
    TIE_WHITE("all 24 placements were made with equal captures, and the tie goes to White"),
    /** The player to move had no legal move and lost. */
    NO_LEGAL_MOVE("the player to move had no legal move and lost"),
    /**
     * Under the rules option {@code lastHenge=loses}: the loser placed a Henge as their 12th and last
     * placement.
     */
    HENGE_LAST("the loser placed a Henge as their last (12th) placement (rules option lastHenge=loses)");

    private final String description;

    GoRoGoEndReason(String description) {
        this.description = description;
    }

    /**
     * A one-sentence explanation for people.
     *
     * @return the description
     */
    @Override
    public String description() {
        return description;
    }
}
