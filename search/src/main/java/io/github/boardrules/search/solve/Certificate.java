package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

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
 * set of positions and minimax: every opponent reply is covered because the checker makes them
 * itself, every winner's move is checked for legality, every leaf is re-solved.
 */
public final class Certificate {
    private static final String MAGIC = "boardrules-gorogo-certificate 1";
    private static final int MOVES_PER_LINE = 20;

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
            out.write(MAGIC + "\n");
            out.write("rules " + game.rulesNotation() + "\n");
            out.write("start " + game.formatPosition(start) + "\n");
            out.write("winner " + winner.code() + "\n");
            out.write("leaf " + leafLeft + "\n");
            out.write("moves\n");
            StrategyWriter writer = new StrategyWriter(solver, game, winner, leafLeft, out);
            writer.walk(start);
            writer.endLine();
            out.write("end\n");
            out.flush();
            return new CertificateSummary(
                    game.rulesNotation(),
                    game.formatPosition(start),
                    winner,
                    leafLeft,
                    writer.seen.size() - writer.leaves,
                    writer.moves,
                    writer.leaves);
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
        CertificateTokens tokens = new CertificateTokens(in);
        tokens.expectLine(MAGIC, "not a GoRoGo certificate (format 1)");
        String rules = tokens.field("rules");
        GoRoGo game;
        try {
            game = GoRoGo.standard().withRules(rules);
        } catch (RuntimeException e) {
            throw new CertificateException(tokens.line(), "bad rules '" + rules + "': " + e.getMessage());
        }
        String startText = tokens.field("start");
        GoRoGoState start;
        try {
            start = game.parsePosition(startText);
        } catch (RuntimeException e) {
            throw new CertificateException(tokens.line(), "bad start position: " + e.getMessage());
        }
        String winnerText = tokens.field("winner");
        Colour winner = switch (winnerText) {
            case "b" -> Colour.BLACK;
            case "w" -> Colour.WHITE;
            default ->
                throw new CertificateException(tokens.line(), "the winner must be b or w, not '" + winnerText + "'");
        };
        int leafLeft = tokens.number("leaf", 0, 24);
        tokens.expectLine("moves", "the moves must follow the header");
        StrategyChecker checker = new StrategyChecker(game, winner, leafLeft, tokens);
        checker.walk(start);
        String last = tokens.next();
        if (!"end".equals(last)) {
            throw new CertificateException(
                    tokens.line(),
                    last == null
                            ? "the file ends without 'end'"
                            : "more moves than the strategy needs: '" + last + "'");
        }
        String extra = tokens.next();
        if (extra != null) {
            throw new CertificateException(tokens.line(), "text after 'end': '" + extra + "'");
        }
        return new CertificateSummary(
                rules,
                startText,
                winner,
                leafLeft,
                checker.seen.size() - checker.leaves,
                checker.moves,
                checker.leaves);
    }

    private static boolean isLeaf(GoRoGoState state, int leafLeft) {
        return 24 - state.placements() <= leafLeft;
    }

    /** The writer's walk: the solver picks the winner's moves. */
    private static final class StrategyWriter {
        private final GoRoGoSolver solver;
        private final GoRoGo game;
        private final Colour winner;
        private final int leafLeft;
        private final Writer out;
        private final Set<GoRoGoState> seen = new HashSet<>();
        private long moves;
        private long leaves;
        private int onLine;

        StrategyWriter(GoRoGoSolver solver, GoRoGo game, Colour winner, int leafLeft, Writer out) {
            this.solver = solver;
            this.game = game;
            this.winner = winner;
            this.leafLeft = leafLeft;
            this.out = out;
        }

        void walk(GoRoGoState state) throws IOException {
            if (game.status(state).isOver() || !seen.add(state)) {
                return;
            }
            if (isLeaf(state, leafLeft)) {
                leaves++;
                return;
            }
            List<GoRoGoMove> legal = game.legalMoves(state);
            if (state.toMove() == winner) {
                for (GoRoGoMove move : legal) {
                    GoRoGoState child = game.apply(state, move);
                    if (solver.winner(child) == winner) {
                        emit(game.formatMove(move));
                        walk(child);
                        return;
                    }
                }
                throw new IllegalStateException("the solver found no winning move in a won position");
            }
            for (GoRoGoMove move : legal) {
                walk(game.apply(state, move));
            }
        }

        private void emit(String move) throws IOException {
            out.write(onLine == 0 ? move : " " + move);
            moves++;
            if (++onLine == MOVES_PER_LINE) {
                endLine();
            }
        }

        void endLine() throws IOException {
            if (onLine > 0) {
                out.write("\n");
                onLine = 0;
            }
        }
    }

    /** The checker's walk: the file's moves for the winner, every legal move for the loser. */
    private static final class StrategyChecker {
        private final GoRoGo game;
        private final Colour winner;
        private final int leafLeft;
        private final CertificateTokens tokens;
        private final Set<GoRoGoState> seen = new HashSet<>();
        private final Map<GoRoGoState, Player> memo = new HashMap<>();
        private long moves;
        private long leaves;

        StrategyChecker(GoRoGo game, Colour winner, int leafLeft, CertificateTokens tokens) {
            this.game = game;
            this.winner = winner;
            this.leafLeft = leafLeft;
            this.tokens = tokens;
        }

        void walk(GoRoGoState state) {
            if (game.status(state).isOver()) {
                if (!winnerOf(state).equals(winner)) {
                    throw new CertificateException(
                            tokens.line(),
                            "the strategy reaches a game lost by " + winner.code() + ": " + game.formatPosition(state));
                }
                return;
            }
            if (!seen.add(state)) {
                return;
            }
            if (isLeaf(state, leafLeft)) {
                leaves++;
                if (!PlainMinimax.winner(game, state, memo).equals(winner)) {
                    throw new CertificateException(
                            tokens.line(), "a leaf is not won by " + winner.code() + ": " + game.formatPosition(state));
                }
                return;
            }
            if (state.toMove() == winner) {
                String text = tokens.next();
                if (text == null || text.equals("end")) {
                    throw new CertificateException(
                            tokens.line(), "no move for the winner at " + game.formatPosition(state));
                }
                GoRoGoMove move;
                try {
                    move = game.parseMove(state, text);
                } catch (RuntimeException e) {
                    throw new CertificateException(tokens.line(), "'" + text + "' is not a move: " + e.getMessage());
                }
                Optional<IllegalMoveReason> reason = game.check(state, move);
                if (reason.isPresent()) {
                    throw new CertificateException(
                            tokens.line(),
                            "'" + text + "' is illegal (" + reason.get() + ") at " + game.formatPosition(state));
                }
                moves++;
                walk(game.apply(state, move));
                return;
            }
            for (GoRoGoMove move : game.legalMoves(state)) {
                walk(game.apply(state, move));
            }
        }

        private Player winnerOf(GoRoGoState finished) {
            if (game.status(finished) instanceof Outcome.Win win) {
                return win.winner();
            }
            throw new CertificateException(
                    tokens.line(), "a finished game without a winner: " + game.formatPosition(finished));
        }
    }
}
