package io.github.boardrules.common.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The eight symmetries of an n×n board: worked tables on 3×3, and the laws of the dihedral group
 * (each symmetry a bijection of the board that keeps neighbours neighbours, closure, inverses) for
 * every size.
 */
class SquareSymmetryProperties {
    /*
     * The 3×3 board, point index rank * 3 + file, rank 0 at the bottom (a1 = 0, c3 = 8):
     *
     *   6 7 8
     *   3 4 5
     *   0 1 2
     */

    @Test
    void theTablesOfTheThreeByThreeBoard() {
        int[][] tables = SquareSymmetry.tables(3);
        assertEquals(SquareSymmetry.COUNT, tables.length);
        // 0: the identity.
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8}, tables[0]);
        // 1: a quarter turn counter-clockwise: the bottom row 0 1 2 becomes the right column 2 5 8
        // (a1 -> c1 -> c3 -> a3 -> a1), the left column 0 3 6 the bottom row read right to left.
        assertArrayEquals(new int[] {2, 5, 8, 1, 4, 7, 0, 3, 6}, tables[1]);
        // 2: a half turn: point i goes to 8 - i.
        assertArrayEquals(new int[] {8, 7, 6, 5, 4, 3, 2, 1, 0}, tables[2]);
        // 3: three quarter turns, a quarter turn clockwise: the bottom row becomes the left column
        // read downwards (0 -> 6, 1 -> 3, 2 -> 0).
        assertArrayEquals(new int[] {6, 3, 0, 7, 4, 1, 8, 5, 2}, tables[3]);
        // 4: the files reflected (a <-> c), ranks kept.
        assertArrayEquals(new int[] {2, 1, 0, 5, 4, 3, 8, 7, 6}, tables[4]);
        // 5: reflect the files, then a quarter turn: (file, rank) -> (2 - rank, 2 - file), the
        // reflection in the diagonal c1-a3, which keeps 2, 4 and 6.
        assertArrayEquals(new int[] {8, 5, 2, 7, 4, 1, 6, 3, 0}, tables[5]);
        // 6: reflect the files, then a half turn: the ranks reflected (1 <-> 3), files kept.
        assertArrayEquals(new int[] {6, 7, 8, 3, 4, 5, 0, 1, 2}, tables[6]);
        // 7: reflect the files, then three quarter turns: (file, rank) -> (rank, file), the
        // reflection in the diagonal a1-c3, which keeps 0, 4 and 8.
        assertArrayEquals(new int[] {0, 3, 6, 1, 4, 7, 2, 5, 8}, tables[7]);
    }

    @Test
    void theInverses() {
        // A turn is undone by the opposite turn (1 <-> 3), the half turn and the reflections by
        // themselves.
        int[] inverses = new int[SquareSymmetry.COUNT];
        for (int k = 0; k < SquareSymmetry.COUNT; k++) {
            inverses[k] = SquareSymmetry.inverse(k);
        }
        assertArrayEquals(new int[] {0, 3, 2, 1, 4, 5, 6, 7}, inverses);
    }

    @Test
    void smallBoards() {
        // 1×1: every symmetry keeps the one point. 2×2 (a1 = 0, b1 = 1, a2 = 2, b2 = 3): the quarter
        // turn counter-clockwise takes a1 to b1, b1 to b2, b2 to a2, a2 to a1.
        for (int[] table : SquareSymmetry.tables(1)) {
            assertArrayEquals(new int[] {0}, table);
        }
        assertArrayEquals(new int[] {1, 3, 0, 2}, SquareSymmetry.tables(2)[1]);
        assertArrayEquals(new int[] {1, 0, 3, 2}, SquareSymmetry.tables(2)[4]);
    }

    @Test
    void mapMaskMovesEveryPoint() {
        int[][] tables = SquareSymmetry.tables(3);
        // The bottom row {0, 1, 2} = 0b111 turns a quarter to the right column {2, 5, 8}.
        assertEquals((1 << 2) | (1 << 5) | (1 << 8), SquareSymmetry.mapMask(0b111, tables[1]));
        // The corners {0, 8} under the reflection of the files: {2, 6}.
        assertEquals((1 << 2) | (1 << 6), SquareSymmetry.mapMask((1 << 0) | (1 << 8), tables[4]));
        // A single point c1 (2) goes to c3 (8).
        assertEquals(1 << 8, SquareSymmetry.mapMask(1 << 2, tables[1]));
        assertEquals(0, SquareSymmetry.mapMask(0, tables[5]));
        // The whole board maps onto itself.
        assertEquals(0x1FF, SquareSymmetry.mapMask(0x1FF, tables[7]));
    }

    @Property(tries = 40)
    void eachSymmetryIsABijectionThatKeepsNeighbours(@ForAll @IntRange(min = 1, max = 9) int size) {
        int[][] tables = SquareSymmetry.tables(size);
        assertEquals(SquareSymmetry.COUNT, tables.length);
        for (int[] table : tables) {
            assertEquals(size * size, table.length);
            int[] sorted = table.clone();
            Arrays.sort(sorted);
            for (int i = 0; i < sorted.length; i++) {
                assertEquals(i, sorted[i], "a permutation of the points");
            }
            // Orthogonal neighbours stay neighbours: the symmetry moves the board as a whole.
            for (int i = 0; i < size * size; i++) {
                if (i % size + 1 < size) {
                    assertEquals(1, distance(table[i], table[i + 1], size), "east neighbour of " + i);
                }
                if (i + size < size * size) {
                    assertEquals(1, distance(table[i], table[i + size], size), "north neighbour of " + i);
                }
            }
        }
    }

    private static int distance(int a, int b, int size) {
        return Math.abs(a % size - b % size) + Math.abs(a / size - b / size);
    }

    @Property(tries = 40)
    void theSymmetriesFormAGroup(@ForAll @IntRange(min = 1, max = 9) int size) {
        int[][] tables = SquareSymmetry.tables(size);
        for (int i = 0; i < size * size; i++) {
            assertEquals(i, tables[0][i], "0 is the identity");
        }
        for (int k = 0; k < SquareSymmetry.COUNT; k++) {
            int inverse = SquareSymmetry.inverse(k);
            assertEquals(k, SquareSymmetry.inverse(inverse));
            assertArrayEquals(tables[0], compose(tables[inverse], tables[k]), "inverse of " + k);
            assertArrayEquals(tables[0], compose(tables[k], tables[inverse]), "inverse of " + k);
            // As documented: k >= 4 reflects the files first (symmetry 4), then turns k % 4 times.
            int[] expected = k >= 4 ? tables[4] : tables[0];
            for (int turn = 0; turn < k % 4; turn++) {
                expected = compose(tables[1], expected);
            }
            assertArrayEquals(expected, tables[k], "symmetry " + k);
            for (int j = 0; j < SquareSymmetry.COUNT; j++) {
                int[] product = compose(tables[j], tables[k]);
                assertTrue(Arrays.stream(tables).anyMatch(t -> Arrays.equals(t, product)), j + " after " + k);
            }
        }
        // Four quarter turns make a full one; reflecting twice changes nothing.
        assertArrayEquals(tables[0], compose(tables[1], tables[3]));
        assertArrayEquals(tables[0], compose(tables[4], tables[4]));
    }

    @Property(tries = 20)
    void theEightAreDistinctFromSizeTwo(@ForAll @IntRange(min = 2, max = 9) int size) {
        int[][] tables = SquareSymmetry.tables(size);
        for (int k = 0; k < SquareSymmetry.COUNT; k++) {
            for (int j = k + 1; j < SquareSymmetry.COUNT; j++) {
                assertNotEquals(Arrays.toString(tables[k]), Arrays.toString(tables[j]), k + " and " + j);
            }
        }
    }

    /** {@code second} after {@code first}: the image of {@code i} is {@code second[first[i]]}. */
    private static int[] compose(int[] second, int[] first) {
        int[] out = new int[first.length];
        for (int i = 0; i < first.length; i++) {
            out[i] = second[first[i]];
        }
        return out;
    }

    @Property(tries = 300)
    void mapMaskMapsEachPointAndRoundTrips(
            @ForAll @IntRange(min = 1, max = 5) int size, @ForAll int bits, @ForAll @IntRange(min = 0, max = 7) int k) {
        // Boards up to 5×5 fit into an int mask.
        int mask = bits & ((1 << (size * size)) - 1);
        int[] table = SquareSymmetry.tables(size)[k];
        int image = SquareSymmetry.mapMask(mask, table);
        assertEquals(Integer.bitCount(mask), Integer.bitCount(image));
        for (int i = 0; i < size * size; i++) {
            assertEquals((mask >>> i & 1) == 1, (image >>> table[i] & 1) == 1, "point " + i);
        }
        int[] back = SquareSymmetry.tables(size)[SquareSymmetry.inverse(k)];
        assertEquals(mask, SquareSymmetry.mapMask(image, back));
    }
}
