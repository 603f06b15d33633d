package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.PlayoutPolicy;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Bargo's playout policy: a uniformly random legal move, except that once passing is legal (the
 * button is taken) it passes with probability 0.05 and otherwise picks uniformly among the
 * placements, passing when no placement is legal; a playout stops after 4 × cells plies. Random
 * games of Bargo need both: uniform play passes too rarely to end, and passing as often as any
 * placement ends games long before the board fills.
 *
 * <p>The moves are drawn by rejection ({@link RejectionDraw}): random walls on random empty cells
 * until the engine finds one legal, the full list only after {@code min(32, empty cells)}
 * refusals. That is the same distribution as picking from the legal-move list, at a fraction of its
 * cost, and {@link #playout} plays whole playouts without building the list at all. The benchmarks'
 * mutable yardstick mirrors the draws so that a seed plays the same game in both.
 */
final class RarePassPolicy implements PlayoutPolicy<BargoState, BargoMove> {
    /** The one instance. */
    static final RarePassPolicy INSTANCE = new RarePassPolicy();

    /** The probability of passing once passing is legal and other moves are too. */
    static final double PASS_PROBABILITY = 0.05;

    private RarePassPolicy() {}

    /**
     * Chooses as the class comment says, with {@link RejectionDraw}'s draws; {@code moves} must be
     * the state's own legal moves (as the interface requires), which serve only when the rejection
     * gives up.
     */
    @Override
    public BargoMove choose(BargoState state, List<BargoMove> moves, SplittableRandom random) {
        int code = RejectionDraw.draw(state, random);
        return code == RejectionDraw.FALLBACK
                ? RejectionDraw.fromList(state, moves, random)
                : RejectionDraw.move(state, code);
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

    /**
     * Plays the playout on the packed states with the same draws and moves as the generic loop over
     * {@link #choose}, for {@link Bargo} itself (a final class): a drawn placement is played on the
     * engine's judgement of it, and the legal-move list is built only when the rejection gives up.
     * Any other game may list other moves and gets the generic loop.
     */
    @Override
    public Playout<BargoState> playout(
            Game<BargoState, BargoMove> game, BargoState start, SplittableRandom random, int maxPlies) {
        if (!(game instanceof Bargo)) {
            return PlayoutPolicy.super.playout(game, start, random, maxPlies);
        }
        BargoState state = start;
        int plies = 0;
        while (plies < maxPlies && !state.isOver()) {
            state = step(state, random);
            plies++;
        }
        return new Playout<>(state, plies);
    }

    /** One ply of {@link #playout}: the move {@link #choose} would pick, played. */
    private static BargoState step(BargoState state, SplittableRandom random) {
        int code = RejectionDraw.draw(state, random);
        if (code >= 0) {
            // The draw's last judgement was this placement's: its captures are in the analysis.
            int c = code / Geometry.DIRECTIONS;
            return Engine.placeEvaluated(state, c, code - c * Geometry.DIRECTIONS, Analysis.of(state));
        }
        return Engine.apply(
                state,
                code == RejectionDraw.FALLBACK
                        ? RejectionDraw.fromList(state, Engine.legalMoves(state), random)
                        : RejectionDraw.move(state, code));
    }
}
