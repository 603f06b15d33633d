package io.github.boardrules.bargo.internal;

import java.util.Arrays;

/**
 * The groups of one position: a label per occupied cell, and per group its number of liberties and
 * the XOR of its pieces' Zobrist keys; also the groups of the player not to move that have no
 * liberty at all (their owner's own last placement cut them off), which every placement removes.
 * Working memory of one thread's {@link Analysis}, overwritten by each {@link #analyse}.
 */
final class Groups {
    /** The most cells of any board: base 13. */
    static final int MAX_CELLS = 3 * 13 * 12 + 1;

    /** The group of each occupied cell; −1 for empty cells. */
    final int[] label = new int[MAX_CELLS];
    /** The number of distinct liberties of each group. */
    final int[] liberties = new int[MAX_CELLS];
    /** The XOR of the Zobrist keys of each group's pieces. */
    final long[] zobrist = new long[MAX_CELLS];
    /** Groups of the player not to move that have no liberty, in [0, zeroLibertyCount). */
    final int[] zeroLiberty = new int[MAX_CELLS];

    int zeroLibertyCount;
    /** The XOR of the Zobrist keys of the zero-liberty groups. */
    long zeroLibertyZobrist;
    /** The number of groups. */
    int count;

    private final int[] libertyMark = new int[MAX_CELLS];
    private final int[] stack = new int[MAX_CELLS];

    /**
     * Finds the groups of a position: a flood fill through linked like-coloured pieces, counting the
     * distinct empty cells each group is linked to.
     *
     * @param position the position
     */
    void analyse(Position position) {
        Geometry geometry = position.geometry;
        int cells = geometry.cells;
        byte[] board = position.board;
        int[] neighbours = geometry.neighbours;
        Arrays.fill(label, 0, cells, -1);
        Arrays.fill(libertyMark, 0, cells, -1);
        int enemy = 1 - position.toMove;
        int groups = 0;
        zeroLibertyCount = 0;
        zeroLibertyZobrist = 0;
        for (int x = 0; x < cells; x++) {
            int vx = board[x];
            if (vx == 0 || label[x] >= 0) {
                continue;
            }
            int g = groups++;
            int colour = Position.COLOUR[vx];
            int zobristBase = colour * cells;
            int libertyCount = 0;
            long sum = 0;
            int sp = 0;
            stack[sp++] = x;
            label[x] = g;
            while (sp > 0) {
                int y = stack[--sp];
                int wall = Position.WALL[board[y]];
                sum ^= geometry.zobrist[zobristBase + y];
                int base = y * Geometry.DIRECTIONS;
                for (int k = 0; k < Geometry.DIRECTIONS; k++) {
                    int z = neighbours[base + k];
                    if (k == wall || z < 0) {
                        continue;
                    }
                    int vz = board[z];
                    if (vz == 0) {
                        if (libertyMark[z] != g) {
                            libertyMark[z] = g;
                            libertyCount++;
                        }
                    } else if (label[z] < 0
                            && Position.COLOUR[vz] == colour
                            && Position.WALL[vz] != Position.OPPOSITE[k]) {
                        label[z] = g;
                        stack[sp++] = z;
                    }
                }
            }
            liberties[g] = libertyCount;
            zobrist[g] = sum;
            if (libertyCount == 0 && colour == enemy) {
                zeroLiberty[zeroLibertyCount++] = g;
                zeroLibertyZobrist ^= sum;
            }
        }
        count = groups;
    }
}
