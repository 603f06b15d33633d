package io.github.boardrules.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

/**
 * The standard streams a command reads and writes, and the games it knows.
 *
 * @param in standard input
 * @param out standard output
 * @param err standard error
 * @param games the installed games
 */
record Terminal(InputStream in, PrintStream out, PrintStream err, List<CliGame> games) {}
