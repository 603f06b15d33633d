package io.github.boardrules.gorogo;

/** What stands on a point of the board. */
public enum Occupant {
    /** Nothing: the point is empty. */
    EMPTY,
    /** A black piece. */
    BLACK,
    /** A white piece. */
    WHITE,
    /** A Henge, which counts as the colour of whoever is moving. */
    HENGE
}
