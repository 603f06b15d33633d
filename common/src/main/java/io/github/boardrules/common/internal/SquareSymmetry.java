package io.github.boardrules.common.internal;

/**
 * The 8 symmetries of a square board (the dihedral group of order 8) on point indices
 * {@code rank * size + file} (rank and file from 0). Symmetry {@code k} reflects the files first
 * when {@code k >= 4}, then turns the board {@code k % 4} quarter turns counter-clockwise; 0 is the
 * identity. Each reflection is its own inverse, a turn's inverse is the opposite turn.
 */
public final class SquareSymmetry {
    /** The number of symmetries of the square. */
    public static final int COUNT = 8;

    private SquareSymmetry() {}

    /**
     * The permutation tables of a board: {@code table[k][i]} is the image of point {@code i} under
     * symmetry {@code k}.
     *
     * @param size the board's width and height
     * @return a new table of {@link #COUNT} permutations
     */
    public static int[][] tables(int size) {
        int[][] tables = new int[COUNT][size * size];
        int last = size - 1;
        for (int k = 0; k < COUNT; k++) {
            for (int i = 0; i < size * size; i++) {
                int file = i % size;
                int rank = i / size;
                if (k >= 4) {
                    file = last - file;
                }
                for (int turn = 0; turn < k % 4; turn++) {
                    int turned = last - rank;
                    rank = file;
                    file = turned;
                }
                tables[k][i] = rank * size + file;
            }
        }
        return tables;
    }

    /**
     * The symmetry that undoes another.
     *
     * @param symmetry a symmetry in {@code [0, 8)}
     * @return its inverse
     */
    public static int inverse(int symmetry) {
        return symmetry >= 4 ? symmetry : (4 - symmetry) % 4;
    }

    /**
     * Moves every set bit of a mask of points to its image.
     *
     * @param mask a mask of point indices
     * @param table one permutation of {@link #tables}
     * @return the image mask
     */
    public static int mapMask(int mask, int[] table) {
        int out = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            out |= 1 << table[Integer.numberOfTrailingZeros(m)];
        }
        return out;
    }
}
