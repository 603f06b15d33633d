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
 * mover of an endless sowing loses), optionally followed by {@code laps=N} for a
 * {@linkplain #maxSowingLaps() lap limit}, e.g. {@code endless=draw laps=1000000}. The empty string
 * reads as the default.
 *
 * <pre>{@code
 * BaoRules rules = BaoRules.builder().endlessSowingLoses(true).maxSowingLaps(1000).build();
 * rules.notation();                                   // "endless=loss laps=1000"
 * BaoRules.parse("endless=loss laps=1000").equals(rules);  // true
 * }</pre>
 */
@Value.Immutable(singleton = true)
public abstract class BaoRules {
    /** The most digits a lap limit may have. */
    private static final int LAP_DIGITS = 12;

    private static final IntegerSyntax LAPS = IntegerSyntax.natural("lap limit", 999_999_999_999L);

    private static final String OPTIONS = "expected 'endless=draw' or 'endless=loss', then optionally 'laps=N'";

    BaoRules() {}

    /**
     * An optional bound on the relay laps of one move, for servers that must bound the time of
     * {@code apply}; 0 (the default) means no bound. Endless sowing is detected exactly without a
     * bound, but with very many seeds on one side a sowing can run for billions of laps before it
     * either ends or provably repeats. With a bound, a move still sowing after that many laps is
     * <em>treated as</em> an endless sowing — an approximation the caller opts into.
     *
     * @return the lap limit, or 0 for none
     */
    @Value.Default
    public long maxSowingLaps() {
        return 0;
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
     * The rules of the rule page: an endless sowing is a draw, and no lap limit.
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
     * {@code laps=N} when there is a lap limit.
     *
     * @return the notation
     */
    public String notation() {
        String endless = endlessSowingLoses() ? "endless=loss" : "endless=draw";
        return maxSowingLaps() == 0 ? endless : endless + " laps=" + maxSowingLaps();
    }

    /**
     * Reads options written by {@link #notation()}, each at most once, in any order; the empty (or
     * blank) string gives the defaults.
     *
     * @param text the options
     * @return the rules
     * @throws NotationException naming the field {@code rules} (an unknown or repeated option),
     *     {@code endless} or {@code laps} (a bad value) when the text cannot be read
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
        // Longer values are refused at their start whatever they hold, as they always have been.
        if (value.text().length() > LAP_DIGITS) {
            throw reader.errorAt(value.offset(), "expected a lap limit of 1 to 12 digits");
        }
        return reader.integer(value, LAPS);
    }
}
