package io.github.boardrules.benchmarks.bargo;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.common.search.ActionWords;
import io.github.boardrules.common.search.SearchSupport;
import java.util.SplittableRandom;

/**
 * A caller's own playout of Bargo's playout policy over {@link SearchSupport}'s public action path
 * alone: a uniform draw among the candidate actions ({@code candidateActionCount},
 * {@code candidateAction}), {@code isLegalAction} on it, {@code applyAction}, and
 * {@code legalActionMask} when the rejection gives up. The policy is the library's: uniform over the
 * legal placements and the button; once the button is taken the pass with probability 0.05 and the
 * placements uniformly (the pass when none is legal); 4 × cells plies at most. Bargo's candidates
 * are the walls of the empty cells in action order, then the button or the pass, which are the
 * library's own draws: a seed plays the same game as {@code Playouts.play} (the benchmark's set-up
 * checks it).
 */
final class BargoActionPlayouts {
    /**
     * Refused draws before the caller lists the legal actions, with {@code E} empty cells:
     * {@code min(32, E)}, the library's bound (any bound keeps the choice uniform).
     */
    static final int MAX_DRAWS = 32;

    private final SearchSupport<BargoState, BargoMove> search;
    private final int button;
    private final int pass;
    private final long[] mask;

    /** The final state of the last {@link #play}. */
    BargoState last;

    BargoActionPlayouts(SearchSupport<BargoState, BargoMove> search) {
        this.search = search;
        this.button = search.actionCount() - 2;
        this.pass = search.actionCount() - 1;
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
        int plies = 0;
        for (; plies < maxPlies; plies++) {
            int candidates = search.candidateActionCount(state);
            if (candidates == 0) {
                break; // no action is legal: the game is over
            }
            state = search.applyAction(state, choose(state, candidates, random));
        }
        last = state;
        return plies;
    }

    private int choose(BargoState state, int candidates, SplittableRandom random) {
        if (candidates == 1) {
            return search.candidateAction(state, 0); // no empty cell: the button or the pass
        }
        // The last candidate is the button while it is untaken, the pass once it is taken.
        boolean untaken = search.isLegalAction(state, button);
        if (!untaken && random.nextDouble() < 0.05) {
            return pass;
        }
        int outcomes = untaken ? candidates : candidates - 1;
        for (int i = 0, bound = Math.min(MAX_DRAWS, (candidates - 1) / 6); i < bound; i++) {
            int action = search.candidateAction(state, random.nextInt(outcomes));
            if (action == button || search.isLegalAction(state, action)) {
                return action;
            }
        }
        int count = search.legalActionMask(state, mask, 0);
        // The mask holds the button while it is untaken, the pass once it is taken: a declined pass
        // leaves the placements, and the pass when there is none.
        int n = untaken ? count : count - 1;
        return n == 0 ? pass : select(random.nextInt(n));
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
