package io.github.boardrules.bargo;

import io.github.boardrules.common.NotationException;
import org.immutables.value.Value;

/**
 * The rules options of a Bargo game: the board base N (cells per side, 2..13, default 5) and the
 * komi given to White (a whole number, default 0). The komi may range over ±(number of cells):
 * beyond that it would decide every game before it starts.
 *
 * <pre>{@code
 * BargoRules rules = BargoRules.builder().base(7).komi(3).build();
 * rules.notation(); // "base=7 komi=3"
 * }</pre>
 */
@Value.Immutable
public abstract class BargoRules {
    /** The smallest board base. */
    public static final int MIN_BASE = 2;

    /** The largest board base. */
    public static final int MAX_BASE = 13;

    /** The default board base: 5, a board of 61 cells. */
    public static final int DEFAULT_BASE = 5;

    BargoRules() {}

    /**
     * The board base N: cells per side; the board has 3N(N−1)+1 cells.
     *
     * @return the base, 2..13; 5 unless set
     */
    @Value.Default
    public int base() {
        return DEFAULT_BASE;
    }

    /**
     * The komi, added to White's score.
     *
     * @return the komi, within ±{@link #cells()}; 0 unless set
     */
    @Value.Default
    public int komi() {
        return 0;
    }

    /**
     * The number of cells of the board.
     *
     * @return 3N(N−1)+1
     */
    public final int cells() {
        return cells(base());
    }

    static int cells(int base) {
        return 3 * base * (base - 1) + 1;
    }

    @Value.Check
    void validate() {
        if (base() < MIN_BASE || base() > MAX_BASE) {
            throw new IllegalArgumentException("base must be " + MIN_BASE + ".." + MAX_BASE + ": " + base());
        }
        // Not Math.abs: it leaves Integer.MIN_VALUE negative.
        if (komi() < -cells() || komi() > cells()) {
            throw new IllegalArgumentException(
                    "komi must be within ±" + cells() + " on a base-" + base() + " board: " + komi());
        }
    }

    /**
     * A builder; every attribute has a default.
     *
     * @return a new builder
     */
    public static ImmutableBargoRules.Builder builder() {
        return ImmutableBargoRules.builder();
    }

    /**
     * The default rules: base 5, komi 0.
     *
     * @return the rules
     */
    public static BargoRules standard() {
        return builder().build();
    }

    /**
     * Rules with the given base and komi.
     *
     * @param base the board base, 2..13
     * @param komi the komi, within ±(number of cells)
     * @return the rules
     * @throws IllegalArgumentException when a value is out of range
     */
    public static BargoRules of(int base, int komi) {
        return builder().base(base).komi(komi).build();
    }

    /**
     * The rules in notation, e.g. {@code base=5 komi=0}.
     *
     * @return the notation
     */
    public String notation() {
        return "base=" + base() + " komi=" + komi();
    }

    /**
     * Reads rules written by {@link #notation()}: {@code base=N} and {@code komi=K} separated by
     * spaces, in any order, each at most once; a missing one takes its default. A blank string gives
     * the default rules.
     *
     * @param text the rules notation
     * @return the rules
     * @throws NotationException naming the field that cannot be read or is out of range
     */
    public static BargoRules parse(String text) {
        ImmutableBargoRules.Builder builder = builder();
        int base = DEFAULT_BASE;
        boolean seenBase = false;
        boolean seenKomi = false;
        int komiOffset = 0;
        int i = 0;
        while (i < text.length()) {
            if (text.charAt(i) == ' ') {
                i++;
                continue;
            }
            int end = text.indexOf(' ', i);
            if (end < 0) {
                end = text.length();
            }
            int eq = text.indexOf('=', i);
            if (eq < 0 || eq > end) {
                throw new NotationException("rules", i, text, "expected base=N or komi=K");
            }
            String key = text.substring(i, eq);
            if (key.equals("base") && !seenBase) {
                seenBase = true;
                base = integer(text, eq + 1, end, "base");
                if (base < MIN_BASE || base > MAX_BASE) {
                    throw new NotationException("base", eq + 1, text, "the base must be 2..13");
                }
                builder.base(base);
            } else if (key.equals("komi") && !seenKomi) {
                seenKomi = true;
                komiOffset = eq + 1;
                builder.komi(integer(text, eq + 1, end, "komi"));
            } else {
                throw new NotationException("rules", i, text, "unknown or repeated option '" + key + "'");
            }
            i = end;
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new NotationException("komi", komiOffset, text, e.getMessage());
        }
    }

    /**
     * Reads a whole decimal integer with an optional minus sign.
     *
     * @param text the input
     * @param from the first index
     * @param to one past the last index
     * @param field the field name to report
     * @return the value
     */
    static int integer(String text, int from, int to, String field) {
        int i = from;
        boolean negative = i < to && text.charAt(i) == '-';
        if (negative) {
            i++;
        }
        if (i >= to) {
            throw new NotationException(field, from, text, "expected an integer");
        }
        if (text.charAt(i) == '0' && to - i > 1) {
            throw new NotationException(field, i, text, "an integer has no leading zero");
        }
        long value = 0;
        for (; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new NotationException(field, i, text, "expected a digit");
            }
            value = value * 10 + (c - '0');
            if (value > 100_000) {
                throw new NotationException(field, from, text, "number too large");
            }
        }
        if (negative && value == 0) {
            throw new NotationException(field, from, text, "write zero as 0");
        }
        return (int) (negative ? -value : value);
    }
}
