package io.github.boardrules.gorogo;

import io.github.boardrules.common.EndReason;

/** Why a GoRoGo game ended; the codes appear in outcome strings such as {@code win:b:captures}. */
public enum GoRoGoEndReason implements EndReason {
    /** All 24 placements were made and the winner captured more pieces. */
    CAPTURES("captures", "all 24 placements were made and the winner captured more pieces"),
    /** All 24 placements were made with equal captures: White wins the tie. */
    TIE_WHITE("tie-white", "all 24 placements were made with equal captures, and the tie goes to White"),
    /** The player to move had no legal move and lost. */
    NO_LEGAL_MOVE("no-legal-move", "the player to move had no legal move and lost"),
    /**
     * Under the rules option {@code lastHenge=loses}: the loser placed a Henge as their 12th and last
     * placement.
     */
    HENGE_LAST("henge-last", "the loser placed a Henge as their last (12th) placement (rules option lastHenge=loses)");

    private final String code;
    private final String description;

    GoRoGoEndReason(String code, String description) {
        this.code = code;
        this.description = description;
    }

    /**
     * The end reason's code as outcome strings and messages write it, in lower-case kebab case.
     *
     * @return {@code captures}, {@code tie-white}, {@code no-legal-move} or {@code henge-last}
     */
    @Override
    public String code() {
        return code;
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
