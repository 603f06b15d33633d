package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.common.internal.StableKeys;

/**
 * The fixed Zobrist keys of the stable hash, read a packed word at a time. A position's hash is
 * the exclusive or of {@link #word} over its six words, {@link #northToMove} when North is to move,
 * {@link #captures} and {@link #end}; the board part (the six words and the player to move) serves
 * {@code hashCode} as well. Nothing is stored in a position: a move costs one object of 48 packed
 * counts, and repetitions are found by comparing those exactly.
 */
public final class Zobrist {
    private static final int COUNTS = Layout.SEEDS + 1;

    /**
     * The keys, the SplitMix64 sequence from the seed {@code 0xBA0C16060001}: slot {@code s}
     * holding {@code n} seeds at {@code s * 93 + n}; then North to move; the seeds captured by South
     * (93 values) and by North (93); the end codes 1..4 of {@link Outcomes} (how a move ended the
     * game). Fixed for good: hashes written to disk stay valid.
     */
    private static final long[] KEYS =
            StableKeys.splitMix64(0xBA0C16060001L, Layout.HOLES * COUNTS + 1 + 2 * COUNTS + 5);

    private static final int NORTH_KEY = Layout.HOLES * COUNTS;
    private static final int SOUTH_CAPTURES_KEY = NORTH_KEY + 1;
    private static final int NORTH_CAPTURES_KEY = SOUTH_CAPTURES_KEY + COUNTS;
    private static final int END_KEY = NORTH_CAPTURES_KEY + COUNTS;

    private Zobrist() {}

    /**
     * The keys of the eight counts of one packed word.
     *
     * @param word the counts of slots {@code firstSlot..firstSlot + 7}, one byte each
     * @param firstSlot the slot of the word's low byte, a multiple of 8
     * @return the exclusive or of their keys
     */
    public static long word(long word, int firstSlot) {
        long h = 0;
        for (int k = 0; k < 8; k++) {
            int seeds = (int) (word >>> (k << 3)) & 0xFF;
            h ^= KEYS[(firstSlot + k) * COUNTS + seeds];
        }
        return h;
    }

    /** {@return the key of North to move; South to move has none} */
    public static long northToMove() {
        return KEYS[NORTH_KEY];
    }

    /**
     * The keys of the captured counts.
     *
     * @param bySouth seeds captured by South, 0..92
     * @param byNorth seeds captured by North, 0..92
     * @return the exclusive or of their keys
     */
    public static long captures(int bySouth, int byNorth) {
        return KEYS[SOUTH_CAPTURES_KEY + bySouth] ^ KEYS[NORTH_CAPTURES_KEY + byNorth];
    }

    /**
     * The key of an end code.
     *
     * @param end a code of {@link Outcomes}
     * @return its key; 0 for {@link Outcomes#ONGOING}
     */
    public static long end(byte end) {
        return end == Outcomes.ONGOING ? 0 : KEYS[END_KEY + end];
    }
}
