package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGoState;
import io.github.boardrules.gorogo.Point;
import java.util.List;

/**
 * The positions a certificate's walk has met, eight bytes each in an open-addressing table, where
 * a set of states costs some seventy (the state, the set's node and its slot). A whole setup point's
 * certificate has some 10⁸ positions, which must fit on an ordinary machine when it is written and
 * when it is checked.
 *
 * <p>Each position is packed exactly, from the state's public accessors only: two bits per point
 * (empty, black, white, Henge) and the four hand counters make 62 bits, and the player to move and
 * the captures follow from them, since pieces leave the board only by capture. So two positions
 * share a key only when they are equal, and the set needs no trust in a hash. The one thing the
 * key leaves out is how a finished game ended (a Henge as the last placement), so only unfinished
 * positions go in — the walk judges finished ones before it asks. All positions of one set are
 * under the same rules, which are not in the key either.
 */
final class PositionSet {
    /** The largest table: 2³⁰ slots, 8 GiB. */
    private static final int MAX_BITS = 30;

    /** Marks a used slot, so that an empty slot is 0; a key uses bits 0–61 only. */
    static final long USED = 1L << 63;

    private static final List<Point> POINTS = Point.all();

    private long[] slots = new long[1 << 12];
    private int mask = slots.length - 1;
    private long size;

    /**
     * Adds an unfinished position.
     *
     * @return whether it was not in the set before
     * @throws IllegalStateException when the set already holds as many positions as its largest
     *     table allows (three quarters of 2³⁰, about 8 × 10⁸)
     */
    boolean add(GoRoGoState state) {
        long entry = key(state) | USED;
        int slot = find(slots, mask, entry);
        if (slots[slot] == entry) {
            return false;
        }
        slots[slot] = entry;
        size++;
        if (size * 4 > (long) slots.length * 3) {
            grow();
        }
        return true;
    }

    /** The positions in the set. */
    long size() {
        return size;
    }

    /** The exact 62-bit key of a position: see the class comment. */
    static long key(GoRoGoState state) {
        long key = 0;
        for (Point point : POINTS) {
            key = key << 2 | state.occupant(point).ordinal();
        }
        key = key << 4 | state.piecesInHand(Colour.BLACK);
        key = key << 2 | state.hengeInHand(Colour.BLACK);
        key = key << 4 | state.piecesInHand(Colour.WHITE);
        return key << 2 | state.hengeInHand(Colour.WHITE);
    }

    /**
     * The slot of an open-addressing table that holds an entry (a key with {@link #USED} set), or
     * the empty slot where it goes: linear probing from the entry's mixed hash. Shared with {@link
     * PositionMoves}, whose tables are laid out the same way.
     *
     * @param slots the table, 0 in every empty slot, never full
     * @param mask its length less one, a power of two less one
     */
    static int find(long[] slots, int mask, long entry) {
        long h = (entry ^ entry >>> 33) * 0xFF51AFD7ED558CCDL;
        h = (h ^ h >>> 33) * 0xC4CEB9FE1A85EC53L;
        int slot = (int) (h ^ h >>> 33) & mask;
        while (slots[slot] != 0 && slots[slot] != entry) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    /**
     * The length of a table twice as large as {@code length}, refused past {@link #MAX_BITS} with
     * the number of positions held and what holds them.
     */
    static int doubled(int length, long size, String holder) {
        if (length == 1 << MAX_BITS) {
            throw new IllegalStateException("more than " + size + " positions: " + holder + " is full");
        }
        return length * 2;
    }

    private void grow() {
        long[] old = slots;
        slots = new long[doubled(old.length, size, "the walk's set")];
        mask = slots.length - 1;
        for (long entry : old) {
            if (entry != 0) {
                slots[find(slots, mask, entry)] = entry;
            }
        }
    }
}
