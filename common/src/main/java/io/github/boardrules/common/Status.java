package io.github.boardrules.common;

/**
 * Whether a game goes on or how it ended: either {@link Ongoing} or an {@link Outcome}.
 *
 * <p>The type is sealed, so a Java {@code switch}, a Kotlin {@code when} or a Scala {@code match}
 * over {@link Ongoing}, {@link Outcome.Win} and {@link Outcome.Draw} is exhaustive.
 */
public sealed interface Status permits Status.Ongoing, Outcome {
    /** The status of a game that has not ended. */
    Status ONGOING = new Ongoing();

    /**
     * The status as a short string: {@code ongoing}, {@code win:<player>:<reason>} or
     * {@code draw:<reason>}.
     *
     * @return the notation
     */
    String notation();

    /**
     * Whether the game has ended.
     *
     * @return {@code true} for an {@link Outcome}
     */
    default boolean isOver() {
        return this instanceof Outcome;
    }

    /** The game goes on. Use the constant {@link Status#ONGOING}. */
    record Ongoing() implements Status {
        @Override
        public String notation() {
            return "ongoing";
        }
    }
}
