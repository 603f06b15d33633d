package io.github.boardrules.bargo;

import io.github.boardrules.common.IllegalMoveReason;

/**
 * Why a Bargo move is refused. When several reasons apply, {@link Bargo#check} reports the first in
 * this order: game over, wrong board, occupied, wall on the rim, doubled wall, suicide, wall facing
 * an enemy, superko (and the button and pass reasons for those moves).
 */
public enum BargoIllegalMoveReason implements IllegalMoveReason {
    /** The game has ended: both players passed in succession. */
    GAME_OVER("the game is over"),
    /** The move's cell belongs to a board of another base. */
    WRONG_BOARD("the cell is not on this board (another base)"),
    /** The cell already holds a piece. */
    OCCUPIED("the cell already holds a piece"),
    /** The wall would lie on the rim of the board, which is a wall already. */
    WALL_ON_EDGE("the wall would lie on the edge of the board, which already is a wall"),
    /** The neighbouring piece's wall already lies on that edge (even if this move captures it). */
    DOUBLED_WALL("the neighbouring piece's wall already lies on that edge"),
    /** After the captures, the new piece's group would have no liberty (rule 3a). */
    SUICIDE("after the captures the new piece's group would have no liberty"),
    /** After the captures, the new wall would face an enemy piece (rule 3b). */
    WALL_FACES_ENEMY("after the captures the new wall would face an enemy piece"),
    /** The position would repeat one of the mover's earlier end-of-turn positions (rule 3c). */
    SUPERKO("the position would repeat one at the end of an earlier turn of the same player"),
    /** The button has already been taken. */
    BUTTON_TAKEN("the button has already been taken"),
    /** Nobody may pass before the button has been taken. */
    PASS_BEFORE_BUTTON("nobody may pass before the button has been taken");

    private final String description;

    BargoIllegalMoveReason(String description) {
        this.description = description;
    }

    /**
     * {@inheritDoc}
     *
     * @return the description, e.g. "the cell already holds a piece"
     */
    @Override
    public String description() {
        return description;
    }
}
