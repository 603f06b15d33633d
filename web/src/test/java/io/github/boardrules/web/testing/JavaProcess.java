package io.github.boardrules.web.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * A Java program in a process of its own, on this JVM's class path, whose standard output and
 * error are read line by line as they come. Tests kill it the hard way ({@link #kill()}: SIGKILL on
 * Linux, no shutdown hook runs) to check what survives, or read its log lines.
 */
public final class JavaProcess implements AutoCloseable {
    private final Process process;
    private final Lines out;
    private final Lines err;
    private final PrintStream in;

    private JavaProcess(Process process) {
        this.process = process;
        this.out = new Lines(process.getInputStream(), "out");
        this.err = new Lines(process.getErrorStream(), "err");
        this.in = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
    }

    /**
     * Starts a program.
     *
     * @param jvmOptions options for the JVM, such as system properties
     * @param mainClass the class whose {@code main} runs
     * @param args its arguments
     * @return the running program
     */
    public static JavaProcess start(List<String> jvmOptions, String mainClass, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        // Surefire's class path may be a jar whose manifest lists the real one: java follows it too.
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(args);
        try {
            return new JavaProcess(new ProcessBuilder(command).start());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + command, e);
        }
    }

    /**
     * Waits for a line on standard output.
     *
     * @param wanted what the line must satisfy
     * @param within the longest wait
     * @return the first line, from the start of the output, that satisfies it
     * @throws AssertionError when none comes in time, listing what came
     */
    public String awaitOut(Predicate<String> wanted, Duration within) {
        return found(out.await(wanted, within), "standard output", within);
    }

    /**
     * Waits for a line on standard error.
     *
     * @param wanted what the line must satisfy
     * @param within the longest wait
     * @return the first line, from the start of the output, that satisfies it
     * @throws AssertionError when none comes in time, listing what came
     */
    public String awaitErr(Predicate<String> wanted, Duration within) {
        return found(err.await(wanted, within), "standard error", within);
    }

    private String found(@Nullable String line, String stream, Duration within) {
        if (line == null) {
            throw new AssertionError("no such line on " + stream + " within " + within + " (or before it ended)\n"
                    + "standard output:\n" + String.join("\n", out.snapshot()) + "\nstandard error:\n"
                    + String.join("\n", err.snapshot()));
        }
        return line;
    }

    /**
     * The lines of standard output so far (all of them after {@link #kill()} or {@link #stop()}).
     *
     * @return a copy
     */
    public List<String> outLines() {
        return out.snapshot();
    }

    /**
     * The lines of standard error so far (all of them after {@link #kill()} or {@link #stop()}).
     *
     * @return a copy
     */
    public List<String> errLines() {
        return err.snapshot();
    }

    /**
     * Writes a line to the program's standard input.
     *
     * @param line the line
     */
    public void println(String line) {
        in.println(line);
    }

    /** Kills the program at once (SIGKILL on Linux) and waits until it is gone and its output read. */
    public void kill() {
        process.destroyForcibly();
        awaitExit();
    }

    /**
     * Asks the program to stop (SIGTERM: its shutdown hooks run) and waits until it is gone and
     * its output read.
     *
     * @return its exit status
     */
    public int stop() {
        process.destroy();
        return awaitExit();
    }

    /**
     * Whether the program still runs.
     *
     * @return true until it has exited
     */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** Kills the program if it still runs. */
    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
        }
    }

    private int awaitExit() {
        try {
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                throw new AssertionError("the process did not exit");
            }
            out.join();
            err.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
        return process.exitValue();
    }

    /** One output stream, read on a daemon thread into a list of lines. */
    private static final class Lines {
        private final List<String> lines = new ArrayList<>();
        private final Thread reader;
        private boolean ended;

        Lines(InputStream stream, String name) {
            reader = new Thread(() -> read(stream), "java-process-" + name);
            reader.setDaemon(true);
            reader.start();
        }

        private void read(InputStream stream) {
            try (BufferedReader text = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = text.readLine(); line != null; line = text.readLine()) {
                    synchronized (this) {
                        lines.add(line);
                        notifyAll();
                    }
                }
            } catch (IOException e) {
                // The process is gone and its pipe closed: the lines read so far are all there is.
            } finally {
                synchronized (this) {
                    ended = true;
                    notifyAll();
                }
            }
        }

        /** The first line satisfying {@code wanted}, or null when none comes in time or the stream ends. */
        synchronized @Nullable String await(Predicate<String> wanted, Duration within) {
            long deadline = System.nanoTime() + within.toNanos();
            int looked = 0;
            try {
                while (true) {
                    for (; looked < lines.size(); looked++) {
                        if (wanted.test(lines.get(looked))) {
                            return lines.get(looked);
                        }
                    }
                    long left = deadline - System.nanoTime();
                    if (ended || left <= 0) {
                        return null;
                    }
                    TimeUnit.NANOSECONDS.timedWait(this, left);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted", e);
            }
        }

        synchronized List<String> snapshot() {
            return List.copyOf(lines);
        }

        void join() throws InterruptedException {
            reader.join(TimeUnit.MINUTES.toMillis(1));
        }
    }
}
