package io.github.boardrules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Bargo's registration with the tool: options, {@code --from}, and the commands on Bargo. */
class BargoCliTest {
    private static CliRunner run(String stdin, String... args) {
        return CliRunner.runWith(GameRegistry.games(), stdin, args);
    }

    @Test
    void bargoIsRegistered() {
        assertTrue(GameRegistry.games().stream().anyMatch(g -> g.id().equals("bargo")));
    }

    @Test
    void replayOnASmallBoard() {
        CliRunner r = run("", "replay", "bargo", "--size", "2", "--komi", "1", "b2e", "button", "pass", "pass");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(5, lines.size());
        assertTrue(lines.get(0).startsWith("0\t../.../.. b - 1 0\ta1e a1ne a1nw a2e "), lines.get(0));
        assertTrue(lines.get(0).endsWith("\tongoing"));
        // Black b2 is linked to all six empty cells: 7 against White's 1 + ½.
        assertEquals("4\t../.Be./.. b w 1 2\t\twin:b:score", lines.get(4));
    }

    @Test
    void rulesGiveBaseAndKomi() {
        CliRunner r = run("", "replay", "bargo", "--rules", "base=7 komi=3");
        assertEquals(0, r.status(), r.err());
        // A base-7 board has 13 rows; the komi is the position's second number after the button.
        String position = r.out().split("\t")[1];
        assertEquals(13, position.split(" ")[0].split("/").length, position);
        assertTrue(position.endsWith(" b - 3 0"), position);
        assertEquals(
                r.out(),
                run("", "replay", "bargo", "--size", "7", "--komi", "3").out());
        assertEquals(
                r.out(),
                run("", "replay", "bargo", "--rules", "base=7", "--komi", "3").out());
        CliRunner twice = run("", "replay", "bargo", "--rules", "base=7", "--size", "7");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, twice.status());
        assertTrue(twice.err().contains("base"), twice.err());
    }

    @Test
    void theStartPositionGivesBaseAndKomi() {
        CliRunner r = run("", "replay", "bargo", "--from", "../.We./.. b - 3 0", "a2ne");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().lines().toList().get(1).startsWith("1\t../BneWe./.. w - 3 0\t"), r.out());
        CliRunner agreeing = run("", "replay", "bargo", "--size", "2", "--komi", "3", "--from", "../.We./.. b - 3 0");
        assertEquals(0, agreeing.status(), agreeing.err());
    }

    @Test
    void optionsContradictingThePositionAreBadInput() {
        CliRunner size = run("", "replay", "bargo", "--size", "5", "--from", "../.../.. b - 0 0");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, size.status());
        assertEquals("", size.out());
        assertTrue(size.err().contains("size"), size.err());
        CliRunner komi = run("", "replay", "bargo", "--komi", "2", "--from", "../.../.. b - 0 0");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, komi.status());
        assertTrue(komi.err().contains("komi"), komi.err());
    }

    @Test
    void badOptionsAreBadInput() {
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                run("", "replay", "bargo", "--size", "14").status());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                run("", "replay", "bargo", "--size", "x").status());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                run("", "replay", "bargo", "--komi", "62").status());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                run("", "replay", "bargo", "--from", "../... b - 0 0").status());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                run("", "replay", "bargo", "--size", "2", "k9e").status());
    }

    @Test
    void anIllegalMoveExitsWithThree() {
        CliRunner r = run("", "replay", "bargo", "--size", "2", "pass");
        assertEquals(BoardrulesCli.EXIT_ILLEGAL_MOVE, r.status());
        assertEquals(1, r.out().lines().count());
        assertTrue(r.err().startsWith("illegal move 'pass' at ply 1: pass-before-button"), r.err());
    }

    @Test
    void perftMatchesTheTestData() {
        CliRunner r = run("", "perft", "bargo", "3", "--size", "2");
        assertEquals(0, r.status(), r.err());
        assertEquals("depth\t1\tnodes\t25\ndepth\t2\tnodes\t445\ndepth\t3\tnodes\t6391\n", r.out());
    }

    @Test
    void batchReplayReportsIllegalMoves() {
        CliRunner r = run("b2e a2e\n\n", "replay", "bargo", "--batch", "--size", "2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("illegal\t2\ta2e\twall-faces-enemy"), r.out());
    }

    @Test
    void benchRunsPlayouts() {
        CliRunner r = run("", "bench", "bargo", "--size", "3", "--seconds", "1");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("playouts/s\t"), r.out());
    }
}
