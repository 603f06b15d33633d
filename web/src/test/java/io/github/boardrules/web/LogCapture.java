package io.github.boardrules.web;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * What the tests' logging binding (slf4j-simple, which writes to whatever {@code System.err} is
 * when a line is logged) prints while a piece of code runs — warnings and errors, as the tests'
 * {@code simplelogger.properties} sets. Requests made in the code are answered after the server
 * logged their lines, so the lines are in.
 */
final class LogCapture {
    private LogCapture() {}

    @FunctionalInterface
    interface Action {
        void run() throws Exception;
    }

    static String during(Action action) throws Exception {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            action.run();
        } finally {
            System.setErr(original);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }
}
