package io.github.boardrules.baokigogo;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Searches for the longest relay sowings of one move and measures {@code apply} at the default lap
 * bound; a test-scope program, not a test (no surefire pattern matches it), run by hand:
 *
 * <pre>{@code
 * ./mvnw -B -o -q test-compile -pl common,baokigogo -am
 * java -cp "baokigogo/target/test-classes:baokigogo/target/classes:common/target/classes:$(ls ~/.m2/repository/org/slf4j/slf4j-api/2.0.20/slf4j-api-2.0.20.jar)" \
 *     io.github.boardrules.baokigogo.LongSowingSearch 60 62 75
 * }</pre>
 *
 * <p>Arguments: seconds per climb, seeds on the ring for the climbs, seeds for the rings that run
 * into the bound. A climb is a hill-climb over South rings of a fixed seed count: the fitness of a
 * ring is its longest finite sowing (or its longest cycle) over all legal origins; a step moves one
 * seed from one hole to another and is kept when the fitness does not drop; after 2,000 steps
 * without a gain it restarts from a random ring. Sowings are replayed here on a plain array with
 * Brent's cycle detection, independently of the engine, up to {@link #CAP} laps.
 */
final class LongSowingSearch {
    /** Laps after which a replayed sowing is left undecided. */
    private static final long CAP = 4_000_000;

    private static final int RING = 24;

    private LongSowingSearch() {}

    /** The outcome of one replayed sowing: laps to the end, or the period of its cycle. */
    private record Sowing(boolean endless, long laps, long period) {}

    static Sowing sow(int[] start, int origin) {
        int[] ring = start.clone();
        int hand = ring[origin];
        ring[origin] = 0;
        int pos = origin;
        int[] saved = ring.clone();
        int savedPos = pos;
        int savedHand = hand;
        long power = 1;
        long steps = 0;
        for (long laps = 1; laps <= CAP; laps++) {
            int rounds = hand / RING;
            if (rounds > 0) {
                for (int i = 0; i < RING; i++) {
                    ring[i] += rounds;
                }
            }
            for (int k = 1; k <= hand % RING; k++) {
                ring[(pos + k) % RING]++;
            }
            int last = (pos + hand) % RING;
            if (ring[last] == 1) {
                return new Sowing(false, laps, 0);
            }
            hand = ring[last];
            ring[last] = 0;
            pos = last;
            steps++;
            if (pos == savedPos && hand == savedHand && Arrays.equals(ring, saved)) {
                return new Sowing(true, laps, steps);
            }
            if (steps == power) {
                saved = ring.clone();
                savedPos = pos;
                savedHand = hand;
                power <<= 1;
                steps = 0;
            }
        }
        return new Sowing(true, CAP, -1);
    }

    /** The best sowing of a ring by the chosen measure: finite laps, or cycle period. */
    private static long fitness(int[] ring, boolean cycles, int[] bestOrigin) {
        long best = 0;
        for (int o = 0; o < RING; o++) {
            if (ring[o] < 2) {
                continue;
            }
            Sowing s = sow(ring, o);
            long value = cycles ? (s.endless() ? s.period() : 0) : (s.endless() ? 0 : s.laps());
            if (value > best) {
                best = value;
                bestOrigin[0] = o;
            }
        }
        return best;
    }

    private static int[] randomRing(int seeds, SplittableRandom random) {
        int[] ring = new int[RING];
        for (int i = 0; i < seeds; i++) {
            ring[random.nextInt(RING)]++;
        }
        return ring;
    }

    private static void climb(int seeds, boolean cycles, long millis, SplittableRandom random) {
        long end = System.currentTimeMillis() + millis;
        int[] origin = new int[1];
        long best = -1;
        int[] bestRing = null;
        int bestOrigin = -1;
        long evaluations = 0;
        while (System.currentTimeMillis() < end) {
            int[] ring = randomRing(seeds, random);
            long current = fitness(ring, cycles, origin);
            int stale = 0;
            while (stale < 2000 && System.currentTimeMillis() < end) {
                int from = random.nextInt(RING);
                if (ring[from] == 0) {
                    continue;
                }
                int to = random.nextInt(RING);
                ring[from]--;
                ring[to]++;
                long value = fitness(ring, cycles, origin);
                evaluations++;
                if (value >= current) {
                    stale = value > current ? 0 : stale + 1;
                    current = value;
                } else {
                    ring[from]++;
                    ring[to]--;
                    stale++;
                }
                if (current > best) {
                    best = current;
                    bestRing = ring.clone();
                    bestOrigin = origin[0];
                }
            }
        }
        System.out.printf(
                "%s, %d seeds, %d s, %d rings tried: %d laps%s from ring index %d of %s%n",
                cycles ? "longest cycle" : "longest finite sowing",
                seeds,
                millis / 1000,
                evaluations,
                best,
                cycles ? " (period)" : "",
                bestOrigin,
                Arrays.toString(bestRing));
    }

    /** Times apply on a ring whose sowing is still going at the default bound. */
    private static void worstApply(int seeds, SplittableRandom random) {
        BaoKigogo game = BaoKigogo.standard();
        for (int attempt = 0; attempt < 10_000; attempt++) {
            int[] ring = randomRing(seeds, random);
            for (int o = 0; o < RING; o++) {
                if (ring[o] < 2) {
                    continue;
                }
                Sowing s = sow(ring, o);
                if (!s.endless() || s.period() >= 0) {
                    continue;
                }
                BaoState state = game.parsePosition(EndlessSowingTest.southRing(ring, 6));
                Hole hole = o < 12 ? Hole.of(o, 1) : Hole.of(23 - o, 2);
                BaoMove move = game.parseMove(state, hole.notation());
                long[] nanos = new long[7];
                String outcome = "";
                for (int rep = 0; rep < nanos.length; rep++) {
                    long t0 = System.nanoTime();
                    BaoState after = game.apply(state, move);
                    nanos[rep] = System.nanoTime() - t0;
                    outcome = game.status(after).notation();
                }
                Arrays.sort(nanos);
                System.out.printf(
                        "apply at the default bound (%d seeds, %s from %s): %s; min %.1f ms, median %.1f ms, max %.1f ms%n",
                        seeds,
                        hole.notation(),
                        Arrays.toString(ring),
                        outcome,
                        nanos[0] / 1e6,
                        nanos[nanos.length / 2] / 1e6,
                        nanos[nanos.length - 1] / 1e6);
                return;
            }
        }
        System.out.println("no ring of " + seeds + " seeds ran past " + CAP + " laps");
    }

    public static void main(String[] args) {
        long millis = 1000L * (args.length > 0 ? Integer.parseInt(args[0]) : 60);
        int climbSeeds = args.length > 1 ? Integer.parseInt(args[1]) : 62;
        int crowdedSeeds = args.length > 2 ? Integer.parseInt(args[2]) : 75;
        SplittableRandom random = new SplittableRandom(15);
        worstApply(crowdedSeeds, random);
        climb(climbSeeds, false, millis, random);
        climb(climbSeeds, true, millis, random);
    }
}
