package io.github.boardrules.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Progress of a long command on standard error: a bar redrawn in place when standard error is a
 * terminal, otherwise a plain percentage line every few seconds (logs and pipes stay readable).
 */
final class Progress {
    private static final long LINE_EVERY_NANOS = 5_000_000_000L;
    private static final int BAR_WIDTH = 30;

    private final PrintStream err;
    private final String label;
    private final int total;
    private final boolean bar;
    private final long started = System.nanoTime();
    private long lastShown = started;
    private int done;

    private Progress(PrintStream err, String label, int total, boolean bar) {
        this.err = err;
        this.label = label;
        this.total = total;
        this.bar = bar;
    }

    /**
     * Progress on a stream: a bar when it is the process's standard error and a console is attached.
     *
     * @param err the stream
     * @param label the command's name, at the start of every line
     * @param total the number of steps
     * @return the display
     */
    static Progress on(PrintStream err, String label, int total) {
        return new Progress(err, label, total, err == System.err && System.console() != null);
    }

    /**
     * Tells how many steps are done; redraws the bar, or prints a line when the last is a few
     * seconds old.
     *
     * @param steps the steps done so far
     */
    void update(int steps) {
        done = steps;
        long now = System.nanoTime();
        if (bar) {
            int filled = (int) ((long) BAR_WIDTH * done / total);
            err.print(String.format(
                    Locale.ROOT,
                    "\r%s [%s%s] %d/%d %s",
                    label,
                    "#".repeat(filled),
                    ".".repeat(BAR_WIDTH - filled),
                    done,
                    total,
                    eta(now)));
            err.flush();
        } else if (now - lastShown >= LINE_EVERY_NANOS) {
            err.printf(Locale.ROOT, "%s: %d%% (%d/%d) %s%n", label, 100L * done / total, done, total, eta(now));
            lastShown = now;
        }
    }

    /** Ends the bar's line. */
    void finish() {
        if (bar) {
            err.println();
        }
    }

    private String eta(long now) {
        if (done == 0) {
            return "";
        }
        long seconds = (long) ((now - started) / 1e9 * (total - done) / done);
        return String.format(Locale.ROOT, "eta %d:%02d", seconds / 60, seconds % 60);
    }
}
