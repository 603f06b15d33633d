package io.github.boardrules.common.internal;

/** Bit tricks the engines share: picking the n-th set bit of a mask. */
public final class Bits {
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

    private Bits() {}

    /**
     * The index of the {@code n}-th (from 0) set bit of a word that has more than {@code n}: a byte
     * at a time, then a table.
     *
     * @param word the bits
     * @param n which set bit, from 0; less than {@code Long.bitCount(word)}
     * @return its index, 0..63
     */
    public static int select(long word, int n) {
        int base = 0;
        long rest = word;
        int left = n;
        while (true) {
            int b = (int) rest & 0xFF;
            int c = Integer.bitCount(b);
            if (left < c) {
                return base + SELECT[b << 3 | left];
            }
            left -= c;
            rest >>>= 8;
            base += 8;
        }
    }
}
