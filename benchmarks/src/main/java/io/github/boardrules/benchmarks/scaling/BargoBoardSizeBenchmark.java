package io.github.boardrules.benchmarks.scaling;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.Playouts;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Bargo's cost per move against the board size, base 2 (7 cells) to 13 (469 cells): random
 * playouts under Bargo's own playout policy, counting the plies played. The secondary result
 * {@code plies} is moves per second (one move = {@code legalMoves}, the policy's choice and
 * {@code apply}); its inverse is the cost of one move.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BargoBoardSizeBenchmark {
    /** The board base. */
    @Param({"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"})
    public int base;

    private Bargo game = Bargo.standard();
    private SplittableRandom random = new SplittableRandom(1);

    /** The plies played, reported by JMH per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Plies {
        /** Plies played in the current iteration. */
        public long plies;

        /** Starts each iteration from zero. */
        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
        }
    }

    /** Builds the game of the chosen base and a fixed random source. */
    @Setup
    public void setUp() {
        game = Bargo.withRules(BargoRules.of(base, 0));
        random = new SplittableRandom(1);
    }

    /**
     * One playout from the empty board.
     *
     * @param counter where the plies are counted
     * @return the playout, consumed by JMH
     */
    @Benchmark
    public Playout<BargoState> playout(Plies counter) {
        Playout<BargoState> playout = Playouts.play(game, game.initialState(), random);
        counter.plies += playout.plies();
        return playout;
    }
}
