package io.github.boardrules.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code boardrules} command-line tool: replay and validate games, count move sequences,
 * measure playout speed, render positions, watch a demo and play against the bot. Every command
 * works over the generic {@link io.github.boardrules.common.Game} interface for any game in
 * {@link GameRegistry}.
 *
 * <p>Exit status: 0 success, 2 unreadable input (bad syntax, unknown game, a cell not on the
 * board, options contradicting {@code --from}), 3 an illegal move in {@code replay}, 1 an
 * input/output failure.
 */
@Command(
        name = "boardrules",
        mixinStandardHelpOptions = true,
        versionProvider = BuildVersion.class,
        description = "Rules engines for two-player board games on the command line (see 'help <command>').",
        subcommands = {
            ReplayCommand.class,
            PerftCommand.class,
            BenchCommand.class,
            RenderCommand.class,
            DemoCommand.class,
            PlayCommand.class,
            ServeCommand.class,
            SelfplayCommand.class,
            SolveCommand.class,
            CommandLine.HelpCommand.class
        })
public final class BoardrulesCli implements Runnable {
    /** Exit status for unreadable input. */
    public static final int EXIT_BAD_INPUT = 2;
    /** Exit status for an illegal move during a replay. */
    public static final int EXIT_ILLEGAL_MOVE = 3;

    private final Terminal terminal;

    private BoardrulesCli(Terminal terminal) {
        this.terminal = terminal;
    }

    /**
     * Runs the tool with the process's standard streams and exits with its status.
     *
     * @param args the command line
     */
    public static void main(String[] args) {
        System.exit(run(args, System.in, System.out, System.err));
    }

    /**
     * Runs the tool in-process, as tests and embedding programs do.
     *
     * @param args the command line
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @return the exit status
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        return run(args, in, out, err, GameRegistry.games());
    }

    /**
     * Runs the tool in-process with a chosen set of games, as the tool's own tests do.
     *
     * @param args the command line
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @param games the games the tool knows
     * @return the exit status
     */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err, List<CliGame> games) {
        Terminal terminal = new Terminal(in, out, err, List.copyOf(games));
        CommandLine cli = new CommandLine(new BoardrulesCli(terminal), new CommandFactory(terminal));
        cli.setOut(new PrintWriter(out, true, StandardCharsets.UTF_8));
        cli.setErr(new PrintWriter(err, true, StandardCharsets.UTF_8));
        cli.setParameterExceptionHandler((e, arguments) -> {
            err.println("boardrules: " + e.getMessage() + " (see --help)");
            err.flush();
            return EXIT_BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof UsageProblem) {
                err.println("boardrules: " + e.getMessage());
                err.flush();
                return EXIT_BAD_INPUT;
            }
            if (e instanceof java.io.UncheckedIOException) {
                err.println(
                        "boardrules: " + e.getMessage() + ": " + e.getCause().getMessage());
                err.flush();
                return 1;
            }
            throw e;
        });
        int status = cli.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    @Override
    public void run() {
        terminal.out().println("Usage: boardrules <command> … — try 'boardrules --help'.");
        terminal.out().println("Commands: replay, perft, bench, render, demo, play, serve, selfplay, solve.");
        terminal.out().println("Games: " + String.join(", ", new GameRegistry.Ids()) + ".");
    }

    /** Gives every command the tool's streams. */
    private static final class CommandFactory implements CommandLine.IFactory {
        private final Terminal terminal;

        CommandFactory(Terminal terminal) {
            this.terminal = terminal;
        }

        @Override
        public <K> K create(Class<K> type) throws Exception {
            if (TerminalCommand.class.isAssignableFrom(type)) {
                return type.cast(type.getDeclaredConstructor(Terminal.class).newInstance(terminal));
            }
            return CommandLine.defaultFactory().create(type);
        }
    }
}
