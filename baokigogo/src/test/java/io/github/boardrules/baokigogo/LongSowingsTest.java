package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.baokigogo.RingReplay.Kind;
import io.github.boardrules.baokigogo.RingReplay.Sowing;
import io.github.boardrules.baokigogo.RingReplay.Start;
import org.junit.jupiter.api.Test;

/**
 * The longest sowings {@link LongSowingSearch} found (docs/baokigogo.md, "Longest sowings"), played
 * through the public API so that anyone can replay the figures: the engine exposes no lap count, but
 * its lap bound is exact (a sowing that ends on the last allowed lap is finite), so a sowing that
 * ends under {@code laps=L} and counts as endless under {@code laps=L-1} took exactly L laps.
 */
class LongSowingsTest {
    /** South's 62 seeds in ring order (a1..l1, l2..a2); sowing g2 ends after 239,670 laps. */
    static final int[] LONGEST_FINITE = {0, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 6, 5, 8, 5, 6, 0, 10, 0, 3, 0, 1, 2, 1};

    static final long LONGEST_FINITE_LAPS = 239_670;

    /** South's 62 seeds in ring order; sowing b1 is endless, a cycle of 961,636 laps. */
    static final int[] LONGEST_CYCLE_62 = {5, 2, 0, 1, 0, 1, 4, 3, 5, 2, 3, 4, 3, 8, 1, 6, 1, 2, 1, 0, 1, 8, 1, 0};

    /** South's 64 seeds in ring order; sowing a1 is endless, a cycle of 2,720,468 laps. */
    static final int[] LONGEST_CYCLE_64 = {2, 0, 1, 2, 3, 0, 1, 0, 6, 0, 4, 9, 4, 1, 4, 5, 2, 1, 2, 3, 6, 1, 0, 7};

    private static String status(String rules, int[] ring, String move) {
        BaoKigogo game = BaoKigogo.standard().withRules(rules);
        BaoState after = game.apply(game.parsePosition(EndlessSowingTest.southRing(ring, 6)), Positions.sow(move));
        return game.status(after).notation();
    }

    @Test
    void theLongestFiniteSowingFoundTakesExactlyItsLapsThroughTheEngine() {
        // Ends on its last lap under a bound of exactly that many laps, and under the default bound
        // (no capture: the last seed lands in South's back row, or North's front row is empty).
        assertEquals("ongoing", status("laps=" + LONGEST_FINITE_LAPS, LONGEST_FINITE, "g2"));
        assertEquals("ongoing", status("endless=draw", LONGEST_FINITE, "g2"));
        assertEquals("ongoing", status("laps=none", LONGEST_FINITE, "g2"));
        // One lap fewer is not enough: the sowing is still going and counts as endless.
        assertEquals("draw:endless-sowing", status("laps=" + (LONGEST_FINITE_LAPS - 1), LONGEST_FINITE, "g2"));
        // The plain-array replay of the search agrees, and nothing leads into this start.
        RingReplay replay = new RingReplay();
        assertEquals(
                new Sowing(Kind.FINITE, LONGEST_FINITE_LAPS, 0),
                replay.sow(LONGEST_FINITE, Start.position("g2"), 2_000_000));
        assertEquals(0, replay.rewind(LONGEST_FINITE, Start.position("g2")).lapsRewound());
    }

    @Test
    void theLongestCyclesFoundAreEndlessUnderExactDetection() {
        assertCycle(LONGEST_CYCLE_62, "b1", 961_636);
        // Longer than the default bound: there the bound, not the repeat, makes it endless.
        assertCycle(LONGEST_CYCLE_64, "a1", 2_720_468);
    }

    private static void assertCycle(int[] ring, String move, long period) {
        // Without a bound the engine must find the repeat itself, after about two to three periods
        // of laps (at most a few hundred milliseconds here).
        assertEquals("draw:endless-sowing", status("laps=none", ring, move));
        assertEquals("draw:endless-sowing", status("endless=draw", ring, move));
        Sowing sowing = new RingReplay().sow(ring, Start.position(move), 4 * period);
        assertEquals(Kind.ENDLESS, sowing.kind());
        assertEquals(period, sowing.period());
        // No tail (every sowing state has at most one predecessor, so the first state is on the
        // cycle): Brent's detection saves the state after 2^k - 1 laps and watches the next 2^k;
        // the first window at least as long as the period sees the repeat one period after its save.
        long window = Long.highestOneBit(period - 1) * 2;
        assertEquals(window - 1 + period, sowing.laps());
    }
}
