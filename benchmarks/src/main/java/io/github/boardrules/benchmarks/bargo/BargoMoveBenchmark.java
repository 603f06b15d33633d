package io.github.boardrules.benchmarks.bargo;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.common.PlayoutPolicy;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of one move and how it grows with the board: {@code legalMoves} + {@code apply} on
 * states sampled from random games (every ply of 8 playouts), and each of the two alone, for their
 * allocation per call (run with {@code -prof gc}: {@code gc.alloc.rate.norm} is bytes per call).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BargoMoveBenchmark {
    /** The board base. */
    @Param({"2", "3", "5", "7", "9", "11", "13"})
    public int base;

    private Bargo game = Bargo.standard();
    private BargoState[] states = new BargoState[0];
    private BargoMove[] chosen = new BargoMove[0];
    private int next;

    /** Samples the states and the move played in each. */
    @Setup
    public void setUp() {
        game = Bargo.withRules(BargoRules.of(base, 0));
        List<BargoState> sampled = new ArrayList<>();
        List<BargoMove> moves = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(7);
        PlayoutPolicy<BargoState, BargoMove> policy = game.playoutPolicy();
        for (int game = 0; game < 8; game++) {
            BargoState state = this.game.initialState();
            for (int ply = 0; ply < policy.maxPlies(state); ply++) {
                List<BargoMove> legal = this.game.legalMoves(state);
                if (legal.isEmpty()) {
                    break;
                }
                BargoMove move = policy.choose(state, legal, random);
                sampled.add(state);
                moves.add(move);
                state = this.game.apply(state, move);
            }
        }
        states = sampled.toArray(new BargoState[0]);
        chosen = moves.toArray(new BargoMove[0]);
    }

    private int advance() {
        int i = next;
        next = i + 1 == states.length ? 0 : i + 1;
        return i;
    }

    /**
     * {@code legalMoves} and then {@code apply} of one of them: one move of a playout.
     *
     * @return the next state, consumed by JMH
     */
    @Benchmark
    public BargoState legalMovesAndApply() {
        int i = advance();
        BargoState state = states[i];
        List<BargoMove> legal = game.legalMoves(state);
        return game.apply(state, legal.get(legal.size() / 2));
    }

    /**
     * {@code legalMoves} alone.
     *
     * @return the list, consumed by JMH
     */
    @Benchmark
    public List<BargoMove> legalMoves() {
        return game.legalMoves(states[advance()]);
    }

    /**
     * {@code apply} alone, of the move the sampled game played (on a state analysed by the previous
     * call only if it is the same state, which it is not: this includes the group analysis).
     *
     * @return the next state, consumed by JMH
     */
    @Benchmark
    public BargoState apply() {
        int i = advance();
        return game.apply(states[i], chosen[i]);
    }
}
