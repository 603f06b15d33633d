package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** The persistent superko history: exact membership whatever the hashes do, and sharing. */
class PositionSetTest {
    private static long[] stones(long... words) {
        return words;
    }

    @Test
    void equalHashesWithDifferentPositionsAreKeptApart() {
        // Two positions forced onto the same hash: membership must compare the stones exactly.
        PositionSet set = PositionSet.EMPTY.with(42, stones(1, 0), false).with(42, stones(2, 0), false);
        assertEquals(2, set.size());
        assertTrue(set.contains(42, stones(1, 0), false));
        assertTrue(set.contains(42, stones(2, 0), false));
        assertFalse(set.contains(42, stones(3, 0), false));
        assertFalse(set.contains(42, stones(1, 0), true), "the button state is part of the position");
        assertTrue(set.containsHash(42));
        assertFalse(set.containsHash(43));
    }

    @Test
    void hashesSharingLowBitsAreToldApart() {
        // Equal in the lowest 60 bits: nothing may be keyed on part of the hash.
        long a = 0x0123_4567_89AB_CDEFL;
        long b = a ^ (1L << 62);
        PositionSet set = PositionSet.EMPTY.with(a, stones(1), false).with(b, stones(2), false);
        assertTrue(set.contains(a, stones(1), false));
        assertTrue(set.contains(b, stones(2), false));
        assertFalse(set.contains(a, stones(2), false));
        assertFalse(set.containsHash(a ^ 1));
    }

    @Test
    void addingAKnownPositionChangesNothing() {
        PositionSet set = PositionSet.EMPTY.with(7, stones(1), true);
        assertSame(set, set.with(7, stones(1), true));
        assertNotSame(set, set.with(7, stones(1), false));
    }

    @Test
    void aPositionKnownToBeAbsentIsAddedWithoutTheWalk() {
        PositionSet set = PositionSet.EMPTY.with(7, stones(1), true).withAbsent(8, stones(2), true);
        assertEquals(2, set.size());
        assertTrue(set.contains(8, stones(2), true));
        assertTrue(set.contains(7, stones(1), true));
        assertTrue(set.sameAs(PositionSet.EMPTY.with(8, stones(2), true).with(7, stones(1), true)));
    }

    @Test
    void setsOfOneSizeWithOtherPositionsDiffer() {
        PositionSet common = PositionSet.EMPTY.with(1, stones(1), false);
        PositionSet a = common.with(2, stones(2), false).with(3, stones(3), false);
        PositionSet b = common.with(3, stones(3), false).with(2, stones(2), false);
        PositionSet c = common.with(3, stones(3), false).with(2, stones(4), false);
        assertTrue(a.sameAs(b));
        assertFalse(a.sameAs(c), "the same hashes, another position");
        assertFalse(c.sameAs(a));
        assertFalse(a.sameAs(common));
    }

    @Property(tries = 50)
    void behavesLikeASetAndOlderVersionsStayIntact(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<PositionSet> versions = new ArrayList<>();
        List<long[]> added = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        PositionSet set = PositionSet.EMPTY;
        for (int i = 0; i < 200; i++) {
            // Few distinct hashes and stones, so that chains, repeats and deep splits all happen.
            long hash = random.nextBoolean() ? random.nextLong() : random.nextInt(8) * 0x1000_0000_0000_0001L;
            long[] stones = stones(random.nextInt(4));
            versions.add(set);
            added.add(stones);
            hashes.add(hash);
            set = set.with(hash, stones, false);
        }
        for (int v = 0; v < versions.size(); v++) {
            PositionSet version = versions.get(v);
            for (int i = 0; i < added.size(); i++) {
                boolean before = false;
                for (int j = 0; j < v; j++) {
                    before |= hashes.get(j).equals(hashes.get(i)) && added.get(j)[0] == added.get(i)[0];
                }
                assertEquals(before, version.contains(hashes.get(i), added.get(i), false));
            }
        }
        PositionSet rebuilt = PositionSet.EMPTY;
        for (int i = added.size() - 1; i >= 0; i--) {
            rebuilt = rebuilt.with(hashes.get(i), added.get(i), false);
        }
        assertTrue(rebuilt.sameAs(set));
        assertTrue(set.sameAs(rebuilt));
        assertEquals(set.contentHash(), rebuilt.contentHash());
        assertFalse(set.size() > 0 && PositionSet.EMPTY.sameAs(set));
    }
}
