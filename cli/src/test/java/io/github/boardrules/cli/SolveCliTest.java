package io.github.boardrules.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.search.solve.ProvenPositions;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code solve} command: its output lines, the sample mode, checkpoints and bad options. */
class SolveCliTest {
    /** Black cannot save the group on ranks 5 and 4 (see {@code GoRoGoSolverTest}): White wins. */
    private static final String LOST_GROUP = "BBBBB/BBBB./WWWWW/WWWW./HHH.. b 1/1 1/1 0,0";

    @TempDir
    Path dir;

    private static CliRunner run(String... args) {
        return CliRunner.runWith(GameRegistry.games(), "", args);
    }

    @Test
    void printsWinnerVariationNodesAndSeconds() {
        CliRunner r = run("solve", "gorogo", "--memory", "16m", "--from", LOST_GROUP);
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(4, lines.size(), r.out());
        assertEquals("winner\tw", lines.get(0));
        assertTrue(lines.get(1).matches("pv\t[a-eH1-5 ]+"), lines.get(1));
        assertTrue(lines.get(2).matches("nodes\t[1-9][0-9]*"), lines.get(2));
        assertTrue(lines.get(3).matches("seconds\t[0-9]+\\.[0-9]{3}"), lines.get(3));
    }

    @Test
    void byPartsTheWinnerIsThatOfAPlainSolve() {
        // Mirror-symmetric across the c file, 8 placements left, 8 parts (see SplitSolveTest): three
        // threads take them in turn and help each other with the last.
        String from = "B.W.B/WBBBW/.WHW./BWWWB/..B.. b 2/2 2/2 0,0";
        CliRunner plain = run("solve", "gorogo", "--memory", "16m", "--from", from);
        CliRunner byParts = run("solve", "gorogo", "--memory", "16m", "--from", from, "--parts", "1", "--threads", "3");
        assertEquals(0, byParts.status(), byParts.err());
        List<String> lines = byParts.out().lines().toList();
        assertEquals(plain.out().lines().findFirst().orElseThrow(), lines.get(0));
        assertEquals(4, lines.size(), byParts.out());
        // Every part proved is reported on standard error, with its number and winner.
        List<String> proved =
                byParts.err().lines().filter(l -> l.contains(" proved: ")).toList();
        assertTrue(!proved.isEmpty() && proved.size() <= 8, byParts.err());
        for (String line : proved) {
            assertTrue(line.matches("solve: [0-9]+ s, [0-9]+ nodes, part [1-8]/8 proved: [bw] wins .+ [bw] .+"), line);
        }
    }

    @Test
    void statsSplitTheNodesByPlacementsLeft() {
        // LOST_GROUP has 4 placements left: no position searched has more, and the counts add up.
        CliRunner r = run("solve", "gorogo", "--memory", "16m", "--from", LOST_GROUP, "--stats");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(5, lines.size(), r.out());
        long nodes = Long.parseLong(lines.get(2).substring("nodes\t".length()));
        String[] fields = lines.get(3).split("\t");
        assertEquals("nodes-by-left", fields[0]);
        assertEquals(26, fields.length, lines.get(3));
        long sum = 0;
        for (int left = 0; left <= 24; left++) {
            long count = Long.parseLong(fields[left + 1]);
            sum += count;
            if (left > 4) {
                assertEquals(0, count, "positions searched with " + left + " placements left");
            }
        }
        assertEquals(1, Long.parseLong(fields[5]), "the start, searched once");
        assertEquals(nodes, sum);
        assertTrue(lines.get(4).startsWith("seconds\t"), lines.get(4));
    }

    @Test
    void sampleStatsSumOverThePositions() {
        CliRunner r =
                run("solve", "gorogo", "--memory", "16m", "--sample", "3", "--left", "5", "--seed", "4", "--stats");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(5, lines.size(), r.out());
        long nodes = 0;
        for (String line : lines.subList(0, 3)) {
            nodes += Long.parseLong(line.split("\t")[5]);
        }
        String[] fields = lines.get(4).split("\t");
        assertEquals("nodes-by-left", fields[0]);
        long sum = 0;
        for (int i = 1; i < fields.length; i++) {
            sum += Long.parseLong(fields[i]);
        }
        assertEquals(nodes, sum);
        // Each of the three starts has 5 placements left and is searched once, before any table hit.
        assertEquals(3, Long.parseLong(fields[6]));
    }

