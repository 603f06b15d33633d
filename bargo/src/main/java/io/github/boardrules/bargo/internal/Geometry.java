package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.bargo.Direction;
import io.github.boardrules.common.internal.StableKeys;
import java.util.SplittableRandom;

/**
 * Everything about a board of one base that never changes: neighbour tables, row bounds, the cells,
 * the shared move objects, the superko Zobrist keys and the stable hash keys. Cells are indexed as
 * {@link Cell#index()}: rows from the top (r = −(N−1)) down, each row west to east. One shared
 * instance per base.
 */
public final class Geometry {
    /** Directions in {@link Direction} order. */
    public static final int DIRECTIONS = 6;

    private static final Geometry[] CACHE = new Geometry[14];

    /** The base N. */
    public final int base;
    /** The number of cells. */
    public final int cells;
    /** The number of 64-bit words of one colour's bitset. */
    public final int words;
    /** The number of rows, 2N−1. */
    public final int rows;
    /** The neighbour of cell {@code c} in direction {@code d} at {@code c * 6 + d}, or −1 at the rim. */
    public final int[] neighbours;
    /** The index of each row's first cell, plus one sentinel at the end. */
    public final int[] rowStart;
    /** The shared placements of this board. */
    public final MoveTable moves;

    private final Cell[] cellObjects;
    /** Zobrist keys of a Black piece on cell c at c, of a White piece at cells + c. */
    public final long[] zobrist;
    /** The Zobrist key of "the button has been taken". */
    public final long zobristButton;
    /**
     * The stable hash keys, the SplitMix64 sequence from the seed {@code 0xBA260000 + base}: cell
     * {@code c} holding piece code {@code v} (1..12: Black with walls e..se, then White) at
     * {@code 12c + v - 1}; then White to move, the button with Black, the button with White, one
     * pass, two passes, and komi {@code k} at {@code 12 * cells + 5 + k + cells}. Fixed for good:
     * hashes written to disk stay valid. The superko keys above are internal and may change.
     */
    public final long[] stableKeys;

    /** Builds the tables of a base; package-private so that tests can build one outside the cache. */
    Geometry(int base) {
        this.base = base;
        this.cellObjects = Cell.all(base).toArray(new Cell[0]);
        this.cells = cellObjects.length;
        this.words = (cells + 63) >>> 6;
        this.rows = 2 * base - 1;
        int m = base - 1;
        rowStart = new int[rows + 1];
        for (int c = cells - 1; c >= 0; c--) {
            rowStart[cellObjects[c].r() + m] = c;
        }
        rowStart[rows] = cells;
        neighbours = new int[cells * DIRECTIONS];
        Direction[] directions = Direction.values();
        for (int c = 0; c < cells; c++) {
            Cell cell = cellObjects[c];
            for (int d = 0; d < DIRECTIONS; d++) {
                Cell next = cell.neighbour(directions[d]);
                neighbours[c * DIRECTIONS + d] = next == null ? -1 : next.index();
            }
        }
        moves = new MoveTable(cellObjects);
        SplittableRandom random = new SplittableRandom(0x5EED_BA2601L + base);
        zobrist = new long[2 * cells];
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        zobristButton = random.nextLong();
        stableKeys = StableKeys.splitMix64(0xBA260000L + base, 12 * cells + 5 + 2 * cells + 1);
    }

    /**
     * The stable hash key of a piece.
     *
     * @param c the cell
     * @param v the piece code on it, 1..12 as in {@link Codes}
     * @return its key
     */
    public long pieceKey(int c, int v) {
        return stableKeys[12 * c + v - 1];
    }

    /**
     * The geometry of a base.
     *
     * @param base the base, 2..13
     * @return the shared instance
     */
    public static Geometry of(int base) {
        synchronized (CACHE) {
            Geometry geometry = CACHE[base];
            if (geometry == null) {
                geometry = new Geometry(base);
                CACHE[base] = geometry;
            }
            return geometry;
        }
    }

    /**
     * The cell object of an index.
     *
     * @param index the index
     * @return the shared cell
     */
    public Cell cell(int index) {
        return cellObjects[index];
    }

    /**
     * The precomputed placement of a cell and direction.
     *
     * @param cell the cell index
     * @param direction the direction index
     * @return the shared move object
     */
    public BargoMove.Place place(int cell, int direction) {
        return moves.place(cell, direction);
    }
}
