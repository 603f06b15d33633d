package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoState;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * A certificate of a solved GoRoGo position: the winner's strategy written down so that anyone can
 * check it without trusting the solver. It names the winner's move at every position of the
 * strategy where the winner moves, down to positions with few placements left (the leaves), which
 * the checker re-solves itself with plain minimax. Where the loser moves the file says nothing: the
 * checker tries every legal move.
 *
 * <p>The file is text (UTF-8; a name ending in {@code .gz} is gzip-compressed by the command-line
 * tool):
 *
 * <pre>
 * boardrules-gorogo-certificate 1
 * rules setup=c3                    (the rules notation; empty after "rules" for the published rules)
 * start ...../...../..H../...../..... b 10/2 10/2 0,0
 * winner b                          (b or w)
 * leaf 10                           (positions with at most 10 placements left are leaves)
 * moves
 * c2 d3 Hb4 …                       (the winner's moves, separated by spaces and line breaks)
 * end
 * </pre>
 *
 * <p>The moves follow one depth-first walk of the strategy from the start. At each position
 * reached: a finished position must be won by the winner; a position met before on the walk (the
 * same board, hands and captures, reached by another move order) is skipped; a position with at
 * most {@code leaf} placements left must be a win for the winner by plain minimax; otherwise, when
 * the winner is to move, the next move of the file is played (it must be legal) and the walk goes
 * on from there; when the loser is to move, the walk goes on from each of the loser's legal moves in
 * turn, in the game's order ({@link GoRoGo#legalMoves}: the pieces by point index, then the Henge).
 * After the walk the file must say {@code end}. A checker therefore needs only the game's rules, a
 * set of positions (kept here at eight bytes a position, so that a certificate of 10⁸ positions
 * is written and checked in about 2 GB) and minimax: every opponent reply is covered because the checker makes them
 * itself, every winner's move is checked for legality, every leaf is re-solved.
 */
public final class Certificate {
    private Certificate() {}

    /**
     * Solves a position and writes its certificate.
     *
     * @param solver a solver of the game (its table is used and grows)
     * @param start the position to prove, under the solver's rules
     * @param leafLeft positions with at most this many placements left are left to the checker,
     *     0..24 (fewer makes a larger file that is quicker to check)
     * @param out where the text goes; not closed
     * @return what the certificate proves, and its size
     * @throws UncheckedIOException when writing fails
     */
    public static CertificateSummary write(GoRoGoSolver solver, GoRoGoState start, int leafLeft, Writer out) {
        if (leafLeft < 0 || leafLeft > 24) {
            throw new IllegalArgumentException("leafLeft must be 0..24, not " + leafLeft);
        }
        GoRoGo game = solver.game();
        Colour winner = solver.winner(start);
        try {
            return new StrategyWriter(new CertificateHeader(game, start, winner, leafLeft), out)
                    .write(solver::winningMove);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Checks a certificate, trusting nothing in it: the rules and the start are read from it, every
     * move is checked against the rules, every leaf re-solved.
     *
     * @param in the text; not closed
     * @return what it proves
     * @throws CertificateException when it does not prove its claim, saying why
     * @throws UncheckedIOException when reading fails
     */
    public static CertificateSummary verify(Reader in) {
        return verify(in, 1);
    }

    /**
     * Checks a certificate as {@link #verify(Reader)} does, re-solving its leaves on several
     * threads while the walk goes on: the leaves take nearly all of a check's time and do not depend
     * on each other. The answer does not depend on the threads; when the certificate is refused for
     * a leaf, the leaf named is the first in the walk's order, as with one thread.
     *
     * @param in the text; not closed
     * @param threads the threads re-solving the leaves, 1 (the calling thread, leaf by leaf) or
     *     more
     * @return what it proves
     * @throws CertificateException when it does not prove its claim, saying why
     * @throws IllegalArgumentException when {@code threads} is less than 1
     * @throws UncheckedIOException when reading fails
     */
    public static CertificateSummary verify(Reader in, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        CertificateTokens tokens = new CertificateTokens(in);
        return StrategyReader.check(CertificateHeader.read(tokens), tokens, threads);
    }
}
