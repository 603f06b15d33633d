package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The per-thread superko index answers exactly as the persistent set it mirrors. */
class HashIndexTest {
    @Property(tries = 30)
    void agreesWithTheMirroredSetWhileFollowingAndJumpingBetweenVersions(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<PositionSet> versions = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        PositionSet set = PositionSet.EMPTY;
        versions.add(set);
        for (int i = 0; i < 300; i++) {
            // Few distinct low bits, so that probes collide; now and then a hash seen before.
            long hash = random.nextInt(4) == 0 && !hashes.isEmpty()
                    ? hashes.get(random.nextInt(hashes.size()))
                    : random.nextLong() & (random.nextBoolean() ? 0xFFL : -1L);
            hashes.add(hash);
            set = set.with(hash, new long[] {random.nextLong(4)}, random.nextBoolean());
            versions.add(set);
        }
        HashIndex index = new HashIndex();
        for (int step = 0; step < 600; step++) {
            // Mostly one version after the other (the index follows), sometimes a jump (it rebuilds).
            int v = step < versions.size() ? step : random.nextInt(versions.size());
            PositionSet version = versions.get(v);
            index.mirror(version);
            for (int probe = 0; probe < 20; probe++) {
                long hash =
                        random.nextBoolean() ? hashes.get(random.nextInt(hashes.size())) : random.nextLong() & 0xFFL;
                assertEquals(version.containsHash(hash), index.containsHash(hash), "hash " + hash + " in version " + v);
            }
        }
    }
}
