package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.Hole;

/**
 * The board layout inside a state: 48 seed counts in <em>ring order</em>. Slots 0..23 are South's
 * ring in sowing order ({@code a1..l1}, then {@code l2..a2}), slots 24..47 North's ring in sowing
 * order ({@code a3..l3}, then {@code l4..a4}). A player's sowing therefore runs over 24 consecutive
 * slots, wrapping from the last to the first.
 *
 * <p>Holes outside this package are numbered by their {@linkplain Hole#index() index} {@code (rank -
 * 1) * 12 + file} (the <em>square</em> here); the tables here convert between the two numberings
 * and hold the capture targets.
 */
public final class Layout {
    /** Holes in one player's ring. */
    public static final int RING = 24;

    /** Holes on the board. */
    public static final int HOLES = 48;

    /** Seeds in the game. */
    public static final int SEEDS = 92;

    private static final int[] SLOT_OF_SQUARE = new int[HOLES];
    private static final int[] SQUARE_OF_SLOT = new int[HOLES];
    private static final int[] CAPTURE_FRONT = new int[HOLES];
    private static final int[] CAPTURE_BACK = new int[HOLES];

    static {
        for (int slot = 0; slot < HOLES; slot++) {
            int base = slot < RING ? 0 : RING;
            int ring = slot - base;
            int file = ring < 12 ? ring : 23 - ring;
            int rank = slot < RING ? (ring < 12 ? 1 : 2) : (ring < 12 ? 3 : 4);
            int square = (rank - 1) * 12 + file;
            SLOT_OF_SQUARE[square] = slot;
            SQUARE_OF_SLOT[slot] = square;
        }
        for (int slot = 0; slot < HOLES; slot++) {
            CAPTURE_FRONT[slot] = -1;
            CAPTURE_BACK[slot] = -1;
            int square = SQUARE_OF_SLOT[slot];
            int file = square % 12;
            int rank = square / 12 + 1;
            if (rank == 2) {
                CAPTURE_FRONT[slot] = SLOT_OF_SQUARE[2 * 12 + file];
                CAPTURE_BACK[slot] = SLOT_OF_SQUARE[3 * 12 + file];
            } else if (rank == 3) {
                CAPTURE_FRONT[slot] = SLOT_OF_SQUARE[12 + file];
                CAPTURE_BACK[slot] = SLOT_OF_SQUARE[file];
            }
        }
    }

    private Layout() {}

    /**
     * The slot of a hole.
     *
     * @param square the hole's square index {@code (rank - 1) * 12 + file}
     * @return its slot
     */
    public static int slot(int square) {
        return SLOT_OF_SQUARE[square];
    }

    /**
     * The slot of a hole.
     *
     * @param hole the hole
     * @return its slot
     */
    public static int slot(Hole hole) {
        return SLOT_OF_SQUARE[hole.index()];
    }

    /**
     * The hole in a slot.
     *
     * @param slot a slot
     * @return the hole
     */
    public static Hole hole(int slot) {
        return Hole.ofIndex(SQUARE_OF_SLOT[slot]);
    }

    /**
     * The first slot of a player's ring.
     *
     * @param south whether the player is South
     * @return 0 for South, 24 for North
     */
    public static int base(boolean south) {
        return south ? 0 : RING;
    }

    /**
     * The slot that follows {@code slot} in its owner's ring.
     *
     * @param slot a slot
     * @return the next slot of the same ring
     */
    public static int next(int slot) {
        int base = slot < RING ? 0 : RING;
        return base + (slot - base + 1) % RING;
    }

    /**
     * The opponent's front hole opposite a front-row slot: the hole a move ending there captures.
     *
     * @param slot the slot a move ended in
     * @return the opponent's front slot of the same file, or -1 when {@code slot} is a back-row hole
     */
    public static int captureFront(int slot) {
        return CAPTURE_FRONT[slot];
    }

    /**
     * The opponent's back hole in the file of a front-row slot, captured with the front hole.
     *
     * @param slot the slot a move ended in
     * @return the opponent's back slot of the same file, or -1 when {@code slot} is a back-row hole
     */
    public static int captureBack(int slot) {
        return CAPTURE_BACK[slot];
    }
}
