package io.github.boardrules.baokigogo.internal;

import java.util.SplittableRandom;

/**
 * Zobrist hashing of positions (48 counts and the player to move). The hash only speeds up the
 * search for repeated positions and serves {@code hashCode}; repetitions are always confirmed by
 * comparing the counts exactly.
 */
public final class Zobrist {
    private static final int COUNTS = Layout.SEEDS + 1;
    private static final long[] KEYS = new long[Layout.HOLES * COUNTS];
    private static final long NORTH_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(0x8a0c1e6060L);
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = random.nextLong();
        }
        NORTH_TO_MOVE = random.nextLong();
    }

    private Zobrist() {}

    /**
     * The hash of a position.
     *
     * @param board the 48 counts in ring order, each 0..92
     * @param southToMove whether South is to move
     * @return the hash
     */
    public static long hash(byte[] board, boolean southToMove) {
        long h = southToMove ? 0 : NORTH_TO_MOVE;
        for (int slot = 0; slot < Layout.HOLES; slot++) {
            h ^= KEYS[slot * COUNTS + board[slot]];
        }
        return h;
    }
}
