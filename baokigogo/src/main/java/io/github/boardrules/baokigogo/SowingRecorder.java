package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Layout;
import io.github.boardrules.baokigogo.internal.SowingListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Collects the laps and the capture the engine reports while it plays one move. */
final class SowingRecorder implements SowingListener {
    private final BaoSide mover;
    private final int base;
    private byte[] from = new byte[16];
    private int[] seeds = new int[16];
    private int laps;
    private final List<SowingTrail.Capture> captures = new ArrayList<>(2);

    /**
     * A recorder for one move.
     *
     * @param mover the player making it
     */
    SowingRecorder(BaoSide mover) {
        this.mover = mover;
        this.base = Layout.base(mover == BaoSide.SOUTH);
    }

    @Override
    public void lap(int ringPos, int hand) {
        if (laps == seeds.length) {
            from = Arrays.copyOf(from, laps * 2);
            seeds = Arrays.copyOf(seeds, laps * 2);
        }
        from[laps] = (byte) (base + ringPos);
        seeds[laps] = hand;
        laps++;
    }

    @Override
    public void capture(int frontSlot, int frontSeeds, int backSlot, int backSeeds) {
        captures.add(new SowingTrail.Capture(Layout.hole(frontSlot), frontSeeds));
        // The back hole is emptied with the front one; an empty one gives nothing, so it is left out.
        if (backSeeds > 0) {
            captures.add(new SowingTrail.Capture(Layout.hole(backSlot), backSeeds));
        }
    }

    /**
     * The trail of the move just played.
     *
     * @param move the move
     * @param after the state after it; its last hole is the end, none after an endless sowing
     * @return the trail
     */
    SowingTrail trail(BaoMove move, BaoState after) {
        return new SowingTrail(
                move,
                mover,
                Arrays.copyOf(from, laps),
                Arrays.copyOf(seeds, laps),
                after.lastHole().orElse(null),
                captures);
    }
}
