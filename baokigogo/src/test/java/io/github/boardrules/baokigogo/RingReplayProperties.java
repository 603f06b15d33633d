package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.baokigogo.RingReplay.Kind;
import io.github.boardrules.baokigogo.RingReplay.Sowing;
import io.github.boardrules.baokigogo.RingReplay.Start;
import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.jspecify.annotations.Nullable;

/**
 * {@link RingReplay}, which the long-sowing search trusts, against brute force: the predecessors of a
 * sowing state are found by trying every origin and hand and sowing one lap, so the claim that a
 * state has at most one predecessor, and the rewinding built on it, are checked, not assumed.
 */
class RingReplayProperties {
    private static final int RING = RingReplay.RING;

    @Property(tries = 40)
    void rewindingAddsExactlyTheLapsInFrontAndStopsWhereNothingLeadsIn(
            @ForAll long seed, @ForAll @IntRange(min = 20, max = 80) int seeds) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] ring = new int[RING];
        for (int i = 0; i < seeds; i++) {
            ring[random.nextInt(RING)]++;
        }
        RingReplay replay = new RingReplay();
        for (int origin = 0; origin < RING; origin++) {
            if (ring[origin] < 2) {
                continue;
            }
            int[] state = Arrays.copyOf(ring, RING + 2);
            state[origin] = 0;
            state[RING] = origin;
            state[RING + 1] = ring[origin];
            assertTrue(countPredecessors(state) <= 1, "at most one predecessor");
            Sowing sowing = replay.sow(ring, origin, 1_000_000);
            if (sowing.kind() != Kind.FINITE) {
                continue;
            }
            Start start = replay.rewind(ring, origin);
            assertEquals(seeds, Arrays.stream(start.ring()).sum(), "seeds are conserved");
            assertTrue(start.ring()[start.origin()] >= 2, "a legal origin");
            assertEquals(start.lapsRewound() > 0, countPredecessors(state) == 1);
            int[] first = Arrays.copyOf(start.ring(), RING + 2);
            first[start.origin()] = 0;
            first[RING] = start.origin();
            first[RING + 1] = start.ring()[start.origin()];
            assertEquals(0, countPredecessors(first), "the rewound start has no predecessor");
            Sowing whole = replay.sow(start.ring(), start.origin(), 1_000_000);
            assertEquals(new Sowing(Kind.FINITE, sowing.laps() + start.lapsRewound(), 0), whole);
            assertEquals(0, replay.rewind(start.ring(), start.origin()).lapsRewound());
        }
    }

    /**
     * The states (ring, origin, hand) whose next lap, sown here seed by seed, leads to {@code state}
     * (ring with the current hole empty, then current hole and hand).
     */
    private static int countPredecessors(int[] state) {
        int total = state[RING + 1];
        for (int i = 0; i < RING; i++) {
            total += state[i];
        }
        int count = 0;
        for (int from = 0; from < RING; from++) {
            for (int hand = 2; hand <= total; hand++) {
                // Undo the lap: put the taken-up seeds back, take one seed out of every hole sown.
                int[] before = Arrays.copyOf(state, RING);
                before[state[RING]] = state[RING + 1];
                int hole = from;
                for (int seed = 0; seed < hand; seed++) {
                    hole = (hole + 1) % RING;
                    before[hole]--;
                }
                if (hole != state[RING]
                        || before[from] != 0
                        || Arrays.stream(before).min().orElseThrow() < 0) {
                    continue;
                }
                before[from] = hand;
                if (Arrays.equals(oneLap(before, from), state)) {
                    count++;
                }
            }
        }
        return count;
    }

    /** One lap from {@code from}, seed by seed; the state after it, or null if the move ends. */
    private static int @Nullable [] oneLap(int[] ring, int from) {
        int[] after = Arrays.copyOf(ring, RING + 2);
        int hand = after[from];
        after[from] = 0;
        int hole = from;
        for (int seed = 0; seed < hand; seed++) {
            hole = (hole + 1) % RING;
            after[hole]++;
        }
        if (after[hole] == 1) {
            return null;
        }
        after[RING] = hole;
        after[RING + 1] = after[hole];
        after[hole] = 0;
        return after;
    }
}
