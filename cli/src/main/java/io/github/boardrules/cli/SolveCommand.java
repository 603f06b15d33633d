package io.github.boardrules.cli;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import io.github.boardrules.search.solve.Certificate;
import io.github.boardrules.search.solve.CertificateException;
import io.github.boardrules.search.solve.CertificateSummary;
import io.github.boardrules.search.solve.GoRoGoSolver;
import io.github.boardrules.search.solve.ProvenPositions;
import io.github.boardrules.search.solve.RandomPositions;
import io.github.boardrules.search.solve.Solution;
import io.github.boardrules.search.solve.SolveProgress;
import io.github.boardrules.search.solve.SolverOptions;
import io.github.boardrules.search.solve.SplitSolve;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code solve}: the winner of a GoRoGo position with perfect play. */
@Command(
        name = "solve",
        mixinStandardHelpOptions = true,
        description = {
            "Solves a GoRoGo position: prints 'winner<TAB>b|w', 'pv<TAB>' and the moves of perfect play,",
            "'nodes<TAB>N' and 'seconds<TAB>S'. Progress goes to standard error every 10 seconds.",
            "The table (--memory) must fit in the JVM's heap: give java -Xmx a little more.",
            "Long solves run faster under the serial garbage collector with a small young generation:",
            "java -XX:+UseSerialGC -Xmn64m -Xmx... (see docs/gorogo.md)."
        })
final class SolveCommand implements Callable<Integer>, TerminalCommand {
    private static final long CHECKPOINT_NANOS = 60_000_000_000L;

    private final Terminal terminal;

    @Parameters(index = "0", paramLabel = "<game>", description = "The game: gorogo (the only one solved).")
    String gameId = "";

    @Option(
            names = "--memory",
            paramLabel = "SIZE",
            description = "The transposition table's size, e.g. 512m or 4g (default: 2g, or half the heap if less).")
    @Nullable
    String memory;

    @Option(
            names = "--checkpoint",
            paramLabel = "FILE",
            description = "Resume from this file if it exists, and save proven positions to it every minute.")
    @Nullable
    Path checkpoint;

    @Option(
            names = "--sample",
            paramLabel = "N",
            description = "Instead: solve N positions from random games with --left placements left, each on its own.")
    int sample;

    @Option(names = "--left", paramLabel = "L", description = "With --sample: the placements left, 1..24.")
    int left;

    @Option(
            names = "--mirrored",
            description =
                    "With --sample: positions from games where White answers each random Black move on the opposite point"
                            + " (symmetric positions, as after a setup on c3).")
    boolean mirrored;

    @Option(names = "--seed", paramLabel = "S", description = "With --sample: the seed (default ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(
            names = "--certificate",
            paramLabel = "FILE",
            description = "Also write a certificate of the solved position (gzip-compressed if FILE ends in .gz).")
    @Nullable
    Path certificate;

    @Option(
            names = "--leaf",
            paramLabel = "L",
            description =
                    "With --certificate: leave positions with L or fewer placements left to the checker (default ${DEFAULT-VALUE}).")
    int leaf = 10;

    @Option(
            names = "--verify",
            paramLabel = "FILE",
            description =
                    "Instead: check a certificate (.gz read as gzip) and print what it proves; exit 1 if it proves nothing.")
    @Nullable
    Path verify;

    @Option(
            names = "--split",
            paramLabel = "N",
            description = {
                "Instead: list the parts of the position N placements down, one per set of mirror images,"
                        + " as 'part<TAB>i<TAB>position' lines, to solve apart (--from position --certificate FILE)"
                        + " and join with --join. With --checkpoint, each line adds the winner the checkpoint"
                        + " proves (b, w, or ? when it does not)."
            })
    int split;

    @Option(
            names = "--join",
            paramLabel = "FILE",
            arity = "1..*",
            description = {
                "Instead: join the certificates of parts (see --split) into one certificate of the position,"
                        + " written to --certificate; check it with --verify."
            })
    @Nullable
    List<Path> join;

