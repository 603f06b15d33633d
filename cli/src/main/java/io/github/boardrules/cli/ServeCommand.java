package io.github.boardrules.cli;

import io.github.boardrules.web.GameDatabase;
import io.github.boardrules.web.StorageException;
import io.github.boardrules.web.WebOptions;
import io.github.boardrules.web.WebServer;
import io.javalin.Javalin;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code serve}: the web server with the JSON API and the page to play in a browser. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Start the web server: open http://localhost:<port>/ to play in a browser; the JSON API is under /api.",
            "Games are kept in a database: by default the H2 file ~/.boardrules/games.mv.db, which survives restarts.",
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
            description = "The most games stored at once (default ${DEFAULT-VALUE}).")
    int maxGames = WebOptions.DEFAULTS.maxGames();

    @Option(
            names = "--idle-days",
            paramLabel = "N",
            description = "Delete games unchanged for N days (default ${DEFAULT-VALUE}; checked at start and hourly).")
    int idleDays = WebOptions.DEFAULTS.idleDays();

    @Option(
            names = "--db",
            paramLabel = "URL|FILE",
            description = {
                "Where the games are kept: a PostgreSQL URL (jdbc:postgresql://host:5432/database), an H2 URL",
                "(jdbc:h2:…) or the path of an H2 file, to which H2 adds .mv.db (default ~/.boardrules/games)."
            })
    @Nullable
    String db;

    @Option(
            names = "--db-user",
            paramLabel = "NAME",
            description = "The database user (default: $BOARDRULES_DB_USER, or the one in the URL).",
            defaultValue = "${env:BOARDRULES_DB_USER}")
    @Nullable
    String dbUser;

    @Option(
            names = "--db-password",
            paramLabel = "SECRET",
            description = "The database password (default: $BOARDRULES_DB_PASSWORD, which keeps it out of the"
                    + " process list, or the one in the URL).",
            defaultValue = "${env:BOARDRULES_DB_PASSWORD}")
    @Nullable
    String dbPassword;

    @Option(
            names = "--verbose",
            description = "Log one line per request (method, path, status, milliseconds) and the server's notes on"
                    + " standard error; by default only warnings and errors.")
    boolean verbose;

    ServeCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw new UsageProblem("--port must be 0..65535");
        }
        if (botPlayouts < 1 || botMillis < 0 || maxGames < 1 || idleDays < 1) {
            throw new UsageProblem(
                    "--bot-playouts, --max-games and --idle-days must be at least 1 and --bot-millis not negative");
        }
        // Before the server's loggers exist: the binding reads a logger's level when it is made.
        ServerLogging.configure(verbose);
        GameDatabase database;
        try {
            database = open();
        } catch (StorageException e) {
            terminal.err().println("boardrules: " + e.getMessage());
            terminal.err().flush();
            return 1;
        }
        Javalin app = WebServer.create(new WebOptions(botPlayouts, botMillis, maxGames, idleDays), database);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            app.stop();
            database.close();
        }));
        app.start(host, port);
        terminal.out().println("boardrules serve: games in " + database.location());
        terminal.out().println("boardrules serve: http://" + host + ":" + app.port() + "/ (Ctrl-C stops)");
        terminal.out().flush();
        // The tool's main exits when a command returns: wait until the server stops.
        app.jettyServer().server().join();
        return 0;
    }

    private GameDatabase open() {
        String where = db;
        if (where == null) {
            return GameDatabase.file(GameDatabase.defaultFile());
        }
        if (where.startsWith("jdbc:")) {
            return GameDatabase.open(where, dbUser, dbPassword);
        }
        return GameDatabase.file(Path.of(where));
    }
}
