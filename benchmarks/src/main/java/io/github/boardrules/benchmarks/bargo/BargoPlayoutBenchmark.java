package io.github.boardrules.benchmarks.bargo;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.common.Playouts;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random Bargo playouts per second from the empty board: the immutable API against the mutable
 * yardstick {@link MutableBargo}, under Bargo's own playout policy ({@link Bargo#playoutPolicy()}:
 * uniform, but once passing is legal pass with probability 0.05, and a cap of 4 × cells plies), which
 * the yardstick mirrors on its integer moves, draw by rejection. Both play exactly the same games
 * (same move order, same random draws), which {@link #setUp} checks, so the ratio of their
 * throughputs is the cost of immutability per move. {@link #actionPath} is a caller's own playout of
 * the same policy over the public action path ({@link BargoActionPlayouts}); it cannot draw among the
 * empty cells only, so its games are others of the same kind, which {@link #setUp} compares.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BargoPlayoutBenchmark {
    /** The board base. */
    @Param({"5", "7"})
    public int base;

    private Bargo game = Bargo.standard();
    private SplittableRandom random = new SplittableRandom(1);
    private BargoActionPlayouts actions = new BargoActionPlayouts(game.searchSupport());

    /** Builds the game and checks that both implementations play the same games. */
    @Setup
    public void setUp() {
        game = Bargo.withRules(BargoRules.of(base, 0));
        for (long seed = 1; seed <= 20; seed++) {
            BargoState immutable = immutablePlayout(game, new SplittableRandom(seed));
            MutableBargo mutable = new MutableBargo(base);
            mutablePlayout(mutable, new SplittableRandom(seed));
            String expected = immutable.toString();
            String board = expected.substring(0, expected.indexOf(' ') + 2);
            if (!board.equals(mutable.boardNotation(base))) {
                throw new IllegalStateException(
                        "yardstick disagrees on seed " + seed + ": " + expected + " vs " + mutable.boardNotation(base));
            }
        }
        actions = new BargoActionPlayouts(game.searchSupport());
        checkComparableGames(game, actions, base);
        random = new SplittableRandom(1);
    }

    /**
     * Checks that the action path plays games of the same kind as the policy: over 400 seeds each,
     * the mean number of plies and of pieces left on the board agree within four standard errors of
     * their difference. (Two policies with the same distribution of moves play games with the same
     * distribution of lengths; a wrong pass rate or a biased draw moves both means far.)
     */
    static void checkComparableGames(Bargo game, BargoActionPlayouts actions, int base) {
        int games = 400;
        double[] policy = new double[4];
        double[] action = new double[4];
        SplittableRandom seeds = new SplittableRandom(base);
        for (int i = 0; i < games; i++) {
            long seed = seeds.nextLong();
            var playout = Playouts.play(game, game.initialState(), new SplittableRandom(seed));
            accumulate(policy, playout.plies(), pieces(playout.finalState()));
            int plies = actions.play(
                    game.initialState(),
                    new SplittableRandom(~seed),
                    4 * game.rules().cells());
            accumulate(action, plies, pieces(actions.last));
        }
        for (int k = 0; k < 2; k++) {
            double meanP = policy[k] / games;
            double meanA = action[k] / games;
            double varP = policy[k + 2] / games - meanP * meanP;
            double varA = action[k + 2] / games - meanA * meanA;
            double error = Math.sqrt((varP + varA) / games);
            if (Math.abs(meanP - meanA) > 4 * error) {
                throw new IllegalStateException(String.format(
                        "the action path plays other games: %s %.1f against %.1f (± %.1f)",
                        k == 0 ? "plies" : "pieces", meanA, meanP, error));
            }
        }
    }

    private static void accumulate(double[] sums, int plies, int pieces) {
        sums[0] += plies;
        sums[1] += pieces;
        sums[2] += (double) plies * plies;
        sums[3] += (double) pieces * pieces;
    }

    private static int pieces(BargoState state) {
        int n = 0;
        for (Cell cell : Cell.all(state.base())) {
            n += state.pieceAt(cell).isPresent() ? 1 : 0;
        }
        return n;
    }

    static BargoState immutablePlayout(Bargo game, SplittableRandom random) {
        return Playouts.play(game, game.initialState(), random).finalState();
    }

    static int mutablePlayout(MutableBargo board, SplittableRandom random) {
        int cap = 4 * board.cells();
        int ply = 0;
        for (; ply < cap && !board.over(); ply++) {
            board.play(mutableChoice(board, random));
        }
        return ply;
    }

    /**
     * The library policy's draws, on the yardstick: with no empty cell the button or the pass; the
     * pass taken or declined by {@code nextDouble()} once the button is taken; up to min(32, E) draws
     * of {@code nextInt(6E [+ 1 for the button])} over the empty cells and their walls; then the
     * legal moves.
     */
    private static int mutableChoice(MutableBargo board, SplittableRandom random) {
        int empty = board.emptyCount();
        boolean taken = board.buttonTaken();
        if (empty == 0) {
            return taken ? MutableBargo.PASS : MutableBargo.BUTTON;
        }
        if (taken && random.nextDouble() < 0.05) {
            return MutableBargo.PASS;
        }
        int placements = 6 * empty;
        int outcomes = taken ? placements : placements + 1;
        for (int i = 0, bound = Math.min(32, empty); i < bound; i++) {
            int r = random.nextInt(outcomes);
            if (r == placements) {
                return MutableBargo.BUTTON;
            }
            int c = board.emptyCell(r / 6);
            if (board.legalPlacement(c, r % 6)) {
                return c * 6 + r % 6;
            }
        }
        int n = board.generate();
        int[] moves = board.moves;
        if (!taken) {
            return moves[random.nextInt(n)];
        }
        return n == 1 ? moves[0] : moves[random.nextInt(n - 1)];
    }

    /**
     * One playout through the immutable API.
     *
     * @return the final state, consumed by JMH
     */
    @Benchmark
    public BargoState immutable() {
        return immutablePlayout(game, random);
    }

    /**
     * The same playout on the mutable yardstick.
     *
     * @return the number of plies, consumed by JMH
     */
    @Benchmark
    public int mutable() {
        return mutablePlayout(new MutableBargo(base), random);
    }

    /**
     * A playout of the same policy by a caller over the public action path alone
     * ({@link BargoActionPlayouts}): other draws, games of the same kind.
     *
     * @return the final state, consumed by JMH
     */
    @Benchmark
    public BargoState actionPath() {
        actions.play(game.initialState(), random, 4 * game.rules().cells());
        return actions.last;
    }
}
