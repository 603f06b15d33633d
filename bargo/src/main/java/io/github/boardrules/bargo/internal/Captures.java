package io.github.boardrules.bargo.internal;

import java.util.Arrays;

/**
 * The enemy groups a placement captures, while the engine's analysis evaluates it: a mark per group
 * (the epoch of the placement that captures it, so that starting the next placement clears
 * nothing, even on another board: epochs only grow), their number and the XOR of their Zobrist
 * keys. Knows how the board and the colour bitsets look once they are removed.
 */
public final class Captures {
    /** The epoch in which each group was marked captured. */
    public final int[] mark = new int[Groups.MAX_LABELS];
    /** How many groups the evaluated placement captures. */
    public int count;
    /** The XOR of the Zobrist keys of the captured groups. */
    public long zobrist;
    /** The epoch of the evaluated placement. */
    int epoch;

    private final int[] captured = new int[Groups.MAX_LABELS];

    /** Empty working memory. */
    public Captures() {}

    /**
     * Starts the captures of a placement with the enemy groups that already have no liberty
     * (their owner's own last placement cut them off): every placement removes them, wherever it
     * is played.
     *
     * @param groups the analysed groups
     * @return the placement's epoch, which marks its captures
     */
    public int start(Groups groups) {
        if (epoch == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            epoch = 0;
        }
        int e = ++epoch;
        int n = groups.zeroLibertyCount;
        int[] zero = groups.zeroLiberty;
        for (int i = 0; i < n; i++) {
            mark[zero[i]] = e;
            captured[i] = zero[i];
        }
        count = n;
        zobrist = groups.zeroLibertyZobrist;
        return e;
    }

    /**
     * Adds an enemy group whose last liberty the placement fills, unless it is counted already (a
     * group can touch the placed cell on several edges).
     *
     * @param groups the analysed groups
     * @param g the group
     */
    public void add(Groups groups, int g) {
        if (mark[g] != epoch) {
            mark[g] = epoch;
            captured[count++] = g;
            zobrist ^= groups.zobrist[g];
        }
    }

    /**
     * The colour bitsets after the evaluated placement and its captures.
     *
     * @param stones the colour bitsets before the placement (Black's words, then White's)
     * @param words the words of one colour
     * @param mover the player who places
     * @param groups the analysed groups
     * @param c the placement's cell
     * @return a new array
     */
    public long[] stonesAfter(long[] stones, int words, int mover, Groups groups, int c) {
        long[] after = stones.clone();
        after[mover * words + (c >>> 6)] |= 1L << c;
        // Captured pieces are the enemy's: the mover's own zero-liberty groups are never captured.
        int enemy = (1 - mover) * words;
        long[] members = groups.members;
        for (int i = 0; i < count; i++) {
            int from = captured[i] * Groups.STRIDE;
            for (int w = 0; w < words; w++) {
                after[enemy + w] &= ~members[from + w];
            }
        }
        return after;
    }

    /**
     * Empties the cells of the captured pieces.
     *
     * @param geometry the board's geometry
     * @param groups the analysed groups
     * @param board a copy of the analysed board, changed in place
     * @return the XOR of the removed pieces' stable keys, to take out of the piece hash
     */
    public long removeFrom(Geometry geometry, Groups groups, byte[] board) {
        long[] members = groups.members;
        long removed = 0;
        for (int i = 0; i < count; i++) {
            int from = captured[i] * Groups.STRIDE;
            for (int w = 0; w < geometry.words; w++) {
                for (long word = members[from + w]; word != 0; word &= word - 1) {
                    int c = (w << 6) + Long.numberOfTrailingZeros(word);
                    removed ^= geometry.pieceKey(c, board[c]);
                    board[c] = 0;
                }
            }
        }
        return removed;
    }
}
