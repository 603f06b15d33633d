package io.github.boardrules.common.internal;

/**
 * The argument checks every game's {@code SearchSupport} makes, with the same messages: an action
 * or a symmetry out of range is an {@link IllegalArgumentException} that says what was expected,
 * never an index error.
 */
public final class SearchArguments {
    private SearchArguments() {}

    /**
     * Checks an action.
     *
     * @param action the action
     * @param actionCount the number of actions
     * @return the action
     * @throws IllegalArgumentException when it is outside {@code [0, actionCount)}
     */
    public static int action(int action, int actionCount) {
        if (action < 0 || action >= actionCount) {
            throw new IllegalArgumentException("action " + action + " is outside [0, " + actionCount + ")");
        }
        return action;
    }

    /**
     * Checks a symmetry.
     *
     * @param symmetry the symmetry
     * @param symmetryCount the number of symmetries
     * @return the symmetry
     * @throws IllegalArgumentException when it is outside {@code [0, symmetryCount)}
     */
    public static int symmetry(int symmetry, int symmetryCount) {
        if (symmetry < 0 || symmetry >= symmetryCount) {
            throw new IllegalArgumentException("symmetry " + symmetry + " is outside [0, " + symmetryCount + ")");
        }
        return symmetry;
    }

    /**
     * Checks that {@code count} elements from {@code offset} fit in an array of {@code length}.
     *
     * @param length the array's length
     * @param offset the first index
     * @param count how many elements
     * @throws IllegalArgumentException when they do not fit
     */
    public static void range(int length, int offset, int count) {
        if (offset < 0 || offset > length - count) {
            throw new IllegalArgumentException(
                    count + " words from offset " + offset + " do not fit in an array of " + length);
        }
    }
}
