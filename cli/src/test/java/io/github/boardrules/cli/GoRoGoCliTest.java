package io.github.boardrules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** GoRoGo through the {@code boardrules} tool, as installed by {@link GameRegistry}. */
class GoRoGoCliTest {
    private static CliRunner run(String stdin, String... args) {
        return CliRunner.runWith(GameRegistry.games(), stdin, args);
    }

    @Test
    void isRegisteredWithoutShorthands() {
        CliGame entry = GameRegistry.games().stream()
                .filter(g -> g.id().equals("gorogo"))
                .findFirst()
                .orElseThrow();
        assertTrue(entry.shorthands().isEmpty());
        CliRunner size = run("", "replay", "gorogo", "--size", "5");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, size.status());
        assertTrue(size.err().contains("--size does not apply to gorogo"), size.err());
    }

    @Test
    void rulesChooseTheSetupPoint() {
        // With setup=c3 the game starts after White's setup move: Black places first.
        CliRunner r = run("", "replay", "gorogo", "--rules", "setup=c3", "b2");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size());
        assertTrue(lines.get(0).startsWith("0\t...../...../..H../...../..... b 10/2 10/2 0,0\t"), lines.get(0));
        assertTrue(lines.get(1).startsWith("1\t...../...../..H../.B.../..... w 9/2 10/2 0,0\t"), lines.get(1));
        CliRunner bad = run("", "replay", "gorogo", "--rules", "setup=f9");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, bad.status());
        assertEquals("", bad.out());
        assertTrue(bad.err().contains("setup"), bad.err());
    }

    @Test
    void replayStartsWithTheSetupPhase() {
        CliRunner r = run("", "replay", "gorogo", "Hc3", "b2");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size());
        String[] start = lines.get(0).split("\t", -1);
        assertEquals("0", start[0]);
        assertEquals("...../...../...../...../..... w 10/2 10/2 0,0", start[1]);
        assertTrue(start[2].startsWith("Ha1 Ha2 Ha3 Ha4 Ha5 Hb1 "), start[2]);
        assertEquals(25, start[2].split(" ").length);
        assertEquals("ongoing", start[3]);
        String[] setup = lines.get(1).split("\t", -1);
        assertEquals("...../...../..H../...../..... b 10/2 10/2 0,0", setup[1]);
        assertEquals(48, setup[2].split(" ").length);
        assertTrue(lines.get(2).startsWith("2\t...../...../..H../.B.../..... w 9/2 10/2 0,0\t"), lines.get(2));
    }

    @Test
    void theIssueCaseReplays() {
        CliRunner r =
                run("", "replay", "gorogo", "Hb3", "a2", "b2", "c2", "c3", "d3", "d4", "e3", "c5", "e1", "b4", "c4");
        assertEquals(0, r.status(), r.err());
        String last = r.out().lines().toList().get(12);
        assertTrue(last.startsWith("12\t..W../.WBW./.H.BB/BWB../....B w 4/2 5/2 1,0\t"), last);
        assertTrue(last.endsWith("\tongoing"), last);
    }

    @Test
    void illegalAndUnreadableMoves() {
        CliRunner suicide = run("", "replay", "gorogo", "Hc3", "e5", "a2", "e4", "b1", "a1");
        assertEquals(BoardrulesCli.EXIT_ILLEGAL_MOVE, suicide.status());
        assertEquals(6, suicide.out().lines().count());
        assertTrue(suicide.err().startsWith("illegal move 'a1' at ply 6: suicide"), suicide.err());

        CliRunner setup = run("", "replay", "gorogo", "c3");
        assertEquals(BoardrulesCli.EXIT_ILLEGAL_MOVE, setup.status());
        assertTrue(setup.err().startsWith("illegal move 'c3' at ply 1: setup-required"), setup.err());

        CliRunner bad = run("", "replay", "gorogo", "Hc3", "f6");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, bad.status());
        assertEquals("", bad.out());

        CliRunner badFrom = run("", "replay", "gorogo", "--from", "...../...../...../...../..... b 10/2 10/2 0,0");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, badFrom.status());
        assertEquals("", badFrom.out());

        CliRunner option = run("", "replay", "gorogo", "--size", "5");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, option.status());
    }

    @Test
    void replayFromAPositionAndTheEndOfAGame() {
        CliRunner r = run("", "replay", "gorogo", "--from", "BBBBB/BBBBW/WWWWW/WWHHH/HH... b 0/0 0/0 2,1");
        assertEquals(0, r.status(), r.err());
        assertEquals("0\tBBBBB/BBBBW/WWWWW/WWHHH/HH... b 0/0 0/0 2,1\t\twin:b:captures\n", r.out());
    }

    @Test
    void perftCountsTheSetupMove() {
        CliRunner r = run("", "perft", "gorogo", "3");
        assertEquals(0, r.status(), r.err());
        assertEquals("depth\t1\tnodes\t25\ndepth\t2\tnodes\t1200\ndepth\t3\tnodes\t55200\n", r.out());
    }

    @Test
    void batchGoesOnAfterAnIllegalGame() {
        CliRunner r = run("Hc3 c3\nHc3 b2\n", "replay", "gorogo", "--batch");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals("illegal\t2\tc3\toccupied: the point is not empty", lines.get(2));
        assertEquals("", lines.get(3));
        assertEquals(8, lines.size());
    }

    @Test
    void renderAndBench(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("gorogo.svg");
        CliRunner r = run("", "render", "gorogo", "Hb3", "a2", "--svg", file.toString());
        assertEquals(0, r.status(), r.err());
        String svg = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(svg.contains("#d62728"), "the last move is marked");
        CliRunner bench = run("", "bench", "gorogo", "--seconds", "0.2");
        assertEquals(0, bench.status(), bench.err());
        String[] fields = bench.out().strip().split("\t");
        double plies = Double.parseDouble(fields[3]);
        assertTrue(plies > 2 && plies <= 25, "a game is the setup and at most 24 placements: " + plies);
    }
}
