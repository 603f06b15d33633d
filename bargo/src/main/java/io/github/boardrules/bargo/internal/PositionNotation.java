package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.Direction;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.IntegerSyntax;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.Token;
import java.util.List;

/**
 * The position notation of the rule page: rows from the top rank down separated by {@code /}, each
 * row's cells west to east as {@code .} or {@code B}/{@code W} plus the wall direction; then the
 * player to move, the button, the komi and the consecutive passes. The base is the number of rows
 * and the komi is written out, so a position carries the whole rules.
 */
public final class PositionNotation {
    /**
     * The komi as written: at most six digits, read before the komi's range (±cells) is checked, so
     * that a number too long to be read is told apart from one out of range.
     */
    private static final IntegerSyntax KOMI = new IntegerSyntax("komi", -999_999, 999_999);

    private static final Direction[] DIRECTIONS = Direction.values();

    private PositionNotation() {}

    /** Receives the parts of a position read by {@link #parse}. */
    @FunctionalInterface
    public interface Maker<S> {
        /**
         * Makes the position.
         *
         * @param geometry the board
         * @param board one byte per cell as in {@link Codes}, handed over
         * @param toMove the player to move
         * @param button who holds the button, or {@link Codes#NOBODY}
         * @param passes consecutive passes, 0..2
         * @param komi the komi
         * @return the position
         */
        S make(Geometry geometry, byte[] board, int toMove, int button, int passes, int komi);
    }

    /**
     * Writes a position.
     *
     * @param geometry the board
     * @param board one byte per cell
     * @param toMove the player to move
     * @param button who holds the button, or {@link Codes#NOBODY}
     * @param komi the komi
     * @param passes consecutive passes
     * @return its canonical notation
     */
    public static String format(Geometry geometry, byte[] board, int toMove, int button, int komi, int passes) {
        StringBuilder out = new StringBuilder(geometry.cells * 2 + 16);
        for (int row = 0; row < geometry.rows; row++) {
            if (row > 0) {
                out.append('/');
            }
            for (int c = geometry.rowStart[row]; c < geometry.rowStart[row + 1]; c++) {
                out.append(token(board[c]));
            }
        }
        out.append(' ').append(toMove == Codes.BLACK ? 'b' : 'w');
        out.append(' ').append(button == Codes.NOBODY ? "-" : button == Codes.BLACK ? "b" : "w");
        out.append(' ').append(komi);
        out.append(' ').append(passes);
        return out.toString();
    }

    /**
     * The token of one cell: {@code .} when empty, else colour and wall such as {@code Bne}.
     *
     * @param v the cell's byte, as in {@link Codes}
     * @return the token
     */
    static String token(int v) {
        if (v == 0) {
            return ".";
        }
        return (Codes.colour(v) == Codes.BLACK ? "B" : "W") + DIRECTIONS[Codes.wall(v)].code();
    }

    /**
     * Reads a position, with the base and komi it records.
     *
     * @param <S> the type of the position made
     * @param text the notation
     * @param maker makes the position from its parts
     * @return the position
     * @throws NotationException naming the field that cannot be read
     */
    public static <S> S parse(String text, Maker<S> maker) {
        NotationReader reader = NotationReader.of(text, "position");
        List<Token> fields = NotationReader.split(reader.rest(), ' ');
        if (fields.size() != 5) {
            throw reader.errorAt(
                    0, "expected 5 fields separated by single spaces: board, player, button, komi, passes");
        }
        List<Token> rows = NotationReader.split(fields.get(0), '/');
        int rowCount = rows.size();
        if (rowCount % 2 == 0 || rowCount < 3 || rowCount > 25) {
            throw reader.field("rows")
                    .errorAt(0, "a board of base 2..13 has an odd number of rows, 3..25; found " + rowCount);
        }
        Geometry geometry = Geometry.of((rowCount + 1) / 2);
        byte[] board = new byte[geometry.cells];
        int[] offsets = new int[geometry.cells];
        for (int row = 0; row < geometry.rows; row++) {
            readRow(reader.field("rank " + (geometry.rows - row)), rows.get(row), geometry, row, board, offsets);
        }
        checkWalls(reader.field("wall"), geometry, board, offsets);
        int toMove = player(reader.field("player"), fields.get(1), "expected b or w");
        Token buttonField = fields.get(2);
        int button = buttonField.text().equals("-")
                ? Codes.NOBODY
                : player(reader.field("button"), buttonField, "expected -, b or w");
        Token komiField = fields.get(3);
        int komi = (int) reader.field("komi").integer(komiField, KOMI);
        if (komi < -geometry.cells || komi > geometry.cells) { // not Math.abs: Integer.MIN_VALUE
            throw reader.errorAt(komiField.offset(), "komi must be within ±" + geometry.cells + " on this board");
        }
        int passes = passes(reader.field("passes"), fields.get(4), button);
        return maker.make(geometry, board, toMove, button, passes, komi);
    }

