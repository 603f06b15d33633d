package io.github.boardrules.gorogo;

import io.github.boardrules.common.IllegalMoveReason;

/**
 * Why a GoRoGo move is refused. {@link GoRoGo#check} tests the reasons in the order they are
 * declared here and reports the first that applies. {@code game-over} means that all 24 placements
 * have been made, or that a Henge was a player's last placement under {@code lastHenge=loses}; in a
 * game lost for lack of a legal move every move is refused with the reason it is illegal (occupied,
 * suicide, Henge on the last placement, …), which is why the player had none.
 */
public enum GoRoGoIllegalMoveReason implements IllegalMoveReason {
    /**
     * All 24 placements have been made, or (under {@code lastHenge=loses}) a player's last placement
     * was a Henge.
     */
    GAME_OVER("the game is over: all 24 placements have been made, or a Henge was a player's last placement"),
    /** The neutral Henge has not been placed yet; only setup moves are legal. */
    SETUP_REQUIRED("White must first place the neutral Henge (setup move)"),
    /** A setup move after the setup phase. */
    SETUP_DONE("the neutral Henge has already been placed"),
    /** The point holds a piece. */
    OCCUPIED("the point is not empty"),
    /** A coloured piece was played by a player with none left in hand. */
    NO_PIECE_IN_HAND("the player has no piece of their colour left in hand"),
    /** A Henge was played by a player with none left in hand. */
    NO_HENGE_IN_HAND("the player has no Henge left in hand"),
    /** A Henge as the player's twelfth and last placement, unless the rules say {@code lastHenge=loses}. */
    HENGE_ON_LAST_PLACEMENT("a player's last (12th) placement may not be a Henge"),
    /** A coloured piece whose group would have no liberty after the captures. */
    SUICIDE("the piece's group would have no liberty after the captures");

    private final String description;

    GoRoGoIllegalMoveReason(String description) {
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
