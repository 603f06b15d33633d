package io.github.boardrules.bargo;

import io.github.boardrules.common.PlayoutPolicy;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Bargo's playout policy: a uniformly random legal move, except that once passing is legal (the
 * pass is then the last legal move) it passes with probability 0.05 and otherwise picks uniformly
 * among the other moves; a playout stops after 4 × cells plies. Random games of Bargo need both:
 * uniform play passes too rarely to end, and passing as often as any placement ends games long
 * before the board fills.
 *
 * <p>The random numbers are drawn in a fixed order, which the benchmarks' mutable yardstick
 * mirrors so that a seed plays the same game in both: {@code nextDouble()} only when the pass has
 * other moves beside it, then {@code nextInt(n − 1)}; {@code nextInt(n)} while the button is
 * untaken.
 */
final class RarePassPolicy implements PlayoutPolicy<BargoState, BargoMove> {
    /** The one instance. */
    static final RarePassPolicy INSTANCE = new RarePassPolicy();

    /** The probability of passing once passing is legal and other moves are too. */
    static final double PASS_PROBABILITY = 0.05;

    private RarePassPolicy() {}

    /** Chooses as the class comment says: uniformly, passing one time in twenty once it may. */
    @Override
    public BargoMove choose(BargoState state, List<BargoMove> moves, SplittableRandom random) {
        int n = moves.size();
        BargoMove last = moves.get(n - 1);
        if (last instanceof BargoMove.Pass) {
            if (n == 1 || random.nextDouble() < PASS_PROBABILITY) {
                return last;
            }
            return moves.get(random.nextInt(n - 1));
        }
        return moves.get(random.nextInt(n));
    }

    /**
     * Four plies per cell of the start state's board: 244 on the default base-5 board.
     *
     * @param start the state the playout starts from
     * @return 4 × 3N(N−1)+1
     */
    @Override
    public int maxPlies(BargoState start) {
        return 4 * start.geometry.cells;
    }
}
