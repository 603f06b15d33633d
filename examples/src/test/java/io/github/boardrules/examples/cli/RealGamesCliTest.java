package io.github.boardrules.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code demo} and {@code play} with the three real games, driven through standard input. */
class RealGamesCliTest {
    private static CliRunner run(String stdin, String... args) {
        return CliRunner.runWith(GameRegistry.games(), stdin, args);
    }

    @Test
    void demoPlaysOneGameOfEachWithBoardsResultsAndPictures(@TempDir Path dir) {
        CliRunner r = run("", "demo", "--playouts", "30", "--svg-dir", dir.toString());
        assertEquals(0, r.status(), r.err());
        for (String id : new String[] {"bargo", "gorogo", "baokigogo"}) {
            assertTrue(r.out().contains("=== " + id + " ==="), id);
            assertTrue(r.out().contains("\n" + id + ": win:") || r.out().contains("\n" + id + ": draw:"), id);
            assertTrue(Files.exists(dir.resolve(id + "-demo.svg")), id);
        }
        // Bargo and GoRoGo report both scores with the result.
        assertTrue(r.out().matches("(?s).*bargo: win:[bw]:score \\(b [0-9.]+, w [0-9.]+\\).*"), r.out());
    }

    @Test
    void playGoRoGoWithHelpMistakesUndoAndResign(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("gorogo.txt");
        String input = String.join("\n", "help", "moves", "zz9", "Hc3", "c3", "undo", "Hb2", "resign") + "\n";
        CliRunner r = run(input, "play", "gorogo", "--playouts", "20", "--record", record.toString());
        assertEquals(0, r.status(), r.err());
        String out = r.out();
        assertTrue(out.contains("Type a move in gorogo notation"), out);
        assertTrue(out.contains("legal moves: Ha1 "), out);
        assertTrue(out.contains("cannot read 'zz9'"), out);
        assertTrue(out.contains("illegal move 'c3': occupied"), out);
        assertTrue(out.contains("took back 2 plies"), out);
        assertTrue(out.contains("you resigned"), out);
        String saved = Files.readString(record, StandardCharsets.UTF_8);
        assertTrue(saved.startsWith("game: gorogo\n") && saved.contains("moves: Hb2 "), saved);
    }

    @Test
    void playBargoRefusesAPassBeforeTheButton(@TempDir Path dir) {
        String input = String.join("\n", "pass", "button", "quit") + "\n";
        CliRunner r = run(
                input,
                "play",
                "bargo",
                "--size",
                "2",
                "--playouts",
                "10",
                "--record",
                dir.resolve("b.txt").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("illegal move 'pass': pass-before-button"), r.out());
        assertTrue(r.out().contains("bot plays "), r.out());
        assertTrue(r.out().contains("game left unfinished"), r.out());
    }

    @Test
    void playBaoKigogoExplainsAnEmptyHole(@TempDir Path dir) {
        String input = String.join("\n", "a2", "c1", "resign") + "\n";
        CliRunner r = run(
                input,
                "play",
                "baokigogo",
                "--playouts",
                "10",
                "--record",
                dir.resolve("k.txt").toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("illegal move 'a2': empty-hole"), r.out());
        assertTrue(r.out().contains("you resigned"), r.out());
    }
}
