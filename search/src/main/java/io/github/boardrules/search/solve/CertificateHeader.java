package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoState;
import java.io.IOException;
import java.io.Writer;

/**
 * The lines of a certificate before its moves: the game (from the rules line), the position proved,
 * its winner and the leaf depth. Written by {@link Certificate#write} and {@link
 * SplitSolve#join}, read by the checker and by the join.
 */
record CertificateHeader(GoRoGo game, GoRoGoState start, Colour winner, int leafLeft) {
    static final String MAGIC = "boardrules-gorogo-certificate 1";

    /** Reads and checks the header, leaving the tokens at the first move. */
    static CertificateHeader read(CertificateTokens tokens) {
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
        return new CertificateHeader(game, start, winner, leafLeft);
    }

    /** Writes the header, up to and including the {@code moves} line. */
    void write(Writer out) throws IOException {
        out.write(MAGIC + "\n");
        out.write("rules " + game.rulesNotation() + "\n");
        out.write("start " + game.formatPosition(start) + "\n");
        out.write("winner " + winner.code() + "\n");
        out.write("leaf " + leafLeft + "\n");
        out.write("moves\n");
    }

    /** Whether a position is a leaf: left to the checker's own minimax. */
    boolean isLeaf(GoRoGoState state) {
        return 24 - state.placements() <= leafLeft;
    }

    /** What a certificate with this header proves, given the counts of its walk. */
    CertificateSummary summary(long positions, long winnerMoves, long leaves) {
        return new CertificateSummary(
                game.rulesNotation(), game.formatPosition(start), winner, leafLeft, positions, winnerMoves, leaves);
    }
}
