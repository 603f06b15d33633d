package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoMove;
import io.github.boardrules.baokigogo.Hole;

/**
 * The 48 shared move instances, one per origin hole, so that move lists and parsing allocate
 * nothing per move.
 */
public final class MoveTable {
    private static final BaoMove.Sow[] BY_HOLE = new BaoMove.Sow[Layout.HOLES];
    private static final BaoMove.Sow[] BY_SLOT = new BaoMove.Sow[Layout.HOLES];

    static {
        for (Hole hole : Hole.all()) {
            BaoMove.Sow sow = new BaoMove.Sow(hole);
            BY_HOLE[hole.index()] = sow;
            BY_SLOT[Layout.slot(hole)] = sow;
        }
    }

    private MoveTable() {}

    /**
     * The shared move from a hole.
     *
     * @param hole the origin hole
     * @return the move
     */
    public static BaoMove.Sow sow(Hole hole) {
        return BY_HOLE[hole.index()];
    }

    /**
     * The shared move from a slot.
     *
     * @param slot a slot in ring order
     * @return the move
     */
    public static BaoMove.Sow atSlot(int slot) {
        return BY_SLOT[slot];
    }
}
