package io.github.boardrules.bargo.internal;

import io.github.boardrules.common.internal.Svg;

/**
 * Draws a position as SVG: pointy-top hexes, territories shaded by owner, pieces as discs, each wall
 * as a thick bar on its edge, the last move ringed, and a caption with the player to move, the
 * button holder and the komi. Last, an invisible hexagon over each cell carries the cell's name
 * in {@code data-target} for clicks.
 */
public final class SvgRenderer {
    private static final double SIZE = 24;
    private static final double ROOT3 = Math.sqrt(3);
    private static final String[] TERRITORY_FILL = {"#f3e6c4", "#8f8a80", "#fbf8ef", "#d9c9a3"};

    private SvgRenderer() {}

    /**
     * Renders a position.
     *
     * @param geometry the board
     * @param board one byte per cell, as in {@link Codes}
     * @param toMove the player to move
     * @param button who holds the button, or {@link Codes#NOBODY}
     * @param komi the komi
     * @param passes consecutive passes; 2 ends the game
     * @param last the last move, a {@link Codes} last-move code
     * @return the SVG document
     */
    public static String render(
            Geometry geometry, byte[] board, int toMove, int button, int komi, int passes, int last) {
        Scoring scoring = Scoring.of(geometry, board);
        int m = geometry.base - 1;
        double margin = SIZE;
        double width = ROOT3 * SIZE * (2 * m + 1) + 2 * margin;
        double height = SIZE * (3 * m + 2) + 2 * margin + 28;
        double cx = width / 2;
        double cy = margin + SIZE * (1.5 * m + 1);
        Svg svg = new Svg(width, height, "Bargo position, base " + geometry.base);
        int[] owners = new int[geometry.cells];
        for (Scoring.Territory territory : scoring.territories) {
            for (int c : territory.cells()) {
                owners[c] = territory.owners();
            }
        }
        for (int c = 0; c < geometry.cells; c++) {
            double[] centre = centre(geometry, c, cx, cy);
            String fill = board[c] != 0 ? TERRITORY_FILL[0] : TERRITORY_FILL[owners[c]];
            svg.polygon(corners(centre[0], centre[1]), fill, "#7a6a4f", 1);
        }
        for (int c = 0; c < geometry.cells; c++) {
            int v = board[c];
            if (v == 0) {
                continue;
            }
            double[] centre = centre(geometry, c, cx, cy);
            boolean black = Codes.colour(v) == Codes.BLACK;
            svg.circle(centre[0], centre[1], SIZE * 0.62, black ? "#1b1b1b" : "#fafafa", "#1b1b1b", 1.2);
            double angle = Math.toRadians(-60.0 * Codes.wall(v));
            double a1 = angle - Math.PI / 6;
            double a2 = angle + Math.PI / 6;
            double r = SIZE * 0.93;
            svg.line(
                    centre[0] + r * Math.cos(a1),
                    centre[1] + r * Math.sin(a1),
                    centre[0] + r * Math.cos(a2),
                    centre[1] + r * Math.sin(a2),
                    "#b3261e",
                    5);
        }
        if (last >= 0) {
            double[] centre = centre(geometry, last / Geometry.DIRECTIONS, cx, cy);
            svg.circle(centre[0], centre[1], SIZE * 0.3, "none", "#2f6fdf", 3);
        }
        for (int row = 0; row < geometry.rows; row++) {
            double[] centre = centre(geometry, geometry.rowStart[row], cx, cy);
            svg.text(centre[0] - SIZE * 1.3, centre[1] + 4, Integer.toString(geometry.rows - row), 10, "#555555");
        }
        String holder = button == Codes.NOBODY ? "untaken" : button == Codes.BLACK ? "Black" : "White";
        String caption = (passes == 2 ? "game over" : (toMove == Codes.BLACK ? "Black" : "White") + " to move")
                + " · button " + holder + " · komi " + komi
                + (last == Codes.LAST_PASS
                        ? " · last move pass"
                        : last == Codes.LAST_BUTTON ? " · last move button" : "");
        svg.text(width / 2, height - 12, caption, 13, "#222222");
        // Over everything, so that a click on a piece, a wall or the ring still names its cell.
        svg.startTargets();
        for (int c = 0; c < geometry.cells; c++) {
            double[] centre = centre(geometry, c, cx, cy);
            svg.targetPolygon(corners(centre[0], centre[1]), geometry.cell(c).notation());
        }
        svg.endTargets();
        return svg.finish();
    }

    private static double[] centre(Geometry geometry, int c, double cx, double cy) {
        var cell = geometry.cell(c);
        return new double[] {cx + SIZE * ROOT3 * (cell.q() + cell.r() / 2.0), cy + SIZE * 1.5 * cell.r()};
    }

    private static double[] corners(double x, double y) {
        double[] xy = new double[12];
        for (int i = 0; i < 6; i++) {
            double angle = Math.toRadians(30 + 60 * i);
            xy[2 * i] = x + SIZE * Math.cos(angle);
            xy[2 * i + 1] = y + SIZE * Math.sin(angle);
        }
        return xy;
    }
}
