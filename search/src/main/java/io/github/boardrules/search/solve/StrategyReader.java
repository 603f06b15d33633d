package io.github.boardrules.search.solve;

import io.github.boardrules.common.IllegalMoveReason;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Reads the moves of a certificate by the checker's walk (see {@link Certificate}): the file's
 * moves for the winner, every legal move for the loser. The checker re-solves every leaf; the join
 * ({@link SplitSolve}) only keeps the winner's moves, leaving the leaves to the check of the joined
 * certificate.
 */
final class StrategyReader {
    private final CertificateHeader header;
    private final GoRoGo game;
    private final CertificateTokens tokens;
    private final @Nullable LeafChecks leafChecks;
    private final @Nullable PositionMoves winnerMoves;
    private final PositionSet seen = new PositionSet();
    private long moves;
    private long leaves;

    private StrategyReader(
            CertificateHeader header,
            CertificateTokens tokens,
            @Nullable LeafChecks leafChecks,
            @Nullable PositionMoves winnerMoves) {
        this.header = header;
        this.game = header.game();
        this.tokens = tokens;
        this.leafChecks = leafChecks;
        this.winnerMoves = winnerMoves;
    }

    /**
     * Checks the moves after the header, leaves re-solved, and returns what they prove.
     *
     * @param threads the threads re-solving the leaves
     */
    static CertificateSummary check(CertificateHeader header, CertificateTokens tokens, int threads) {
        try (LeafChecks leafChecks = new LeafChecks(header.game(), header.winner(), threads)) {
            StrategyReader reader = new StrategyReader(header, tokens, leafChecks, null);
            try {
                reader.readAll();
            } catch (CertificateException e) {
                throw leafChecks.afterWalkFailed(e);
            }
            leafChecks.finish();
            return header.summary(reader.seen.size() - reader.leaves, reader.moves, reader.leaves);
        }
    }

    /**
     * Reads the moves after the header into a map from each position where the winner moves to the
     * move's action; the moves are checked against the rules, the leaves are not re-solved.
     */
    static PositionMoves winnerMoves(CertificateHeader header, CertificateTokens tokens) {
        PositionMoves moves = new PositionMoves();
        new StrategyReader(header, tokens, null, moves).readAll();
        return moves;
    }

    private void readAll() {
        walk(header.start());
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
    }

    private void walk(GoRoGoState state) {
        if (game.status(state).isOver()) {
            if (!winnerOf(state).equals(header.winner())) {
                throw new CertificateException(
                        tokens.line(),
                        "the strategy reaches a game lost by " + header.winner().code() + ": "
                                + game.formatPosition(state));
            }
            return;
        }
        if (!seen.add(state)) {
            return;
        }
        if (header.isLeaf(state)) {
            leaves++;
            if (leafChecks != null) {
                leafChecks.check(state, tokens.line());
            }
            return;
        }
        if (state.toMove() == header.winner()) {
            GoRoGoMove move = nextMove(state);
            moves++;
            if (winnerMoves != null) {
                winnerMoves.put(state, game.searchSupport().actionOf(move));
            }
            walk(game.apply(state, move));
            return;
        }
        for (GoRoGoMove move : game.legalMoves(state)) {
            walk(game.apply(state, move));
        }
    }

    /** The file's next move, which must be legal at the given position. */
    private GoRoGoMove nextMove(GoRoGoState state) {
        String text = tokens.next();
        if (text == null || text.equals("end")) {
            throw new CertificateException(tokens.line(), "no move for the winner at " + game.formatPosition(state));
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
                    tokens.line(), "'" + text + "' is illegal (" + reason.get() + ") at " + game.formatPosition(state));
        }
        return move;
    }

    private Player winnerOf(GoRoGoState finished) {
        if (game.status(finished) instanceof Outcome.Win win) {
            return win.winner();
        }
        throw new CertificateException(
                tokens.line(), "a finished game without a winner: " + game.formatPosition(finished));
    }
}
