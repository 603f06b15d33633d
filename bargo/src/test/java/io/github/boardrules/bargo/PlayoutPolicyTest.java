package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Playout;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Playouts;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Bargo's playout policy: uniform, but passing with probability 0.05 once passing is legal, and at
 * most 4 × cells plies, drawn by rejection. It must draw its random numbers exactly as the loop
 * below, which the benchmarks' mutable yardstick mirrors, so that a seed plays the same game in both;
 * its own playout loop must play what the generic loop over {@code choose} plays. That the choice has
 * the distribution of the list rule is {@link PlayoutPolicyDistributionTest}'s.
 */
class PlayoutPolicyTest {
    private static final PlayoutPolicy<BargoState, BargoMove> POLICY =
            Bargo.standard().playoutPolicy();

    /**
     * The policy written out as a loop over the public API, as the benchmarks' yardstick plays it:
     * with no empty cell the button or pass; the pass declined or taken by {@code nextDouble()} once
     * the button is taken; up to min(32, E) draws of {@code nextInt(6E [+ 1 for the button])} over the
     * empty cells in index order and their walls; then the legal-move list.
     */
    private static BargoState writtenOutPlayout(Bargo game, SplittableRandom random) {
        BargoState state = game.initialState();
        int cap = 4 * game.rules().cells();
        for (int ply = 0; ply < cap && !state.isOver(); ply++) {
            state = game.apply(state, writtenOutChoice(game, state, random));
        }
        return state;
    }

    private static BargoMove writtenOutChoice(Bargo game, BargoState state, SplittableRandom random) {
        List<Cell> empty = new ArrayList<>();
        for (Cell cell : Cell.all(state.base())) {
            if (state.pieceAt(cell).isEmpty()) {
                empty.add(cell);
            }
        }
        boolean taken = state.buttonHolder().isPresent();
        if (empty.isEmpty()) {
            return taken ? BargoMove.PASS : BargoMove.BUTTON;
        }
        if (taken && random.nextDouble() < 0.05) {
            return BargoMove.PASS;
        }
        int placements = 6 * empty.size();
        for (int i = 0; i < Math.min(32, empty.size()); i++) {
            int r = random.nextInt(taken ? placements : placements + 1);
            if (r == placements) {
                return BargoMove.BUTTON;
            }
            BargoMove move = BargoMove.place(empty.get(r / 6), Direction.values()[r % 6]);
            if (game.check(state, move).isEmpty()) {
                return move;
            }
        }
        List<BargoMove> moves = game.legalMoves(state);
        int n = moves.size();
        if (!taken) {
            return moves.get(random.nextInt(n));
        }
        return n == 1 ? moves.get(0) : moves.get(random.nextInt(n - 1));
    }

    @Test
    void aSeedPlaysTheSameGameAsTheWrittenOutLoop() {
        for (int base : new int[] {2, 3, 5}) {
            Bargo game = Bargo.withRules(BargoRules.of(base, 0));
            for (long seed = 1; seed <= 5; seed++) {
                Playout<BargoState> playout = Playouts.play(game, game.initialState(), new SplittableRandom(seed));
                assertEquals(writtenOutPlayout(game, new SplittableRandom(seed)), playout.finalState());
            }
        }
    }

    @Test
    void itsOwnLoopPlaysWhatTheGenericLoopOverChoosePlays() {
        // The override must make the same draws, moves and plies as legalMoves + choose + apply, on
        // boards where the fallback and forced passes come up (base 2 and 3 fill quickly) and on base 7.
        for (int base : new int[] {2, 3, 5, 7}) {
            Bargo game = Bargo.withRules(BargoRules.of(base, 0));
            for (long seed = 1; seed <= 10; seed++) {
                SplittableRandom random = new SplittableRandom(seed);
                BargoState state = game.initialState();
                int plies = 0;
                for (int max = POLICY.maxPlies(state); plies < max; plies++) {
                    List<BargoMove> moves = game.legalMoves(state);
                    if (moves.isEmpty()) {
                        break;
                    }
                    state = game.apply(state, POLICY.choose(state, moves, random));
                }
                SplittableRandom own = new SplittableRandom(seed);
                Playout<BargoState> playout = Playouts.play(game, game.initialState(), own);
                assertEquals(state, playout.finalState());
                assertEquals(plies, playout.plies());
                assertEquals(random.nextLong(), own.nextLong(), "the same numbers drawn");
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
    void whilePassingIsIllegalTheChoiceIsALegalMoveOtherThanThePass() {
        BargoState start = Bargo.withRules(BargoRules.of(2, 0)).initialState();
        List<BargoMove> moves = Bargo.standard().legalMoves(start);
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 200; i++) {
            BargoMove chosen = POLICY.choose(start, moves, random);
            assertTrue(moves.contains(chosen), chosen::toString);
            assertNotEquals(BargoMove.PASS, chosen);
        }
    }

    @Test
    void onceThePassIsLegalItIsChosenOneTimeInTwenty() {
        // The button is taken and placements are legal: the first draw, nextDouble() < 0.05, decides
        // the pass, and a declined pass leads to a placement.
        BargoState taken = Fixtures.play(Bargo.withRules(BargoRules.of(2, 0)).initialState(), "button");
        List<BargoMove> moves = Bargo.standard().legalMoves(taken);
        int passes = 0;
        for (long seed = 0; seed < 2000; seed++) {
            boolean pass = new SplittableRandom(seed).nextDouble() < 0.05;
            BargoMove chosen = POLICY.choose(taken, moves, new SplittableRandom(seed));
            assertEquals(pass, chosen == BargoMove.PASS);
            assertTrue(moves.contains(chosen), chosen::toString);
            passes += pass ? 1 : 0;
        }
        assertEquals(100, passes, 30);
    }
}
