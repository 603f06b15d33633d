package io.github.boardrules.gorogo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** {@link Bits#reaches}, the early-stopping fill of the suicide test, against the full fill. */
class BitsProperties {
    @Property(tries = 2000)
    void reachesIsTheFullFillTouchingATarget(
            @ForAll @IntRange(min = 0, max = Bits.FULL) int seed,
            @ForAll @IntRange(min = 0, max = Bits.FULL) int within,
            @ForAll @IntRange(min = 0, max = Bits.FULL) int targets) {
        boolean expected = (Bits.neighbours(Bits.flood(seed, within)) & targets) != 0;
        assertEquals(expected, Bits.reaches(seed, within, targets));
    }

    @Test
    void aFarLibertyIsFoundThroughTheWholeChain() {
        // a1 to e1 is one chain (bits 0..4); its only liberty outside is e2 (bit 9), next to e1
        // alone, so the fill has to cross the whole row from a1 before it finds it.
        int row = 0b11111;
        assertTrue(Bits.reaches(1, row, 1 << 9));
        // The same chain cut at c1: from a1 the fill stops at b1 and never sees e2.
        assertFalse(Bits.reaches(1, row & ~(1 << 2), 1 << 9));
        // A seed outside within is ignored: nothing to fill, nothing reached.
        assertFalse(Bits.reaches(1 << 24, row, Bits.FULL));
    }
}
