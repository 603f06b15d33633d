package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.MoveNotation;
import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A cell of a hexhex board of base N in axial coordinates: |q| ≤ N−1, |r| ≤ N−1, |q+r| ≤ N−1, with
 * (0, 0) the centre, r growing to the south and q to the east along a row. Its name is a file letter
 * and a rank number: file = {@code a} + (q + N − 1), rank = N − r. On the default base 5 the centre
 * is {@code e5}, the west corner {@code a5}, the bottom-left corner {@code a1} and the top-right
 * corner {@code i9}. Since names depend on the base, a cell knows its base.
 *
 * <p>There is exactly one instance per cell of each base, so cells may be compared with {@code ==}
 * as well as {@link #equals}. Their {@linkplain #index() index} runs in notation order — the top
 * row first, each row west to east — which is also the order of {@link #all(int)}, of
 * {@link #compareTo} and of legal-move lists.
 */
public final class Cell implements Comparable<Cell> {
    /** Every cell of every base, by base and then index. */
    private static final Cell[][] BY_INDEX = new Cell[BargoRules.MAX_BASE + 1][];
    /** The same cells by base and then {@code (r + N − 1) · (2N − 1) + (q + N − 1)}. */
    private static final Cell[][] BY_AXIAL = new Cell[BargoRules.MAX_BASE + 1][];
    /** The lists returned by {@link #all(int)}, index {@code base − MIN_BASE}. */
    private static final List<List<Cell>> ALL;

    static {
        List<List<Cell>> all = new ArrayList<>();
        for (int base = BargoRules.MIN_BASE; base <= BargoRules.MAX_BASE; base++) {
            int m = base - 1;
            int width = 2 * m + 1;
            Cell[] cells = new Cell[3 * base * m + 1];
            Cell[] grid = new Cell[width * width];
            int index = 0;
            for (int r = -m; r <= m; r++) {
                for (int q = Math.max(-m, -m - r); q <= Math.min(m, m - r); q++) {
                    Cell cell = new Cell(base, q, r, index);
                    cells[index++] = cell;
                    grid[(r + m) * width + q + m] = cell;
                }
            }
            BY_INDEX[base] = cells;
            BY_AXIAL[base] = grid;
            all.add(List.of(cells));
        }
        ALL = List.copyOf(all);
    }

    private final int base;
    private final int q;
    private final int r;
    private final int index;
    private final String notation;

    private Cell(int base, int q, int r, int index) {
        this.base = base;
        this.q = q;
        this.r = r;
        this.index = index;
        this.notation = (char) ('a' + q + base - 1) + Integer.toString(base - r);
    }

    /**
     * Whether (q, r) is a cell of the base-N board.
     *
     * @param base the board base N
     * @param q the axial column
     * @param r the axial row
     * @return whether the cell exists
     */
    public static boolean onBoard(int base, int q, int r) {
        // Compared in long, without Math.abs: Integer.MIN_VALUE would pass an int check.
        long m = base - 1L;
        long s = (long) q + r;
        return -m <= q && q <= m && -m <= r && r <= m && -m <= s && s <= m;
    }

    /**
     * The cell at (q, r) on the base-N board: Bargo's natural coordinates.
     *
     * @param base the board base N, 2..13
     * @param q the axial column
     * @param r the axial row
     * @return the cell
     * @throws IllegalArgumentException when the base is out of range or the cell is not on the board
     */
    public static Cell of(int base, int q, int r) {
        checkBase(base);
        if (!onBoard(base, q, r)) {
            throw new IllegalArgumentException("(" + q + ", " + r + ") is not on the base-" + base + " board");
        }
        int m = base - 1;
        return BY_AXIAL[base][(r + m) * (2 * m + 1) + q + m];
    }

    /**
     * The cell named by a file and a rank on the base-N board.
     *
     * @param base the board base N, 2..13
     * @param name the file and rank, e.g. {@code e5}
     * @return the cell
     * @throws IllegalArgumentException when the base is out of range or the name is not a cell of
     *     that board
     */
    public static Cell of(int base, FileRank name) {
        checkBase(base);
        int q = name.file() - (base - 1);
        int r = base - name.rank();
        if (!onBoard(base, q, r)) {
            throw new IllegalArgumentException(name + " is not a cell of the base-" + base + " board");
        }
        return of(base, q, r);
    }

    /**
     * The cell with the given index on the base-N board.
     *
     * @param base the board base N, 2..13
     * @param index the index in notation order, 0..3N(N−1)
     * @return the cell
     * @throws IllegalArgumentException when the base or the index is out of range
     */
    public static Cell ofIndex(int base, int index) {
        checkBase(base);
        Cell[] cells = BY_INDEX[base];
        if (index < 0 || index >= cells.length) {
            throw new IllegalArgumentException(
                    "cell index out of range 0.." + (cells.length - 1) + " on the base-" + base + " board: " + index);
        }
        return cells[index];
    }

    /**
     * Reads a cell name such as {@code e5} (either case) on the base-N board.
     *
     * @param base the board base N, 2..13
     * @param text the name
     * @return the cell
     * @throws NotationException naming the field {@code cell} when the text is not a name or the
     *     cell is not on the board
     * @throws IllegalArgumentException when the base is out of range
     */
    public static Cell parse(int base, String text) {
        checkBase(base);
        return MoveNotation.cell(NotationReader.of(text, "cell"), base, new Token(text, 0));
    }

    /**
     * Every cell of the base-N board in index order: the top row first, each row west to east.
     *
     * @param base the board base N, 2..13
     * @return an immutable list of 3N(N−1)+1 cells
     * @throws IllegalArgumentException when the base is out of range
     */
    public static List<Cell> all(int base) {
        checkBase(base);
        return ALL.get(base - BargoRules.MIN_BASE);
    }

    private static void checkBase(int base) {
        if (base < BargoRules.MIN_BASE || base > BargoRules.MAX_BASE) {
            throw new IllegalArgumentException(
                    "base must be " + BargoRules.MIN_BASE + ".." + BargoRules.MAX_BASE + ": " + base);
        }
    }

    /**
     * The base of the board this cell belongs to.
     *
     * @return N, 2..13
     */
    public int base() {
        return base;
    }

    /**
     * The axial column, growing to the east along a row.
     *
     * @return q, within ±(N−1)
     */
    public int q() {
        return q;
    }

    /**
     * The axial row, growing to the south.
     *
     * @return r, within ±(N−1)
     */
    public int r() {
        return r;
    }

    /**
     * The index of this cell in notation order: the top row first, each row west to east.
     *
     * @return 0..3N(N−1)
     */
    public int index() {
        return index;
    }

    /**
     * The file index (0 for {@code a}).
     *
     * @return q + N − 1
     */
    public int file() {
        return q + base - 1;
    }

    /**
     * The rank number, 1 at the bottom row.
     *
     * @return N − r
     */
    public int rank() {
        return base - r;
    }

    /**
     * The cell as a generic file-and-rank coordinate.
     *
     * @return the coordinate
     */
    public FileRank toFileRank() {
        return new FileRank(file(), rank());
    }

    /**
     * The neighbour in a direction.
     *
     * @param direction the direction
     * @return the neighbouring cell, or {@code null} when that edge is on the rim of the board
     */
    public @Nullable Cell neighbour(Direction direction) {
        int nq = q + direction.dq();
        int nr = r + direction.dr();
        return onBoard(base, nq, nr) ? of(base, nq, nr) : null;
    }

    /**
     * The cell's name, e.g. {@code e5}.
     *
     * @return the name
     */
    public String notation() {
        return notation;
    }

    /**
     * Orders cells by base, then by index (notation order).
     *
     * @param other another cell
     * @return negative, zero or positive as this cell comes before, is, or comes after the other
     */
    @Override
    public int compareTo(Cell other) {
        int byBase = Integer.compare(base, other.base);
        return byBase != 0 ? byBase : Integer.compare(index, other.index);
    }

    /**
     * Whether another object is the same cell: same base, same coordinates.
     *
     * @param other any object
     * @return whether it is this cell
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return this == other || (other instanceof Cell that && base == that.base && index == that.index);
    }

    /**
     * A hash of base and index.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return base * 1024 + index;
    }

    /**
     * The cell's name, as {@link #notation()}.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return notation;
    }
}
