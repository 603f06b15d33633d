package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.Hole;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.Svg;

/**
 * Draws a Bao Kigogo position as SVG: four rows of twelve holes with their seed counts (rank 4 at
 * the top, South at the bottom), file and rank labels, the origin of the last move ringed in blue
 * and its last hole ringed in red, the seeds captured by each side and the status line. Last, an
 * invisible disc over each hole carries the hole's name in {@code data-target} for clicks.
 */
public final class SvgRenderer {
    private static final double CELL = 56;
    private static final double MARGIN = 36;
    private static final double GAP = 14;
    private static final double HOLE_RADIUS = CELL * 0.4;

    private SvgRenderer() {}

    /**
     * Renders a position with its status line.
     *
     * @param p the position's diagram
     * @param status the position's status
     * @return the SVG document
     */
    public static String render(Diagram p, Status status) {
        boolean southToMove = p.southToMove();
        double width = 2 * MARGIN + 12 * CELL;
        double boardTop = MARGIN + 28;
        double height = boardTop + 4 * CELL + GAP + 96;
        Svg svg = new Svg(width, height, "Bao Kigogo position");
        svg.text(
                width / 2,
                MARGIN,
                "North captured " + p.capturedByNorth() + (southToMove ? "" : "  — North to move"),
                16,
                "#222222");
        svg.rect(MARGIN - 6, boardTop - 6, 12 * CELL + 12, 4 * CELL + GAP + 12, "#c8964b", "#6b4a1e", 2);
        for (int row = 0; row < 4; row++) {
            int rank = 4 - row;
            double y = y(row, boardTop);
            svg.text(MARGIN / 2 - 6, y + 5, Integer.toString(rank), 14, "#444444");
            for (int file = 0; file < 12; file++) {
                int slot = Layout.slot((rank - 1) * 12 + file);
                double x = x(file);
                svg.circle(x, y, HOLE_RADIUS, "#8a5a22", "#5a3a12", 1.5);
                if (slot == p.lastOrigin()) {
                    svg.circle(x, y, CELL * 0.46, "none", "#1f5fd6", 4);
                }
                if (slot == p.lastEnd()) {
                    svg.circle(x, y, CELL * 0.46, "none", "#d62f1f", 4);
                }
                int seeds = p.seeds(slot);
                svg.text(x, y + 7, Integer.toString(seeds), 20, seeds == 0 ? "#c9a679" : "#ffffff");
            }
        }
        double labels = boardTop + 4 * CELL + GAP + 22;
        for (int file = 0; file < 12; file++) {
            svg.text(MARGIN + file * CELL + CELL / 2, labels, String.valueOf((char) ('a' + file)), 14, "#444444");
        }
        svg.text(
                width / 2,
                labels + 26,
                "South captured " + p.capturedBySouth() + (southToMove ? "  — South to move" : ""),
                16,
                "#222222");
        svg.text(width / 2, labels + 50, status.notation(), 14, "#555555");
        // Over the counts and rings, so that a click on a hole's number still names the hole.
        svg.startTargets();
        for (int square = 0; square < Layout.HOLES; square++) {
            Hole hole = Hole.ofIndex(square);
            svg.targetCircle(x(hole.file()), y(4 - hole.rank(), boardTop), HOLE_RADIUS, hole.notation());
        }
        svg.endTargets();
        return svg.finish();
    }

    /** The x of a file's hole centres. */
    private static double x(int file) {
        return MARGIN + file * CELL + CELL / 2;
    }

    /** The y of a row's hole centres, row 0 (rank 4) at the top; the halves are a gap apart. */
    private static double y(int row, double boardTop) {
        return boardTop + row * CELL + (row >= 2 ? GAP : 0) + CELL / 2;
    }
}
