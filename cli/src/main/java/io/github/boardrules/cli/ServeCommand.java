package io.github.boardrules.cli;

import io.github.boardrules.web.WebOptions;
import io.github.boardrules.web.WebServer;
import io.javalin.Javalin;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code serve}: the web server with the JSON API and the page to play in a browser. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Start the web server: open http://localhost:<port>/ to play in a browser; the JSON API is under /api.",
            "Stop it with Ctrl-C."
        })
final class ServeCommand implements Callable<Integer>, TerminalCommand {
    private final Terminal terminal;

    @Option(
            names = "--port",
            paramLabel = "N",
            description = "The port (default ${DEFAULT-VALUE}; 0 picks a free one).")
    int port = 8080;

    @Option(names = "--host", paramLabel = "NAME", description = "The address to listen on (default ${DEFAULT-VALUE}).")
    String host = "localhost";

    @Option(
            names = "--bot-playouts",
            paramLabel = "N",
            description = "Bot playouts per move (default ${DEFAULT-VALUE}).")
    int botPlayouts = WebOptions.DEFAULTS.botPlayouts();

    @Option(
            names = "--bot-millis",
            paramLabel = "MS",
            description = "Most milliseconds per bot move, 0 for no limit (default ${DEFAULT-VALUE}).")
    long botMillis = WebOptions.DEFAULTS.botMillis();

    @Option(
            names = "--max-games",
            paramLabel = "N",
            description = "The most games held in memory at once (default ${DEFAULT-VALUE}).")
    int maxGames = WebOptions.DEFAULTS.maxGames();

    ServeCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw new UsageProblem("--port must be 0..65535");
        }
        if (botPlayouts < 1 || botMillis < 0 || maxGames < 1) {
            throw new UsageProblem("--bot-playouts and --max-games must be at least 1 and --bot-millis not negative");
        }
        Javalin app = WebServer.create(new WebOptions(botPlayouts, botMillis, maxGames));
        app.start(host, port);
        terminal.out().println("boardrules serve: http://" + host + ":" + app.port() + "/ (Ctrl-C stops)");
        terminal.out().flush();
        // The tool's main exits when a command returns: wait until the server stops.
        app.jettyServer().server().join();
        return 0;
    }
}
