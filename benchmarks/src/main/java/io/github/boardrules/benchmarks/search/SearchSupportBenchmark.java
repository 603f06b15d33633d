package io.github.boardrules.benchmarks.search;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.GoRoGo;
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
 * Legal-action masks, legal-action lists, observation tensors (written into one reused array, as a
 * batching caller does) and stable hashes, per game, in operations per second; {@code legalMoves}
 * is the yardstick. Each operation takes the next of 1 024 states sampled from random games, so
 * the figures average over openings, middle games and endings.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SearchSupportBenchmark {
    /** The game: {@code gorogo}, {@code baokigogo}, {@code bargo5} or {@code bargo9} (the base). */
    @Param({"gorogo", "baokigogo", "bargo5", "bargo9"})
    public String game;

    private Sampled<?, ?> sampled = Sampled.of(GoRoGo.standard());

    /** Samples the states of the chosen game. */
    @Setup
    public void setUp() {
        sampled = switch (game) {
            case "gorogo" -> Sampled.of(GoRoGo.standard());
            case "baokigogo" -> Sampled.of(BaoKigogo.standard());
            case "bargo5" -> Sampled.of(Bargo.standard());
            case "bargo9" -> Sampled.of(Bargo.standard().withRules("base=9"));
            default -> throw new IllegalArgumentException("unknown game " + game);
        };
    }

    /**
     * The legal-action mask of the next state.
     *
     * @return the mask
     */
    @Benchmark
    public long[] legalActionMask() {
        return sampled.mask();
    }

    /**
     * The sorted legal actions of the next state.
     *
     * @return the actions
     */
    @Benchmark
    public int[] legalActions() {
        return sampled.actions();
    }

    /**
     * The observation tensor of the next state, into a reused array.
     *
     * @return the array
     */
    @Benchmark
    public float[] observation() {
        return sampled.observation();
    }

    /**
     * The stable hash of the next state.
     *
     * @return the hash
     */
    @Benchmark
    public long hash() {
        return sampled.hash();
    }

    /**
     * The yardstick: the legal moves of the next state as objects.
     *
     * @return the moves
     */
    @Benchmark
    public List<?> legalMoves() {
        return sampled.moves();
    }

    /** A game, its search support and 1 024 sampled states, handed out in turn. */
    static final class Sampled<S, M> {
        private static final int STATES = 1024;

        private final Game<S, M> game;
        private final SearchSupport<S, M> search;
        private final Object[] states = new Object[STATES];
        private final float[] buffer;
        private int next;

        private Sampled(Game<S, M> game) {
            this.game = game;
            this.search = game.searchSupport();
            this.buffer = new float[search.observationSize()];
            SplittableRandom random = new SplittableRandom(42);
            PlayoutPolicy<S, M> policy = game.playoutPolicy();
            int n = 0;
            S state = game.initialState();
            for (int ply = 0; n < STATES; ply++) {
                List<M> moves = game.legalMoves(state);
                if (moves.isEmpty() || ply > policy.maxPlies(game.initialState())) {
                    state = game.initialState();
                    ply = 0;
                    continue;
                }
                // about one state in eight, spread over openings, middle games and endings
                if (random.nextInt(8) == 0) {
                    states[n++] = state;
                }
                state = game.apply(state, policy.choose(state, moves, random));
            }
        }

        static <S, M> Sampled<S, M> of(Game<S, M> game) {
            return new Sampled<>(game);
        }

        @SuppressWarnings("unchecked")
        private S nextState() {
            next = (next + 1) & (STATES - 1);
            return (S) states[next];
        }

        long[] mask() {
            return search.legalActionMask(nextState());
        }

        int[] actions() {
            return search.legalActions(nextState());
        }

        float[] observation() {
            search.observation(nextState(), buffer, 0);
            return buffer;
        }

        long hash() {
            return search.hash(nextState());
        }

        List<M> moves() {
            return game.legalMoves(nextState());
        }
    }
}
