package io.github.boardrules.common.internal;

import java.util.Arrays;

/** Writing observation tensors into a caller's array: the bounds check, clearing, constant planes. */
public final class Observations {
    private Observations() {}

    /**
     * Checks that an observation fits into an array and clears its floats.
     *
     * @param out the array
     * @param offset where the observation starts
     * @param size the floats of one observation
     * @throws IllegalArgumentException when {@code offset} is negative or the floats do not fit
     */
    public static void clear(float[] out, int offset, int size) {
        if (offset < 0 || offset > out.length - size) {
            throw new IllegalArgumentException("an observation of " + size + " floats at offset " + offset
                    + " does not fit into an array of " + out.length);
        }
        Arrays.fill(out, offset, offset + size, 0f);
    }

    /**
     * Fills a plane with one value (a constant plane).
     *
     * @param out the array
     * @param start the plane's first float
     * @param planeSize the floats of one plane
     * @param value the value
     */
    public static void fill(float[] out, int start, int planeSize, float value) {
        Arrays.fill(out, start, start + planeSize, value);
    }
}
