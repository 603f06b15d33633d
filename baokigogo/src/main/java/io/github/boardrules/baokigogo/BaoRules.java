package io.github.boardrules.baokigogo;

import io.github.boardrules.common.NotationException;
import org.immutables.value.Value;

/**
 * The rules options of Bao Kigogo. There is one: what an endless relay sowing means.
 *
 * <p>In notation ({@link BaoKigogo#rulesNotation()}) the options read {@code endless=draw} (the
 * default: an endless sowing ends the game as a draw) or {@code endless=loss} (the Hawalis
 * convention: the mover of an endless sowing loses), optionally followed by {@code laps=N} for a
 * {@linkplain #maxSowingLaps() lap limit}, e.g. {@code endless=draw laps=1000000}. The empty string
 * reads as the default.
 */
@Value.Immutable(singleton = true)
public abstract class BaoRules {
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

    /** Rejects a negative lap limit. */
    @Value.Check
    void validate() {
        if (maxSowingLaps() < 0) {
            throw new IllegalArgumentException("maxSowingLaps must not be negative: " + maxSowingLaps());
        }
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

    /**
     * The rules of the rule page: an endless sowing is a draw.
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
    public static ImmutableBaoRules.Builder builder() {
        return ImmutableBaoRules.builder();
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
     * Reads options written by {@link #notation()}; the empty (or blank) string gives the defaults.
     *
     * @param text the options
     * @return the rules
     * @throws NotationException naming the field {@code endless} or {@code rules} when the text
     *     cannot be read
     */
    public static BaoRules parse(String text) {
        ImmutableBaoRules.Builder builder = builder();
        boolean endlessSeen = false;
        boolean lapsSeen = false;
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
            String token = text.substring(i, end);
            if (token.startsWith("endless=") && !endlessSeen) {
                endlessSeen = true;
                String value = token.substring("endless=".length());
                if (value.equals("loss")) {
                    builder.endlessSowingLoses(true);
                } else if (!value.equals("draw")) {
                    throw new NotationException("endless", i + 8, text, "expected 'draw' or 'loss'");
                }
            } else if (token.startsWith("laps=") && !lapsSeen) {
                lapsSeen = true;
                builder.maxSowingLaps(laps(text, i + 5, end));
            } else {
                throw new NotationException(
                        "rules", i, text, "expected 'endless=draw' or 'endless=loss', then optionally 'laps=N'");
            }
            i = end;
        }
        return builder.build();
    }

    private static long laps(String text, int from, int to) {
        if (from >= to || to - from > 12) {
            throw new NotationException("laps", from, text, "expected a lap limit of 1 to 12 digits");
        }
        long value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new NotationException("laps", i, text, "a lap limit is a non-negative number");
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
