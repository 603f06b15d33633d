package io.github.boardrules.bargo.internal;

/**
 * The integer codes of a packed Bargo position, shared by the engine and the code that reads and
 * writes boards: the players, the byte of a cell (0 empty, 1..6 a Black piece with its wall in
 * direction 0..5, 7..12 a White piece) and the last move ({@code cell * 6 + direction} for a
 * placement, or one of the negative {@code LAST_} codes).
 */
public final class Codes {
    /** Black's index. */
    public static final int BLACK = 0;
    /** White's index. */
    public static final int WHITE = 1;
    /** No player: the button is untaken, or a cell is empty. */
    public static final int NOBODY = -1;
    /** The last move was no move: the position was set up. */
    public static final int LAST_NONE = -1;
    /** The last move took the button. */
    public static final int LAST_BUTTON = -2;
    /** The last move was a pass. */
    public static final int LAST_PASS = -3;

    // Tables rather than arithmetic: the engine's inner loops read them for every neighbour.
    private static final byte[] COLOUR = {-1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1};
    private static final byte[] WALL = {-1, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5};
    private static final byte[] OPPOSITE = {3, 4, 5, 0, 1, 2};

    private Codes() {}

    /**
     * The colour of a cell's byte.
     *
     * @param v a cell's byte, 0..12
     * @return {@link #BLACK}, {@link #WHITE} or {@link #NOBODY} when empty
     */
    public static int colour(int v) {
        return COLOUR[v];
    }

    /**
     * The wall direction of a cell's byte.
     *
     * @param v a cell's byte, 0..12
     * @return the direction index 0..5, or −1 when empty
     */
    public static int wall(int v) {
        return WALL[v];
    }

    /**
     * The opposite direction: the edge a neighbour in direction {@code d} shares with the cell, seen
     * from the neighbour.
     *
     * @param d a direction index 0..5
     * @return {@code (d + 3) % 6}
     */
    public static int opposite(int d) {
        return OPPOSITE[d];
    }

    /**
     * The byte of a piece.
     *
     * @param colour {@link #BLACK} or {@link #WHITE}
     * @param wall its wall direction 0..5
     * @return 1..12
     */
    public static byte piece(int colour, int wall) {
        return (byte) (1 + colour * Geometry.DIRECTIONS + wall);
    }
}
