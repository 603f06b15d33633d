package io.github.boardrules.bargo.internal;

/**
 * The colour bitsets and the two hashes of a board, computed from scratch. A move keeps them up to
 * date incrementally; a position that is set up — the start, a parsed position, the image of a
 * symmetry — has them counted here.
 */
public final class BoardKeys {
    private BoardKeys() {}

    /**
     * The colour bitsets: Black's {@link Geometry#words} words, then White's.
     *
     * @param geometry the board
     * @param board one byte per cell, as in {@link Codes}
     * @return a new array
     */
    public static long[] stones(Geometry geometry, byte[] board) {
        long[] stones = new long[2 * geometry.words];
        for (int c = 0; c < geometry.cells; c++) {
            int colour = Codes.colour(board[c]);
            if (colour != Codes.NOBODY) {
                stones[colour * geometry.words + (c >>> 6)] |= 1L << c;
            }
        }
        return stones;
    }

    /**
     * The superko hash: the internal Zobrist keys of the colours on the cells (walls left out, as
     * rule 3c compares), and the key of the button once it is taken.
     *
     * @param geometry the board
     * @param board one byte per cell
     * @param button who holds the button, or {@link Codes#NOBODY}
     * @return the hash
     */
    public static long superkoHash(Geometry geometry, byte[] board, int button) {
        long hash = button == Codes.NOBODY ? 0 : geometry.zobristButton;
        for (int c = 0; c < geometry.cells; c++) {
            int colour = Codes.colour(board[c]);
            if (colour != Codes.NOBODY) {
                hash ^= geometry.zobrist[colour * geometry.cells + c];
            }
        }
        return hash;
    }

    /**
     * The XOR of the pieces' {@linkplain Geometry#stableKeys stable keys}, walls included: the
     * board's part of the stable hash of the search support.
     *
     * @param geometry the board
     * @param board one byte per cell
     * @return the piece hash
     */
    public static long pieceHash(Geometry geometry, byte[] board) {
        long hash = 0;
        for (int c = 0; c < geometry.cells; c++) {
            if (board[c] != 0) {
                hash ^= geometry.pieceKey(c, board[c]);
            }
        }
        return hash;
    }
}
