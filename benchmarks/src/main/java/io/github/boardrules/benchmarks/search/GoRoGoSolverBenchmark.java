package io.github.boardrules.benchmarks.search;

import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoState;
import io.github.boardrules.search.solve.GoRoGoSolver;
import io.github.boardrules.search.solve.ProvenPositions;
import io.github.boardrules.search.solve.RandomPositions;
import io.github.boardrules.search.solve.SolveProgress;
import io.github.boardrules.search.solve.SolverOptions;
import java.util.List;
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
 * The GoRoGo solver on the positions of the sample rows of {@code docs/gorogo.md} ({@code solve
 * gorogo --sample 10 --left L --seed 1}, with {@code --mirrored} for {@code kind=mirrored}): milliseconds to solve one row, each position with an
 * emptied table as the command does, winner and principal variation included. A 64 MiB table keeps
 * the clearing between positions small against the search; the figures are for comparing solvers
 * (old and new jars alternately), not for the long runs, whose 8 GiB table misses the caches more.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class GoRoGoSolverBenchmark {
    /** The setup point of the row. */
    @Param({"c3", "b1"})
    public String setup;

    /** The placements left in the row's positions. */
    @Param({"12", "14"})
    public int left;

    /**
     * The row's kind: {@code random} positions, or {@code mirrored} ones ({@code --mirrored}: White
     * answering every Black move on the opposite point, symmetric positions like those the long c3
     * run works through; {@code -p kind=mirrored -p setup=c3}: only a setup on the centre leaves
     * the board symmetric).
     */
    @Param({"random"})
    public String kind;

    /** The solver's threads. */
    @Param({"1"})
    public int threads;

    private GoRoGoSolver solver = GoRoGoSolver.create(
            GoRoGo.standard(), SolverOptions.withMemory(1), ProvenPositions.empty(""), SolveProgress.SILENT);
    private List<GoRoGoState> positions = List.of();

    /** Draws the row's positions and makes the solver. */
    @Setup
    public void setUp() {
        GoRoGo game = GoRoGo.standard().withRules("setup=" + setup);
        positions = switch (kind) {
            case "random" -> RandomPositions.draw(game, game.initialState(), left, 10, 1);
            case "mirrored" -> RandomPositions.drawMirrored(game, game.initialState(), left, 10, 1);
            default -> throw new IllegalArgumentException("kind is random or mirrored, not " + kind);
        };
        solver = GoRoGoSolver.create(
                game,
                SolverOptions.withMemory(64L << 20).withThreads(threads),
                ProvenPositions.empty(game.rulesNotation()),
                SolveProgress.SILENT);
    }

    /**
     * Solves the ten positions of the row, each from an empty table.
     *
     * @return the positions searched, so that nothing is optimised away
     */
    @Benchmark
    public long solveRow() {
        long nodes = 0;
        for (GoRoGoState position : positions) {
            solver.forget();
            nodes += solver.solve(position).nodes();
        }
        return nodes;
    }
}
