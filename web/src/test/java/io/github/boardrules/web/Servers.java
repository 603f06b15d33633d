package io.github.boardrules.web;

import io.javalin.testtools.JavalinTest;
import java.time.Clock;

/** In-process servers on a database the test holds, through Javalin's test client. */
final class Servers {
    private Servers() {}

    @FunctionalInterface
    interface OneServer {
        void run(Api api) throws Exception;
    }

    @FunctionalInterface
    interface TwoServers {
        void run(Api first, Api second) throws Exception;
    }

    /** One server on the database; it stops (and sweeps no more) when the test returns. */
    static void on(GameDatabase database, WebOptions options, Clock clock, OneServer test) {
        JavalinTest.test(
                WebServer.create(WebServer.available(), options, database, clock),
                (server, client) -> test.run(new Api(client)));
    }

    /** Two servers, each on its own connection pool to one database, as two processes would be. */
    static void on(GameDatabase first, GameDatabase second, WebOptions options, Clock clock, TwoServers test) {
        on(first, options, clock, a -> on(second, options, clock, b -> test.run(a, b)));
    }
}
