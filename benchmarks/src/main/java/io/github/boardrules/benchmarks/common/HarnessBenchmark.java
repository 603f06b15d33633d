package io.github.boardrules.benchmarks.common;

import io.github.boardrules.common.Perft;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Proves the JMH harness on the generic tools with the common module's test game (tic-tac-toe):
 * the overhead of {@link Playouts} and {@link Perft} themselves, which every game's figures include.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class HarnessBenchmark {
    private final TicTacToe game = TicTacToe.GAME;
    private SplittableRandom random = new SplittableRandom(1);

    /** Resets the random source so every trial plays the same games. */
    @Setup
    public void setUp() {
        random = new SplittableRandom(1);
    }

    /**
     * One uniformly random tic-tac-toe game.
     *
     * @return the playout, consumed by JMH
     */
    @Benchmark
    public Playout<TicTacToe.State> ticTacToePlayout() {
        return Playouts.play(game, game.initialState(), random, Integer.MAX_VALUE, PlayoutPolicy.uniform());
    }

    /**
     * Perft 5 of tic-tac-toe (15 120 sequences).
     *
     * @return the count, consumed by JMH
     */
    @Benchmark
    public long ticTacToePerft5() {
        return Perft.count(game, game.initialState(), 5);
    }
}
