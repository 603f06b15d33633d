package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoMove;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The legal moves of a position as an immutable list over the position's move mask: the one small
 * object listing the legal moves allocates. Element {@code i} is the shared move from the ring
 * position of the mask's {@code i}-th set bit, so the list is in the mover's ring order.
 */
public final class MoveList extends AbstractList<BaoMove> implements RandomAccess {
    private final int mask;
    private final int base;

    /**
     * A list over a non-empty move mask.
     *
     * @param mask bit {@code k} for ring position {@code k}
     * @param base the first slot of the mover's ring
     */
    public MoveList(int mask, int base) {
        this.mask = mask;
        this.base = base;
    }

    @Override
    public BaoMove get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + size());
        }
        int m = mask;
        for (int k = 0; k < index; k++) {
            m &= m - 1;
        }
        return MoveTable.atSlot(base + Integer.numberOfTrailingZeros(m));
    }

    @Override
    public int size() {
        return Integer.bitCount(mask);
    }
}
