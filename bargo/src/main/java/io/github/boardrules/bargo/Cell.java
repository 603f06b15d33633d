package io.github.boardrules.bargo;

import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.NotationException;

/**
 * A cell of a hexhex board of base N in axial coordinates: |q| ≤ N−1, |r| ≤ N−1, |q+r| ≤ N−1, with
 * (0, 0) the centre, r growing to the south and q to the east along a row. Its name is a file letter
 * and a rank number: file = {@code a} + (q + N − 1), rank = N − r. On the default base 5 the centre
 * is {@code e5}, the west corner {@code a5}, the bottom-left corner {@code a1} and the top-right
 * corner {@code i9}. Since names depend on the base, a cell knows its base.
 *
 * @param base the board base N, 2..13
 * @param q the axial column
 * @param r the axial row
 */
public record Cell(int base, int q, int r) {
    /**
     * Validates the cell.
     *
     * @param base the board base N, 2..13
     * @param q the axial column
     * @param r the axial row
     * @throws IllegalArgumentException when the base is out of range or (q, r) is not on the board
     */
    public Cell {
        if (base < BargoRules.MIN_BASE || base > BargoRules.MAX_BASE) {
            throw new IllegalArgumentException("base must be 2..13: " + base);
        }
        if (!onBoard(base, q, r)) {
            throw new IllegalArgumentException("(" + q + ", " + r + ") is not on the base-" + base + " board");
        }
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
     * The cell at (q, r) on the base-N board.
     *
     * @param base the board base N, 2..13
     * @param q the axial column
     * @param r the axial row
     * @return the cell
     * @throws IllegalArgumentException when the cell is not on the board
     */
    public static Cell of(int base, int q, int r) {
        return new Cell(base, q, r);
    }

    /**
     * Reads a cell name such as {@code e5} (either case) on the base-N board.
     *
     * @param base the board base N, 2..13
     * @param text the name
     * @return the cell
     * @throws NotationException naming the field {@code cell} when the text is not a name or the
     *     cell is not on the board
     */
    public static Cell parse(int base, String text) {
        return parse(base, text, 0, text.length());
    }

    /**
     * Reads {@code input[from, to)} as a cell name, reporting offsets into the whole input.
     *
     * @param base the board base N, 2..13
     * @param input the text
     * @param from the first index of the name
     * @param to one past its last index
     * @return the cell
     * @throws NotationException naming the field {@code cell}
     */
    static Cell parse(int base, String input, int from, int to) {
        FileRank name = FileRank.parse(input, from, to, "cell");
        int q = name.file() - (base - 1);
        int r = base - name.rank();
        if (!onBoard(base, q, r)) {
            throw new NotationException(
                    "cell", from, input, "'" + name.notation() + "' is not a cell of the base-" + base + " board");
        }
        return new Cell(base, q, r);
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
     * The neighbour in a direction.
     *
     * @param direction the direction
     * @return the neighbouring cell, or {@code null} when that edge is on the rim of the board
     */
    public @org.jspecify.annotations.Nullable Cell neighbour(Direction direction) {
        int nq = q + direction.dq();
        int nr = r + direction.dr();
        return onBoard(base, nq, nr) ? new Cell(base, nq, nr) : null;
    }

    /**
     * The cell's name, e.g. {@code e5}.
     *
     * @return the name
     */
    public String notation() {
        return (char) ('a' + file()) + Integer.toString(rank());
    }

    @Override
    public String toString() {
        return notation();
    }
}
