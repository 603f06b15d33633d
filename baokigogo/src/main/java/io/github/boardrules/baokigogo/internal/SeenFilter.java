package io.github.boardrules.baokigogo.internal;

/**
 * The 64-bit Bloom filter of a repetition history: one bit per board, the or of the bits of the
 * boards with the same player to move, every second one back to the last capture. A clear bit
 * proves that a new board is no repetition without walking the history; random games average
 * under 8 positions since the last capture, so 64 bits rule out almost every walk.
 */
public final class SeenFilter {
    private SeenFilter() {}

    /**
     * The bit of a board: six bits of a multiplicative hash of its six words.
     *
     * @param s0 South's ring positions 0..7
     * @param s1 South's ring positions 8..15
     * @param s2 South's ring positions 16..23
     * @param n0 North's ring positions 0..7
     * @param n1 North's ring positions 8..15
     * @param n2 North's ring positions 16..23
     * @return the bit, 0..63
     */
    @SuppressWarnings("ParameterNumber")
    public static int bit(long s0, long s1, long s2, long n0, long n1, long n2) {
        long h = s0 * 0x9E3779B97F4A7C15L
                ^ s1 * 0xC2B2AE3D27D4EB4FL
                ^ s2 * 0x165667B19E3779F9L
                ^ n0 * 0xD6E8FEB86659FD93L
                ^ n1 * 0xFF51AFD7ED558CCDL
                ^ n2 * 0xC4CEB9FE1A85EC53L;
        return (int) (((h ^ (h >>> 29)) * 0xBF58476D1CE4E5B9L) >>> 58);
    }
}
