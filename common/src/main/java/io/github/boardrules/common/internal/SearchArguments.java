package io.github.boardrules.common.internal;

/**
 * The argument checks every game's {@code SearchSupport} makes, with the same messages: an action
 * or symmetry out of range and an output array too short are {@link IllegalArgumentException}s that
 * say what was expected, never index errors.
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
     * Checks that an observation fits into an array and clears its floats.
     *
     * @param out the array
     * @param offset where the observation starts
     * @param size the floats of one observation
     * @throws IllegalArgumentException when {@code offset} is negative or the floats do not fit
     */
    public static void clearObservation(float[] out, int offset, int size) {
        if (offset < 0 || offset > out.length - size) {
            throw new IllegalArgumentException("an observation of " + size + " floats at offset " + offset
                    + " does not fit into an array of " + out.length);
        }
        java.util.Arrays.fill(out, offset, offset + size, 0f);
    }

    /**
     * Fills a plane of an observation with one value.
     *
     * @param out the array
     * @param start the plane's first float
     * @param planeSize the floats of one plane
     * @param value the value
     */
    public static void fillPlane(float[] out, int start, int planeSize, float value) {
        java.util.Arrays.fill(out, start, start + planeSize, value);
    }
}
