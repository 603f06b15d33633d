package io.github.boardrules.baokigogo.internal;

import java.util.Arrays;

/**
 * The sowing loop of a move, run in place on a board in {@link Layout ring order}.
 *
 * <p>A lap sows the seeds in hand one per hole from the hole after the current one; a full round
 * of 24 or more seeds adds the same number to every hole of the ring, so a lap costs at most 24
 * increments. When the last seed lands in an occupied hole the seeds there are taken up for the
 * next lap (relay); when it lands in an empty one, the move ends.
 *
 * <p><b>Endless sowing.</b> The state of a sowing between laps is (the mover's 24 counts, the
 * current hole, the seeds in hand), and each lap is a function of that state. The move never ends
 * exactly when that sequence of states repeats. After {@link #FREE_LAPS} laps (no ordinary move
 * comes near) the loop switches on Brent's cycle detection: it keeps a snapshot of one state and
 * compares every later state with it in full, moving the snapshot at lap counts that double. A
 * repeat is reported only on exact equality, so a sowing that merely runs long is never flagged,
 * and since the states are finite, every endless sowing is found within about twice the length
 * of its tail plus cycle.
 */
public final class Sowing {
    /** The last slot of a sowing that never ends (see {@link #last}). */
    public static final int ENDLESS = -1;

    /** Laps played before cycle detection starts; keeps short moves free of any overhead. */
    static final int FREE_LAPS = 64;

    /** The bits of an outcome that hold the last slot; the laps are above them. */
    private static final int SLOT_BITS = 8;

    private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;

    private Sowing() {}

    /**
     * Plays the sowing of a move on {@code board}, changing only the mover's 24 slots.
     *
     * @param board the board in ring order, changed in place; after an endless sowing its mover's
     *     slots are in some state of the cycle and must be discarded
     * @param origin the slot the move starts from; it must hold at least one seed
     * @param maxLaps 0 for exact detection without a bound; otherwise a sowing still going after
     *     that many laps is reported as {@link #ENDLESS} (an approximation the caller chose)
     * @return the outcome, read with {@link #last} and {@link #laps} (packed in a {@code long} so
     *     that a move allocates nothing for it)
     */
    public static long sow(byte[] board, int origin, long maxLaps) {
        int base = origin < Layout.RING ? 0 : Layout.RING;
        int pos = origin - base;
        int hand = board[origin];
        board[origin] = 0;
        for (int lap = 0; lap < FREE_LAPS; lap++) {
            if (maxLaps > 0 && lap >= maxLaps) {
                return outcome(ENDLESS, lap);
            }
            int end = lap(board, base, pos, hand);
            int landed = board[base + end];
            if (landed == 1) {
                return outcome(base + end, lap + 1L);
            }
            board[base + end] = 0;
            pos = end;
            hand = landed;
        }
        return sowWatched(board, base, pos, hand, maxLaps);
    }

    /**
     * The slot a sowing ended in.
     *
     * @param outcome a result of {@link #sow}
     * @return the slot the last seed landed in (it was empty before), or {@link #ENDLESS}
     */
    public static int last(long outcome) {
        int slot = (int) (outcome & SLOT_MASK);
        return slot == SLOT_MASK ? ENDLESS : slot;
    }

    /**
     * The laps a sowing played.
     *
     * @param outcome a result of {@link #sow}
     * @return the laps played, up to the end or to the detection of an endless sowing
     */
    public static long laps(long outcome) {
        return outcome >>> SLOT_BITS;
    }

    private static long outcome(int last, long laps) {
        return laps << SLOT_BITS | (last & SLOT_MASK);
    }

    /** Sows {@code hand} seeds after ring position {@code pos}; returns the ring position of the last. */
    private static int lap(byte[] board, int base, int pos, int hand) {
        int rounds = hand / Layout.RING;
        if (rounds > 0) {
            for (int i = base; i < base + Layout.RING; i++) {
                board[i] += (byte) rounds;
            }
        }
        int rest = hand - rounds * Layout.RING;
        int p = pos;
        for (int k = 0; k < rest; k++) {
            p = p == Layout.RING - 1 ? 0 : p + 1;
            board[base + p]++;
        }
        return p;
    }

    /** The rest of a long sowing, with Brent's cycle detection over the states between laps. */
    private static long sowWatched(byte[] board, int base, int startPos, int startHand, long maxLaps) {
        int pos = startPos;
        int hand = startHand;
        byte[] saved = Arrays.copyOfRange(board, base, base + Layout.RING);
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
            int end = lap(board, base, pos, hand);
            int landed = board[base + end];
            if (landed == 1) {
                return outcome(base + end, laps);
            }
            board[base + end] = 0;
            pos = end;
            hand = landed;
            if (pos == savedPos
                    && hand == savedHand
                    && Arrays.equals(board, base, base + Layout.RING, saved, 0, Layout.RING)) {
                return outcome(ENDLESS, laps);
            }
            if (steps == power) {
                System.arraycopy(board, base, saved, 0, Layout.RING);
                savedPos = pos;
                savedHand = hand;
                power <<= 1;
                steps = 0;
            }
            steps++;
        }
    }
}
