package io.github.boardrules.benchmarks.bargo;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.common.search.ActionWords;
import io.github.boardrules.common.search.SearchSupport;
import java.util.SplittableRandom;

/**
 * A caller's own playout of Bargo's playout policy over {@link SearchSupport}'s public action path
 * alone: {@code isLegalAction} on drawn actions, {@code applyAction}, and {@code legalActionMask}
 * when the rejection gives up. The policy is the library's: uniform over the legal placements and
 * the button; once the button is taken the pass with probability 0.05 and the placements uniformly
 * (the pass when none is legal); 4 × cells plies at most. The caller cannot see which cells are
 * empty, so it draws among all {@code 6 * cells} placement actions: the same distribution as the
 * library's draws among the empty cells, but not the same draws, so these are other games of the
 * same kind (the benchmark's set-up compares their lengths).
 */
final class BargoActionPlayouts {
    /**
     * Refused draws before the caller lists the legal actions: more than the library's 32, since
     * draws on occupied cells are refused too and cost little.
     */
    static final int MAX_DRAWS = 64;

    private final SearchSupport<BargoState, BargoMove> search;
    private final int placements;
    private final long[] mask;

    /** The final state of the last {@link #play}. */
    BargoState last;

    BargoActionPlayouts(SearchSupport<BargoState, BargoMove> search) {
        this.search = search;
        this.placements = search.actionCount() - 2;
        this.mask = new long[(search.actionCount() + 63) >>> 6];
    }

    /**
     * Plays from a state until the game ends or the ply limit.
     *
     * @param start the first state
     * @param random the source of the draws
     * @param maxPlies the ply limit
     * @return the number of plies played; the final state is {@link #last}
     */
    int play(BargoState start, SplittableRandom random, int maxPlies) {
        BargoState state = start;
        int button = placements;
        int pass = placements + 1;
        int plies = 0;
        for (; plies < maxPlies; plies++) {
            boolean untaken = search.isLegalAction(state, button);
            if (!untaken && !search.isLegalAction(state, pass)) {
                break; // neither the button nor the pass: the game is over
            }
            state = search.applyAction(state, choose(state, untaken, random));
        }
        last = state;
        return plies;
    }

    private int choose(BargoState state, boolean untaken, SplittableRandom random) {
        if (!untaken && random.nextDouble() < 0.05) {
            return placements + 1;
        }
        int outcomes = untaken ? placements + 1 : placements;
        for (int i = 0; i < MAX_DRAWS; i++) {
            int action = random.nextInt(outcomes);
            if (action == placements || search.isLegalAction(state, action)) {
                return action;
            }
        }
        int count = search.legalActionMask(state, mask, 0);
        // The mask holds the button while it is untaken, the pass once it is taken: a declined pass
        // leaves the placements, and the pass when there is none.
        int n = untaken ? count : count - 1;
        return n == 0 ? placements + 1 : select(random.nextInt(n));
    }

    /** The {@code k}-th set bit of the mask. */
    private int select(int k) {
        int left = k;
        for (int w = 0; ; w++) {
            int c = Long.bitCount(mask[w]);
            if (left < c) {
                return (w << 6) + ActionWords.select(mask[w], left);
            }
            left -= c;
        }
    }
}
