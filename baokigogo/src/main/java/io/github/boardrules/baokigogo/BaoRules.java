package io.github.boardrules.baokigogo;

import io.github.boardrules.common.NotationException;
import org.immutables.value.Value;

/**
 * The rules options of Bao Kigogo. There is one: what an endless relay sowing means.
 *
 * <p>In notation ({@link BaoKigogo#rulesNotation()}) the options read {@code endless=draw} (the
 * default: an endless sowing ends the game as a draw) or {@code endless=loss} (the Hawalis
 * convention: the mover of an endless sowing loses). The empty string reads as the default.
 */
@Value.Immutable(singleton = true)
public abstract class BaoRules {
    BaoRules() {}

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
     * The options in notation: {@code endless=draw} or {@code endless=loss}.
     *
     * @return the notation
     */
    public String notation() {
        return endlessSowingLoses() ? "endless=loss" : "endless=draw";
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
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            return standard();
        }
        int start = text.indexOf(trimmed.charAt(0));
        if (!trimmed.startsWith("endless=")) {
            throw new NotationException("rules", start, text, "expected 'endless=draw' or 'endless=loss'");
        }
        String value = trimmed.substring("endless=".length());
        int valueOffset = start + "endless=".length();
        switch (value) {
            case "draw":
                return standard();
            case "loss":
                return builder().endlessSowingLoses(true).build();
            default:
                throw new NotationException("endless", valueOffset, text, "expected 'draw' or 'loss'");
        }
    }
}