    @Test
    void writesACertificateThatVerifiesAndRefusesADamagedOne() throws Exception {
        // A position with 9 placements left, leaves at 4: small, written and checked in a moment.
        String from = ".HW../H..BB/.BBWW/B.HH./HWW.B w 4/0 5/0 0,0";
        Path file = dir.resolve("sample.cert.gz");
        CliRunner solved = run(
                "solve", "gorogo", "--memory", "16m", "--from", from, "--certificate", file.toString(), "--leaf", "4");
        assertEquals(0, solved.status(), solved.err());
        String winner = solved.out()
                .lines()
                .filter(l -> l.startsWith("winner\t"))
                .findFirst()
                .orElseThrow();
        assertTrue(solved.out().contains("certificate\t" + file + "\tpositions\t"), solved.out());
        CliRunner verified = run("solve", "gorogo", "--verify", file.toString());
        assertEquals(0, verified.status(), verified.err());
        assertTrue(verified.out().contains(winner + "\n"), verified.out());
        assertTrue(verified.out().contains("start\t" + from + "\n"), verified.out());
        // The same certificate, uncompressed and with the winner swapped: refused, exit status 1.
        String text;
        try (var in = new java.util.zip.GZIPInputStream(Files.newInputStream(file))) {
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        String other = winner.endsWith("b") ? "w" : "b";
        Path damaged = dir.resolve("damaged.cert");
        Files.writeString(damaged, text.replace("\nwinner " + winner.substring(7) + "\n", "\nwinner " + other + "\n"));
        CliRunner refused = run("solve", "gorogo", "--verify", damaged.toString());
        assertEquals(1, refused.status(), refused.out());
        assertTrue(refused.err().contains("is rejected"), refused.err());
        // The leaves re-solved on two threads: the same verdicts.
        CliRunner twoThreads = run("solve", "gorogo", "--verify", file.toString(), "--threads", "2");
        assertEquals(0, twoThreads.status(), twoThreads.err());
        assertTrue(twoThreads.out().contains(winner + "\n"), twoThreads.out());
        CliRunner refusedByTwo = run("solve", "gorogo", "--verify", damaged.toString(), "--threads", "2");
        assertEquals(1, refusedByTwo.status(), refusedByTwo.out());
        assertEquals(refused.err(), refusedByTwo.err());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                run("solve", "gorogo", "--verify", file.toString(), "--threads", "0")
                        .status());
    }

    @Test
    void aSplitSolveJoinsIntoACertificateThatVerifies() throws Exception {
        // Mirror-symmetric across the c file, 8 placements left: 16 moves, 8 parts (see SplitSolveTest).
        String from = "B.W.B/WBBBW/.WHW./BWWWB/..B.. b 2/2 2/2 0,0";
        CliRunner split = run("solve", "gorogo", "--from", from, "--split", "1");
        assertEquals(0, split.status(), split.err());
        List<String> lines = split.out().lines().toList();
        assertEquals("parts\t8", lines.get(lines.size() - 1), split.out());
        List<String> files = new java.util.ArrayList<>(List.of("solve", "gorogo", "--from", from, "--join"));
        for (String line : lines.subList(0, lines.size() - 1)) {
            String[] fields = line.split("\t");
            assertEquals(3, fields.length, line);
            Path part = dir.resolve("part-" + fields[1] + ".cert.gz");
            CliRunner solved = run(
                    "solve",
                    "gorogo",
                    "--memory",
                    "16m",
                    "--from",
                    fields[2],
                    "--certificate",
                    part.toString(),
                    "--leaf",
                    "3");
            assertEquals(0, solved.status(), solved.err());
            files.add(part.toString());
        }
        Path joined = dir.resolve("joined.cert");
        files.addAll(List.of("--certificate", joined.toString()));
        CliRunner join = run(files.toArray(String[]::new));
        assertEquals(0, join.status(), join.err());
        assertTrue(join.out().startsWith("winner\tw\ncertificate\t" + joined + "\tpositions\t"), join.out());
        CliRunner verified = run("solve", "gorogo", "--verify", joined.toString());
        assertEquals(0, verified.status(), verified.err());
        assertTrue(verified.out().contains("start\t" + from + "\nwinner\tw\n"), verified.out());
        // Without the last part the proof has a hole: exit status 1, the position named, no file left.
        files.remove(files.size() - 3);
        Files.delete(joined);
        CliRunner missing = run(files.toArray(String[]::new));
        assertEquals(1, missing.status(), missing.out());
        assertTrue(missing.err().contains("the parts do not join: no part covers "), missing.err());
        assertTrue(Files.notExists(joined));
    }

