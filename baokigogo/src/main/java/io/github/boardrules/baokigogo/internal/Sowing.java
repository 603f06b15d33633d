package io.github.boardrules.baokigogo.internal;

import org.jspecify.annotations.Nullable;

/**
 * The sowing loop of a move on one ring packed in three words (ring position {@code k} in byte
 * {@code k % 8} of word {@code k / 8}), the words of the position a move is played in.
 *
 * <p>A lap sows the seeds in hand one per hole from the hole after the current one; a full round
 * of 24 or more seeds adds the same number to every hole of the ring. On packed words a lap is a
 * handful of word additions whatever the seeds in hand: {@code rounds} times a word of ones, plus
 * the mask of the (possibly wrapping) run of holes the rest reaches. When the last seed lands in an
 * occupied hole the seeds there are taken up for the next lap (relay); when it lands in an empty
 * one, the move ends.
 *
 * <p><b>Endless sowing.</b> The state of a sowing between laps is (the mover's 24 counts, the
 * current hole, the seeds in hand), and each lap is a function of that state. The move never ends
 * exactly when that sequence of states repeats. After {@link #FREE_LAPS} laps (no ordinary move
 * comes near; the engine plays those itself, with {@link #run} and {@link #clear}) the loop switches on Brent's cycle
 * detection ({@link #watched}): it keeps a snapshot of one state and compares every later state
 * with it in full, moving the snapshot at lap counts that double. A repeat is reported only on
 * exact equality, so a sowing that merely runs long is never flagged, and since the states are
 * finite, every endless sowing is found within about twice the length of its tail plus cycle.
 */
public final class Sowing {
    /** The last slot of a sowing that never ends (see {@link #last}). */
    public static final int ENDLESS = -1;

    /** Laps played before cycle detection starts; keeps short moves free of any overhead. */
    public static final int FREE_LAPS = 64;

    /** One seed in each of a word's eight holes. */
    public static final long ONES = 0x0101010101010101L;

    /** The bits of an outcome that hold the last slot; the laps are above them. */
    private static final int SLOT_BITS = 8;

    private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;

    /**
     * For {@code n} in 0..47, three words: one seed in each ring position below {@code n} (for
     * {@code n <= 24}), or in ring positions {@code n - 24..23} (for {@code n > 24}). The run sown
     * by {@code rest} seeds after ring position {@code pos} is {@code RUN[pos + 1 + rest] ^ RUN[pos
     * + 1]}, wrapping or not.
     */
    private static final long[] RUN = new long[48 * 3];

    /** For each ring position, three words that clear its byte when and-ed in. */
    private static final long[] CLEAR = new long[Layout.RING * 3];

    static {
        long[] prefix = new long[(Layout.RING + 1) * 3];
        for (int n = 0; n <= Layout.RING; n++) {
            for (int k = 0; k < n; k++) {
                prefix[n * 3 + k / 8] |= 1L << ((k % 8) * 8);
            }
        }
        for (int n = 0; n < 48; n++) {
            for (int j = 0; j < 3; j++) {
                RUN[n * 3 + j] =
                        n <= Layout.RING ? prefix[n * 3 + j] : prefix[Layout.RING * 3 + j] ^ prefix[(n - 24) * 3 + j];
            }
        }
        for (int k = 0; k < Layout.RING; k++) {
            for (int j = 0; j < 3; j++) {
                CLEAR[k * 3 + j] = j == k / 8 ? ~(0xFFL << ((k % 8) * 8)) : -1L;
            }
        }
    }

    private Sowing() {}

    /**
     * Word {@code j} of the run of holes a lap sows its last (fewer than 24) seeds into: one seed
     * in each ring position from {@code from} up to before {@code to}, wrapping past 23.
     *
     * @param from the ring position after the lap's start, 1..24
     * @param to {@code from} plus the seeds left after the full rounds, below 48
     * @param j the word, 0..2
     * @return the word to add
     */
    public static long run(int from, int to, int j) {
        return RUN[to * 3 + j] ^ RUN[from * 3 + j];
    }

