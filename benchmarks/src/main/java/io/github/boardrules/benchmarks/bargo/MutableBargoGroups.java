package io.github.boardrules.benchmarks.bargo;

import java.util.Arrays;

/**
 * The yardstick's groups, kept up to date move by move as the best mutable code would: per group a
 * label, its pieces and liberties as bitsets, its liberty count and Zobrist sum. A placement merges
 * bitsets and clears or sets single liberty bits; nothing walks a group. The library's engine does
 * the same work on its own structures (written separately: a yardstick must not share the code it
 * measures).
 */
final class MutableBargoGroups {
    private static final int[] OPPOSITE = {3, 4, 5, 0, 1, 2};
    private static final int[] COLOUR = {-1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1};
    private static final int[] WALL = {-1, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5};
    private static final int DEAD = -1;

    private final int cells;
    private final int words;
    private final int maxLabels;
    private final int[] neighbours;
    private final long[] zobristKeys;

    /** The group of each occupied cell; −1 for empty cells. */
    final int[] label;
    /** Liberty count per label; −1 for a dead label. */
    final int[] liberties;
    /** Zobrist sum per label. */
    final long[] zobrist;
    /** Pieces per label, {@code words} words each. */
    final long[] members;
    /** The zero-liberty groups of the player not to move. */
    final int[] zeroLiberty;

    int zeroCount;
    long zeroZobrist;

    private final long[] libertySets;
    private final int[] colour;
    private final int[] touched;
    private final int[] merged = new int[6];
    private int touchedCount;
    private int count;

    MutableBargoGroups(int cells, int words, int[] neighbours, long[] zobristKeys) {
        this.cells = cells;
        this.words = words;
        this.maxLabels = 2 * cells;
        this.neighbours = neighbours;
        this.zobristKeys = zobristKeys;
        label = new int[cells];
        Arrays.fill(label, -1);
        liberties = new int[maxLabels];
        zobrist = new long[maxLabels];
        members = new long[maxLabels * words];
        zeroLiberty = new int[maxLabels];
        libertySets = new long[maxLabels * words];
        colour = new int[maxLabels];
        touched = new int[6 * cells + 6];
    }

    /**
     * Updates the groups after a placement on {@code c}: {@code board} already shows the new piece
     * and no captured piece; the captured groups' labels are in {@code captured}.
     */
    void placed(byte[] board, int c, int mover, int[] captured, int capturedCount) {
        if (count == maxLabels) {
            relabel(board, mover);
            return;
        }
        touchedCount = 0;
        for (int i = 0; i < capturedCount; i++) {
            forEachMember(captured[i], true, board, c);
        }
        for (int i = 0; i < capturedCount; i++) {
            forEachMember(captured[i], false, board, c);
            liberties[captured[i]] = DEAD;
        }
        int wall = WALL[board[c]];
        int mergedCount = 0;
        for (int k = 0; k < 6; k++) {
            int y = neighbours[c * 6 + k];
            if (y < 0 || board[y] == 0 || WALL[board[y]] == OPPOSITE[k]) {
                continue;
            }
            int h = label[y];
            if (k != wall && COLOUR[board[y]] == mover) {
                boolean seen = false;
                for (int j = 0; j < mergedCount; j++) {
                    seen |= merged[j] == h;
                }
                if (!seen) {
                    merged[mergedCount++] = h;
                }
            } else {
                libertySets[h * words + (c >>> 6)] &= ~(1L << c);
                touched[touchedCount++] = h;
            }
        }
        int g = mergedCount == 0 ? fresh(mover) : merged[0];
        for (int j = 1; j < mergedCount; j++) {
            if (size(merged[j]) > size(g)) {
                g = merged[j];
            }
        }
        for (int j = 0; j < mergedCount; j++) {
            if (merged[j] != g) {
                absorb(g, merged[j]);
            }
        }
        label[c] = g;
        members[g * words + (c >>> 6)] |= 1L << c;
        libertySets[g * words + (c >>> 6)] &= ~(1L << c);
        zobrist[g] ^= zobristKeys[mover * cells + c];
        for (int k = 0; k < 6; k++) {
            int z = neighbours[c * 6 + k];
            if (k != wall && z >= 0 && board[z] == 0) {
                libertySets[g * words + (z >>> 6)] |= 1L << z;
            }
        }
        for (int i = 0; i < touchedCount; i++) {
            if (liberties[touched[i]] != DEAD) {
                countLiberties(touched[i]);
            }
        }
        countLiberties(g);
        findZero(mover);
    }

