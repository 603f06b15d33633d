package io.github.boardrules.cli.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.cli.BoardrulesCli;
import io.github.boardrules.common.TextFuzz;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The command-line tool's arguments, mutated: every run ends with a documented exit status
 * (0, 2 or 3), never a stack trace; bad input is one line on standard error and nothing on
 * standard output.
 */
class CliFuzzProperties {
    private static final AtomicLong TRIED = new AtomicLong();
    private static final String[] FLAGS = {"--size", "--komi", "--from", "--batch", "--seconds", "-x", "--", ""};

    private static List<List<String>> templates() {
        return List.of(
                List.of("replay", "gorogo", "Hc3", "b2", "d4", "c4"),
                List.of("replay", "bargo", "--size", "3", "c3ne", "button", "b2w"),
                List.of("replay", "bargo", "--from", "../.../.. b - 0 0", "a1e", "button"),
                List.of("replay", "baokigogo", "a1", "l4", "b1"),
                List.of(
                        "replay",
                        "baokigogo",
                        "--from",
                        Samples.of("baokigogo").positions().get(1),
                        "c1"),
                List.of("perft", "gorogo", "1", "--from", "...../...../..H../...../..... b 10/2 10/2 0,0"),
                List.of("perft", "bargo", "1", "--size", "2", "--komi", "3"),
                List.of("perft", "baokigogo", "1"));
    }

    @Property(tries = 600)
    void everyRunEndsWithADocumentedStatus(@ForAll long seed) {
        List<List<String>> templates = templates();
        List<String> args = new ArrayList<>(templates.get((int) Math.floorMod(seed, (long) templates.size())));
        int at = 1 + (int) Math.floorMod(seed >>> 4, (long) (args.size() - 1));
        boolean perft = args.get(0).equals("perft");
        switch ((int) Math.floorMod(seed >>> 12, 4L)) {
            case 0 -> args.remove(at);
            case 1 -> args.add(at, FLAGS[(int) Math.floorMod(seed >>> 16, (long) FLAGS.length)]);
            default -> {
                if (!(perft && at == 2)) { // a mutated perft depth could ask for hours of work
                    args.set(at, TextFuzz.mutate(args.get(at), (int) Math.floorMod(seed >>> 20, 6L), seed >>> 24));
                }
            }
        }
        if (perft && args.size() > 2 && !args.get(2).equals("1")) {
            return; // the depth moved; a deeper perft is correct behaviour but slow
        }
        TRIED.incrementAndGet();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BoardrulesCli.run(
                args.toArray(String[]::new),
                new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String errText = err.toString(StandardCharsets.UTF_8);
        assertTrue(status == 0 || status == 2 || status == 3, "status " + status + " for " + args + ": " + errText);
        assertFalse(errText.contains("\tat "), "stack trace for " + args + ": " + errText);
        if (status == 2) {
            assertEquals(1, errText.lines().count(), "one line for " + args + ": " + errText);
            assertEquals("", out.toString(StandardCharsets.UTF_8), "output despite bad input " + args);
        }
    }

    @AfterContainer
    static void report() {
        System.out.println("command lines tried: " + TRIED.get());
    }
}