    /**
     * Word {@code j} of the mask that empties one ring position.
     *
     * @param pos the ring position, 0..23
     * @param j the word, 0..2
     * @return the word to and in: all ones but the position's byte in its word
     */
    public static long clear(int pos, int j) {
        return CLEAR[pos * 3 + j];
    }

    /**
     * The slot a sowing ended in.
     *
     * @param outcome a result of {@link #watched}
     * @return the ring position the last seed landed in (it was empty before), or {@link #ENDLESS}
     */
    public static int last(long outcome) {
        int slot = (int) (outcome & SLOT_MASK);
        return slot == SLOT_MASK ? ENDLESS : slot;
    }

    /**
     * The laps a sowing played.
     *
     * @param outcome a result of {@link #watched}
     * @return the laps played, up to the end or to the detection of an endless sowing
     */
    public static long laps(long outcome) {
        return outcome >>> SLOT_BITS;
    }

    static long outcome(int last, long laps) {
        return laps << SLOT_BITS | (last & SLOT_MASK);
    }

    /**
     * The count at a ring position of a ring packed in three words.
     *
     * @param w0 ring positions 0..7
     * @param w1 ring positions 8..15
     * @param w2 ring positions 16..23
     * @param k the ring position
     * @return its count
     */
    public static int at(long w0, long w1, long w2, int k) {
        long w = k < 8 ? w0 : k < 16 ? w1 : w2;
        return (int) (w >>> ((k & 7) << 3)) & 0xFF;
    }

    /**
     * The rest of a long sowing, after {@link #FREE_LAPS} laps, with Brent's cycle detection over
     * the states between laps.
     *
     * @param ring the mover's three words, changed in place; after an endless sowing they hold some
     *     state of the cycle and must be discarded
     * @param startPos the ring position the next lap starts after
     * @param startHand the seeds in hand, at least 1
     * @param maxLaps 0 for exact detection without a bound; otherwise a sowing still going after
     *     that many laps is reported as {@link #ENDLESS}
     * @param listener told each lap, or null on the engine's ordinary path
     * @return the outcome, read with {@link #last} (a ring position) and {@link #laps}
     */
    public static long watched(
            long[] ring, int startPos, int startHand, long maxLaps, @Nullable SowingListener listener) {
        long w0 = ring[0];
        long w1 = ring[1];
        long w2 = ring[2];
        int pos = startPos;
        int hand = startHand;
        long saved0 = w0;
        long saved1 = w1;
        long saved2 = w2;
        int savedPos = pos;
        int savedHand = hand;
        long power = 1;
        long steps = 1;
        long laps = FREE_LAPS;
        while (true) {
            if (maxLaps > 0 && laps >= maxLaps) {
                return outcome(ENDLESS, laps);
            }
            laps++;
            if (listener != null) {
                listener.lap(pos, hand);
            }
            int rounds = hand / Layout.RING;
            long all = rounds * ONES;
            int from = (pos + 1) * 3;
            int to = (pos + 1 + hand - rounds * Layout.RING) * 3;
            w0 += all + (RUN[to] ^ RUN[from]);
            w1 += all + (RUN[to + 1] ^ RUN[from + 1]);
            w2 += all + (RUN[to + 2] ^ RUN[from + 2]);
            int end = to / 3 - 1;
            if (end >= Layout.RING) {
                end -= Layout.RING;
            }
            int landed = at(w0, w1, w2, end);
            if (landed == 1) {
                ring[0] = w0;
                ring[1] = w1;
                ring[2] = w2;
                return outcome(end, laps);
            }
            w0 &= CLEAR[end * 3];
            w1 &= CLEAR[end * 3 + 1];
            w2 &= CLEAR[end * 3 + 2];
            pos = end;
            hand = landed;
            if (pos == savedPos && hand == savedHand && w0 == saved0 && w1 == saved1 && w2 == saved2) {
                return outcome(ENDLESS, laps);
            }
            if (steps == power) {
                saved0 = w0;
                saved1 = w1;
                saved2 = w2;
                savedPos = pos;
                savedHand = hand;
                power <<= 1;
                steps = 0;
            }
            steps++;
        }
    }
}
