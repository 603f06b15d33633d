package io.github.boardrules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command-line contract, checked on tic-tac-toe (the games have tests of their own). */
class BoardrulesCliTest {
    @Test
    void helpListsEveryCommand() {
        CliRunner r = CliRunner.run("", "--help");
        assertEquals(0, r.status());
        for (String command : List.of("replay", "perft", "bench", "render", "demo", "play", "serve")) {
            assertTrue(r.out().contains(command), command);
        }
        for (String command : List.of("replay", "perft", "bench", "render", "demo", "play", "serve")) {
            CliRunner help = CliRunner.run("", command, "--help");
            assertEquals(0, help.status(), command);
            assertTrue(help.out().startsWith("Usage: boardrules " + command), help.out());
        }
    }

    @Test
    void serveRefusesABadPortOrBotBudgetBeforeStartingAnything() {
        for (String[] args : List.of(
                new String[] {"serve", "--port", "70000"},
                new String[] {"serve", "--bot-playouts", "0"},
                new String[] {"serve", "--bot-millis", "-1"},
                new String[] {"serve", "--max-games", "0"},
                new String[] {"serve", "--idle-days", "0"})) {
            CliRunner r = CliRunner.run("", args);
            assertEquals(BoardrulesCli.EXIT_BAD_INPUT, r.status(), String.join(" ", args));
            assertTrue(r.err().contains(args[1]), r.err());
        }
    }

    @Test
    void serveRefusesADatabaseItCannotUseBeforeStartingAnything() {
        // Neither H2 nor PostgreSQL: refused before a connection is tried, the password not shown.
        CliRunner r = CliRunner.run("", "serve", "--db", "jdbc:mysql://localhost/games?password=secret");
        assertEquals(1, r.status());
        assertEquals(
                "boardrules: cannot store games in 'jdbc:mysql://localhost/games?password=***': give an H2 URL"
                        + " (jdbc:h2:…) or a PostgreSQL URL (jdbc:postgresql://host/database)\n",
                r.err());
        assertEquals("", r.out());
    }

    @Test
    void replayPrintsOneLinePerPlyFromPlyZero() {
        CliRunner r = CliRunner.run("", "replay", "tictactoe", "b2", "a1");
        assertEquals(0, r.status(), r.err());
        assertEquals(
                String.join(
                                "\n",
                                ".../.../... x\ta1 a2 a3 b1 b2 b3 c1 c2 c3\tongoing",
                                ".../.x./... o\ta1 a2 a3 b1 b3 c1 c2 c3\tongoing",
                                ".../.x./o.. x\ta2 a3 b1 b3 c1 c2 c3\tongoing")
                        .lines()
                        .toList(),
                r.out()
                        .lines()
                        .map(line -> line.substring(line.indexOf('\t') + 1))
                        .toList());
        assertTrue(r.out().startsWith("0\t"));
        assertTrue(r.out().contains("\n2\t"));
    }

    @Test
    void aFinishedGameListsNoMoves() {
        CliRunner r = CliRunner.run("", "replay", "tictactoe", "--from", "xx./oo./... x", "c3");
        assertEquals(0, r.status(), r.err());
        assertEquals("1\txxx/oo./... o\t\twin:b:line", r.out().lines().toList().get(1));
    }

    @Test
    void anIllegalMoveStopsTheReplayWithStatusThree() {
        CliRunner r = CliRunner.run("", "replay", "tictactoe", "b2", "b2", "a1");
        assertEquals(BoardrulesCli.EXIT_ILLEGAL_MOVE, r.status());
        assertEquals(2, r.out().lines().count(), "plies 0 and 1 only");
        assertEquals("illegal move 'b2' at ply 2: occupied: the cell already holds a mark\n", r.err());
    }

    @Test
    void unreadableInputPrintsNothingAndExitsWithTwo() {
        // The bad move comes after an illegal one: all input is parsed before anything is printed.
        CliRunner r = CliRunner.run("", "replay", "tictactoe", "b2", "b2", "zz9");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, r.status());
        assertEquals("", r.out());
        assertTrue(r.err().contains("zz9"), r.err());
        assertEquals(1, r.err().lines().count());

