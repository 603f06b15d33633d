package io.github.boardrules.baokigogo.internal;

import java.util.SplittableRandom;

/**
 * Zobrist hashing of positions (48 counts and the player to move). The hash serves
 * {@code hashCode} and is computed when asked; repetitions are found by comparing the packed counts
 * exactly.
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
     * @param p the position
     * @return the hash of its 48 counts and player to move
     */
    static long hash(Position p) {
        long h = p.southToMove ? 0 : NORTH_TO_MOVE;
        for (int slot = 0; slot < Layout.HOLES; slot++) {
            h ^= KEYS[slot * COUNTS + p.seeds(slot)];
        }
        return h;
    }
}
