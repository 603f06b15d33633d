package io.github.boardrules.benchmarks.baokigogo;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.baokigogo.BaoMove;
import io.github.boardrules.baokigogo.BaoState;
import java.util.ArrayList;
import java.util.List;
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
 * The cost of one move on its own: {@code legalMoves} alone, {@code apply} alone, and both
 * together, cycling over 1024 (state, move) pairs taken from random games. Run with
 * {@code -prof gc} to see the allocation per operation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BaoMoveBenchmark {
    private static final int PAIRS = 1024;

    private final BaoKigogo game = BaoKigogo.standard();
    private final BaoState[] states = new BaoState[PAIRS];
    private final BaoMove[] moves = new BaoMove[PAIRS];
    private int next;

    /** Collects the pairs from seeded random games. */
    @Setup
    public void setUp() {
        SplittableRandom random = new SplittableRandom(7);
        List<BaoState> s = new ArrayList<>();
        List<BaoMove> m = new ArrayList<>();
        while (s.size() < PAIRS) {
            BaoState state = game.initialState();
            while (s.size() < PAIRS) {
                List<BaoMove> legal = game.legalMoves(state);
                if (legal.isEmpty()) {
                    break;
                }
                BaoMove move = legal.get(random.nextInt(legal.size()));
                s.add(state);
                m.add(move);
                state = game.apply(state, move);
            }
        }
        s.toArray(states);
        m.toArray(moves);
    }

    private int index() {
        int i = next;
        next = (i + 1) & (PAIRS - 1);
        return i;
    }

    /**
     * The legal moves of a state.
     *
     * @return the list, consumed by JMH
     */
    @Benchmark
    public List<BaoMove> legalMoves() {
        return game.legalMoves(states[index()]);
    }

    /**
     * One move applied.
     *
     * @return the new state, consumed by JMH
     */
    @Benchmark
    public BaoState apply() {
        int i = index();
        return game.apply(states[i], moves[i]);
    }

    /**
     * The legal moves of a state, then one move applied: the work of a playout ply.
     *
     * @return the new state, consumed by JMH
     */
    @Benchmark
    public BaoState legalMovesAndApply() {
        int i = index();
        List<BaoMove> legal = game.legalMoves(states[i]);
        return legal.isEmpty() ? states[i] : game.apply(states[i], moves[i]);
    }
}
