package io.github.boardrules.search.solve;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The solver's transposition table: proven values of positions by 64-bit key, in a fixed array of
 * {@code long} entries whose size the memory budget sets, so the table never grows and never
 * allocates after it is made.
 *
 * <p>An entry packs, from the low bits up: the value (2 bits: the player to move wins or loses),
 * the winning action plus one (6 bits, 0 for none; in the frame of the position that stored it, so
 * only a reader of the table uses it — the search needs only the value), the placements left (5 bits)
 * and the key's top 51 bits. The slot comes from the key's low bits, so with at least 2<sup>13</sup>
 * slots an entry and its slot together identify all 64 bits of the key.
 *
 * <p>Slots come in pairs. The first of a pair keeps the position with the most placements left
 * (the costliest to prove again); the second takes whatever is stored last. This is the usual
 * two-tier replacement scheme: deep results survive, and recent ones are still kept.
 *
 * <p>Positions with fewer than {@link #NEAR_LEFT} placements left, nearly all the probes, stay in
 * the table's first {@link #NEAR_SLOTS} slots (32 MiB), a window the processor's caches and address
 * cache can hold; positions with more placements left spread over the whole table. Spread over a
 * large table, every probe missed both caches, which took a third of the search's time; in the
 * window, the near positions are overwritten sooner, which costs under 1 % more positions, since
 * they are cheap to prove again and mostly met again soon after (c3, 16 placements left, 2026-12-04:
 * 28 % less time with a 1 GiB table, 30 % with 8 GiB). The deeper positions in the window keep
 * their first slots by the rule above.
 *
 * <p>Several threads share one table without locks. Every entry is one {@code long}, read and
 * written whole (opaque access, so never torn), and carries its own key bits: a reader sees a
 * complete entry of its key, an entry of another key (which it rejects) or nothing. Two threads
 * storing into one slot pair at once may lose one of the two entries — a proof to redo later, never
 * a wrong value.
 */
final class SolverTable {
    /** A probe's answer: the position is not in the table. */
    static final int UNKNOWN = 0;
    /** A probe's answer: the player to move wins. */
    static final int WIN = 1;
    /** A probe's answer: the player to move loses. */
    static final int LOSS = 2;

    /** The fewest slots: with fewer, slot and entry together would not pin down the whole key. */
    static final int MIN_SLOTS = 1 << 13;

    private static final int VALUE_BITS = 2;
    private static final int ACTION_SHIFT = 2;
    private static final int LEFT_SHIFT = 8;
    private static final int KEY_SHIFT = 13;

    private static final VarHandle ENTRY = MethodHandles.arrayElementVarHandle(long[].class);

    /** Positions with fewer placements left than this stay in the first {@link #NEAR_SLOTS} slots. */
    static final int NEAR_LEFT = 8;

    /** The slots of the window that the positions near the end share (at least {@link #MIN_SLOTS}). */
    static final int NEAR_SLOTS = 1 << 22;

    private final long[] entries;
    private final int mask;
    private final int nearMask;

    private SolverTable(int slots) {
        entries = new long[slots];
        mask = slots - 1;
        nearMask = Math.min(slots, NEAR_SLOTS) - 1;
    }

    /** The first slot of a key's pair: in the near window for positions near the end. */
    private int slot(long key, int left) {
        return (int) key & (left < NEAR_LEFT ? nearMask : mask) & ~1;
    }

    /**
     * A table using at most {@code bytes} bytes: the largest power of two of 8-byte slots that fits,
     * and never fewer than {@link #MIN_SLOTS}.
     *
     * @param bytes the memory budget in bytes
     * @return an empty table
     */
    static SolverTable ofBytes(long bytes) {
        long slots = Long.highestOneBit(Math.max(MIN_SLOTS, bytes / Long.BYTES));
        return new SolverTable((int) Math.min(slots, 1 << 30));
    }

    /** The number of slots. */
    int slots() {
        return entries.length;
    }

    /** The bytes the table holds. */
    long bytes() {
        return (long) entries.length * Long.BYTES;
    }

    /**
     * The stored entry of a key, or 0.
     *
     * @param key the position's key
     * @param left the placements left in the position, 0..24 (it chooses where the entry lies)
     * @return the entry (read its parts with {@link #value} and {@link #action}), 0 when absent
     */
    long probe(long key, int left) {
        int slot = slot(key, left);
        long tag = key >>> KEY_SHIFT;
        long first = (long) ENTRY.getOpaque(entries, slot);
        if (first != 0 && first >>> KEY_SHIFT == tag) {
            return first;
        }
        long second = (long) ENTRY.getOpaque(entries, slot + 1);
        return second != 0 && second >>> KEY_SHIFT == tag ? second : 0;
    }

    /** The value of an entry: {@link #UNKNOWN}, {@link #WIN} or {@link #LOSS}. */
    static int value(long entry) {
        return (int) entry & ((1 << VALUE_BITS) - 1);
    }

    /** The winning action an entry records, or -1. */
    static int action(long entry) {
        return ((int) (entry >>> ACTION_SHIFT) & 63) - 1;
    }

    /**
     * Stores a proven value.
     *
     * @param key the position's key
     * @param left the placements left in the position, 0..24
     * @param value {@link #WIN} or {@link #LOSS}
     * @param action the winning action, or -1
     */
    void store(long key, int left, int value, int action) {
        long entry = (key >>> KEY_SHIFT) << KEY_SHIFT
                | (long) left << LEFT_SHIFT
                | (long) (action + 1) << ACTION_SHIFT
                | value;
        int slot = slot(key, left);
        long first = (long) ENTRY.getOpaque(entries, slot);
        long tag = key >>> KEY_SHIFT;
        if (first == 0 || first >>> KEY_SHIFT == tag || left >= left(first)) {
            if (first != 0 && first >>> KEY_SHIFT != tag) {
                ENTRY.setOpaque(entries, slot + 1, first);
            }
            ENTRY.setOpaque(entries, slot, entry);
        } else {
            ENTRY.setOpaque(entries, slot + 1, entry);
        }
    }

    /** Empties the table; only while no search uses it. */
    void clear() {
        Arrays.fill(entries, 0);
    }

    /** The share of slots in use, 0..1. */
    double fill() {
        long used = 0;
        for (long entry : entries) {
            if (entry != 0) {
                used++;
            }
        }
        return (double) used / entries.length;
    }

    private static int left(long entry) {
        return (int) (entry >>> LEFT_SHIFT) & 31;
    }
}
