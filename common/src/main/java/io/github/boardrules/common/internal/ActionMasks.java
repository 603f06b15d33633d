package io.github.boardrules.common.internal;

/** Conversions from legal-action masks to the sorted action lists of {@code SearchSupport}. */
public final class ActionMasks {
    private ActionMasks() {}

    /**
     * The set bits of one word, ascending.
     *
     * @param mask the word
     * @return a new array of the indices of its set bits
     */
    public static int[] actions(long mask) {
        int[] actions = new int[Long.bitCount(mask)];
        int n = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            actions[n++] = Long.numberOfTrailingZeros(m);
        }
        return actions;
    }

    /**
     * The set bits of a mask of several words (bit {@code a & 63} of word {@code a >>> 6} for
     * {@code a}), ascending.
     *
     * @param mask the words
     * @return a new array of the indices of the set bits
     */
    public static int[] actions(long[] mask) {
        int count = 0;
        for (long word : mask) {
            count += Long.bitCount(word);
        }
        int[] actions = new int[count];
        int n = 0;
        for (int w = 0; w < mask.length; w++) {
            for (long m = mask[w]; m != 0; m &= m - 1) {
                actions[n++] = (w << 6) + Long.numberOfTrailingZeros(m);
            }
        }
        return actions;
    }
}
