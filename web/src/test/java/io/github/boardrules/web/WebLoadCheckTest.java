package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.management.OperatingSystemMXBean;
import io.javalin.testtools.JavalinTest;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A load check, not a timed test: one client thread plays moves as fast as the server answers for
 * a second per game (after half a second of warm-up) and prints the requests per second. Each answer is the whole state
 * (position, SVG, legal moves with targets, record), as the page asks for it. Games that end are
 * replaced by new ones; creating them is not counted.
 */
class WebLoadCheckTest {
    /** Seconds measured per game: 1 in the build, more with {@code -Dweb.load.seconds=N} for steadier figures. */
    private static final long NANOS = Long.getLong("web.load.seconds", 1) * 1_000_000_000L;

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "{\"game\":\"gorogo\"}",
                "{\"game\":\"baokigogo\"}",
                "{\"game\":\"bargo\",\"rules\":\"base=5 komi=0\"}"
            })
    void playAMove(String create) {
        long[] counted = new long[3];
        JavalinTest.test(WebServer.create(WebApiTest.FAST_BOT), (server, client) -> {
            Api api = new Api(client);
            // Warm-up: the first requests run interpreted code while the JIT compiles.
            run(api, create, NANOS / 2);
            long[] measured = run(api, create, NANOS);
            System.arraycopy(measured, 0, counted, 0, 3);
        });
        assertTrue(counted[0] > 0);
        // Printed after the test client is closed: Javalin's test tools capture standard output while it runs.
        System.out.printf(
                Locale.ROOT,
                "web load check %s: %d move requests in %.2f s = %.0f per second; %.2f CPU s = %.0f per CPU second%n",
                create,
                counted[0],
                counted[1] / 1e9,
                counted[0] * 1e9 / counted[1],
                counted[2] / 1e9,
                counted[0] * 1e9 / counted[2]);
    }

    /**
     * Plays the first legal move again and again; returns the moves played, the wall-clock
     * nanoseconds and the process's CPU nanoseconds spent on them (client and server: both run in
     * this JVM). CPU time per request is what "on one core" means on a shared, busy machine.
     */
    private static long[] run(Api api, String create, long budget) {
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long moves = 0;
        long spent = 0;
        long cpu = 0;
        JsonNode state = api.create(create);
        while (spent < budget) {
            if (state.path("over").asBoolean()) {
                state = api.create(create);
                continue;
            }
            String move = state.path("legalMoves").get(0).path("move").asText();
            long t0 = System.nanoTime();
            long c0 = os.getProcessCpuTime();
            state = api.play(state.path("id").asText(), move);
            cpu += os.getProcessCpuTime() - c0;
            spent += System.nanoTime() - t0;
            moves++;
        }
        return new long[] {moves, spent, cpu};
    }
}
