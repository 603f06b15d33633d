package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import io.github.boardrules.search.bot.MctsBot;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code demo}: the bot plays one game of each installed game against itself. */
@Command(
        name = "demo",
        mixinStandardHelpOptions = true,
        description = {
            "Plays one game of each installed game, bot against bot: the moves, the final board, the result,",
            "and where the final position was drawn as SVG. --verbose prints every board."
        })
final class DemoCommand implements Callable<Integer>, TerminalCommand {
    private final Terminal terminal;

    @Option(names = "--playouts", paramLabel = "N", description = "Bot playouts per move (default ${DEFAULT-VALUE}).")
    int playouts = 200;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the bots (default ${DEFAULT-VALUE}).")
    long seed = 2026;

    @Option(
            names = "--svg-dir",
            paramLabel = "DIR",
            description = "Where the final positions are written as SVG (default: the current folder).")
    Path svgDir = Path.of(".");

    @Option(
            names = "--every",
            paramLabel = "N",
            description = "Also print the board every N plies (default: only the final board).")
    int every;

    @Option(names = "--verbose", description = "Print every move and the board after it.")
    boolean verbose;

    @Option(names = "--quiet", description = "Print only the results, no boards.")
    boolean quiet;

    DemoCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (playouts < 1) {
            throw new UsageProblem("--playouts must be at least 1");
        }
        if (every < 0) {
            throw new UsageProblem("--every must not be negative");
        }
        if (terminal.games().isEmpty()) {
            terminal.out().println("No game is installed yet.");
            return 0;
        }
        for (CliGame entry : terminal.games()) {
            play(entry.id(), GameSetup.of(entry.game()));
        }
        return 0;
    }

    private <S, M> void play(String id, GameSetup<S, M> setup) {
        Game<S, M> game = setup.game();
        MctsBot<S, M> bot = new MctsBot<>(game, playouts, 0, seed);
        String rules = game.rulesNotation();
        terminal.out().println("=== " + id + " ===");
        // Every game gets the same header; a game whose default rules write no options says so.
        terminal.out().println("rules: " + (rules.isEmpty() ? "standard" : rules));
        S state = setup.start();
        int ply = 0;
        StringBuilder line = new StringBuilder();
        while (!game.status(state).isOver()) {
            M move = bot.choose(state);
            String mover = game.playerToMove(state).code();
            state = game.apply(state, move);
            ply++;
            if (verbose) {
                terminal.out().println(ply + ". " + mover + " " + game.formatMove(move));
                terminal.out().println(game.renderText(state));
            } else if (!quiet) {
                line.append(line.length() == 0 ? "" : " ").append(game.formatMove(move));
                if (line.length() > 72) {
                    terminal.out().println("  " + line);
                    line.setLength(0);
                }
                if (every > 0 && ply % every == 0) {
                    flush(line);
                    terminal.out().println("after ply " + ply + ":");
                    terminal.out().println(game.renderText(state));
                }
            }
        }
        if (!verbose && !quiet) {
            flush(line);
            terminal.out().println(game.renderText(state));
        }
        terminal.out().println(id + ": " + describe(game.status(state)) + " after " + ply + " plies");
        Path file = svgDir.resolve(id + "-demo.svg");
        try {
            Files.writeString(file, game.renderSvg(state), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        terminal.out().println("final position drawn in " + file);
        terminal.out().println();
    }

    private void flush(StringBuilder line) {
        if (line.length() > 0) {
            terminal.out().println("  " + line);
            line.setLength(0);
        }
    }

    static String describe(Status status) {
        StringBuilder text = new StringBuilder(status.notation());
        if (status instanceof Outcome outcome && !outcome.scores().isEmpty()) {
            text.append(" (");
            for (int i = 0; i < outcome.scores().size(); i++) {
                Score score = outcome.scores().get(i);
                text.append(i == 0 ? "" : ", ")
                        .append(score.player().code())
                        .append(' ')
                        .append(String.format(Locale.ROOT, "%s", formatPoints(score.points())));
            }
            text.append(')');
        }
        return text.toString();
    }

    private static String formatPoints(double points) {
        return points == Math.rint(points) ? Long.toString((long) points) : Double.toString(points);
    }
}
