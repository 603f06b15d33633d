package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.Codes;
import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.common.search.ActionWords;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The draws of Bargo's playout policy ({@link RarePassPolicy}) on one state, by rejection: a
 * uniformly random wall on a uniformly random empty cell (or, while the button is untaken, the
 * button as one more outcome), kept if the engine finds the placement legal, drawn again otherwise.
 * No legal-move list is built unless {@code min(}{@link #MAX_DRAWS}{@code , E)} draws in a row are
 * refused ({@code E} empty cells); the caller then finishes the choice with {@link #fromList} over
 * the full list.
 *
 * <p><b>Why the distribution is the policy's.</b> Each draw is uniform over the {@code 6E} placements
 * on the {@code E} empty cells (plus the button while it is untaken), so a kept draw is uniform over
 * the legal ones: every legal outcome has the same chance {@code 1 / (6E [+ 1])} in every round. The
 * fallback is uniform over the same legal outcomes too, so the mixture of the rounds and the fallback
 * is exactly uniform, whatever the bound. Placements on occupied cells are never legal, so leaving
 * them out of the draw changes nothing but the number of draws.
 *
 * <p><b>The draws, in order</b> (what {@code choose} and the policy's own playout loop share, so that
 * a seed plays the same game through both): with no empty cell, the button or the pass, whichever is
 * legal, without a draw; with the button untaken, up to {@code min(32, E)} times {@code nextInt(6E +
 * 1)} ({@code 6E} is the button); with the button taken, {@code nextDouble() < 0.05} passes, then up
 * to {@code min(32, E)} times {@code nextInt(6E)}; after that {@link #fromList}.
 */
final class RejectionDraw {
    /**
     * The most refused draws in a row before the rejection gives up, on a board with many empty
     * cells; with {@code E} empty cells it gives up after {@code min(32, E)}. A refused draw costs
     * about one placement judgement and the full list about one judgement per empty cell, so the
     * refusals never cost more than the list would have: at worst, with no legal placement at all (a
     * forced pass, in about 4 % of the plies of random base-5 games, nearly all with 10 or fewer
     * empty cells), a ply costs about twice the list. On an open board 32 refusals in a row are
     * likely only when under one placement in ten is legal ((9/10)^32 is about 3 %). Any bound keeps
     * the distribution exact (see the class comment).
     */
    static final int MAX_DRAWS = 32;

    /** {@link #draw}'s answer: take the button. */
    static final int BUTTON = -1;
    /** {@link #draw}'s answer: pass. */
    static final int PASS = -2;
    /** {@link #draw}'s answer: every draw was refused; finish with {@link #fromList}. */
    static final int FALLBACK = -3;

    private RejectionDraw() {}

    /**
     * Draws the policy's move on a state whose game goes on. A placement code it returns was the last
     * placement the calling thread's {@link Analysis} of {@code s} judged (legal), so its captures
     * are still there for {@link Engine#placeEvaluated}.
     *
     * @param s a state whose game is not over
     * @param random the source of the draws
     * @return a legal placement's code {@code cell * 6 + wall}, {@link #BUTTON}, {@link #PASS} or
     *     {@link #FALLBACK}
     */
    static int draw(BargoState s, SplittableRandom random) {
        int empty = emptyCount(s);
        boolean buttonTaken = s.button != Codes.NOBODY;
        if (empty == 0) {
            // The one legal move, as today's policy takes a list of one: without a draw.
            return buttonTaken ? PASS : BUTTON;
        }
        if (buttonTaken && random.nextDouble() < RarePassPolicy.PASS_PROBABILITY) {
            return PASS;
        }
        int placements = empty * Geometry.DIRECTIONS;
        int outcomes = buttonTaken ? placements : placements + 1;
        Analysis analysis = Analysis.of(s);
        int bound = Math.min(MAX_DRAWS, empty);
        for (int i = 0; i < bound; i++) {
            int r = random.nextInt(outcomes);
            if (r == placements) {
                return BUTTON;
            }
            int c = emptyCell(s, r / Geometry.DIRECTIONS);
            int d = r % Geometry.DIRECTIONS;
            if (analysis.evaluate(s, c, d) == Engine.LEGAL) {
                return c * Geometry.DIRECTIONS + d;
            }
        }
        return FALLBACK;
    }

    /**
     * The move of a {@link #draw} answer other than {@link #FALLBACK}: the board's shared placement,
     * or the button or pass singleton.
     *
     * @param s the state that was drawn on
     * @param code a placement code, {@link #BUTTON} or {@link #PASS}
     * @return the move
     */
    static BargoMove move(BargoState s, int code) {
        if (code >= 0) {
            return s.geometry.place(code / Geometry.DIRECTIONS, code % Geometry.DIRECTIONS);
        }
        return code == BUTTON ? BargoMove.BUTTON : BargoMove.PASS;
    }

    /**
     * Finishes a {@link #FALLBACK} draw over the full list of legal moves: uniformly among all of them
     * while the button is untaken; once it is taken the pass was already declined, so uniformly among
     * the placements, or the pass when it is the only move.
     *
     * @param s the state that was drawn on
     * @param legal its legal moves, in the engine's order (placements, then the button or the pass)
     * @param random the source of the draws
     * @return one of {@code legal}
     */
    static BargoMove fromList(BargoState s, List<BargoMove> legal, SplittableRandom random) {
        int n = legal.size();
        if (s.button == Codes.NOBODY) {
            return legal.get(random.nextInt(n));
        }
        return n == 1 ? legal.get(0) : legal.get(random.nextInt(n - 1));
    }

    /** The number of empty cells: the cells without a bit in either colour's bitset. */
    static int emptyCount(BargoState s) {
        long[] stones = s.stones;
        int words = s.geometry.words;
        int pieces = 0;
        for (int w = 0; w < words; w++) {
            pieces += Long.bitCount(stones[w] | stones[words + w]);
        }
        return s.geometry.cells - pieces;
    }

    /**
     * The {@code k}-th (from 0) empty cell in index order.
     *
     * @param s the state
     * @param k the rank, not negative
     * @return the cell, or {@code -1 - E} when there are only {@code E <= k} empty cells
     */
    static int emptyCell(BargoState s, int k) {
        long[] stones = s.stones;
        int words = s.geometry.words;
        int cells = s.geometry.cells;
        int left = k;
        for (int w = 0; w < words; w++) {
            long free = ~(stones[w] | stones[words + w]);
            int past = cells - (w << 6);
            if (past < 64) {
                free &= (1L << past) - 1; // the bits beyond the last cell are not cells
            }
            int n = Long.bitCount(free);
            if (left < n) {
                return (w << 6) + ActionWords.select(free, left);
            }
            left -= n;
        }
        return -1 - (k - left);
    }
}
