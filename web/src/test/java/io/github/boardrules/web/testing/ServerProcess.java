package io.github.boardrules.web.testing;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A web server in a process of its own on a chosen database ({@link TestServer}), for tests that
 * kill servers and start them again, run two servers on one database, or read a server's log
 * lines. The server logs as the tests' {@code simplelogger.properties} says (warnings and errors),
 * plus whatever the given JVM options turn on.
 */
public final class ServerProcess implements AutoCloseable {
    /** The longest wait for a server to start: a JVM, Flyway and Jetty on a busy 2-core machine. */
    public static final Duration START = Duration.ofSeconds(60);

    private final JavaProcess process;
    private final int port;

    private ServerProcess(JavaProcess process, int port) {
        this.process = process;
        this.port = port;
    }

    /**
     * Starts a server and waits until it listens.
     *
     * @param databaseUrl the JDBC URL of its database (an H2 file URL, or PostgreSQL)
     * @param jvmOptions options for its JVM, e.g. {@code
     *     -Dorg.slf4j.simpleLogger.log.io.github.boardrules.web.requests=info} for the request lines
     * @return the running server
     */
    public static ServerProcess start(String databaseUrl, String... jvmOptions) {
        JavaProcess process =
                JavaProcess.start(List.of(jvmOptions), TestServer.class.getName(), List.of(databaseUrl, "0"));
        String ready;
        try {
            ready = process.awaitOut(line -> line.startsWith(TestServer.READY), START);
        } catch (AssertionError e) {
            process.close();
            throw e;
        }
        return new ServerProcess(process, Integer.parseInt(ready.substring(TestServer.READY.length())));
    }

    /**
     * The server's address.
     *
     * @return {@code http://localhost:<port>}
     */
    public String url() {
        return "http://localhost:" + port;
    }

    /**
     * The process, to read its output or write commands to it.
     *
     * @return the process
     */
    public JavaProcess process() {
        return process;
    }

    /** Kills the server at once (SIGKILL): nothing it has not committed survives. */
    public void kill() {
        process.kill();
    }

    /**
     * The server's log lines so far.
     *
     * @return a copy
     */
    public List<String> log() {
        return new ArrayList<>(process.errLines());
    }

    /** Kills the server if it still runs. */
    @Override
    public void close() {
        process.close();
    }
}
