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
 * the yardstick mirrors on its integer moves, draw by rejection. Both play exactly the same games
 * (same move order, same random draws), which {@link #setUp} checks, so the ratio of their
 * throughputs is the cost of immutability per move. {@link #actionPath} is a caller's own playout of
 * the same policy over the public action path ({@link BargoActionPlayouts}), drawing among the
 * candidate actions: the same draws, so the same games, which {@link #setUp} checks too.
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
        checkSameGames(game, actions, 200);
        random = new SplittableRandom(1);
    }

    /**
     * Checks that the action path plays the policy's games: the candidates are the policy's draws, so
     * a seed gives the same number of plies and the same final state (history included, as state
     * equality has it) through {@link BargoActionPlayouts} as through {@code Playouts.play}.
     */
    static void checkSameGames(Bargo game, BargoActionPlayouts actions, int seeds) {
        int maxPlies = 4 * game.rules().cells();
        for (long seed = 1; seed <= seeds; seed++) {
            var playout = Playouts.play(game, game.initialState(), new SplittableRandom(seed));
            int plies = actions.play(game.initialState(), new SplittableRandom(seed), maxPlies);
            if (plies != playout.plies() || !playout.finalState().equals(actions.last)) {
                throw new IllegalStateException("the action path plays another game on seed " + seed + ": "
                        + actions.last + " after " + plies + " plies against " + playout.finalState() + " after "
                        + playout.plies());
            }
        }
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
     * ({@link BargoActionPlayouts}): the same games as {@link #immutable}.
     *
     * @return the final state, consumed by JMH
     */
    @Benchmark
    public BargoState actionPath() {
        actions.play(game.initialState(), random, 4 * game.rules().cells());
        return actions.last;
    }
}
