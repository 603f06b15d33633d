package io.github.boardrules.search.solve;

import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The positions some thread is searching right now, so that another thread reaching one of them
 * from elsewhere searches its other moves first and comes back when the answer is likely in the
 * table (the "ABDADA" scheme of Weill, 1996). A small lock-free table of keys: two positions that
 * share a slot, or two threads on one position, at worst make a thread wait less or search a
 * position twice — never a wrong value, since being busy only changes the order of the moves.
 */
final class BusyPositions {
    private static final int SLOTS = 1 << 16;

    private final AtomicLongArray keys = new AtomicLongArray(SLOTS);

    /** Marks a position as being searched. */
    void enter(long key) {
        keys.setOpaque(slot(key), key);
    }

    /** Clears the mark of a position, unless another position has taken its slot since. */
    void leave(long key) {
        keys.compareAndExchange(slot(key), key, 0);
    }

    /** Whether some thread is searching a position. */
    boolean contains(long key) {
        return keys.getOpaque(slot(key)) == key;
    }

    private static int slot(long key) {
        return (int) (key ^ key >>> 29) & (SLOTS - 1);
    }
}
