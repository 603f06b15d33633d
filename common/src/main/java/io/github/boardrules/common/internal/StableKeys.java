package io.github.boardrules.common.internal;

/**
 * Fixed random keys for the stable position hashes of {@code SearchSupport#hash}: the SplitMix64
 * sequence (Steele, Lea and Flood, 2014) from a documented seed. The keys are a pure function of
 * the seed and the count, the same in every version and on every JVM — unlike
 * {@code SplittableRandom}, whose algorithm the JDK does not promise to keep — so hashes written
 * to disk stay valid.
 */
public final class StableKeys {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private StableKeys() {}

    /**
     * The first keys of the SplitMix64 sequence from a seed.
     *
     * @param seed the seed
     * @param count how many keys
     * @return a new array: key {@code i} is SplitMix64's output number {@code i + 1} from the seed
     */
    public static long[] splitMix64(long seed, int count) {
        long[] keys = new long[count];
        long state = seed;
        for (int i = 0; i < count; i++) {
            state += GOLDEN_GAMMA;
            keys[i] = mix(state);
        }
        return keys;
    }

    /** SplitMix64's output function (the finaliser of MurmurHash3 with Stafford's variant 13). */
    private static long mix(long z) {
        long x = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }
}
