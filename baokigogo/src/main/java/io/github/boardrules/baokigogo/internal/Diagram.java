package io.github.boardrules.baokigogo.internal;

/**
 * What the notation and the drawings show of a position, unpacked: the 48 counts in {@linkplain
 * Layout ring order}, the player to move, the seeds each side captured and the marks of the last
 * move. Made only to be read or written as text or SVG, so it copies the counts rather than share
 * the packed words.
 */
public final class Diagram {
    /** The mark of a history's first position, and of the last hole after an endless sowing. */
    public static final int NO_MARK = -1;

    private final byte[] seeds;
    private final boolean southToMove;
    private final int capturedBySouth;
    private final int capturedByNorth;
    private final int lastOrigin;
    private final int lastEnd;

    /**
     * A diagram.
     *
     * @param seeds the 48 counts in ring order; kept, not copied
     * @param southToMove whether South is to move
     * @param capturedBySouth seeds captured by South
     * @param capturedByNorth seeds captured by North
     * @param lastOrigin the slot the last move started from, or {@link #NO_MARK}
     * @param lastEnd the slot the last move ended in, or {@link #NO_MARK}
     */
    public Diagram(
            byte[] seeds, boolean southToMove, int capturedBySouth, int capturedByNorth, int lastOrigin, int lastEnd) {
        this.seeds = seeds;
        this.southToMove = southToMove;
        this.capturedBySouth = capturedBySouth;
        this.capturedByNorth = capturedByNorth;
        this.lastOrigin = lastOrigin;
        this.lastEnd = lastEnd;
    }

    /**
     * The seeds in a slot.
     *
     * @param slot a slot in ring order
     * @return its count
     */
    public int seeds(int slot) {
        return seeds[slot];
    }

    /** {@return whether South is to move} */
    public boolean southToMove() {
        return southToMove;
    }

    /** {@return the seeds captured by South} */
    public int capturedBySouth() {
        return capturedBySouth;
    }

    /** {@return the seeds captured by North} */
    public int capturedByNorth() {
        return capturedByNorth;
    }

    /** {@return the slot the last move started from, or {@link #NO_MARK}} */
    public int lastOrigin() {
        return lastOrigin;
    }

    /** {@return the slot the last move ended in, or {@link #NO_MARK}} */
    public int lastEnd() {
        return lastEnd;
    }
}
