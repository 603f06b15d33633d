package io.github.boardrules.cli;

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
        // By default a summary: the moves and one board per game (GoRoGo's diagram ends with the
        // file letters), not a board after every move.
        assertEquals(1, count(r.out(), "   a b c d e\n"), r.out());
        // Every game gets the same header: its id, then its rules.
        assertTrue(r.out().contains("=== bargo ===\nrules: base=5 komi=0\n"), r.out());
        assertTrue(r.out().contains("=== gorogo ===\nrules: standard\n"), r.out());
        assertTrue(r.out().contains("=== baokigogo ===\nrules: endless=draw\n"), r.out());
        // The games come in the order of their ids, as Games lists them.
        assertTrue(r.out().indexOf("=== baokigogo") < r.out().indexOf("=== bargo"), r.out());
        assertTrue(r.out().indexOf("=== bargo") < r.out().indexOf("=== gorogo"), r.out());
    }

    @Test
    void demoPrintsMoreBoardsWhenAsked(@TempDir Path dir) {
        CliRunner quiet = run("", "demo", "--playouts", "10", "--quiet", "--svg-dir", dir.toString());
        assertEquals(0, count(quiet.out(), "   a b c d e\n"), quiet.out());
        CliRunner every = run("", "demo", "--playouts", "10", "--every", "5", "--svg-dir", dir.toString());
        int gorogoPlies = plies(every.out(), "gorogo");
        // One board every five plies, then the final board.
        assertEquals(gorogoPlies / 5 + 1, count(every.out(), "   a b c d e\n"), every.out());
        CliRunner verbose = run("", "demo", "--playouts", "10", "--verbose", "--svg-dir", dir.toString());
        assertEquals(plies(verbose.out(), "gorogo"), count(verbose.out(), "   a b c d e\n"), verbose.out());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT, run("", "demo", "--every", "-1").status());
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    /** The plies of a game from its result line, e.g. {@code gorogo: win:w:captures (…) after 24 plies}. */
    private static int plies(String out, String id) {
        String line =
                out.lines().filter(l -> l.startsWith(id + ": ")).findFirst().orElseThrow();
        String[] words = line.split(" ");
        return Integer.parseInt(words[words.length - 2]);
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
