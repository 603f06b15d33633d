package io.github.boardrules.search.solve;

import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.io.IOException;
import java.io.Writer;

/**
 * Writes the moves of a certificate: the checker's walk ({@link Certificate}), with the winner's
 * moves taken from a {@link WinningMoves} and written out instead of read.
 */
final class StrategyWriter {
    private static final int MOVES_PER_LINE = 20;

    private final CertificateHeader header;
    private final GoRoGo game;
    private final Writer out;
    private final PositionSet seen = new PositionSet();
    private long moves;
    private long leaves;
    private int onLine;

    StrategyWriter(CertificateHeader header, Writer out) {
        this.header = header;
        this.game = header.game();
        this.out = out;
    }

    /** Writes the header, the moves of the walk from the header's start, and {@code end}. */
    CertificateSummary write(WinningMoves source) throws IOException {
        header.write(out);
        walk(header.start(), source);
        if (onLine > 0) {
            out.write("\n");
        }
        out.write("end\n");
        out.flush();
        return header.summary(seen.size() - leaves, moves, leaves);
    }

    private void walk(GoRoGoState state, WinningMoves source) throws IOException {
        if (game.status(state).isOver() || !seen.add(state)) {
            return;
        }
        if (header.isLeaf(state)) {
            leaves++;
            return;
        }
        if (state.toMove() == header.winner()) {
            GoRoGoMove move = source.at(state);
            emit(game.formatMove(move));
            GoRoGoState child = game.apply(state, move);
            walk(child, source.below(child));
            return;
        }
        for (GoRoGoMove move : game.legalMoves(state)) {
            GoRoGoState child = game.apply(state, move);
            walk(child, source.below(child));
        }
    }

    private void emit(String move) throws IOException {
        out.write(onLine == 0 ? move : " " + move);
        moves++;
        if (++onLine == MOVES_PER_LINE) {
            out.write("\n");
            onLine = 0;
        }
    }
}
