package io.github.boardrules.common.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

/**
 * {@link Svg#num} writes SVG coordinates without a {@code Formatter} per number; its text must stay
 * exactly what the earlier {@code String.format("%.2f")} version wrote, since rendered pictures are
 * compared byte for byte.
 */
class SvgNumberProperties {
    @Property(tries = 2000)
    void sameTextAsTheFormatterVersion(@ForAll @DoubleRange(min = -2000, max = 2000) double value) {
        assertEquals(formatted(value), Svg.num(value), () -> "for " + value);
    }

    @Property(tries = 500)
    void sameTextOnHundredthsAndTheirHalves(@ForAll @DoubleRange(min = -500, max = 500) double value) {
        // Values on and next to a rounding boundary, where half-up rounding decides.
        double boundary = Math.rint(value * 200) / 200;
        for (double v : new double[] {boundary, Math.nextUp(boundary), Math.nextDown(boundary)}) {
            assertEquals(formatted(v), Svg.num(v), () -> "for " + v);
        }
    }

    @Test
    void handWorkedValues() {
        assertEquals("36", Svg.num(36.001)); // rounds to 36.00: no dot
        assertEquals("0", Svg.num(-0.001)); // never "-0"
        assertEquals("-1.25", Svg.num(-1.25));
        assertEquals("100", Svg.num(99.999));
        assertEquals("0.13", Svg.num(0.125)); // 0.125 is exact in binary: half up
    }

    private static String formatted(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        String s = String.format(Locale.ROOT, "%.2f", value);
        while (s.endsWith("0")) {
            s = s.substring(0, s.length() - 1);
        }
        s = s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
        return s.equals("-0") ? "0" : s;
    }
}
