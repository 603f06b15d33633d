package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The chi-square helper against textbook values, and its power against a small bias. */
class ChiSquareTest {
    @Test
    void upperTailsMatchTheTables() {
        // Q(1, x) = e^−x exactly (2 degrees of freedom); the 5 % points of 1 and 10 degrees of
        // freedom are 3.841 and 18.307, the 0.1 % point of 300 is 381.4.
        assertEquals(Math.exp(-1), ChiSquare.upperGamma(1, 1), 1e-12);
        assertEquals(Math.exp(-7), ChiSquare.upperGamma(1, 7), 1e-12);
        assertEquals(0.05, ChiSquare.upperGamma(0.5, 3.841 / 2), 1e-4);
        assertEquals(0.05, ChiSquare.upperGamma(5, 18.307 / 2), 1e-4);
        assertEquals(0.001, ChiSquare.upperGamma(150, 381.4 / 2), 1e-4);
    }

    @Test
    void aFairDiePassesAndALoadedOneFails() {
        // 60 000 throws: a die giving one face 1/5 instead of 1/6 is far outside chance.
        double[] fair = new double[6];
        Arrays.fill(fair, 1.0 / 6);
        SplittableRandom random = new SplittableRandom(1);
        long[] honest = new long[6];
        long[] loaded = new long[6];
        for (int i = 0; i < 60_000; i++) {
            honest[random.nextInt(6)]++;
            loaded[random.nextDouble() < 0.2 ? 0 : 1 + random.nextInt(5)]++;
        }
        assertTrue(ChiSquare.pValue(honest, fair) > 0.001);
        assertTrue(ChiSquare.pValue(loaded, fair) < 1e-9);
    }
}
