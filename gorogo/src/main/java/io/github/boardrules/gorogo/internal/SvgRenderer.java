package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.internal.Svg;
import io.github.boardrules.gorogo.Point;

/**
 * Draws a GoRoGo position as standalone SVG: the board, the pieces (Henge half black, half white),
 * the last move ringed in red, both hands, both capture counts and the status. Last, an invisible
 * disc around each point carries the point's name in {@code data-target} for clicks.
 */
public final class SvgRenderer {
    private static final double CELL = 60;
    private static final double MARGIN = 50;
    private static final double RADIUS = 25;
    private static final double TARGET_RADIUS = 27;
    private static final double SIZE = 2 * MARGIN + 4 * CELL;

    private SvgRenderer() {}

    /**
     * Draws a position.
     *
     * @param position the position
     * @param status its status, for the last line
     * @return the drawing
     */
    public static String render(Position position, Status status) {
        Svg svg = new Svg(SIZE, SIZE + 70, "GoRoGo " + PositionNotation.format(position));
        svg.rect(MARGIN - 30, MARGIN - 30, 4 * CELL + 60, 4 * CELL + 60, "#e3c07c", "#8a6d3b", 1);
        for (int i = 0; i < 5; i++) {
            double at = MARGIN + i * CELL;
            svg.line(MARGIN, at, MARGIN + 4 * CELL, at, "#000000", 1.5);
            svg.line(at, MARGIN, at, MARGIN + 4 * CELL, "#000000", 1.5);
            svg.text(at, SIZE - 8, String.valueOf((char) ('a' + i)), 14, "#333333");
            svg.text(12, MARGIN + i * CELL + 5, String.valueOf(5 - i), 14, "#333333");
        }
        for (Point point : Point.all()) {
            double x = x(point);
            double y = y(point);
            switch (TextRenderer.letter(position, point.index())) {
                case 'B' -> svg.circle(x, y, RADIUS, "#111111", "#000000", 1.5);
                case 'W' -> svg.circle(x, y, RADIUS, "#fafafa", "#000000", 1.5);
                case 'H' -> henge(svg, x, y);
                default -> {}
            }
        }
        int last = Position.lastMove(position.info());
        if (last != Position.NO_MOVE) {
            Point point = MoveTable.ofCode(last).point();
            svg.circle(x(point), y(point), 9, "none", "#d62728", 3);
        }
        svg.text(SIZE / 2, SIZE + 16, "Black: " + TextRenderer.hand(position, true), 14, "#000000");
        svg.text(SIZE / 2, SIZE + 36, "White: " + TextRenderer.hand(position, false), 14, "#000000");
        svg.text(SIZE / 2, SIZE + 58, statusLine(position, status), 14, "#000000");
        // A point is a crossing of two lines: an invisible disc around it, over the pieces, takes
        // the clicks, a little short of half the spacing so that neighbours never overlap.
        svg.startTargets();
        for (Point point : Point.all()) {
            svg.targetCircle(x(point), y(point), TARGET_RADIUS, point.notation());
        }
        svg.endTargets();
        return svg.finish();
    }

    private static String statusLine(Position position, Status status) {
        return status instanceof Outcome ? "Result: " + status.notation() : TextRenderer.turn(position);
    }

    private static void henge(Svg svg, double x, double y) {
        String top = Svg.num(x) + "," + Svg.num(y - RADIUS);
        String bottom = Svg.num(x) + "," + Svg.num(y + RADIUS);
        String r = Svg.num(RADIUS);
        svg.path("M" + top + " A" + r + "," + r + " 0 0,0 " + bottom + " Z", "#111111", "none", 0);
        svg.path("M" + top + " A" + r + "," + r + " 0 0,1 " + bottom + " Z", "#fafafa", "none", 0);
        svg.circle(x, y, RADIUS, "none", "#000000", 1.5);
    }

    private static double x(Point point) {
        return MARGIN + point.file() * CELL;
    }

    private static double y(Point point) {
        return MARGIN + (5 - point.rank()) * CELL;
    }
}
