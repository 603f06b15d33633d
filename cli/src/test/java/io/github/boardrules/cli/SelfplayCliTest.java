package io.github.boardrules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code selfplay} command's options and output (the files themselves: {@code SelfPlayFilesTest}). */
class SelfplayCliTest {
    @TempDir
    Path dir;

    private static CliRunner run(String... args) {
        return CliRunner.runWith(GameRegistry.games(), "", args);
    }

    @Test
    void writesTheFilesAndASummary() throws IOException {
        Path out = dir.resolve("new/folder");
        CliRunner r =
                run("selfplay", "bargo", "--size", "2", "--games", "3", "--playouts", "4", "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("games\t3\tpositions\t"), r.out());
        for (String name : new String[] {"observations", "masks", "actions", "players", "results", "games"}) {
            assertTrue(Files.size(out.resolve(name + ".npy")) >= 128, name);
        }
        String meta = Files.readString(out.resolve("meta.json"));
        assertTrue(meta.contains("\"rules\": \"base=2 komi=0\""), meta);
        assertTrue(meta.contains("\"bot\": \"transposition\""), meta);
    }

    @Test
    void theOlderBotOnRequest() throws IOException {
        CliRunner r = run(
                "selfplay",
                "bargo",
                "--size",
                "2",
                "--games",
                "1",
                "--bot",
                "mcts",
                "--playouts",
                "3",
                "--out",
                dir.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.readString(dir.resolve("meta.json")).contains("\"bot\": \"mcts\""));
        CliRunner unknown = run("selfplay", "bargo", "--games", "1", "--bot", "alphazero", "--out", dir.toString());
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, unknown.status());
        assertTrue(unknown.err().contains("--bot"), unknown.err());
    }

    @Test
    void zeroPlayoutsPlaysRandomMoves() throws IOException {
        CliRunner r = run("selfplay", "gorogo", "--games", "1", "--playouts", "0", "--out", dir.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.readString(dir.resolve("meta.json")).contains("\"bot\": \"random\""));
    }

    @Test
    void badNumbersAreUsageProblems() {
        CliRunner none = run("selfplay", "gorogo", "--games", "0", "--out", dir.toString());
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, none.status());
        assertTrue(none.err().contains("--games"), none.err());
        CliRunner negative = run("selfplay", "gorogo", "--games", "1", "--playouts", "-1", "--out", dir.toString());
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, negative.status());
        CliRunner missing = run("selfplay", "gorogo", "--games", "1");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, missing.status());
        assertTrue(missing.err().contains("--out"), missing.err());
    }
}
