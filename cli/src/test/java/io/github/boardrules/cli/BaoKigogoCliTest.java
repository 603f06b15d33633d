package io.github.boardrules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bao Kigogo through the {@code boardrules} tool, as installed by {@link GameRegistry}. */
class BaoKigogoCliTest {
    static final String START =
            "2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2 S 0,0";

    private static CliRunner run(String stdin, String... args) {
        return CliRunner.runWith(GameRegistry.games(), stdin, args);
    }

    @Test
    void isRegisteredWithoutShorthands() {
        CliGame entry = GameRegistry.games().stream()
                .filter(g -> g.id().equals("baokigogo"))
                .findFirst()
                .orElseThrow();
        assertTrue(entry.shorthands().isEmpty());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                run("", "replay", "baokigogo", "--komi", "1").status());
    }

    @Test
    void rulesReachEveryOption() {
        // Sowing a1 from the start takes more than 7 laps: under a 7-lap limit it counts as endless,
        // which the Hawalis convention scores as a loss for the mover (South).
        CliRunner r = run("", "replay", "baokigogo", "--rules", "endless=loss laps=7", "a1");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size());
        assertTrue(lines.get(1).endsWith("\t\twin:n:endless-sowing"), lines.get(1));
        CliRunner draw = run("", "replay", "baokigogo", "--rules", "endless=draw laps=7", "a1");
        assertTrue(draw.out().lines().toList().get(1).endsWith("\t\tdraw:endless-sowing"), draw.out());
        CliRunner exact = run("", "replay", "baokigogo", "--rules", "endless=loss", "a1");
        assertTrue(exact.out().lines().toList().get(1).endsWith("\tongoing"), exact.out());
        CliRunner bad = run("", "replay", "baokigogo", "--rules", "endless=maybe");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, bad.status());
        assertTrue(bad.err().contains("endless"), bad.err());
    }

    @Test
    void replayPrintsThePlies() {
        CliRunner r = run("", "replay", "baokigogo", "a1");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size());
        String[] start = lines.get(0).split("\t", -1);
        assertEquals("0", start[0]);
        assertEquals(START, start[1]);
        // South's 23 holes of two seeds, sorted as plain strings.
        assertEquals("a1 b1 b2 c1 c2 d1 d2 e1 e2 f1 f2 g1 g2 h1 h2 i1 i2 j1 j2 k1 k2 l1 l2", start[2]);
        assertEquals("ongoing", start[3]);
        // a1 relays round South's whole ring (traced in the module's RulesTest) and ends in a2,
        // capturing a3 and a4.
        String[] first = lines.get(1).split("\t", -1);
        assertEquals(
                "1\t0,2,2,2,2,2,2,2,2,2,2,2/0,2,2,2,2,2,2,2,2,2,2,0/1,3,3,0,3,3,0,3,3,0,3,3/0,3,0,3,3,0,3,3,0,3,3,0 N 4,0",
                first[0] + "\t" + first[1]);
        assertEquals("ongoing", first[3]);
    }

    @Test
    void illegalAndUnreadableInput() {
        CliRunner opponent = run("", "replay", "baokigogo", "c3");
        assertEquals(BoardrulesCli.EXIT_ILLEGAL_MOVE, opponent.status());
        assertEquals(1, opponent.out().lines().count());
        assertTrue(opponent.err().startsWith("illegal move 'c3' at ply 1: not-your-hole"), opponent.err());

        CliRunner empty = run("", "replay", "baokigogo", "a2");
        assertEquals(BoardrulesCli.EXIT_ILLEGAL_MOVE, empty.status());
        assertTrue(empty.err().startsWith("illegal move 'a2' at ply 1: empty-hole"), empty.err());

        CliRunner bad = run("", "replay", "baokigogo", "a1", "m7");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, bad.status());
        assertEquals("", bad.out());

        CliRunner badFrom = run("", "replay", "baokigogo", "--from", START.replace(" 0,0", " 0,1"));
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, badFrom.status());
        assertEquals("", badFrom.out());

        CliRunner option = run("", "replay", "baokigogo", "--size", "5");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, option.status());
    }

    @Test
    void replayFromAFinishedPosition() {
        // South to move with no seeds: North has won.
        String position =
                "0,0,0,0,0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S 0,90";
        CliRunner r = run("", "replay", "baokigogo", "--from", position);
        assertEquals(0, r.status(), r.err());
        assertEquals("0\t" + position + "\t\twin:n:all-captured\n", r.out());
    }

    @Test
    void perftMatchesTheGamesTestData() {
        CliRunner r = run("", "perft", "baokigogo", "3");
        assertEquals(0, r.status(), r.err());
        assertEquals("depth\t1\tnodes\t23\ndepth\t2\tnodes\t499\ndepth\t3\tnodes\t7393\n", r.out());
    }

    @Test
    void batchGoesOnAfterAnIllegalGame() {
        CliRunner r = run("a1 a1\nc1\n", "replay", "baokigogo", "--batch");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("illegal\t2\ta1\tnot-your-hole: the hole belongs to the other player", lines.get(2));
        assertEquals("", lines.get(3));
        assertEquals(7, lines.size());
    }

    @Test
    void renderAndBench(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bao.svg");
        CliRunner r = run("", "render", "baokigogo", "c1", "c3", "--svg", file.toString());
        assertEquals(0, r.status(), r.err());
        String svg = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(svg.contains("#d62f1f"), "the last hole is marked");
        assertTrue(svg.contains("#1f5fd6"), "the origin is marked");
        CliRunner bench = run("", "bench", "baokigogo", "--seconds", "0.2");
        assertEquals(0, bench.status(), bench.err());
        String[] fields = bench.out().strip().split("\t");
        assertEquals("playouts/s", fields[0]);
        assertTrue(Double.parseDouble(fields[3]) > 10, bench.out());
    }
}
