package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.common.internal.StableKeys;

/**
 * Zobrist hashing of positions from the fixed keys of the stable hash ({@link BaoSearch#hash}).
 * The board part (48 counts and the player to move) serves {@code hashCode} as well; it is computed
 * when asked, since a position keeps no hash of its own (a move costs one object of 48 packed
 * counts, and repetitions are found by comparing those exactly).
 */
final class Zobrist {
    private static final int COUNTS = Layout.SEEDS + 1;

    /**
     * The keys, the SplitMix64 sequence from the seed {@code 0xBA0C16060001}: slot {@code s}
     * holding {@code n} seeds at {@code s * 93 + n}; then North to move; the seeds captured by South
     * (93 values) and by North (93); the end marks 1..4 of the position (how the game ended when a
     * move ended it). Fixed for good: hashes written to disk stay valid.
     */
    private static final long[] KEYS =
            StableKeys.splitMix64(0xBA0C16060001L, Layout.HOLES * COUNTS + 1 + 2 * COUNTS + 5);

    private static final int NORTH_KEY = Layout.HOLES * COUNTS;
    private static final int SOUTH_CAPTURES_KEY = NORTH_KEY + 1;
    private static final int NORTH_CAPTURES_KEY = SOUTH_CAPTURES_KEY + COUNTS;
    private static final int END_KEY = NORTH_CAPTURES_KEY + COUNTS;

    private Zobrist() {}

    /**
     * The hash of a position's board: its 48 counts and the player to move.
     *
     * @param p the position
     * @return the hash
     */
    static long board(Position p) {
        long h = p.southToMove ? 0 : KEYS[NORTH_KEY];
        for (int slot = 0; slot < Layout.HOLES; slot++) {
            h ^= KEYS[slot * COUNTS + p.seeds(slot)];
        }
        return h;
    }

    /**
     * The stable hash of a position: its board, the seeds each side captured and how the game
     * ended, if it did.
     *
     * @param p the position
     * @return the hash
     */
    static long stable(Position p) {
        long h = board(p) ^ KEYS[SOUTH_CAPTURES_KEY + p.capturedBySouth] ^ KEYS[NORTH_CAPTURES_KEY + p.capturedByNorth];
        return p.end == Position.ONGOING ? h : h ^ KEYS[END_KEY + p.end];
    }
}
