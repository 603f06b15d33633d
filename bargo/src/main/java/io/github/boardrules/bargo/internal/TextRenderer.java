package io.github.boardrules.bargo.internal;

/**
 * Draws a position as text for terminals: one line per row, top row first, indented like the hexes
 * of a pointy-top board, each cell as {@code .} or colour and wall ({@code Bne}); each row is framed
 * by the names of its first and last cells. A last line gives the player to move, the button and
 * the komi.
 */
public final class TextRenderer {
    private TextRenderer() {}

    /**
     * Renders a position.
     *
     * @param geometry the board
     * @param board one byte per cell, as in {@link Codes}
     * @param toMove the player to move
     * @param button who holds the button, or {@link Codes#NOBODY}
     * @param komi the komi
     * @param passes consecutive passes; 2 ends the game
     * @return the text, lines separated by {@code \n}
     */
    public static String render(Geometry geometry, byte[] board, int toMove, int button, int komi, int passes) {
        int m = geometry.base - 1;
        StringBuilder out = new StringBuilder();
        for (int row = 0; row < geometry.rows; row++) {
            int first = geometry.rowStart[row];
            int last = geometry.rowStart[row + 1] - 1;
            out.append(" ".repeat(2 * Math.abs(row - m)));
            out.append(pad(geometry.cell(first).notation(), 4));
            for (int c = first; c <= last; c++) {
                out.append(pad(PositionNotation.token(board[c]), 4));
            }
            out.append(' ').append(geometry.cell(last).notation()).append('\n');
        }
        String player = toMove == Codes.BLACK ? "Black" : "White";
        String holder = button == Codes.NOBODY ? "untaken" : button == Codes.BLACK ? "Black" : "White";
        out.append(passes == 2 ? "game over" : player + " to move")
                .append(" · button ")
                .append(holder)
                .append(" · komi ")
                .append(komi)
                .append(" · passes ")
                .append(passes);
        return out.toString();
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text + " " : text + " ".repeat(width - text.length());
    }
}
