package io.github.boardrules.baokigogo.internal;

/**
 * Told, lap by lap, what the sowing of one move does: the engine calls it when a caller asks for
 * the trail of a move, and runs with none on its ordinary path, so that one piece of code both
 * plays moves and describes them.
 */
public interface SowingListener {
    /**
     * A lap begins: seeds are taken up from a hole and sown one per hole from the next one on.
     *
     * @param ringPos the mover's ring position the seeds were taken from (the origin for the first
     *     lap, then the hole the previous lap ended in)
     * @param seeds the seeds in hand, at least 1
     */
    void lap(int ringPos, int seeds);

    /**
     * The capture at the end of the move: the opponent's front hole and the back hole of its file
     * are emptied (the back hole may have held nothing).
     *
     * @param frontSlot the opponent's front slot, in {@link Layout} numbering
     * @param frontSeeds the seeds it held, at least 1
     * @param backSlot the opponent's back slot of the same file
     * @param backSeeds the seeds it held, possibly 0
     */
    void capture(int frontSlot, int frontSeeds, int backSlot, int backSeeds);
}
