package io.github.boardrules.bargo.internal;

import io.github.boardrules.common.NotationException;

/**
 * The position notation of the rule page: rows from the top rank down separated by {@code /}, each
 * row's cells west to east as {@code .} or {@code B}/{@code W} plus the wall direction; then the
 * player to move, the button, the komi and the consecutive passes.
 */
public final class PositionNotation {
    private static final String[] CODES = {"e", "ne", "nw", "w", "sw", "se"};

    private PositionNotation() {}

    /**
     * Writes a position.
     *
     * @param p the position
     * @return its canonical notation
     */
    public static String format(Position p) {
        Geometry geometry = p.geometry;
        StringBuilder out = new StringBuilder(geometry.cells * 2 + 16);
        for (int row = 0; row < geometry.rows; row++) {
            if (row > 0) {
                out.append('/');
            }
            for (int c = geometry.rowStart[row]; c < geometry.rowStart[row + 1]; c++) {
                int v = p.board[c];
                if (v == 0) {
                    out.append('.');
                } else {
                    out.append(Position.COLOUR[v] == Position.BLACK ? 'B' : 'W').append(CODES[Position.WALL[v]]);
                }
            }
        }
        out.append(' ').append(p.toMove == Position.BLACK ? 'b' : 'w');
        out.append(' ').append(p.button == Position.NOBODY ? "-" : p.button == Position.BLACK ? "b" : "w");
        out.append(' ').append(p.komi);
        out.append(' ').append(p.passes);
        return out.toString();
    }

    /**
     * Reads a position; it has no history.
     *
     * @param text the notation
     * @param komiLimit maps a base to the largest allowed |komi|
     * @return the position
     * @throws NotationException naming the field that cannot be read
     */
    public static Position parse(String text, java.util.function.IntUnaryOperator komiLimit) {
        String[] fields = text.split(" ", -1);
        if (fields.length != 5) {
            throw new NotationException(
                    "position",
                    0,
                    text,
                    "expected 5 fields separated by single spaces: board, player, button, komi, passes");
        }
        int boardEnd = fields[0].length();
        int rowCount = 1;
        for (int i = 0; i < boardEnd; i++) {
            if (text.charAt(i) == '/') {
                rowCount++;
            }
        }
        if (rowCount % 2 == 0 || rowCount < 3 || rowCount > 25) {
            throw new NotationException(
                    "rows", 0, text, "a board of base 2..13 has an odd number of rows, 3..25; found " + rowCount);
        }
        Geometry geometry = Geometry.of((rowCount + 1) / 2);
        byte[] board = new byte[geometry.cells];
        int i = 0;
        for (int row = 0; row < geometry.rows; row++) {
            int expected = geometry.rowStart[row + 1] - geometry.rowStart[row];
            int rank = geometry.rows - row;
            int c = geometry.rowStart[row];
            int rowOffset = i;
            while (i < boardEnd && text.charAt(i) != '/') {
                if (c == geometry.rowStart[row + 1]) {
                    throw new NotationException("rank " + rank, i, text, "too many cells: this row has " + expected);
                }
                char ch = text.charAt(i);
                if (ch == '.') {
                    i++;
                } else if (ch == 'B' || ch == 'W') {
                    int d = direction(text, i + 1, boardEnd);
                    if (d < 0) {
                        throw new NotationException(
                                "rank " + rank, i + 1, text, "expected a wall direction e, ne, nw, w, sw or se");
                    }
                    board[c] = (byte) (1 + (ch == 'B' ? 0 : Geometry.DIRECTIONS) + d);
                    i += 1 + CODES[d].length();
                } else {
                    throw new NotationException("rank " + rank, i, text, "unknown token '" + ch + "'");
                }
                c++;
            }
            if (c != geometry.rowStart[row + 1]) {
                throw new NotationException(
                        "rank " + rank,
                        rowOffset,
                        text,
                        "expected " + expected + " cells, found " + (c - geometry.rowStart[row]));
            }
            i++;
        }
        checkWalls(geometry, board, text);
        int offset = boardEnd + 1;
        int toMove = player(fields[1], offset, text, "player");
        offset += fields[1].length() + 1;
        int button = fields[2].equals("-") ? Position.NOBODY : player(fields[2], offset, text, "button");
        offset += fields[2].length() + 1;
        int komi = integer(fields[3], offset, text);
        int komiLimitHere = komiLimit.applyAsInt(geometry.base);
        if (komi < -komiLimitHere || komi > komiLimitHere) { // not Math.abs: Integer.MIN_VALUE
            throw new NotationException(
                    "komi",
                    offset,
                    text,
                    "komi must be within ±" + komiLimit.applyAsInt(geometry.base) + " on this board");
        }
        offset += fields[3].length() + 1;
        String passField = fields[4];
        if (passField.length() != 1 || passField.charAt(0) < '0' || passField.charAt(0) > '2') {
            throw new NotationException("passes", offset, text, "expected 0, 1 or 2");
        }
        int passes = passField.charAt(0) - '0';
        if (passes > 0 && button == Position.NOBODY) {
            throw new NotationException("passes", offset, text, "nobody passes before the button is taken");
        }
        return Position.setUp(geometry, board, toMove, button, passes, komi);
    }

