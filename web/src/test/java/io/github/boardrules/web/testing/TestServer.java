package io.github.boardrules.web.testing;

import io.github.boardrules.web.GameDatabase;
import io.github.boardrules.web.WebOptions;
import io.github.boardrules.web.WebServer;
import io.javalin.Javalin;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * A web server as a program, for tests that run it in a process of their own ({@link
 * ServerProcess}): {@code TestServer <database URL> <port>} serves every game on the class path
 * with a fast bot (40 playouts), storing them in the database, and prints {@value #READY} and the
 * port once it listens. A line {@code close-database} on standard input closes the database under
 * the running server (the requests that follow fail with 503); the end of standard input stops it.
 */
public final class TestServer {
    /** The line printed once the server listens, followed by the port. */
    public static final String READY = "test server listening on port ";

    private TestServer() {}

    /**
     * Runs the server until standard input ends.
     *
     * @param args the database URL and the port (0 for a free one)
     * @throws IOException when standard input fails
     */
    public static void main(String[] args) throws IOException {
        GameDatabase database = GameDatabase.open(args[0], null, null);
        Javalin app = WebServer.create(WebOptions.bot(40, 0), database);
        app.start("localhost", Integer.parseInt(args[1]));
        System.out.println(READY + app.port());
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.equals("close-database")) {
                database.close();
                System.out.println("database closed");
                System.out.flush();
            }
        }
        app.stop();
        database.close();
    }
}
