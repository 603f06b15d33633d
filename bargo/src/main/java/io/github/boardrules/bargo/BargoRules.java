package io.github.boardrules.bargo;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.IntegerSyntax;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.RulesOption;
import io.github.boardrules.common.internal.Token;
import org.immutables.value.Value;

/**
 * The rules options of a Bargo game: the board base N (cells per side, 2..13, default 5) and the
 * komi given to White (a whole number, default 0). The komi may range over ±(number of cells):
 * beyond that it would decide every game before it starts. A Bargo position records both, so a
 * {@link BargoState} carries its rules.
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

    /**
     * A number in the rules notation as written: the ranges (base 2..13, komi within ±cells) are
     * checked afterwards, so that a number too long to be read is told apart from one out of range.
     */
    private static final IntegerSyntax NUMBER = new IntegerSyntax("number", -100_000, 100_000);

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

    private static int cells(int base) {
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
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link BargoRules}; {@code base} and {@code komi} are optional. */
    public static final class Builder extends ImmutableBargoRules.Builder {
        Builder() {}
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
     * Rules with the given base and komi: the direct way to start with an agreed komi, without the
     * {@linkplain BargoPreGame pre-game protocol}.
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
     * @throws NotationException naming the field that cannot be read or is out of range: {@code
     *     rules} for a word that is not a known {@code key=value} or a repeated key, {@code base} or
     *     {@code komi} for a bad value
     */
    public static BargoRules parse(String text) {
        NotationReader reader = NotationReader.of(text, "rules");
        int base = DEFAULT_BASE;
        int komi = 0;
        int komiOffset = 0;
        for (RulesOption option : reader.options("expected base=N or komi=K")) {
            Token value = option.value();
            switch (option.key().text()) {
                case "base" -> {
                    base = (int) reader.field("base").integer(value, NUMBER);
                    if (base < MIN_BASE || base > MAX_BASE) {
                        throw reader.errorAt(value.offset(), "the base must be " + MIN_BASE + ".." + MAX_BASE);
                    }
                }
                case "komi" -> {
                    komi = (int) reader.field("komi").integer(value, NUMBER);
                    komiOffset = value.offset();
                }
                default ->
                    throw reader.field("rules")
                            .errorAt(
                                    option.key().offset(),
                                    "unknown option '" + option.key().text() + "'");
            }
        }
        if (komi < -cells(base) || komi > cells(base)) {
            throw new NotationException(
                    "komi", komiOffset, text, "komi must be within ±" + cells(base) + " on a base-" + base + " board");
        }
        return of(base, komi);
    }
}
