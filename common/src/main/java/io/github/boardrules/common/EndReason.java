package io.github.boardrules.common;

import java.util.Locale;

/**
 * Why a game ended. Each game lists its reasons in an enum implementing this interface, for example
 * {@code score} in Bargo or {@code endless-sowing} in Bao Kigogo; codes are made from the constants'
 * names, as for {@link IllegalMoveReason}.
 */
public interface EndReason {
    /**
     * The reason's constant name, e.g. {@code ENDLESS_SOWING}; an enum provides it.
     *
     * @return the name
     */
    String name();

    /**
     * The reason's code as used in outcome strings: the {@linkplain #name() name} in lower case
     * with hyphens for underscores.
     *
     * @return the code, e.g. {@code all-captured}
     */
    default String code() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * A one-sentence explanation for people.
     *
     * @return the description
     */
    String description();
}
