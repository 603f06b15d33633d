package io.github.boardrules.common.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Observation tensors written into a caller's array: clearing in bounds, constant planes. */
class ObservationsTest {
    @Test
    void fillWritesOnePlaneOnly() {
        float[] out = new float[7];
        // A plane of 3 floats from index 2: indices 2, 3, 4; the rest untouched.
        Observations.fill(out, 2, 3, 0.5f);
        assertArrayEquals(new float[] {0, 0, 0.5f, 0.5f, 0.5f, 0, 0}, out);
    }

    @Test
    void clearZeroesTheObservationAndChecksItFits() {
        float[] out = {1, 1, 1, 1, 1};
        Observations.clear(out, 1, 3);
        assertArrayEquals(new float[] {1, 0, 0, 0, 1}, out);
        // An observation of 3 floats fits at offsets 0..2 of 5 floats, not at 3 or -1.
        Observations.clear(out, 2, 3);
        assertArrayEquals(new float[] {1, 0, 0, 0, 0}, out);
        assertThrows(IllegalArgumentException.class, () -> Observations.clear(out, 3, 3));
        assertThrows(IllegalArgumentException.class, () -> Observations.clear(out, -1, 3));
    }
}