    @Test
    void aSplitWithACheckpointSaysWhichPartsItProves() throws Exception {
        // The checkpoint keeps positions of the first 10 placements only: LOST_GROUP's parts, 21
        // placements in, are never in it, so each line ends in '?' (GoRoGoSolverTest checks
        // knownWinner on a checkpoint that does hold the parts).
        Path file = dir.resolve("lost.ckpt");
        assertEquals(
                0,
                run("solve", "gorogo", "--memory", "16m", "--from", LOST_GROUP, "--checkpoint", file.toString())
                        .status());
        CliRunner split = run("solve", "gorogo", "--from", LOST_GROUP, "--split", "1", "--checkpoint", file.toString());
        assertEquals(0, split.status(), split.err());
        List<String> lines = split.out().lines().toList();
        for (String line : lines.subList(0, lines.size() - 1)) {
            assertTrue(line.matches("part\t[0-9]+\t\\S+ [bw] \\S+ \\S+ \\S+\t\\?"), line);
        }
        assertTrue(lines.get(lines.size() - 1).matches("parts\t[1-9][0-9]*\tproven-b\t0\tproven-w\t0"), split.out());
    }

    @Test
    void checkpointsOfPartsSolvedApartMergeIntoOne() throws Exception {
        // Checkpoints written in the documented format (ProvenPositions): key, then 1 (the mover
        // wins) or 2 (loses). The two parts share key 2, which both proved a loss.
        Path a = checkpointFile("a.ckpt", "setup=c3", new long[] {1, 2}, new int[] {1, 2});
        Path b = checkpointFile("b.ckpt", "setup=c3", new long[] {2, 3}, new int[] {2, 1});
        Path whole = dir.resolve("whole.ckpt");
        CliRunner merged = mergeInto(whole, a, b);
        assertEquals(0, merged.status(), merged.err());
        assertEquals("merged\t2\tadded\t3\tproven\t3", merged.out().strip());
        assertEquals(3, ProvenPositions.read(whole, "setup=c3").size());
        // Merging into an existing checkpoint adds only what it lacks.
        CliRunner again = mergeInto(whole, a);
        assertEquals("merged\t1\tadded\t0\tproven\t3", again.out().strip(), again.err());

        // Refused, and the target left as it was: a checkpoint that disagrees on key 1 (even though
        // its key 4 is new: all or nothing), one of other rules, a missing one, no target.
        byte[] before = Files.readAllBytes(whole);
        Map<String, Path> refusals = Map.of(
                "disagree on the position with key 0000000000000001",
                checkpointFile("bad.ckpt", "setup=c3", new long[] {4, 1}, new int[] {1, 2}),
                "written under the rules 'setup=a1'",
                checkpointFile("a1.ckpt", "setup=a1", new long[] {9}, new int[] {1}),
                "no checkpoint",
                dir.resolve("none.ckpt"));
        refusals.forEach((message, file) -> {
            CliRunner refused = mergeInto(whole, file);
            assertEquals(BoardrulesCli.EXIT_BAD_INPUT, refused.status(), refused.out());
            assertTrue(refused.err().contains(message), refused.err());
        });
        assertRefused("--merge needs --checkpoint", "solve", "gorogo", "--merge", a.toString());
        assertArrayEquals(before, Files.readAllBytes(whole));
    }

    private static CliRunner mergeInto(Path whole, Path... files) {
        List<String> args = new ArrayList<>(
                List.of("solve", "gorogo", "--rules", "setup=c3", "--checkpoint", whole.toString(), "--merge"));
        for (Path file : files) {
            args.add(file.toString());
        }
        return run(args.toArray(String[]::new));
    }

