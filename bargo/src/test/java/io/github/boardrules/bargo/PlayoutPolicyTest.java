package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.boardrules.common.Playout;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Playouts;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Bargo's playout policy: uniform, but passing with probability 0.05 once passing is legal, and at
 * most 4 × cells plies. It must draw its random numbers exactly as the loop below, which the
 * benchmarks' mutable yardstick mirrors, so that a seed plays the same game in both.
 */
class PlayoutPolicyTest {
    private static final PlayoutPolicy<BargoState, BargoMove> POLICY =
            Bargo.standard().playoutPolicy();

    /** The policy written out as a loop over the public API, as the benchmarks' yardstick plays it. */
    private static BargoState benchmarkPlayout(Bargo game, SplittableRandom random) {
        BargoState state = game.initialState();
        int cap = 4 * game.rules().cells();
        for (int ply = 0; ply < cap; ply++) {
            List<BargoMove> moves = game.legalMoves(state);
            int n = moves.size();
            if (n == 0) {
                break;
            }
            BargoMove move;
            if (moves.get(n - 1) instanceof BargoMove.Pass) {
                move = n == 1 || random.nextDouble() < 0.05 ? moves.get(n - 1) : moves.get(random.nextInt(n - 1));
            } else {
                move = moves.get(random.nextInt(n));
            }
            state = game.apply(state, move);
        }
        return state;
    }

    @Test
    void aSeedPlaysTheSameGameAsTheWrittenOutLoop() {
        for (int base : new int[] {2, 3, 5}) {
            Bargo game = Bargo.withRules(BargoRules.of(base, 0));
            for (long seed = 1; seed <= 5; seed++) {
                Playout<BargoState> playout = Playouts.play(game, game.initialState(), new SplittableRandom(seed));
                assertEquals(benchmarkPlayout(game, new SplittableRandom(seed)), playout.finalState());
            }
        }
    }

    @Test
    void aPlayoutStopsAfterFourPliesPerCellOfTheStartBoard() {
        // Base 5 has 61 cells, base 2 has 7, base 3 has 19; the limit follows the start state's
        // board, not the instance the policy came from.
        assertEquals(244, POLICY.maxPlies(Bargo.standard().initialState()));
        assertEquals(28, POLICY.maxPlies(Bargo.withRules(BargoRules.of(2, 0)).initialState()));
        assertEquals(76, POLICY.maxPlies(Bargo.withRules(BargoRules.of(3, 5)).initialState()));
        assertSame(POLICY, Bargo.withRules(BargoRules.of(7, 3)).playoutPolicy());
    }

    @Test
    void whilePassingIsIllegalEveryMoveIsDrawnUniformly() {
        BargoState start = Bargo.withRules(BargoRules.of(2, 0)).initialState();
        List<BargoMove> moves = Bargo.standard().legalMoves(start);
        SplittableRandom twin = new SplittableRandom(7);
        assertEquals(moves.get(twin.nextInt(25)), POLICY.choose(start, moves, new SplittableRandom(7)));
    }

    @Test
    void onceThePassIsLegalItIsChosenOneTimeInTwenty() {
        // The button is taken, so the pass ends the list: nextDouble() < 0.05 passes, else
        // nextInt(n − 1) picks one of the other moves.
        BargoState taken = Fixtures.play(Bargo.withRules(BargoRules.of(2, 0)).initialState(), "button");
        List<BargoMove> moves = Bargo.standard().legalMoves(taken);
        int passes = 0;
        for (long seed = 0; seed < 2000; seed++) {
            SplittableRandom twin = new SplittableRandom(seed);
            BargoMove expected = twin.nextDouble() < 0.05 ? BargoMove.PASS : moves.get(twin.nextInt(moves.size() - 1));
            SplittableRandom random = new SplittableRandom(seed);
            BargoMove chosen = POLICY.choose(taken, moves, random);
            assertEquals(expected, chosen);
            assertEquals(twin.nextLong(), random.nextLong(), "the policy draws exactly these numbers");
            passes += chosen == BargoMove.PASS ? 1 : 0;
        }
        assertEquals(100, passes, 30);
    }

    @Test
    void withThePassAsTheOnlyMoveItPassesWithoutDrawing() {
        BargoState taken = Fixtures.play(Bargo.withRules(BargoRules.of(2, 0)).initialState(), "button");
        SplittableRandom random = new SplittableRandom(3);
        assertEquals(BargoMove.PASS, POLICY.choose(taken, List.of(BargoMove.PASS), random));
        assertEquals(new SplittableRandom(3).nextLong(), random.nextLong());
    }
}
