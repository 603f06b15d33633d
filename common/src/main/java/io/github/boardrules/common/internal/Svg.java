package io.github.boardrules.common.internal;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Writes a standalone SVG document with the handful of shapes the games draw. Numbers are written
 * with at most two decimals and a dot, whatever the default locale.
 */
public final class Svg {
    private final StringBuilder out = new StringBuilder(4096);

    /**
     * Starts a document of the given size in user units, with a white background.
     *
     * @param width the width
     * @param height the height
     * @param title the document title, for accessibility
     */
    public Svg(double width, double height, String title) {
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
                .append(num(width))
                .append("\" height=\"")
                .append(num(height))
                .append("\" viewBox=\"0 0 ")
                .append(num(width))
                .append(' ')
                .append(num(height))
                .append("\" font-family=\"sans-serif\">\n<title>")
                .append(escape(title))
                .append("</title>\n");
        rect(0, 0, width, height, "#ffffff", "none", 0);
    }

    /**
     * A rectangle.
     *
     * @param x left
     * @param y top
     * @param width width
     * @param height height
     * @param fill fill colour or {@code none}
     * @param stroke stroke colour or {@code none}
     * @param strokeWidth stroke width
     * @return this
     */
    public Svg rect(double x, double y, double width, double height, String fill, String stroke, double strokeWidth) {
        out.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y));
        out.append("\" width=\"").append(num(width)).append("\" height=\"").append(num(height));
        paint(fill, stroke, strokeWidth);
        return this;
    }

    /**
     * A circle.
     *
     * @param cx centre x
     * @param cy centre y
     * @param r radius
     * @param fill fill colour or {@code none}
     * @param stroke stroke colour or {@code none}
     * @param strokeWidth stroke width
     * @return this
     */
    public Svg circle(double cx, double cy, double r, String fill, String stroke, double strokeWidth) {
        out.append("<circle cx=\"").append(num(cx)).append("\" cy=\"").append(num(cy));
        out.append("\" r=\"").append(num(r));
        paint(fill, stroke, strokeWidth);
        return this;
    }

    /**
     * A straight line.
     *
     * @param x1 start x
     * @param y1 start y
     * @param x2 end x
     * @param y2 end y
     * @param stroke colour
     * @param strokeWidth width
     * @return this
     */
    public Svg line(double x1, double y1, double x2, double y2, String stroke, double strokeWidth) {
        out.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1));
        out.append("\" x2=\"").append(num(x2)).append("\" y2=\"").append(num(y2));
        out.append("\" stroke=\"").append(stroke).append("\" stroke-width=\"").append(num(strokeWidth));
        out.append("\" stroke-linecap=\"round\"/>\n");
        return this;
    }

    /**
     * A closed polygon.
     *
     * @param xy the corners as x0, y0, x1, y1, …
     * @param fill fill colour or {@code none}
     * @param stroke stroke colour or {@code none}
     * @param strokeWidth stroke width
     * @return this
     */
    public Svg polygon(double[] xy, String fill, String stroke, double strokeWidth) {
        points(xy);
        paint(fill, stroke, strokeWidth);
        return this;
    }

    /**
     * A path.
     *
     * @param d the path data
     * @param fill fill colour or {@code none}
     * @param stroke stroke colour or {@code none}
     * @param strokeWidth stroke width
     * @return this
     */
    public Svg path(String d, String fill, String stroke, double strokeWidth) {
        out.append("<path d=\"").append(escape(d));
        paint(fill, stroke, strokeWidth);
        return this;
    }

    /**
     * Centred text.
     *
     * @param x centre x
     * @param y baseline y
     * @param text the text
     * @param size font size
     * @param fill colour
     * @return this
     */
    public Svg text(double x, double y, String text, double size, String fill) {
        out.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y));
        out.append("\" font-size=\"").append(num(size)).append("\" fill=\"").append(fill);
        out.append("\" text-anchor=\"middle\">").append(escape(text)).append("</text>\n");
        return this;
    }

    /**
     * Opens the group of click targets, drawn last so that it lies over everything else: its
     * shapes are invisible ({@code fill} and {@code stroke} {@code none}) but take clicks
     * ({@code pointer-events="all"}). Close it with {@link #endTargets()}.
     *
     * @return this
     */
    public Svg startTargets() {
        out.append("<g class=\"targets\" fill=\"none\" stroke=\"none\" pointer-events=\"all\">\n");
        return this;
    }

    /**
     * A click target shaped as a circle, inside {@link #startTargets()}.
     *
     * @param cx centre x
     * @param cy centre y
     * @param r radius
     * @param name the cell, point or hole as the game writes it in moves
     * @return this
     */
    public Svg targetCircle(double cx, double cy, double r, String name) {
        out.append("<circle cx=\"").append(num(cx)).append("\" cy=\"").append(num(cy));
        out.append("\" r=\"").append(num(r));
        return target(name);
    }

    /**
     * A click target shaped as a closed polygon, inside {@link #startTargets()}.
     *
     * @param xy the corners as x0, y0, x1, y1, …
     * @param name the cell, point or hole as the game writes it in moves
     * @return this
     */
    public Svg targetPolygon(double[] xy, String name) {
        points(xy);
        return target(name);
    }

    /**
     * Closes the group of click targets.
     *
     * @return this
     */
    public Svg endTargets() {
        out.append("</g>\n");
        return this;
    }

    private Svg target(String name) {
        out.append("\" data-target=\"").append(escape(name)).append("\"/>\n");
        return this;
    }

    private void points(double[] xy) {
        out.append("<polygon points=\"");
        for (int i = 0; i + 1 < xy.length; i += 2) {
            if (i > 0) {
                out.append(' ');
            }
            out.append(num(xy[i])).append(',').append(num(xy[i + 1]));
        }
    }

    private void paint(String fill, String stroke, double strokeWidth) {
        out.append("\" fill=\"").append(fill).append("\" stroke=\"").append(stroke);
        out.append("\" stroke-width=\"").append(num(strokeWidth)).append("\"/>\n");
    }

    /**
     * Formats a number with at most two decimals.
     *
     * @param value the number
     * @return its text
     */
    public static String num(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        // The rounding of "%.2f" (half up on the exact binary value), without the cost of a
        // Formatter per coordinate: a board has hundreds of them.
        BigDecimal rounded = new BigDecimal(value).setScale(2, RoundingMode.HALF_UP);
        // 36.001 rounds to 36.00: no trailing zeros, no dot, and never "-0" (BigDecimal has no -0).
        return rounded.signum() == 0 ? "0" : rounded.stripTrailingZeros().toPlainString();
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
    }

    /**
     * Closes the document.
     *
     * @return the SVG text
     */
    public String finish() {
        return out + "</svg>\n";
    }
}
