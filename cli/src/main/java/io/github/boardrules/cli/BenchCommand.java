package io.github.boardrules.cli;

import io.github.boardrules.common.Playout;
import io.github.boardrules.common.Playouts;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code bench}: random playouts from the start position for a few seconds, under the game's playout policy. */
@Command(
        name = "bench",
        mixinStandardHelpOptions = true,
        description = {
            "Random playouts from the start position for a few seconds after a warm-up.",
            "Prints 'playouts/s<TAB>X<TAB>plies/playout<TAB>Y'. A quick look; JMH in benchmarks is the real measurement."
        })
final class BenchCommand implements Callable<Integer>, TerminalCommand {
    private final Terminal terminal;

    @Parameters(
            index = "0",
            paramLabel = "<game>",
            completionCandidates = GameRegistry.Ids.class,
            description = "The game: ${COMPLETION-CANDIDATES}.")
    String gameId = "";

    @Option(names = "--seconds", paramLabel = "S", description = "How long to measure (default ${DEFAULT-VALUE}).")
    double seconds = 5;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random moves (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Mixin
    GameOptions options = new GameOptions();

    BenchCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (!(seconds > 0 && seconds <= 3600)) {
            throw new UsageProblem("--seconds must be in (0, 3600], not " + seconds);
        }
        return measure(options.setup(terminal.games(), gameId));
    }

    private <S, M> int measure(GameSetup<S, M> setup) {
        SplittableRandom random = new SplittableRandom(seed);
        long warmUpNanos = (long) (Math.min(1.0, seconds / 2) * 1e9);
        run(setup, random, warmUpNanos);
        long nanos = (long) (seconds * 1e9);
        long start = System.nanoTime();
        long[] totals = run(setup, random, nanos);
        double elapsed = (System.nanoTime() - start) / 1e9;
        terminal.out()
                .printf(
                        Locale.ROOT,
                        "playouts/s\t%.1f\tplies/playout\t%.1f%n",
                        totals[0] / elapsed,
                        totals[0] == 0 ? 0.0 : (double) totals[1] / totals[0]);
        return 0;
    }

    private static <S, M> long[] run(GameSetup<S, M> setup, SplittableRandom random, long nanos) {
        long deadline = System.nanoTime() + nanos;
        long playouts = 0;
        long plies = 0;
        do {
            Playout<S> playout = Playouts.play(setup.game(), setup.start(), random);
            playouts++;
            plies += playout.plies();
        } while (System.nanoTime() < deadline);
        return new long[] {playouts, plies};
    }
}
