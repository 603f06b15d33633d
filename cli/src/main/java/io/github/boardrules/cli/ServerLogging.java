package io.github.boardrules.cli;

/**
 * The log levels of {@code serve}. The tool's binding (slf4j-simple, configured by {@code
 * simplelogger.properties}) shows warnings and errors only; {@code --verbose} adds the server's
 * own INFO lines — one per request — while the database pool's and the migrations' stay at WARN.
 */
final class ServerLogging {
    /** slf4j-simple's per-logger level property, for the server's loggers and those below them. */
    static final String SERVER_LEVEL = "org.slf4j.simpleLogger.log.io.github.boardrules.web";

    private ServerLogging() {}

    /**
     * Sets the levels; call before the server's loggers are made.
     *
     * @param verbose whether to log the requests
     */
    static void configure(boolean verbose) {
        if (verbose) {
            System.setProperty(SERVER_LEVEL, "info");
        }
    }
}