    private static int direction(String text, int from, int end) {
        if (from >= end) {
            return -1;
        }
        char a = text.charAt(from);
        if (a == 'e') {
            return 0;
        }
        if (a == 'w') {
            return 3;
        }
        if ((a == 'n' || a == 's') && from + 1 < end) {
            char b = text.charAt(from + 1);
            if (b == 'e') {
                return a == 'n' ? 1 : 5;
            }
            if (b == 'w') {
                return a == 'n' ? 2 : 4;
            }
        }
        return -1;
    }

    private static void checkWalls(Geometry geometry, byte[] board, String text) {
        for (int c = 0; c < geometry.cells; c++) {
            int v = board[c];
            if (v == 0) {
                continue;
            }
            int d = Position.WALL[v];
            int t = geometry.neighbours[c * Geometry.DIRECTIONS + d];
            String name = geometry.cell(c).notation();
            if (t < 0) {
                throw new NotationException(
                        "wall",
                        offsetOf(geometry, text, c),
                        text,
                        "the wall of " + name + " lies on the edge of the board");
            }
            if (board[t] != 0 && Position.WALL[board[t]] == Position.OPPOSITE[d]) {
                throw new NotationException(
                        "wall",
                        offsetOf(geometry, text, c),
                        text,
                        "the walls of " + name + " and " + geometry.cell(t).notation() + " double up");
            }
        }
    }

    private static int offsetOf(Geometry geometry, String text, int cell) {
        int row = 0;
        while (geometry.rowStart[row + 1] <= cell) {
            row++;
        }
        int i = 0;
        for (int r = 0; r < row; r++) {
            i = text.indexOf('/', i) + 1;
        }
        for (int c = geometry.rowStart[row]; c < cell; c++) {
            char ch = text.charAt(i);
            i += ch == '.' ? 1 : 1 + (text.charAt(i + 1) == 'n' || text.charAt(i + 1) == 's' ? 2 : 1);
        }
        return i;
    }

    private static int player(String field, int offset, String text, String name) {
        if (field.equals("b")) {
            return Position.BLACK;
        }
        if (field.equals("w")) {
            return Position.WHITE;
        }
        throw new NotationException(
                name, offset, text, name.equals("button") ? "expected -, b or w" : "expected b or w");
    }

    private static int integer(String field, int offset, String text) {
        boolean negative = field.startsWith("-");
        int start = negative ? 1 : 0;
        if (field.length() == start || field.length() > start + 6) {
            throw new NotationException("komi", offset, text, "expected an integer");
        }
        if (field.charAt(start) == '0' && field.length() > start + 1) {
            throw new NotationException("komi", offset, text, "an integer has no leading zero");
        }
        int value = 0;
        for (int i = start; i < field.length(); i++) {
            char ch = field.charAt(i);
            if (ch < '0' || ch > '9') {
                throw new NotationException("komi", offset + i, text, "expected a digit");
            }
            value = value * 10 + (ch - '0');
        }
        if (negative && value == 0) {
            throw new NotationException("komi", offset, text, "write zero as 0");
        }
        return negative ? -value : value;
    }
}
