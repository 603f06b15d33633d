package io.github.boardrules.benchmarks.scaling;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.gorogo.GoRoGo;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
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
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random playouts per second with 1, 2 and 4 threads sharing one game instance and one start state,
 * each thread with its own random source: the throughput a server or a parallel search gets from a
 * single immutable game. JMH reports the total over all threads; on a machine with fewer cores than
 * threads the extra threads can only share the cores.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ThreadScalingBenchmark {
    /** The game all threads share, under its default rules and its own playout policy. */
    @State(Scope.Benchmark)
    public static class SharedGame {
        /** The game's id. */
        @Param({"gorogo", "baokigogo", "bargo"})
        public String game = "gorogo";

        Game<?, ?> instance = GoRoGo.standard();

        /** Picks the game. */
        @Setup
        public void setUp() {
            instance = switch (game) {
                case "bargo" -> Bargo.standard();
                case "baokigogo" -> BaoKigogo.standard();
                default -> GoRoGo.standard();
            };
        }
    }

    /** Each thread's own random source, seeded differently per thread. */
    @State(Scope.Thread)
    public static class Randomness {
        private static final AtomicLong SEEDS = new AtomicLong(1);

        SplittableRandom random = new SplittableRandom(0);

        /** Seeds this thread's source. */
        @Setup
        public void setUp() {
            random = new SplittableRandom(SEEDS.getAndIncrement());
        }
    }

    private static <S, M> Playout<S> play(Game<S, M> game, SplittableRandom random) {
        return Playouts.play(game, game.initialState(), random);
    }

    /**
     * One playout on one thread.
     *
     * @param shared the game
     * @param randomness the thread's random source
     * @return the playout, consumed by JMH
     */
    @Benchmark
    @Threads(1)
    public Playout<?> oneThread(SharedGame shared, Randomness randomness) {
        return play(shared.instance, randomness.random);
    }

    /**
     * Playouts on two threads at once.
     *
     * @param shared the game
     * @param randomness the thread's random source
     * @return the playout, consumed by JMH
     */
    @Benchmark
    @Threads(2)
    public Playout<?> twoThreads(SharedGame shared, Randomness randomness) {
        return play(shared.instance, randomness.random);
    }

    /**
     * Playouts on four threads at once.
     *
     * @param shared the game
     * @param randomness the thread's random source
     * @return the playout, consumed by JMH
     */
    @Benchmark
    @Threads(4)
    public Playout<?> fourThreads(SharedGame shared, Randomness randomness) {
        return play(shared.instance, randomness.random);
    }
}
