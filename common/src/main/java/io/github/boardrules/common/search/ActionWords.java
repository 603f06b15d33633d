package io.github.boardrules.common.search;

/**
 * Picking the {@code n}-th legal action of a legal-action word ({@link
 * SearchSupport#legalActionWord}, or one word of {@link SearchSupport#legalActionMask}): what a
 * uniformly random choice needs, {@code select(word, random.nextInt(Long.bitCount(word)))}, at the
 * cost of a few population counts and one table look-up. The engines use the same code for their
 * own masks.
 */
public final class ActionWords {
    /** {@code SELECT[b << 3 | n]}: the index of the {@code n}-th (from 0) set bit of the byte {@code b}. */
    private static final byte[] SELECT = new byte[256 << 3];

    static {
        for (int b = 0; b < 256; b++) {
            int m = b;
            for (int n = 0; m != 0; n++, m &= m - 1) {
                SELECT[b << 3 | n] = (byte) Integer.numberOfTrailingZeros(m);
            }
        }
    }

    private ActionWords() {}

    /**
     * The index of the {@code n}-th (from 0) set bit of a word that has more than {@code n}: the
     * half, the quarter and the byte that hold it, then a table.
     *
     * @param word the bits
     * @param n which set bit, from 0; less than {@code Long.bitCount(word)}
     * @return its index, 0..63
     * @throws IllegalArgumentException when {@code n} is negative or not less than the number of set
     *     bits
     */
    public static int select(long word, int n) {
        if (n < 0 || n >= Long.bitCount(word)) {
            throw new IllegalArgumentException("no set bit number " + n + " in a word of " + Long.bitCount(word));
        }
        // A binary search without branches: at each step, skip = -1 when the bit lies above the
        // lower part (left >= c), 0 when in it. A random draw makes a branch here a coin toss the
        // processor mispredicts about half the time, which cost more than the whole search.
        int left = n;
        int c = Integer.bitCount((int) word);
        int skip = (c - 1 - left) >> 31;
        int base = skip & 32;
        left -= skip & c;
        int rest = (int) (word >>> base);
        c = Integer.bitCount(rest & 0xFFFF);
        skip = (c - 1 - left) >> 31;
        base += skip & 16;
        left -= skip & c;
        rest >>>= skip & 16;
        c = Integer.bitCount(rest & 0xFF);
        skip = (c - 1 - left) >> 31;
        base += skip & 8;
        left -= skip & c;
        rest >>>= skip & 8;
        return base + SELECT[(rest & 0xFF) << 3 | left];
    }

    /**
     * The index of the {@code n}-th (from 0) set bit of a 32-bit mask that has more than {@code n}:
     * unrolled over the four bytes, for the engines whose boards fit an int.
     *
     * @param mask the bits
     * @param n which set bit, from 0; less than {@code Integer.bitCount(mask)}
     * @return its index, 0..31
     * @throws IllegalArgumentException when {@code n} is negative or not less than the number of set
     *     bits
     */
    public static int select(int mask, int n) {
        if (n < 0 || n >= Integer.bitCount(mask)) {
            throw new IllegalArgumentException("no set bit number " + n + " in a mask of " + Integer.bitCount(mask));
        }
        int left = n;
        int c = Integer.bitCount(mask & 0xFF);
        if (left < c) {
            return SELECT[(mask & 0xFF) << 3 | left];
        }
        left -= c;
        c = Integer.bitCount(mask & 0xFF00);
        if (left < c) {
            return 8 + SELECT[(mask >>> 5 & 0x7F8) | left];
        }
        left -= c;
        c = Integer.bitCount(mask & 0xFF0000);
        if (left < c) {
            return 16 + SELECT[(mask >>> 13 & 0x7F8) | left];
        }
        return 24 + SELECT[(mask >>> 21 & 0x7F8) | (left - c)];
    }
}
