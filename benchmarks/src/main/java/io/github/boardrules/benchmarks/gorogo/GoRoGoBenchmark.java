package io.github.boardrules.benchmarks.gorogo;

import io.github.boardrules.benchmarks.common.ActionPlayouts;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import io.github.boardrules.gorogo.Occupant;
import io.github.boardrules.gorogo.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * GoRoGo throughput: random playouts from the start (setup included) through the immutable API and
 * through the mutable yardstick, and the per-move cost of {@code legalMoves} and {@code apply} on
 * positions sampled from random games. Both playouts play exactly the same games (same move order,
 * same random draws), which {@link #sample} checks, so the ratio of their throughputs is the cost of
 * the API; {@link #playoutImmutableFloor} plays them on the cheapest immutable representation, so
 * the API's distance from it is what the API adds to immutability. Run with {@code -prof gc} for
 * the allocation per operation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GoRoGoBenchmark {
    private static final int SAMPLES = 1024;

    private final GoRoGo game = GoRoGo.standard();
    private final MutableGoRoGo mutable = new MutableGoRoGo();
    private final SearchSupport<GoRoGoState, GoRoGoMove> search = game.searchSupport();
    private final SplittableRandom random = new SplittableRandom(42);
    private final GoRoGoState[] states = new GoRoGoState[SAMPLES];
    private final GoRoGoMove[] moves = new GoRoGoMove[SAMPLES];
    private int next;

    /**
     * Checks that the yardstick plays the same games as the API, then samples non-final positions
     * from random games, each with one of its legal moves.
     */
    @Setup
    public void sample() {
        checkSameGames();
        ActionPlayouts.checkSameGames(game, 200);
        SplittableRandom sampler = new SplittableRandom(7);
        List<GoRoGoState> pool = new ArrayList<>();
        while (pool.size() < SAMPLES) {
            GoRoGoState state = game.initialState();
            while (true) {
                List<GoRoGoMove> legal = game.legalMoves(state);
                if (legal.isEmpty()) {
                    break;
                }
                pool.add(state);
                state = game.apply(state, legal.get(sampler.nextInt(legal.size())));
            }
        }
        for (int i = 0; i < SAMPLES; i++) {
            states[i] = pool.get(sampler.nextInt(pool.size()));
            List<GoRoGoMove> legal = game.legalMoves(states[i]);
            moves[i] = legal.get(sampler.nextInt(legal.size()));
        }
    }

    private void checkSameGames() {
        for (long seed = 1; seed <= 2000; seed++) {
            GoRoGoState state = game.initialState();
            SplittableRandom apiRandom = new SplittableRandom(seed);
            int plies = 0;
            while (true) {
                List<GoRoGoMove> legal = game.legalMoves(state);
                if (legal.isEmpty()) {
                    break;
                }
                state = game.apply(state, legal.get(apiRandom.nextInt(legal.size())));
                plies++;
            }
            Playout<GoRoGoState> playout = Playouts.play(game, game.initialState(), new SplittableRandom(seed));
            if (playout.plies() != plies || !playout.finalState().equals(state)) {
                throw new IllegalStateException("Playouts disagrees on seed " + seed + ": " + playout);
            }
            int mutablePlies = mutable.playout(new SplittableRandom(seed));
            if (plies != mutablePlies
                    || mask(state, Occupant.BLACK) != mutable.black()
                    || mask(state, Occupant.WHITE) != mutable.white()
                    || mask(state, Occupant.HENGE) != mutable.henge()) {
                throw new IllegalStateException("yardstick disagrees on seed " + seed + ": " + plies + " plies to "
                        + state + ", yardstick " + mutablePlies + " plies");
            }
            ImmutableGoRoGo floor = ImmutableGoRoGo.playout(new SplittableRandom(seed));
            if (mask(state, Occupant.BLACK) != floor.black()
                    || mask(state, Occupant.WHITE) != floor.white()
                    || mask(state, Occupant.HENGE) != floor.henge()) {
                throw new IllegalStateException("immutable floor disagrees on seed " + seed + ": " + state);
            }
        }
    }

    private static int mask(GoRoGoState state, Occupant occupant) {
        int mask = 0;
        for (Point point : Point.all()) {
            if (state.occupant(point) == occupant) {
                mask |= 1 << point.index();
            }
        }
        return mask;
    }

    /**
     * One uniformly random game from the start through the immutable API.
     *
     * @return the number of plies
     */
    @Benchmark
    public int playoutApi() {
        GoRoGoState state = game.initialState();
        int plies = 0;
        while (true) {
            List<GoRoGoMove> legal = game.legalMoves(state);
            if (legal.isEmpty()) {
                return plies;
            }
            state = game.apply(state, legal.get(random.nextInt(legal.size())));
            plies++;
        }
    }

    /**
     * The same game through {@link Playouts}, the API's playout entry point, under GoRoGo's own
     * policy: what bots and the {@code bench} command run. It plays on the packed position.
     *
     * @return the number of plies
     */
    @Benchmark
    public int playoutPlayouts() {
        return Playouts.play(game, game.initialState(), random).plies();
    }

    /**
     * The same games as {@link #playoutApi}, played by a caller over the action path of
     * {@code SearchSupport}: the legal actions as one word and {@code applyAction}, no list and no
     * move objects.
     *
     * @return the final state
     */
    @Benchmark
    public GoRoGoState playoutActions() {
        return ActionPlayouts.play(search, game.initialState(), random);
    }

    /**
     * One uniformly random game from the start on the mutable yardstick.
     *
     * @return the number of plies
     */
    @Benchmark
    public int playoutMutable() {
        return mutable.playout(random);
    }

    /**
     * The same games on the immutable floor ({@link ImmutableGoRoGo}): one bare 32-byte object per
     * ply and nothing else, the least any immutable state can cost.
     *
     * @return the final position
     */
    @Benchmark
    public Object playoutImmutableFloor() {
        return ImmutableGoRoGo.playout(random);
    }

    /**
     * One move as a playout makes it: list the legal moves of a sampled position and apply one.
     *
     * @return the new state
     */
    @Benchmark
    public GoRoGoState legalMovesAndApply() {
        GoRoGoState state = states[next++ & (SAMPLES - 1)];
        List<GoRoGoMove> legal = game.legalMoves(state);
        return game.apply(state, legal.get(random.nextInt(legal.size())));
    }

    /**
     * {@code legalMoves} alone.
     *
     * @return the list
     */
    @Benchmark
    public List<GoRoGoMove> legalMoves() {
        return game.legalMoves(states[next++ & (SAMPLES - 1)]);
    }

    /**
     * {@code apply} alone, of a known legal move.
     *
     * @return the new state
     */
    @Benchmark
    public GoRoGoState apply() {
        int i = next++ & (SAMPLES - 1);
        return game.apply(states[i], moves[i]);
    }
}
