package io.github.boardrules.benchmarks.bargo;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.BargoState;
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
 * the yardstick mirrors on its integer moves. Both play exactly the same games (same
 * move order, same random draws), which {@link #setUp} checks, so the ratio of their throughputs is
 * the cost of immutability per move.
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
        random = new SplittableRandom(1);
    }

    static BargoState immutablePlayout(Bargo game, SplittableRandom random) {
        return Playouts.play(game, game.initialState(), random).finalState();
    }

    static int mutablePlayout(MutableBargo board, SplittableRandom random) {
        int cap = 4 * board.cells();
        int ply = 0;
        for (; ply < cap; ply++) {
            int n = board.generate();
            if (n == 0) {
                break;
            }
            int[] moves = board.moves;
            int move;
            if (moves[n - 1] == MutableBargo.PASS) {
                move = n == 1 || random.nextDouble() < 0.05 ? moves[n - 1] : moves[random.nextInt(n - 1)];
            } else {
                move = moves[random.nextInt(n)];
            }
            board.play(move);
        }
        return ply;
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
}
