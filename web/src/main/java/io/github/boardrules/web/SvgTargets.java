package io.github.boardrules.web;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.jspecify.annotations.Nullable;

/**
 * Reads the click targets out of a game's SVG: the shapes carrying {@code data-target} (see {@code
 * Game.renderSvg}), each turned into a centre and a radius in the SVG's user units — a circle's own,
 * a polygon's centroid and the radius of the largest disc around it inside the polygon, a rect's
 * centre and half its shorter side, an ellipse's centre and its smaller radius. No geometry of any
 * game is known here. A picture that cannot be read gives no targets, and the page then offers every
 * move as a button.
 */
final class SvgTargets {
    private static final String ATTRIBUTE = "data-target";
    /** One reader factory per thread: a factory may keep the last reader it made. */
    private static final ThreadLocal<XMLInputFactory> FACTORY = ThreadLocal.withInitial(SvgTargets::factory);

    private SvgTargets() {}

    /**
     * The targets of an SVG document, in document order.
     *
     * @param svg the document
     * @return the targets; empty when there are none or the document is not well-formed XML
     */
    static List<Target> of(String svg) {
        List<Target> targets = new ArrayList<>();
        try {
            XMLStreamReader reader = FACTORY.get().createXMLStreamReader(new StringReader(svg));
            try {
                while (reader.hasNext()) {
                    if (reader.next() == XMLStreamConstants.START_ELEMENT) {
                        String name = reader.getAttributeValue(null, ATTRIBUTE);
                        Target target = name == null ? null : shape(reader, name);
                        if (target != null) {
                            targets.add(target);
                        }
                    }
                }
            } finally {
                reader.close();
            }
        } catch (XMLStreamException | NumberFormatException e) {
            return List.of();
        }
        return List.copyOf(targets);
    }

    /**
     * The target a move names: the longest target name its notation contains ({@code e5ne} →
     * {@code e5}, {@code Hc3} → {@code c3}, {@code a12w} → {@code a12}).
     *
     * @param targets the game's targets
     * @param move a move's notation
     * @return the target's name, or the empty string for a move that names none ({@code pass})
     */
    static String targetOf(List<Target> targets, String move) {
        String best = "";
        for (Target target : targets) {
            if (target.name().length() > best.length() && move.contains(target.name())) {
                best = target.name();
            }
        }
        return best;
    }

    private static @Nullable Target shape(XMLStreamReader reader, String name) {
        return switch (reader.getLocalName()) {
            case "circle" -> new Target(name, number(reader, "cx"), number(reader, "cy"), number(reader, "r"));
            case "ellipse" ->
                new Target(
                        name,
                        number(reader, "cx"),
                        number(reader, "cy"),
                        Math.min(number(reader, "rx"), number(reader, "ry")));
            case "rect" -> {
                double width = number(reader, "width");
                double height = number(reader, "height");
                yield new Target(
                        name,
                        round(number(reader, "x") + width / 2),
                        round(number(reader, "y") + height / 2),
                        round(Math.min(width, height) / 2));
            }
            case "polygon" -> polygon(name, String.valueOf(reader.getAttributeValue(null, "points")));
            default -> null;
        };
    }

    /** The area centroid, and the distance from it to the nearest edge (the inradius of a regular polygon). */
    private static @Nullable Target polygon(String name, String points) {
        String[] numbers = points.trim().split("[\\s,]+");
        int n = numbers.length / 2;
        if (n < 3) {
            return null;
        }
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Double.parseDouble(numbers[2 * i]);
            y[i] = Double.parseDouble(numbers[2 * i + 1]);
        }
        double area = 0;
        double cx = 0;
        double cy = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double cross = x[i] * y[j] - x[j] * y[i];
            area += cross;
            cx += (x[i] + x[j]) * cross;
            cy += (y[i] + y[j]) * cross;
        }
        if (area == 0) {
            return null;
        }
        cx /= 3 * area;
        cy /= 3 * area;
        double r = Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double dx = x[j] - x[i];
            double dy = y[j] - y[i];
            double length = Math.hypot(dx, dy);
            if (length > 0) {
                r = Math.min(r, Math.abs(dx * (cy - y[i]) - dy * (cx - x[i])) / length);
            }
        }
        return new Target(name, round(cx), round(cy), round(r));
    }

    private static double number(XMLStreamReader reader, String attribute) {
        String value = reader.getAttributeValue(null, attribute);
        return value == null ? 0 : Double.parseDouble(value);
    }

    /** Two decimals, as the library writes its SVG. */
    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }

    /** A reader that resolves no DTD and no external entity: the SVG is text from a game. */
    private static XMLInputFactory factory() {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return factory;
    }
}
