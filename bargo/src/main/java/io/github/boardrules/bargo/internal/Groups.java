package io.github.boardrules.bargo.internal;

import java.util.Arrays;

/**
 * The groups of one board: a label per occupied cell, and per group its colour, its pieces and
 * its liberties as bitsets, the number of liberties and the XOR of its pieces' Zobrist keys; also
 * the groups of the player not to move that have no liberty at all (their owner's own last
 * placement cut them off), which every placement removes. Working memory of one thread's analysis
 * in the engine.
 *
 * <p>A game moves from a board to the next, so the groups are usually brought up to
 * date by {@link #advance} rather than found again: a placement merges bitsets, clears one liberty
 * bit in its neighbours and gives captured cells back as liberties, without walking any group.
 * Labels of groups that die (captured or merged) are left unused; when fresh labels run out,
 * {@link #analyse} starts again.
 */
public final class Groups {
    /** The most cells of any board: base 13. */
    public static final int MAX_CELLS = 3 * 13 * 12 + 1;
    /** The most labels in use between two full analyses. */
    public static final int MAX_LABELS = 2 * MAX_CELLS;
    /** Words per bitset: enough for the largest board, so that every board uses the same stride. */
    public static final int STRIDE = (MAX_CELLS + 63) >>> 6;

    private static final int DEAD = -1;

    /** The group of each occupied cell; −1 for empty cells. */
    public final int[] label = new int[MAX_CELLS];
    /** The number of distinct liberties of each group; −1 for a label no longer in use. */
    public final int[] liberties = new int[MAX_LABELS];
    /** The XOR of the Zobrist keys of each group's pieces. */
    final long[] zobrist = new long[MAX_LABELS];
    /** The pieces of each group: {@link #STRIDE} words from {@code label * STRIDE}. */
    final long[] members = new long[MAX_LABELS * STRIDE];
    /** Groups of the player not to move that have no liberty, in [0, zeroLibertyCount). */
    final int[] zeroLiberty = new int[MAX_LABELS];

    int zeroLibertyCount;
    /** The XOR of the Zobrist keys of the zero-liberty groups. */
    long zeroLibertyZobrist;
    /** The number of labels given out since the last full analysis. */
    int count;

    private final long[] libertySets = new long[MAX_LABELS * STRIDE];
    private final int[] colour = new int[MAX_LABELS];
    private final int[] touched = new int[Geometry.DIRECTIONS * (MAX_CELLS + 1)];
    private final int[] merged = new int[Geometry.DIRECTIONS];
    private final int[] stack = new int[MAX_CELLS];
    private int touchedCount;
    /**
     * The words of one bitset on the board in hand: the loops over a group's bitsets stop there, since
     * a label's words beyond it are cleared when the label is given out and never set.
     */
    private int words = STRIDE;

    /** Empty working memory, to be filled by {@link #analyse}. */
    public Groups() {}

    /**
     * Finds the groups of a board from scratch.
     *
     * @param geometry the board's geometry
     * @param board one byte per cell, as in {@link Codes}
     * @param toMove the player to move: the other player's groups may have no liberty
     */
    public void analyse(Geometry geometry, byte[] board, int toMove) {
        int cells = geometry.cells;
        words = geometry.words;
        Arrays.fill(label, 0, cells, -1);
        count = 0;
        for (int x = 0; x < cells; x++) {
            if (board[x] != 0 && label[x] < 0) {
                fill(count++, x, geometry, board);
            }
        }
        findZeroLiberty(1 - toMove);
    }

    /**
     * Brings the groups of one board up to date for the board one move later.
     *
     * @param geometry the boards' geometry
     * @param before the board these groups describe
     * @param after the board after the move
     * @param mover the player who made the move
     * @param move the move's last-move code ({@link Codes}): a placement, the button or a pass
     * @return {@code false} when labels ran out and the caller must {@link #analyse} instead
     */
    public boolean advance(Geometry geometry, byte[] before, byte[] after, int mover, int move) {
        words = geometry.words;
        if (move >= 0) {
            if (count == MAX_LABELS) {
                return false;
            }
            placePiece(geometry, before, after, mover, move / Geometry.DIRECTIONS);
        }
        findZeroLiberty(mover);
        return true;
    }

    /**
     * Labels the group of the piece on {@code start} as {@code g}: a flood fill through linked
     * like-coloured pieces, collecting its pieces and the empty cells it is linked to.
     */
    private void fill(int g, int start, Geometry geometry, byte[] board) {
        int[] neighbours = geometry.neighbours;
        int groupColour = Codes.colour(board[start]);
        int zobristBase = groupColour * geometry.cells;
        int from = g * STRIDE;
        Arrays.fill(members, from, from + STRIDE, 0L);
        Arrays.fill(libertySets, from, from + STRIDE, 0L);
        long sum = 0;
        int sp = 0;
        stack[sp++] = start;
        label[start] = g;
        while (sp > 0) {
            int y = stack[--sp];
            members[from + (y >>> 6)] |= 1L << y;
            int wall = Codes.wall(board[y]);
            sum ^= geometry.zobrist[zobristBase + y];
            int base = y * Geometry.DIRECTIONS;
            for (int k = 0; k < Geometry.DIRECTIONS; k++) {
                int z = neighbours[base + k];
                if (k == wall || z < 0) {
                    continue;
                }
                int vz = board[z];
                if (vz == 0) {
                    libertySets[from + (z >>> 6)] |= 1L << z;
                } else if (label[z] < 0 && Codes.colour(vz) == groupColour && Codes.wall(vz) != Codes.opposite(k)) {
                    label[z] = g;
                    stack[sp++] = z;
                }
            }
        }
        zobrist[g] = sum;
        colour[g] = groupColour;
        countLiberties(g);
    }

