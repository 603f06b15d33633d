package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.Cell;
import io.github.boardrules.bargo.Direction;

/**
 * The 12 symmetries of a hexhex board on cell indices and wall directions. Symmetry {@code k}
 * reflects the board in the line {@code q = r} first when {@code k >= 6} (swapping the axial
 * coordinates), then turns it {@code k % 6} sixths of a turn clockwise as drawn, the map
 * {@code (q, r) -> (-r, q + r)}, which takes the direction {@code e} to {@code se}. Wall directions
 * turn with the board, so walls keep facing the same neighbours. 0 is the identity; each reflection
 * is its own inverse.
 */
public final class HexSymmetry {
    /** The number of symmetries of the hexagon. */
    public static final int COUNT = 12;

    /** {@code DIRECTION[k][d]}: the image of direction {@code d} under symmetry {@code k}. */
    private static final int[][] DIRECTION = new int[COUNT][Geometry.DIRECTIONS];

    static {
        Direction[] directions = Direction.values();
        for (int k = 0; k < COUNT; k++) {
            for (int d = 0; d < Geometry.DIRECTIONS; d++) {
                int[] image = map(k, directions[d].dq(), directions[d].dr());
                for (Direction candidate : directions) {
                    if (candidate.dq() == image[0] && candidate.dr() == image[1]) {
                        DIRECTION[k][d] = candidate.ordinal();
                    }
                }
            }
        }
    }

    /** {@code cells[k][c]}: the image of cell index {@code c} under symmetry {@code k}. */
    private final int[][] cells;

    HexSymmetry(Geometry geometry) {
        cells = new int[COUNT][geometry.cells];
        for (int k = 0; k < COUNT; k++) {
            for (int c = 0; c < geometry.cells; c++) {
                Cell cell = geometry.cell(c);
                int[] image = map(k, cell.q(), cell.r());
                cells[k][c] = Cell.of(geometry.base, image[0], image[1]).index();
            }
        }
    }

    /** The image of an axial vector or coordinate. */
    private static int[] map(int symmetry, int q, int r) {
        int x = symmetry >= 6 ? r : q;
        int y = symmetry >= 6 ? q : r;
        for (int turn = 0; turn < symmetry % 6; turn++) {
            int turned = -y;
            y = x + y;
            x = turned;
        }
        return new int[] {x, y};
    }

    /**
     * The symmetry that undoes another.
     *
     * @param symmetry a symmetry in {@code [0, 12)}
     * @return its inverse
     */
    public static int inverse(int symmetry) {
        return symmetry >= 6 ? symmetry : (6 - symmetry) % 6;
    }

    /**
     * The image of a direction.
     *
     * @param symmetry the symmetry
     * @param direction a direction index
     * @return the image's index
     */
    public static int direction(int symmetry, int direction) {
        return DIRECTION[symmetry][direction];
    }

    /**
     * The image of a cell.
     *
     * @param symmetry the symmetry
     * @param cell a cell index
     * @return the image's index
     */
    public int cell(int symmetry, int cell) {
        return cells[symmetry][cell];
    }

    /**
     * The image of a colour bitset (one colour's {@code words} words, or both colours' one after
     * the other).
     *
     * @param symmetry the symmetry
     * @param stones the bitsets
     * @param words the words of one colour
     * @return a new array
     */
    long[] stones(int symmetry, long[] stones, int words) {
        long[] out = new long[stones.length];
        for (int w = 0; w < stones.length; w++) {
            int colour = w / words;
            int base = (w % words) << 6;
            for (long m = stones[w]; m != 0; m &= m - 1) {
                int image = cells[symmetry][base + Long.numberOfTrailingZeros(m)];
                out[colour * words + (image >>> 6)] |= 1L << image;
            }
        }
        return out;
    }
}