    @Option(
            names = "--merge",
            paramLabel = "FILE",
            arity = "1..*",
            description = {
                "Instead: add the proofs of other checkpoints (parts solved apart, under the same --rules) to the"
                        + " --checkpoint file, and print 'merged<TAB>files<TAB>added<TAB>n<TAB>proven<TAB>total'."
                        + " Checkpoints that disagree on a position are refused and nothing is written."
            })
    @Nullable
    List<Path> merge;

    @Option(
            names = "--parts",
            paramLabel = "N",
            description = {
                "Solve the position part by part first: the parts N placements down (as --split lists them),"
                        + " each searched by one of the --threads while the others take the next parts,"
                        + " sharing the table and the checkpoint; free threads help with the last parts."
                        + " For long solves; progress lines show the part's number, and each part proved."
            })
    int parts;

    @Option(
            names = "--stats",
            description = {
                "Also print 'nodes-by-left<TAB>' and the positions searched with 0, 1, ... 24 placements left"
                        + " (with --sample: summed over the positions)."
            })
    boolean stats;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description =
                    "Searching threads sharing the table, 1..256 (default ${DEFAULT-VALUE}); with --verify, the threads"
                            + " re-solving the certificate's leaves.")
    int threads = 1;

    @Mixin
    GameOptions options = new GameOptions();

    SolveCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (!gameId.equals("gorogo")) {
            throw new UsageProblem("solve knows only gorogo, not '" + gameId + "'");
        }
        if (sample < 0 || sample > 1_000_000) {
            throw new UsageProblem("--sample must be in 0..1000000, not " + sample);
        }
        if (threads < 1 || threads > SolverOptions.MAX_THREADS) {
            throw new UsageProblem("--threads must be in 1.." + SolverOptions.MAX_THREADS + ", not " + threads);
        }
        if (verify != null) {
            return verify(verify);
        }
        if (parts < 0 || parts > 24) {
            throw new UsageProblem("--parts must be in 1..24, not " + parts);
        }
        if (leaf < 0 || leaf > 24) {
            throw new UsageProblem("--leaf must be in 0..24, not " + leaf);
        }
        if (mirrored && sample == 0) {
            throw new UsageProblem("--mirrored goes with --sample");
        }
        if (sample > 0 && (left < 1 || left > 24)) {
            throw new UsageProblem("--sample needs --left in 1..24, not " + left);
        }
        GameSetup<?, ?> setup = options.setup(terminal.games(), gameId);
        GoRoGo game = (GoRoGo) setup.game();
        GoRoGoState start = (GoRoGoState) setup.start();
        if (split != 0) {
            return split(game, start);
        }
        if (join != null) {
            return join(game, start, join);
        }
        if (merge != null) {
            return merge(game, merge);
        }
        // Drawn before the table is made, so that a bad --sample request is refused at once.
        List<GoRoGoState> positions = sample > 0 ? samplePositions(game, start) : List.of();
        long heap = Runtime.getRuntime().maxMemory();
        long bytes = memory == null ? Math.min(SolverOptions.DEFAULT_MEMORY, heap / 2) : MemorySize.parse(memory);
        if (bytes > heap - (256L << 20)) {
            throw new UsageProblem(String.format(
                    Locale.ROOT,
                    "--memory %s does not fit in this JVM's heap of %d MiB: run java with -Xmx%dm or more",
                    memory,
                    heap >> 20,
                    (bytes >> 20) + 512));
        }
        ProvenPositions proven = readProven(game);
        if (proven.size() > 0) {
            terminal.err().printf(Locale.ROOT, "solve: resuming with %d proven positions%n", proven.size());
        }
        Reporter reporter = new Reporter(game, proven);
        GoRoGoSolver solver = GoRoGoSolver.create(
                game, SolverOptions.withMemory(bytes).withThreads(threads).withParts(parts), proven, reporter);
        if (sample > 0) {
            return solveSample(game, positions, solver);
        }
        // Stopped by a signal (Ctrl-C, kill), the solve still leaves its latest proofs behind.
        Thread saveOnExit = new Thread(() -> saveCheckpoint(proven), "solve-checkpoint");
        if (checkpoint != null) {
            Runtime.getRuntime().addShutdownHook(saveOnExit);
        }
        Solution solution = solver.solve(start);
        if (checkpoint != null) {
            Runtime.getRuntime().removeShutdownHook(saveOnExit);
        }
        saveCheckpoint(proven);
        if (certificate != null) {
            writeCertificate(certificate, solver, start);
        }
        StringJoiner pv = new StringJoiner(" ");
        for (GoRoGoMove move : solution.principalVariation()) {
            pv.add(game.formatMove(move));
        }
        terminal.out().println("winner\t" + solution.winner().code());
        terminal.out().println("pv\t" + pv);
        terminal.out().println("nodes\t" + solution.nodes());
        printStats(solution.nodesByPlacementsLeft());
        terminal.out().printf(Locale.ROOT, "seconds\t%.3f%n", solution.seconds());
        return 0;
    }

    /** Solves random positions one by one (the table emptied before each) and sums up the work. */
    private int solveSample(GoRoGo game, List<GoRoGoState> positions, GoRoGoSolver solver) {
        long[] nodes = new long[positions.size()];
        long[] byLeft = new long[Solution.PLACEMENTS_LEFT_COUNTS];
        double seconds = 0;
        int blackWins = 0;
        for (int i = 0; i < nodes.length; i++) {
            solver.forget();
            Solution solution = solver.solve(positions.get(i));
            nodes[i] = solution.nodes();
            for (int l = 0; l < byLeft.length; l++) {
                byLeft[l] += solution.nodesByPlacementsLeft().get(l);
            }
            seconds += solution.seconds();
            blackWins += solution.winner() == Colour.BLACK ? 1 : 0;
            terminal.out()
                    .printf(
                            Locale.ROOT,
                            "position\t%s\twinner\t%s\tnodes\t%d\tseconds\t%.3f%n",
                            game.formatPosition(positions.get(i)),
                            solution.winner().code(),
                            solution.nodes(),
                            solution.seconds());
        }
        long[] sorted = nodes.clone();
        Arrays.sort(sorted);
        long total = Arrays.stream(nodes).sum();
        terminal.out()
                .printf(
                        Locale.ROOT,
                        "positions\t%d\tblack-wins\t%d\tmean-nodes\t%d\tmedian-nodes\t%d\tmax-nodes\t%d"
                                + "\tmean-seconds\t%.3f\tnodes-per-second\t%.0f%n",
                        nodes.length,
                        blackWins,
                        total / nodes.length,
                        sorted[nodes.length / 2],
                        sorted[nodes.length - 1],
                        seconds / nodes.length,
                        total / seconds);
        printStats(Arrays.stream(byLeft).boxed().toList());
        return 0;
    }

    /** The positions of {@code --sample}: from random games, or mirrored ones. */
    private List<GoRoGoState> samplePositions(GoRoGo game, GoRoGoState start) {
        try {
            return mirrored
                    ? RandomPositions.drawMirrored(game, start, left, sample, seed)
                    : RandomPositions.draw(game, start, left, sample, seed);
        } catch (IllegalArgumentException e) {
            throw new UsageProblem(e.getMessage());
        }
    }

    /** With {@code --stats}: the positions searched by placements left, 0 to 24, on one line. */
    private void printStats(List<Long> nodesByLeft) {
        if (stats) {
            StringJoiner line = new StringJoiner("\t", "nodes-by-left\t", "");
            nodesByLeft.forEach(count -> line.add(Long.toString(count)));
            terminal.out().println(line);
        }
    }

    private void writeCertificate(Path file, GoRoGoSolver solver, GoRoGoState start) {
        try (Writer out = new OutputStreamWriter(CompressedFiles.output(file), StandardCharsets.UTF_8)) {
            printCertificate(file, Certificate.write(solver, start, leaf, out));
        } catch (IOException e) {
            throw new UncheckedIOException(file.toString(), e);
        }
    }

    private void printCertificate(Path file, CertificateSummary summary) {
        terminal.out()
                .printf(
                        Locale.ROOT,
                        "certificate\t%s\tpositions\t%d\twinner-moves\t%d\tleaves\t%d%n",
                        file,
                        summary.positions(),
                        summary.winnerMoves(),
                        summary.leaves());
    }

    /** The checkpoint's proven positions, or none without {@code --checkpoint}. */
    private ProvenPositions readProven(GoRoGo game) {
        try {
            return checkpoint == null
                    ? ProvenPositions.empty(game.rulesNotation())
                    : ProvenPositions.read(checkpoint, game.rulesNotation());
        } catch (IllegalArgumentException e) {
            throw new UsageProblem(e.getMessage());
        }
    }

    /** Lists the parts of a split solve, with their winners where a checkpoint proves them. */
    private int split(GoRoGo game, GoRoGoState start) {
        if (split < 1 || split > 24) {
            throw new UsageProblem("--split must be in 1..24, not " + split);
        }
        List<GoRoGoState> parts = SplitSolve.parts(game, start, split);
        GoRoGoSolver known = checkpoint == null
                ? null
                : GoRoGoSolver.create(game, SolverOptions.withMemory(1L << 20), readProven(game), SolveProgress.SILENT);
        int blackWins = 0;
        int whiteWins = 0;
        for (int i = 0; i < parts.size(); i++) {
            String line = "part\t" + (i + 1) + "\t" + game.formatPosition(parts.get(i));
            if (known != null) {
                Colour winner = known.knownWinner(parts.get(i)).orElse(null);
                blackWins += winner == Colour.BLACK ? 1 : 0;
                whiteWins += winner == Colour.WHITE ? 1 : 0;
                line += "\t" + (winner == null ? "?" : winner.code());
            }
            terminal.out().println(line);
        }
        terminal.out()
                .println("parts\t" + parts.size()
                        + (known == null ? "" : "\tproven-b\t" + blackWins + "\tproven-w\t" + whiteWins));
        return 0;
    }

    /** Adds other checkpoints' proofs to the --checkpoint file, all of them or (on a disagreement) none. */
    private int merge(GoRoGo game, List<Path> files) {
        if (checkpoint == null) {
            throw new UsageProblem("--merge needs --checkpoint FILE for the merged checkpoint");
        }
        ProvenPositions merged = readProven(game);
        int added = 0;
        for (Path file : files) {
            if (!Files.exists(file)) {
                throw new UsageProblem("--merge: no checkpoint " + file);
            }
            try {
                added += merged.addAll(ProvenPositions.read(file, game.rulesNotation()));
            } catch (IllegalArgumentException e) {
                throw new UsageProblem(file + ": " + e.getMessage());
            }
        }
        merged.write(checkpoint);
        terminal.out().printf(Locale.ROOT, "merged\t%d\tadded\t%d\tproven\t%d%n", files.size(), added, merged.size());
        return 0;
    }

    /** Joins the certificates of parts into one; exit 1 when they do not make a proof. */
    private int join(GoRoGo game, GoRoGoState start, List<Path> files) {
        if (certificate == null) {
            throw new UsageProblem("--join needs --certificate FILE for the joined certificate");
        }
        Path target = certificate;
        List<Supplier<Reader>> parts = new ArrayList<>();
        for (Path file : files) {
            parts.add(() -> {
                try {
                    return new InputStreamReader(CompressedFiles.input(file), StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new UncheckedIOException(file.toString(), e);
                }
            });
        }
        try (Writer out = new OutputStreamWriter(CompressedFiles.output(target), StandardCharsets.UTF_8)) {
            CertificateSummary summary = SplitSolve.join(game, start, parts, out);
            terminal.out().println("winner\t" + summary.winner().code());
            printCertificate(target, summary);
            return 0;
        } catch (CertificateException e) {
            deleteQuietly(target);
            terminal.err().println("solve: the parts do not join: " + e.getMessage());
            return 1;
        } catch (IOException | UncheckedIOException e) {
            deleteQuietly(target);
            throw new UsageProblem("cannot join: " + e.getMessage());
        }
    }

    /** Removes what a failed join wrote, so that no half certificate is left to be mistaken for one. */
    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // the failure already reported matters more
        }
    }

    private int verify(Path file) {
        long startNanos = System.nanoTime();
        try (Reader in = new InputStreamReader(CompressedFiles.input(file), StandardCharsets.UTF_8)) {
            CertificateSummary summary = Certificate.verify(in, threads);
            terminal.out().println("verified\t" + file);
            terminal.out().println("rules\t" + summary.rules());
            terminal.out().println("start\t" + summary.start());
            terminal.out().println("winner\t" + summary.winner().code());
            terminal.out()
                    .printf(
                            Locale.ROOT,
                            "positions\t%d\twinner-moves\t%d\tleaves\t%d\tleaf\t%d\tseconds\t%.1f%n",
                            summary.positions(),
                            summary.winnerMoves(),
                            summary.leaves(),
                            summary.leafLeft(),
                            (System.nanoTime() - startNanos) / 1e9);
            return 0;
        } catch (CertificateException e) {
            terminal.err().println("solve: " + file + " is rejected: " + e.getMessage());
            return 1;
        } catch (IOException | UncheckedIOException e) {
            throw new UsageProblem("cannot read " + file + ": " + e.getMessage());
        }
    }

    private void saveCheckpoint(ProvenPositions proven) {
        if (checkpoint != null) {
            proven.write(checkpoint);
        }
    }

    /** Prints progress lines and saves the checkpoint now and then. */
    private final class Reporter implements SolveProgress {
        /** The plies whose move numbers a progress line shows: enough to see a long solve advance. */
        private static final int PROGRESS_PLIES = 6;

        private final GoRoGo game;
        private final ProvenPositions proven;
        private final long start = System.nanoTime();
        private long lastSave = start;

        Reporter(GoRoGo game, ProvenPositions proven) {
            this.game = game;
            this.proven = proven;
        }

        @Override
        public void report(long nodes, long stored, int[] moveIndex, int[] moveCount) {
            long now = System.nanoTime();
            double seconds = (now - start) / 1e9;
            StringJoiner at = new StringJoiner(" ");
            for (int ply = 0; ply < PROGRESS_PLIES && moveCount[ply] > 0; ply++) {
                at.add((moveIndex[ply] + 1) + "/" + moveCount[ply]);
            }
            terminal.err()
                    .printf(
                            Locale.ROOT,
                            "solve: %.0f s, %d nodes (%.0f k/s), %d proven kept, at move %s%n",
                            seconds,
                            nodes,
                            nodes / seconds / 1e3,
                            proven.size(),
                            at);
            if (checkpoint != null && now - lastSave >= CHECKPOINT_NANOS) {
                proven.write(checkpoint);
                lastSave = now;
            }
        }

        @Override
        public void partSolved(GoRoGoState part, int number, int parts, Colour winner, long nodes) {
            terminal.err()
                    .printf(
                            Locale.ROOT,
                            "solve: %.0f s, %d nodes, part %d/%d proved: %s wins %s%n",
                            (System.nanoTime() - start) / 1e9,
                            nodes,
                            number + 1,
                            parts,
                            winner.code(),
                            game.formatPosition(part));
        }
    }
}