    private void countLiberties(int g) {
        liberties[g] = bitCount(libertySets, g);
    }

    /** The number of set bits in group {@code g}'s bitset of {@code sets}. */
    private int bitCount(long[] sets, int g) {
        int n = 0;
        for (int i = g * STRIDE; i < g * STRIDE + words; i++) {
            n += Long.bitCount(sets[i]);
        }
        return n;
    }

    /** Collects the groups of {@code enemy}, the player not to move, that have no liberty. */
    private void findZeroLiberty(int enemy) {
        int n = 0;
        long sum = 0;
        for (int g = 0; g < count; g++) {
            if (liberties[g] == 0 && colour[g] == enemy) {
                zeroLiberty[n++] = g;
                sum ^= zobrist[g];
            }
        }
        zeroLibertyCount = n;
        zeroLibertyZobrist = sum;
    }

    /**
     * A placement: the groups it captures give their cells back as liberties to the groups linked
     * to them; the new piece joins the mover's groups it links to (the largest keeps its label);
     * every other group linked to its cell loses that liberty.
     */
    private void placePiece(Geometry geometry, byte[] before, byte[] after, int mover, int c) {
        int[] neighbours = geometry.neighbours;
        int wall = Codes.wall(after[c]);
        touchedCount = 0;
        for (int i = 0; i < zeroLibertyCount; i++) {
            capture(zeroLiberty[i], after, neighbours, c);
        }
        int mergedCount = 0;
        for (int k = 0; k < Geometry.DIRECTIONS; k++) {
            int y = neighbours[c * Geometry.DIRECTIONS + k];
            if (y < 0 || before[y] == 0 || Codes.wall(before[y]) == Codes.opposite(k)) {
                continue; // off the board, empty, or its wall faces c: c was never its liberty
            }
            int h = label[y];
            if (h < 0) {
                continue; // captured above
            }
            if (colour[h] != mover) {
                if (liberties[h] == 1) {
                    capture(h, after, neighbours, c);
                } else {
                    loseLiberty(h, c);
                }
            } else if (k != wall) {
                if (!contains(merged, mergedCount, h)) {
                    merged[mergedCount++] = h;
                }
            } else {
                loseLiberty(h, c);
            }
        }
        int g = join(mergedCount, mover, geometry, after, c);
        for (int i = 0; i < touchedCount; i++) {
            int h = touched[i];
            if (liberties[h] != DEAD) {
                countLiberties(h);
            }
        }
        countLiberties(g);
    }

    /** Removes a captured group; the groups linked to its cells gain them as liberties. */
    private void capture(int h, byte[] after, int[] neighbours, int placed) {
        liberties[h] = DEAD;
        int from = h * STRIDE;
        for (int i = 0; i < words; i++) {
            for (long word = members[from + i]; word != 0; word &= word - 1) {
                int x = (i << 6) + Long.numberOfTrailingZeros(word);
                label[x] = -1;
                for (int k = 0; k < Geometry.DIRECTIONS; k++) {
                    int z = neighbours[x * Geometry.DIRECTIONS + k];
                    if (z >= 0 && z != placed && after[z] != 0 && Codes.wall(after[z]) != Codes.opposite(k)) {
                        int owner = label[z];
                        libertySets[owner * STRIDE + (x >>> 6)] |= 1L << x;
                        touched[touchedCount++] = owner;
                    }
                }
            }
        }
    }

    private void loseLiberty(int h, int c) {
        libertySets[h * STRIDE + (c >>> 6)] &= ~(1L << c);
        touched[touchedCount++] = h;
    }

    /** The group of the new piece: the linked groups merged into the largest, or a fresh label. */
    private int join(int mergedCount, int mover, Geometry geometry, byte[] after, int c) {
        int g;
        if (mergedCount == 0) {
            g = count++;
            int from = g * STRIDE;
            Arrays.fill(members, from, from + STRIDE, 0L);
            Arrays.fill(libertySets, from, from + STRIDE, 0L);
            zobrist[g] = 0;
            colour[g] = mover;
        } else {
            g = merged[0];
            for (int i = 1; i < mergedCount; i++) {
                if (bitCount(members, merged[i]) > bitCount(members, g)) {
                    g = merged[i];
                }
            }
            for (int i = 0; i < mergedCount; i++) {
                if (merged[i] != g) {
                    absorb(g, merged[i]);
                }
            }
        }
        int from = g * STRIDE;
        label[c] = g;
        members[from + (c >>> 6)] |= 1L << c;
        libertySets[from + (c >>> 6)] &= ~(1L << c);
        zobrist[g] ^= geometry.zobrist[mover * geometry.cells + c];
        int wall = Codes.wall(after[c]);
        for (int k = 0; k < Geometry.DIRECTIONS; k++) {
            int z = geometry.neighbours[c * Geometry.DIRECTIONS + k];
            if (k != wall && z >= 0 && after[z] == 0) {
                libertySets[from + (z >>> 6)] |= 1L << z;
            }
        }
        return g;
    }

    /** Moves group {@code h} into group {@code g}. */
    private void absorb(int g, int h) {
        int to = g * STRIDE;
        int from = h * STRIDE;
        for (int i = 0; i < words; i++) {
            long word = members[from + i];
            members[to + i] |= word;
            libertySets[to + i] |= libertySets[from + i];
            for (; word != 0; word &= word - 1) {
                label[(i << 6) + Long.numberOfTrailingZeros(word)] = g;
            }
        }
        zobrist[g] ^= zobrist[h];
        liberties[h] = DEAD;
    }

    private static boolean contains(int[] values, int n, int value) {
        for (int i = 0; i < n; i++) {
            if (values[i] == value) {
                return true;
            }
        }
        return false;
    }
}
