package io.github.boardrules.common;

/**
 * Whether a game goes on or how it ended: either {@link Ongoing} or an {@link Outcome}.
 *
 * <p>The type is sealed, so a Java {@code switch}, a Kotlin {@code when} or a Scala {@code match}
 * over {@link Ongoing}, {@link Outcome.Win} and {@link Outcome.Draw} is exhaustive.
 */
public sealed interface Status permits Status.Ongoing, Outcome {
    /** The status of a game that has not ended. */
    @SuppressWarnings("ClassInitializationDeadlock") // see Ongoing
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
    boolean isOver();

    /** The game goes on. Use the constant {@link Status#ONGOING}. */
    // Status has no default methods, so initialising Ongoing never initialises Status: the
    // constant above cannot deadlock class initialisation.
    @SuppressWarnings("ClassInitializationDeadlock")
    record Ongoing() implements Status {
        @Override
        public boolean isOver() {
            return false;
        }

        @Override
        public String notation() {
            return "ongoing";
        }
    }
}
