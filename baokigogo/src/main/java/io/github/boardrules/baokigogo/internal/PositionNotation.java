package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.IntegerSyntax;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;
import java.util.List;

/**
 * Reads and writes the position notation of the rule page: four rank fields from rank 4 down to
 * rank 1 separated by {@code /}, each twelve counts {@code a..l} separated by {@code ,}; a space;
 * the player to move ({@code S} or {@code N}); a space; the seeds captured by South and by North,
 * separated by {@code ,}.
 */
public final class PositionNotation {
    /** The start position of the rule page. */
    public static final String INITIAL =
            "2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2 S 0,0";

    private static final int RANKS = 4;
    private static final int FILES = 12;
    private static final IntegerSyntax COUNT = IntegerSyntax.natural("count", Layout.SEEDS);

    private PositionNotation() {}

    /**
     * Writes a position.
     *
     * @param p the position's diagram
     * @return the canonical notation
     */
    public static String format(Diagram p) {
        StringBuilder out = new StringBuilder(140);
        for (int rank = RANKS; rank >= 1; rank--) {
            if (rank < RANKS) {
                out.append('/');
            }
            for (int file = 0; file < FILES; file++) {
                if (file > 0) {
                    out.append(',');
                }
                out.append(p.seeds(Layout.slot((rank - 1) * FILES + file)));
            }
        }
        out.append(' ').append(p.southToMove() ? 'S' : 'N').append(' ');
        out.append(p.capturedBySouth()).append(',').append(p.capturedByNorth());
        return out.toString();
    }

    /**
     * Reads a position.
     *
     * @param text the notation
     * @return its diagram, with no marks of a last move
     * @throws NotationException naming the field ({@code ranks}, {@code rank 1}..{@code rank 4},
     *     {@code player}, {@code captured}, {@code seeds}) that is wrong
     */
    public static Diagram parse(String text) {
        NotationReader reader = NotationReader.of(text, "player");
        Token ranks = reader.token(' ');
        if (reader.atEnd()) {
            throw reader.error("expected a space and the player to move after the ranks");
        }
        byte[] board = new byte[Layout.HOLES];
        int seeds = readRanks(reader, ranks, board);
        reader.expect(' ', "expected a space after the ranks");
        Token player = reader.field("player").token(' ');
        boolean south = player.text().equals("S");
        if (!south && !player.text().equals("N")) {
            throw reader.errorAt(player.offset(), "expected 'S' or 'N'");
        }
        reader.field("captured");
        reader.expect(' ', "expected a space and the captured counts after the player");
        Token captured = reader.rest();
        int comma = captured.text().indexOf(',');
        if (comma < 0) {
            throw reader.errorAt(
                    captured.offset(), "expected the seeds captured by South and by North, separated by ','");
        }
        int bySouth = count(reader, captured.upTo(comma));
        int byNorth = count(reader, captured.from(comma + 1));
        int total = seeds + bySouth + byNorth;
        if (total != Layout.SEEDS) {
            throw reader.field("seeds")
                    .errorAt(0, "seeds on the board plus captured seeds must be " + Layout.SEEDS + ", found " + total);
        }
        return new Diagram(board, south, bySouth, byNorth, Diagram.NO_MARK, Diagram.NO_MARK);
    }

    /** Reads the four rank fields into {@code board}; returns the seeds on the board. */
    private static int readRanks(NotationReader reader, Token ranks, byte[] board) {
        List<Token> rows = NotationReader.split(ranks, '/');
        int seeds = 0;
        for (int row = 0; row < RANKS; row++) {
            int rank = RANKS - row;
            reader.field("ranks");
            Token counts = piece(reader, rows, row, RANKS, "expected 4 ranks separated by '/'");
            reader.field("rank " + rank);
            List<Token> holes = NotationReader.split(counts, ',');
            for (int file = 0; file < FILES; file++) {
                int value = count(reader, piece(reader, holes, file, FILES, "expected 12 counts separated by ','"));
                board[Layout.slot((rank - 1) * FILES + file)] = (byte) value;
                seeds += value;
            }
        }
        return seeds;
    }

    /**
     * Piece {@code i} of {@code n} expected pieces. The check is made piece by piece, as the text is
     * read, so that the first error in reading order is the one reported: too few pieces at the
     * start of the last piece found, too many at the first separator too many.
     */
    private static Token piece(NotationReader reader, List<Token> pieces, int i, int n, String expected) {
        if (i < n - 1 && i == pieces.size() - 1) {
            throw reader.errorAt(pieces.get(i).offset(), expected + ", found " + (i + 1));
        }
        if (i == n - 1 && pieces.size() > n) {
            throw reader.errorAt(pieces.get(n).offset() - 1, expected + ", found more");
        }
        return pieces.get(i);
    }

    /** Reads a count 0..92 in canonical form (no sign, no leading zero). */
    private static int count(NotationReader reader, Token token) {
        return (int) reader.integer(token, COUNT);
    }
}
