package io.github.boardrules.common;

/**
 * Why a game ended. Each game lists its reasons in an enum implementing this interface, for example
 * {@code score} in Bargo or {@code endless-sowing} in Bao Kigogo.
 */
public interface EndReason {
    /**
     * The reason's code as used in outcome strings, in lower-case kebab case.
     *
     * @return the code, e.g. {@code all-captured}
     */
    String code();

    /**
     * A one-sentence explanation for people.
     *
     * @return the description
     */
    String description();
}
