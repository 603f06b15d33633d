package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;

/**
 * Draws a position as text for terminals: the four ranks from rank 4 (North's back row) down to
 * rank 1, each count right-aligned under its file letter ({@code .} for an empty hole), a line
 * between the two sides; then the captured seeds, the last move and the player to move or the
 * result.
 */
public final class TextRenderer {
    private static final String FILES = "abcdefghijkl";
    private static final int WIDTH = 3;

    private TextRenderer() {}

    /**
     * Renders a position.
     *
     * @param p the position's diagram
     * @param status the position's status
     * @return the text, lines separated by {@code \n}, the last one ending with {@code \n}
     */
    public static String render(Diagram p, Status status) {
        StringBuilder out = new StringBuilder(400);
        fileLine(out);
        for (int rank = 4; rank >= 1; rank--) {
            out.append(rank).append(' ');
            for (int file = 0; file < FILES.length(); file++) {
                int seeds = p.seeds(Layout.slot((rank - 1) * FILES.length() + file));
                cell(out, seeds == 0 ? "." : Integer.toString(seeds));
            }
            out.append(rank == 4 ? "   North\n" : rank == 1 ? "   South\n" : "\n");
            if (rank == 3) {
                out.append("  ").append("-".repeat(WIDTH * FILES.length())).append('\n');
            }
        }
        fileLine(out);
        out.append("captured: South ")
                .append(p.capturedBySouth())
                .append(", North ")
                .append(p.capturedByNorth())
                .append('\n');
        if (p.lastOrigin() != Diagram.NO_MARK) {
            out.append("last move ").append(Layout.hole(p.lastOrigin()).notation());
            if (p.lastEnd() == Diagram.NO_MARK) {
                out.append(", an endless sowing; ");
            } else {
                out.append(", ended in ")
                        .append(Layout.hole(p.lastEnd()).notation())
                        .append("; ");
            }
        }
        if (status instanceof Outcome) {
            out.append("result ").append(status.notation());
        } else {
            out.append(p.southToMove() ? "South" : "North").append(" to move");
        }
        return out.append('\n').toString();
    }

    private static void fileLine(StringBuilder out) {
        out.append("  ");
        for (int file = 0; file < FILES.length(); file++) {
            cell(out, FILES.substring(file, file + 1));
        }
        out.append('\n');
    }

    private static void cell(StringBuilder out, String text) {
        out.append(" ".repeat(WIDTH - text.length())).append(text);
    }
}