        CliRunner badFrom = CliRunner.run("", "replay", "tictactoe", "--from", "xyz");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, badFrom.status());
        assertEquals("", badFrom.out());

        CliRunner option = CliRunner.run("", "replay", "tictactoe", "--size", "4");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, option.status());
        assertTrue(option.err().contains("--size does not apply"), option.err());
    }

    @Test
    void anUnknownGameIsNamed() {
        CliRunner r = CliRunner.run("", "perft", "chess", "2");
        assertEquals(BoardrulesCli.EXIT_BAD_INPUT, r.status());
        assertEquals("boardrules: unknown game 'chess' (installed: tictactoe)\n", r.err());
        CliRunner none = CliRunner.runWith(List.of(), "", "perft", "chess", "2");
        assertTrue(none.err().contains("installed: none"), none.err());
    }

    @Test
    void batchReportsEachGameAndGoesOn() {
        String games = "b2 a1\n\nb2 b2 c3\nb2 q7\n";
        CliRunner r = CliRunner.run(games, "replay", "tictactoe", "--batch");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(
                List.of(
                        "0",
                        "1",
                        "2",
                        "", // first game: three plies, then an empty line
                        "0",
                        "", // the empty game
                        "0",
                        "1",
                        "illegal\t2\tb2\toccupied: the cell already holds a mark",
                        "",
                        "0",
                        "1"),
                lines.subList(0, 12).stream()
                        .map(line -> line.startsWith("illegal") || line.isEmpty() ? line : line.split("\t")[0])
                        .toList());
        assertTrue(lines.get(12).startsWith("illegal\t2\tq7\tunparseable"), lines.get(12));
        assertEquals("", lines.get(13));
        assertEquals(14, lines.size());
    }

    @Test
    void perftPrintsEveryDepth() {
        CliRunner r = CliRunner.run("", "perft", "tictactoe", "4");
        assertEquals(0, r.status(), r.err());
        assertEquals("depth\t1\tnodes\t9\ndepth\t2\tnodes\t72\ndepth\t3\tnodes\t504\ndepth\t4\tnodes\t3024\n", r.out());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                CliRunner.run("", "perft", "tictactoe", "0").status());
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                CliRunner.run("", "perft", "tictactoe", "two").status());
    }

    @Test
    void benchPrintsThroughput() {
        CliRunner r = CliRunner.run("", "bench", "tictactoe", "--seconds", "0.2");
        assertEquals(0, r.status(), r.err());
        String[] fields = r.out().strip().split("\t");
        assertEquals("playouts/s", fields[0]);
        assertTrue(Double.parseDouble(fields[1]) > 0);
        assertEquals("plies/playout", fields[2]);
        double plies = Double.parseDouble(fields[3]);
        assertTrue(plies >= 5 && plies <= 9, "a tic-tac-toe game lasts 5 to 9 plies: " + plies);
    }

    @Test
    void renderWritesAnSvgFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("board.svg");
        CliRunner r = CliRunner.run("", "render", "tictactoe", "b2", "--svg", file.toString());
        assertEquals(0, r.status(), r.err());
        String svg = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(svg.startsWith("<?xml") && svg.contains("<svg") && svg.endsWith("</svg>\n"));
        assertEquals(
                BoardrulesCli.EXIT_BAD_INPUT,
                CliRunner.run("", "render", "tictactoe", "b2").status());
    }

    @Test
    void demoPlaysEveryInstalledGame(@TempDir Path dir) {
        CliRunner r = CliRunner.run("", "demo", "--playouts", "50", "--svg-dir", dir.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("=== tictactoe ==="));
        assertTrue(r.out().contains("tictactoe: "), r.out());
        assertTrue(Files.exists(dir.resolve("tictactoe-demo.svg")));
        assertTrue(CliRunner.runWith(List.of(), "", "demo").out().contains("No game is installed"));
    }

    @Test
    void playTakesMovesCommandsAndMistakesFromStandardInput(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("game.txt");
        String input = String.join("\n", "help", "moves", "zz", "b2", "b2", "undo", "a1", "resign") + "\n";
        CliRunner r = CliRunner.run(input, "play", "tictactoe", "--playouts", "20", "--record", record.toString());
        assertEquals(0, r.status(), r.err());
        String out = r.out();
        assertTrue(out.contains("legal moves: a1 a2 a3 b1 b2 b3 c1 c2 c3"), out);
        assertTrue(out.contains("cannot read 'zz'"), out);
        assertTrue(out.contains("illegal move 'b2': occupied"), out);
        assertTrue(out.contains("took back 2 plies"), out);
        assertTrue(out.contains("you resigned"), out);
        String saved = Files.readString(record, StandardCharsets.UTF_8);
        assertTrue(saved.startsWith("game: tictactoe\n"), saved);
        assertTrue(saved.contains("moves: a1 "), saved);
        assertFalse(saved.contains("moves: b2"), "the undone move is gone: " + saved);
    }
}
