package io.github.boardrules.search.solve;

import io.github.boardrules.gorogo.GoRoGoState;

/**
 * The winner's move at each position of a certificate's strategy, as an action (see {@link
 * io.github.boardrules.common.search.SearchSupport#actionOf}), kept by the join of split
 * certificates while it copies a part. Nine bytes a slot: the exact 62-bit key of {@link
 * PositionSet} in one array and the action in another, laid out and probed as that set is. A map
 * of states to moves took about a hundred bytes a position, and a part of a setup point's proof
 * may hold 10⁸ of them.
 *
 * <p>Only unfinished positions under one set of rules go in, as in {@link PositionSet}.
 */
final class PositionMoves {
    /** What {@link #action} answers for a position not in the map. */
    static final int NONE = -1;

    private long[] slots = new long[1 << 12];
    private byte[] actions = new byte[slots.length];
    private int mask = slots.length - 1;
    private long size;

    /**
     * Keeps the move at a position, replacing any kept before.
     *
     * @param action in {@code [0, 127]}
     * @throws IllegalArgumentException if the action is out of that range
     * @throws IllegalStateException when the map already holds as many positions as its largest
     *     table allows (three quarters of 2³⁰)
     */
    void put(GoRoGoState state, int action) {
        if (action < 0 || action > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("action out of range: " + action);
        }
        long entry = PositionSet.key(state) | PositionSet.USED;
        int slot = PositionSet.find(slots, mask, entry);
        actions[slot] = (byte) action;
        if (slots[slot] == entry) {
            return;
        }
        slots[slot] = entry;
        size++;
        if (size * 4 > (long) slots.length * 3) {
            grow();
        }
    }

    /** The action kept at a position, or {@link #NONE}. */
    int action(GoRoGoState state) {
        long entry = PositionSet.key(state) | PositionSet.USED;
        int slot = PositionSet.find(slots, mask, entry);
        return slots[slot] == entry ? actions[slot] : NONE;
    }

    /** The positions in the map. */
    long size() {
        return size;
    }

    private void grow() {
        long[] oldSlots = slots;
        byte[] oldActions = actions;
        slots = new long[PositionSet.doubled(oldSlots.length, size, "the join's map of moves")];
        actions = new byte[slots.length];
        mask = slots.length - 1;
        for (int i = 0; i < oldSlots.length; i++) {
            long entry = oldSlots[i];
            if (entry != 0) {
                int slot = PositionSet.find(slots, mask, entry);
                slots[slot] = entry;
                actions[slot] = oldActions[i];
            }
        }
    }
}
