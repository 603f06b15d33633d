package io.github.boardrules.examples.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class JavaExampleTest {
    @Test
    void playsACompleteGameOfEveryGame() {
        List<String> lines = JavaExample.playAll();
        assertEquals(3, lines.size());
        assertTrue(lines.get(0).startsWith("bargo: "), lines.get(0));
        assertTrue(lines.get(1).startsWith("gorogo: "), lines.get(1));
        assertTrue(lines.get(2).startsWith("baokigogo: "), lines.get(2));
        for (String line : lines) {
            assertFalse(line.contains("ongoing"), "every game is played to its end: " + line);
        }
    }

    @Test
    void theFirstProgramRuns() {
        String out = captureOut(() -> FirstProgram.main(new String[0]));
        // Setup Hc3 (White), then b2 (Black) and d4 (White): Black is to move, b2 is taken, and each
        // of the 22 empty points takes a black piece or a Henge: 44 moves.
        assertEquals(
                List.of("...../...W./..H../.B.../..... b 9/2 9/2 0,0", "b2 again: occupied", "44 legal moves, ongoing"),
                out.lines().toList());
    }

    static String captureOut(Runnable program) {
        PrintStream saved = System.out;
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buffer, true, StandardCharsets.UTF_8));
        try {
            program.run();
        } finally {
            System.setOut(saved);
        }
        return buffer.toString(StandardCharsets.UTF_8);
    }
}
