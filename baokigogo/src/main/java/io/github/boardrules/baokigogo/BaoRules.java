package io.github.boardrules.baokigogo;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.internal.IntegerSyntax;
import io.github.boardrules.common.internal.NotationReader;
import io.github.boardrules.common.internal.RulesOption;
import io.github.boardrules.common.internal.Token;
import org.immutables.value.Value;

/**
 * The rules options of Bao Kigogo: what an endless relay sowing means, and an optional bound on the
 * laps of one move.
 *
 * <p>In notation ({@link #notation()}) the options read {@code endless=draw} (the default: an
 * endless sowing ends the game as a draw) or {@code endless=loss} (the Hawalis convention: the
 * mover of an endless sowing loses), followed by {@code laps=N} when the {@linkplain
 * #maxSowingLaps() lap limit} is not the rule page's 1,000,000, or {@code laps=none} for no limit,
 * e.g. {@code endless=draw laps=1000} or {@code endless=loss laps=none}. The empty string reads as
 * the default; {@code laps=1000000} reads as the default too and is not written back.
 *
 * <pre>{@code
 * BaoRules rules = BaoRules.builder().endlessSowingLoses(true).maxSowingLaps(1000).build();
 * rules.notation();                                   // "endless=loss laps=1000"
 * BaoRules.parse("endless=loss laps=1000").equals(rules);  // true
 * }</pre>
 */
@Value.Immutable(singleton = true)
public abstract class BaoRules {
    /**
     * The rule page's bound on the relay laps of one move: a sowing still going after 1,000,000
     * laps counts as endless.
     */
    public static final long DEFAULT_MAX_SOWING_LAPS = 1_000_000L;

    /** The value of {@link #maxSowingLaps()} that means no bound (exact detection only). */
    public static final long NO_LAP_LIMIT = 0L;

    /** How the absence of a lap limit is written. */
    private static final String NO_LIMIT_TEXT = "none";

    /** The most digits a lap limit may have. */
    private static final int LAP_DIGITS = 12;

    private static final IntegerSyntax LAPS = new IntegerSyntax("lap limit", 1, 999_999_999_999L);

    private static final String OPTIONS =
            "expected 'endless=draw' or 'endless=loss', then optionally 'laps=N' or 'laps=none'";

    BaoRules() {}

    /**
     * The bound on the relay laps of one move: a move still sowing after that many laps counts as
     * an endless sowing (a sowing that ends on the last allowed lap is finite); below the bound,
     * endless sowing is detected exactly. The default is the rule page's {@value
     * #DEFAULT_MAX_SOWING_LAPS}, which keeps {@code apply} well under a second on any position.
     * {@value #NO_LAP_LIMIT} ({@link #NO_LAP_LIMIT}, {@code laps=none}) means no bound: detection
     * is then exact, but with many seeds on one side a sowing can run for billions of laps before
     * it either ends or provably repeats.
     *
     * @return the lap limit, or {@link #NO_LAP_LIMIT} for none
     */
    @Value.Default
    public long maxSowingLaps() {
        return DEFAULT_MAX_SOWING_LAPS;
    }

    /**
     * Whether an endless sowing loses for its mover (the Hawalis convention) instead of ending the
     * game as a draw. Default {@code false}.
     *
     * @return {@code true} under the Hawalis convention
     */
    @Value.Default
    public boolean endlessSowingLoses() {
        return false;
    }

    /** Rejects a negative lap limit. */
    @Value.Check
    void validate() {
        if (maxSowingLaps() < 0) {
            throw new IllegalArgumentException("maxSowingLaps must not be negative: " + maxSowingLaps());
        }
    }

    /**
     * The rules of the rule page: an endless sowing is a draw, and a move is bounded at
     * {@value #DEFAULT_MAX_SOWING_LAPS} laps.
     *
     * @return the default rules
     */
    public static BaoRules standard() {
        return ImmutableBaoRules.of();
    }

    /**
     * A builder, starting from the default options.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds {@link BaoRules}; every option is optional and defaults as on the rule page. */
    public static final class Builder extends ImmutableBaoRules.Builder {
        Builder() {}
    }

    /**
     * The options in notation: {@code endless=draw} or {@code endless=loss}, followed by
     * {@code laps=N} when the lap limit is not the default, or {@code laps=none} when there is none.
     *
     * @return the notation
     */
    public String notation() {
        String endless = endlessSowingLoses() ? "endless=loss" : "endless=draw";
        long laps = maxSowingLaps();
        if (laps == DEFAULT_MAX_SOWING_LAPS) {
            return endless;
        }
        return endless + " laps=" + (laps == NO_LAP_LIMIT ? NO_LIMIT_TEXT : Long.toString(laps));
    }

    /**
     * Reads options written by {@link #notation()}, each at most once, in any order; the empty (or
     * blank) string gives the defaults.
     *
     * @param text the options
     * @return the rules
     * @throws NotationException naming the field {@code rules} (an unknown or repeated option),
     *     {@code endless} or {@code laps} (a bad value; {@code laps=0} is refused, as no bound is
     *     written {@code laps=none}) when the text cannot be read
     */
    public static BaoRules parse(String text) {
        NotationReader reader = NotationReader.of(text, "rules");
        Builder builder = builder();
        for (RulesOption option : reader.options(OPTIONS)) {
            Token value = option.value();
            switch (option.key().text()) {
                case "endless" -> builder.endlessSowingLoses(endless(reader.field("endless"), value));
                case "laps" -> builder.maxSowingLaps(laps(reader.field("laps"), value));
                default -> throw reader.field("rules").errorAt(option.key().offset(), OPTIONS);
            }
        }
        return builder.build();
    }

    private static boolean endless(NotationReader reader, Token value) {
        if (value.text().equals("loss")) {
            return true;
        }
        if (value.text().equals("draw")) {
            return false;
        }
        throw reader.errorAt(value.offset(), "expected 'draw' or 'loss'");
    }

    private static long laps(NotationReader reader, Token value) {
        if (value.text().equals(NO_LIMIT_TEXT)) {
            return NO_LAP_LIMIT;
        }
        if (value.text().equals("0")) {
            throw reader.errorAt(value.offset(), "a lap limit must be at least 1; write 'laps=none' for no limit");
        }
        // A value longer than 12 digits is refused at its start whatever it holds, with one message.
        if (value.text().length() > LAP_DIGITS) {
            throw reader.errorAt(value.offset(), "expected a lap limit of 1 to 12 digits or 'none'");
        }
        return reader.integer(value, LAPS);
    }
}