    /** Reads one row into {@code board}, remembering where each cell's token starts. */
    private static void readRow(
            NotationReader reader, Token row, Geometry geometry, int rowIndex, byte[] board, int[] offsets) {
        int first = geometry.rowStart[rowIndex];
        int end = geometry.rowStart[rowIndex + 1];
        int c = first;
        reader.seek(row.offset());
        while (reader.offset() < row.end()) {
            int at = reader.offset();
            if (c == end) {
                throw reader.error("too many cells: this row has " + (end - first));
            }
            offsets[c] = at;
            if (reader.accept('B') || reader.accept('W')) {
                int d = wall(reader);
                if (d < 0) {
                    throw reader.error("expected a wall direction e, ne, nw, w, sw or se");
                }
                int colour = reader.input().charAt(at) == 'B' ? Codes.BLACK : Codes.WHITE;
                board[c] = Codes.piece(colour, d);
            } else if (!reader.accept('.')) {
                throw reader.error("unknown token '" + reader.peek() + "'");
            }
            c++;
        }
        if (c != end) {
            throw reader.errorAt(row.offset(), "expected " + (end - first) + " cells, found " + (c - first));
        }
    }

    /** Consumes a wall direction code; no code is the prefix of another. */
    private static int wall(NotationReader reader) {
        for (Direction direction : DIRECTIONS) {
            if (reader.accept(direction.code())) {
                return direction.ordinal();
            }
        }
        return -1;
    }

    /** Refuses walls on the rim and doubled walls, at the token of the first piece concerned. */
    private static void checkWalls(NotationReader reader, Geometry geometry, byte[] board, int[] offsets) {
        for (int c = 0; c < geometry.cells; c++) {
            int v = board[c];
            if (v == 0) {
                continue;
            }
            int d = Codes.wall(v);
            int t = geometry.neighbours[c * Geometry.DIRECTIONS + d];
            String name = geometry.cell(c).notation();
            if (t < 0) {
                throw reader.errorAt(offsets[c], "the wall of " + name + " lies on the edge of the board");
            }
            if (board[t] != 0 && Codes.wall(board[t]) == Codes.opposite(d)) {
                throw reader.errorAt(
                        offsets[c],
                        "the walls of " + name + " and " + geometry.cell(t).notation() + " double up");
            }
        }
    }

    private static int player(NotationReader reader, Token field, String problem) {
        return switch (field.text()) {
            case "b" -> Codes.BLACK;
            case "w" -> Codes.WHITE;
            default -> throw reader.errorAt(field.offset(), problem);
        };
    }

    /** The pass count is one of three words, {@code 0}, {@code 1} or {@code 2}: no number to read. */
    private static int passes(NotationReader reader, Token field, int button) {
        int passes = switch (field.text()) {
            case "0" -> 0;
            case "1" -> 1;
            case "2" -> 2;
            default -> throw reader.errorAt(field.offset(), "expected 0, 1 or 2");
        };
        if (passes > 0 && button == Codes.NOBODY) {
            throw reader.errorAt(field.offset(), "nobody passes before the button is taken");
        }
        return passes;
    }
}
