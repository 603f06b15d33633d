package io.github.boardrules.cli;

import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Runs the tool in-process with tic-tac-toe installed and captures what it prints.
 *
 * @param status the exit status
 * @param out standard output
 * @param err standard error
 */
record CliRunner(int status, String out, String err) {
    static CliRunner run(String stdin, String... args) {
        return runWith(List.of(CliGame.of(TicTacToe.GAME)), stdin, args);
    }

    static CliRunner runWith(List<CliGame> games, String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BoardrulesCli.run(
                args,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                games);
        return new CliRunner(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
