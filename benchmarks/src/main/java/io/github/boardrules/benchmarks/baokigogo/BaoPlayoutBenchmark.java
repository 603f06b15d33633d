package io.github.boardrules.benchmarks.baokigogo;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.baokigogo.BaoMove;
import io.github.boardrules.baokigogo.BaoState;
import io.github.boardrules.benchmarks.common.ActionPlayouts;
import io.github.boardrules.common.search.SearchSupport;
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
 * Random Bao Kigogo playouts per second from the start position: the immutable API against the
 * mutable yardstick {@link MutableBao}. Both play exactly the same games (same move order, same
 * random draws), which {@link #setUp} checks, so the ratio of their throughputs is the cost of the
 * immutable API (one new state and board per move, exact repetition history).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BaoPlayoutBenchmark {
    private final BaoKigogo game = BaoKigogo.standard();
    private final SearchSupport<BaoState, BaoMove> search = game.searchSupport();
    private SplittableRandom random = new SplittableRandom(1);

    /** Checks that both implementations play the same games. */
    @Setup
    public void setUp() {
        for (long seed = 1; seed <= 50; seed++) {
            BaoState immutable = immutablePlayout(game, new SplittableRandom(seed));
            MutableBao mutable = new MutableBao();
            mutablePlayout(mutable, new SplittableRandom(seed));
            if (!game.formatPosition(immutable).equals(mutable.notation())) {
                throw new IllegalStateException("yardstick disagrees on seed " + seed + ": "
                        + game.formatPosition(immutable) + " vs " + mutable.notation());
            }
        }
        ActionPlayouts.checkSameGames(game, 50);
        random = new SplittableRandom(1);
    }

    static BaoState immutablePlayout(BaoKigogo game, SplittableRandom random) {
        BaoState state = game.initialState();
        while (true) {
            List<BaoMove> moves = game.legalMoves(state);
            int n = moves.size();
            if (n == 0) {
                return state;
            }
            state = game.apply(state, moves.get(random.nextInt(n)));
        }
    }

    static int mutablePlayout(MutableBao board, SplittableRandom random) {
        int plies = 0;
        while (true) {
            int n = board.generate();
            if (n == 0) {
                return plies;
            }
            board.play(board.moves[random.nextInt(n)]);
            plies++;
        }
    }

    /**
     * One playout through the immutable API.
     *
     * @return the final state, consumed by JMH
     */
    @Benchmark
    public BaoState immutable() {
        return immutablePlayout(game, random);
    }

    /**
     * The same playout over the action path of {@code SearchSupport}: the legal actions as one word
     * and {@code applyAction}, no list and no move objects.
     *
     * @return the final state, consumed by JMH
     */
    @Benchmark
    public BaoState actions() {
        return ActionPlayouts.play(search, game.initialState(), random);
    }

    /**
     * The same playout on the mutable yardstick.
     *
     * @return the number of plies, consumed by JMH
     */
    @Benchmark
    public int mutable() {
        return mutablePlayout(new MutableBao(), random);
    }
}