    /** After a pass or the button: the player not to move is now {@code nonMover}. */
    void turned(int nonMover) {
        findZero(nonMover);
    }

    /** First pass: forget the captured cells' labels; second: give them to their neighbours. */
    private void forEachMember(int h, boolean unlabel, byte[] board, int placed) {
        for (int i = 0; i < words; i++) {
            for (long word = members[h * words + i]; word != 0; word &= word - 1) {
                int x = (i << 6) + Long.numberOfTrailingZeros(word);
                if (unlabel) {
                    label[x] = -1;
                    continue;
                }
                for (int k = 0; k < 6; k++) {
                    int z = neighbours[x * 6 + k];
                    if (z >= 0 && z != placed && board[z] != 0 && WALL[board[z]] != OPPOSITE[k]) {
                        libertySets[label[z] * words + (x >>> 6)] |= 1L << x;
                        touched[touchedCount++] = label[z];
                    }
                }
            }
        }
    }

    private int fresh(int mover) {
        int g = count++;
        Arrays.fill(members, g * words, (g + 1) * words, 0L);
        Arrays.fill(libertySets, g * words, (g + 1) * words, 0L);
        zobrist[g] = 0;
        colour[g] = mover;
        return g;
    }

    private void absorb(int g, int h) {
        for (int i = 0; i < words; i++) {
            long word = members[h * words + i];
            members[g * words + i] |= word;
            libertySets[g * words + i] |= libertySets[h * words + i];
            for (; word != 0; word &= word - 1) {
                label[(i << 6) + Long.numberOfTrailingZeros(word)] = g;
            }
        }
        zobrist[g] ^= zobrist[h];
        liberties[h] = DEAD;
    }

    private int size(int g) {
        int n = 0;
        for (int i = g * words; i < (g + 1) * words; i++) {
            n += Long.bitCount(members[i]);
        }
        return n;
    }

    private void countLiberties(int g) {
        int n = 0;
        for (int i = g * words; i < (g + 1) * words; i++) {
            n += Long.bitCount(libertySets[i]);
        }
        liberties[g] = n;
    }

    private void findZero(int nonMover) {
        int n = 0;
        long sum = 0;
        for (int g = 0; g < count; g++) {
            if (liberties[g] == 0 && colour[g] == nonMover) {
                zeroLiberty[n++] = g;
                sum ^= zobrist[g];
            }
        }
        zeroCount = n;
        zeroZobrist = sum;
    }

    /** Labels ran out: finds every group again with a flood fill. */
    private void relabel(byte[] board, int mover) {
        Arrays.fill(label, -1);
        count = 0;
        int[] stack = new int[cells];
        for (int x = 0; x < cells; x++) {
            if (board[x] == 0 || label[x] >= 0) {
                continue;
            }
            int g = fresh(COLOUR[board[x]]);
            int sp = 0;
            stack[sp++] = x;
            label[x] = g;
            while (sp > 0) {
                int y = stack[--sp];
                members[g * words + (y >>> 6)] |= 1L << y;
                zobrist[g] ^= zobristKeys[colour[g] * cells + y];
                for (int k = 0; k < 6; k++) {
                    int z = neighbours[y * 6 + k];
                    if (k == WALL[board[y]] || z < 0) {
                        continue;
                    }
                    if (board[z] == 0) {
                        libertySets[g * words + (z >>> 6)] |= 1L << z;
                    } else if (label[z] < 0 && COLOUR[board[z]] == colour[g] && WALL[board[z]] != OPPOSITE[k]) {
                        label[z] = g;
                        stack[sp++] = z;
                    }
                }
            }
            countLiberties(g);
        }
        findZero(mover);
    }
}
