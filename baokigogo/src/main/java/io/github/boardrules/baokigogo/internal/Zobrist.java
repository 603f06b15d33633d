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
     * The hash after a move, from the hash before it: toggles the player to move and updates the
     * slots {@code [from, to)} and the two captured slots, the only ones a move can change.
     *
     * @param hash the hash before the move
     * @param before the counts before the move
     * @param after the counts after the move
     * @param from the mover's first slot
     * @param front the captured front slot, or -1
     * @param back the captured back slot, or -1
     * @return the hash after the move
     */
    public static long update(long hash, byte[] before, byte[] after, int from, int front, int back) {
        long h = hash ^ NORTH_TO_MOVE;
        for (int slot = from; slot < from + Layout.RING; slot++) {
            int a = before[slot];
            int b = after[slot];
            if (a != b) {
                h ^= KEYS[slot * COUNTS + a] ^ KEYS[slot * COUNTS + b];
            }
        }
        if (front >= 0) {
            h ^= KEYS[front * COUNTS + before[front]] ^ KEYS[front * COUNTS + after[front]];
            h ^= KEYS[back * COUNTS + before[back]] ^ KEYS[back * COUNTS + after[back]];
        }
        return h;
    }

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
