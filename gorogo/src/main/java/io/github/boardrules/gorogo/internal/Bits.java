package io.github.boardrules.gorogo.internal;

/**
 * The 5×5 board as the low 25 bits of an {@code int}: point {@code (file, rank)} with file 0..4
 * ({@code a}..{@code e}) and rank 1..5 is bit {@code (rank - 1) * 5 + file}, so {@code a1} is bit 0
 * and {@code e5} bit 24.
 */
public final class Bits {
    /** The number of points. */
    public static final int POINTS = 25;

    /** Every point of the board. */
    public static final int FULL = (1 << 25) - 1;

    /** The points of file {@code a}. */
    static final int FILE_A = 1 | 1 << 5 | 1 << 10 | 1 << 15 | 1 << 20;

    /** The points of file {@code e}. */
    static final int FILE_E = FILE_A << 4;

    private Bits() {}

    /**
     * The points orthogonally next to at least one point of {@code mask}; may include points of
     * the mask itself.
     *
     * @param mask a set of points
     * @return its neighbours
     */
    public static int neighbours(int mask) {
        return (((mask & ~FILE_E) << 1) | ((mask & ~FILE_A) >>> 1) | (mask << 5) | (mask >>> 5)) & FULL;
    }

    /**
     * The points with at least two orthogonal neighbours in {@code mask}.
     *
     * @param mask a set of points
     * @return the points next to two or more of them
     */
    public static int twoOrMore(int mask) {
        int east = (mask & ~FILE_A) >>> 1;
        int west = (mask & ~FILE_E) << 1;
        int north = (mask >>> 5);
        int south = (mask << 5) & FULL;
        return ((east & west) | (north & south) | ((east | west) & (north | south))) & FULL;
    }

    /**
     * The points of {@code within} connected to {@code seed} through points of {@code within}.
     *
     * @param seed the starting points (those outside {@code within} are ignored)
     * @param within the points the fill may cross
     * @return the connected region
     */
    public static int flood(int seed, int within) {
        int region = seed & within;
        while (true) {
            int grown = (region | neighbours(region)) & within;
            if (grown == region) {
                return region;
            }
            region = grown;
        }
    }

    /**
     * Whether the points of {@code within} connected to {@code seed} through points of {@code
     * within} touch a point of {@code targets}: {@link #flood} that stops as soon as they do.
     *
     * @param seed the starting points (those outside {@code within} are ignored)
     * @param within the points the fill may cross
     * @param targets the points looked for next to the region
     * @return {@code true} when the connected region has a neighbour in {@code targets}
     */
    public static boolean reaches(int seed, int within, int targets) {
        int region = seed & within;
        while (true) {
            int next = neighbours(region);
            if ((next & targets) != 0) {
                return true;
            }
            int grown = (region | next) & within;
            if (grown == region) {
                return false;
            }
            region = grown;
        }
    }
}