    private Path checkpointFile(String name, String rules, long[] keys, int[] values) throws IOException {
        Path file = dir.resolve(name);
        try (DataOutputStream out = new DataOutputStream(Files.newOutputStream(file))) {
            out.writeBytes("GRGSOLV1");
            out.writeUTF(rules);
            out.writeInt(keys.length);
            for (int i = 0; i < keys.length; i++) {
                out.writeLong(keys[i]);
                out.writeByte(values[i]);
            }
        }
        return file;
    }

    @Test
    void solvesASampleOfRandomPositions() {
        CliRunner r = run("solve", "gorogo", "--memory", "16m", "--sample", "3", "--left", "5", "--seed", "4");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(4, lines.size(), r.out());
        for (String line : lines.subList(0, 3)) {
            String[] fields = line.split("\t");
            assertEquals(
                    List.of("position", "winner", "nodes", "seconds"),
                    List.of(fields[0], fields[2], fields[4], fields[6]));
            assertEquals(19, GoRoGo.standard().parsePosition(fields[1]).placements(), line);
            assertTrue(fields[3].matches("[bw]") && fields[5].matches("[1-9][0-9]*"), line);
        }
        assertTrue(lines.get(3).startsWith("positions\t3\tblack-wins\t"), lines.get(3));
        // The same seed draws the same positions and finds the same work; only the times differ.
        CliRunner again = run("solve", "gorogo", "--memory", "16m", "--sample", "3", "--left", "5", "--seed", "4");
        assertEquals(withoutTimes(r.out()), withoutTimes(again.out()));
    }

    @Test
    void solvesASampleOfMirroredPositions() {
        CliRunner r = run(
                "solve",
                "gorogo",
                "--rules",
                "setup=c3",
                "--memory",
                "16m",
                "--sample",
                "2",
                "--left",
                "6",
                "--mirrored",
                "--seed",
                "3");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), r.out());
        for (String line : lines.subList(0, 2)) {
            // Black to move, the same hands for both players: what a mirrored game leaves.
            String position = line.split("\t")[1];
            assertTrue(position.matches(".* b (\\d+/\\d) \\1 (\\d+),\\2"), position);
        }
    }

    @Test
    void aCheckpointIsWrittenAndResumedFrom() throws Exception {
        Path file = dir.resolve("gorogo.ckpt");
        CliRunner first =
                run("solve", "gorogo", "--memory", "16m", "--from", LOST_GROUP, "--checkpoint", file.toString());
        assertEquals(0, first.status(), first.err());
        assertTrue(Files.size(file) > 8);
        CliRunner other = run(
                "solve", "gorogo", "--rules", "lastHenge=loses", "--from", LOST_GROUP, "--checkpoint", file.toString());
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, other.status());
        assertTrue(other.err().contains("was written under the rules"), other.err());
    }

    @Test
    void refusesOtherGamesAndBadSizes() {
        assertRefused("solve knows only gorogo", "solve", "bao");
        assertRefused("--memory must be a size", "solve", "gorogo", "--memory", "lots");
        assertRefused("--memory must be a positive size", "solve", "gorogo", "--memory", "0g");
        assertRefused("does not fit in this JVM's heap", "solve", "gorogo", "--memory", "1t");
        assertRefused("--sample needs --left", "solve", "gorogo", "--sample", "2");
        assertRefused("--mirrored goes with --sample", "solve", "gorogo", "--mirrored");
        assertRefused(
                "the start must be symmetric",
                "solve",
                "gorogo",
                "--rules",
                "setup=a1",
                "--sample",
                "1",
                "--left",
                "6",
                "--mirrored");
        assertRefused("--split must be in 1..24", "solve", "gorogo", "--split", "25");
        assertRefused("--parts must be in 1..24", "solve", "gorogo", "--parts", "25");
        assertRefused("--join needs --certificate", "solve", "gorogo", "--join", "part.cert");
        assertRefused(
                "placements left must be 1..", "solve", "gorogo", "--sample", "2", "--left", "9", "--from", LOST_GROUP);
    }

    private static String withoutTimes(String out) {
        return out.replaceAll("(seconds|nodes-per-second)\t[0-9.]+", "$1");
    }

    private static void assertRefused(String message, String... args) {
        CliRunner r = run(args);
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, r.status(), r.out());
        assertTrue(r.err().contains(message), r.err());
    }
}
