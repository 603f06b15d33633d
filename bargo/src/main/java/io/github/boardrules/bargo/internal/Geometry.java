package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.bargo.Direction;
import java.util.SplittableRandom;

/**
 * Everything about a board of one base that never changes: cell indices, neighbour tables, cell
 * names, the precomputed move objects and the Zobrist keys. Cells are indexed in notation order:
 * rows from the top (r = −(N−1)) down, each row west to east. One shared instance per base.
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

    private final int[] qs;
    private final int[] rs;
    private final Cell[] cellObjects;
    private final BargoMove.Place[] places;
    /** Zobrist keys of a Black piece on cell c at c, of a White piece at cells + c. */
    public final long[] zobrist;
    /** The Zobrist key of "the button has been taken". */
    public final long zobristButton;

    private Geometry(int base) {
        this.base = base;
        this.cells = 3 * base * (base - 1) + 1;
        this.words = (cells + 63) >>> 6;
        this.rows = 2 * base - 1;
        int m = base - 1;
        qs = new int[cells];
        rs = new int[cells];
        rowStart = new int[rows + 1];
        cellObjects = new Cell[cells];
        int index = 0;
        for (int r = -m; r <= m; r++) {
            rowStart[r + m] = index;
            for (int q = Math.max(-m, -m - r); q <= Math.min(m, m - r); q++) {
                qs[index] = q;
                rs[index] = r;
                cellObjects[index] = new Cell(base, q, r);
                index++;
            }
        }
        rowStart[rows] = index;
        neighbours = new int[cells * DIRECTIONS];
        places = new BargoMove.Place[cells * DIRECTIONS];
        Direction[] directions = Direction.values();
        for (int c = 0; c < cells; c++) {
            for (int d = 0; d < DIRECTIONS; d++) {
                neighbours[c * DIRECTIONS + d] = index(qs[c] + directions[d].dq(), rs[c] + directions[d].dr());
                places[c * DIRECTIONS + d] = new BargoMove.Place(cellObjects[c], directions[d]);
            }
        }
        SplittableRandom random = new SplittableRandom(0x5EED_BA2601L + base);
        zobrist = new long[2 * cells];
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        zobristButton = random.nextLong();
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
     * The index of (q, r), or −1 when it is off the board.
     *
     * @param q the axial column
     * @param r the axial row
     * @return the index or −1
     */
    public int index(int q, int r) {
        if (!Cell.onBoard(base, q, r)) {
            return -1;
        }
        int m = base - 1;
        return rowStart[r + m] + q - Math.max(-m, -m - r);
    }

    /**
     * The index of a cell of this base.
     *
     * @param cell the cell, whose base must be this one
     * @return the index
     */
    public int index(Cell cell) {
        return index(cell.q(), cell.r());
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
        return places[cell * DIRECTIONS + direction];
    }
}
