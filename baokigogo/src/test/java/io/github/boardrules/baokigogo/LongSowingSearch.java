package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.RingReplay.Kind;
import io.github.boardrules.baokigogo.RingReplay.Sowing;
import io.github.boardrules.baokigogo.RingReplay.Start;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Searches for the longest relay sowings of one move and measures {@code apply} at the default lap
 * bound; a test-scope program, not a test (no surefire pattern matches it; {@code LongSowingsTest}
 * replays what it found), run by hand:
 *
 * <pre>{@code
 * ./mvnw -B -o -q test-compile -pl common,baokigogo -am
 * java -cp "baokigogo/target/test-classes:baokigogo/target/classes:common/target/classes:$(ls ~/.m2/repository/org/slf4j/slf4j-api/2.0.20/slf4j-api-2.0.20.jar)" \
 *     io.github.boardrules.baokigogo.LongSowingSearch 120 62 75 15
 * }</pre>
 *
 * <p>Arguments: seconds per climb, seeds on the ring for the climbs, seeds for the rings that run
 * into the bound (0: skip that measurement), random seed, and {@code finite}, {@code cycles} or
 * {@code both} (the climbs to run). One climb looks for the longest finite sowing, one for the longest
 * cycle, over South rings of a fixed seed count, with sowings replayed by {@link RingReplay}.
 *
 * <p><b>The climb.</b> A round starts from a random ring, or (three times in four once something
 * has been found) from the best ring so far with {@value #KICK_SEEDS} seeds moved at random. It
 * scores every legal origin once and then <em>locks</em> the best one: each step moves one seed
 * from one hole to another and replays only the locked origin's sowing, 24 times cheaper than
 * rescoring the ring, and keeps the change when the score does not drop (sideways moves drift
 * through the plateaus). After {@value #STALE_STEPS} steps without a gain the next round starts.
 * The score of a finite sowing counts the laps that {@link RingReplay#rewind} adds in front of it,
 * and the ring reported is that rewound start. Sowings that neither end nor repeat within the cap
 * (three times the best so far, at least {@value #MIN_CAP} laps) score nothing: on crowded rings
 * they cost the most, and a finite sowing longer than the cap would be a jump no climb step makes.
 * The cycle climb's cap is four times the longest period so far, at least 2,000,000 laps (an
 * endless sowing has no tail, so Brent's detection needs at most about three periods).
 */
final class LongSowingSearch {
    private static final long MIN_CAP = 100_000;
    private static final long MAX_CAP = 4_000_000;
    private static final int STALE_STEPS = 2_000;
    private static final int KICK_SEEDS = 4;
    private static final Start NOT_REWOUND = new Start(new int[0], 0, 0);

    private final RingReplay replay = new RingReplay();
    private final SplittableRandom random;
    private final boolean cycles;
    private long cap;
    private long evaluations;
    private int origin;
    /** The start of the last finite sowing scored; cycles are not rewound and leave this one. */
    private Start scored = NOT_REWOUND;

    private LongSowingSearch(boolean cycles, SplittableRandom random) {
        this.cycles = cycles;
        this.random = random;
        this.cap = cycles ? MAX_CAP / 2 : MIN_CAP;
    }

    /**
     * The score of the sowing from {@code from}: its finite laps plus the laps rewound in front of
     * them (kept in {@link #scored}), or its cycle period; 0 for anything else.
     */
    private long score(int[] ring, int from) {
        evaluations++;
        Sowing sowing = replay.sow(ring, from, cap);
        if (cycles) {
            return sowing.kind() == Kind.ENDLESS ? sowing.period() : 0;
        }
        if (sowing.kind() != Kind.FINITE) {
            return 0;
        }
        scored = replay.rewind(ring, from);
        return sowing.laps() + scored.lapsRewound();
    }

    /** The best score over all legal origins; sets {@link #origin} to the one that has it. */
    private long scoreAll(int[] ring) {
        long best = -1;
        Start start = scored;
        for (int from = 0; from < RingReplay.RING; from++) {
            if (ring[from] < 2) {
                continue;
            }
            long value = score(ring, from);
            if (value > best) {
                best = value;
                origin = from;
                start = scored;
            }
        }
        scored = start;
        return best;
    }

    private int[] randomRing(int seeds) {
        int[] ring = new int[RingReplay.RING];
        for (int i = 0; i < seeds; i++) {
            ring[random.nextInt(RingReplay.RING)]++;
        }
        return ring;
    }

    private void moveSeeds(int[] ring, int seeds) {
        for (int moved = 0; moved < seeds; ) {
            int from = random.nextInt(RingReplay.RING);
            if (ring[from] > 0) {
                ring[from]--;
                ring[random.nextInt(RingReplay.RING)]++;
                moved++;
            }
        }
    }

    /** A climb of {@code millis}; returns the best start found and its score. */
    private Found climb(int seeds, long millis) {
        long end = System.currentTimeMillis() + millis;
        Found best = new Found(new Start(randomRing(seeds), 0, 0), 0, new int[0]);
        while (System.currentTimeMillis() < end) {
            int[] ring;
            if (best.score() > 0 && random.nextInt(4) != 0) {
                ring = best.climbRing().clone();
                moveSeeds(ring, KICK_SEEDS);
            } else {
                ring = randomRing(seeds);
            }
            long current = scoreAll(ring);
            best = best.better(current, scored, origin, ring);
            for (int stale = 0; stale < STALE_STEPS && System.currentTimeMillis() < end; ) {
                int from = random.nextInt(RingReplay.RING);
                int to = random.nextInt(RingReplay.RING);
                if (ring[from] == 0 || from == to) {
                    continue;
                }
                ring[from]--;
                ring[to]++;
                long value = ring[origin] >= 2 ? score(ring, origin) : 0;
                if (value >= current) {
                    stale = value > current ? 0 : stale + 1;
                    current = value;
                } else {
                    ring[from]++;
                    ring[to]--;
                    stale++;
                }
                if (value > best.score()) {
                    best = best.better(value, scored, origin, ring);
                    cap = cycles ? Math.max(cap, 4 * value) : Math.min(MAX_CAP, Math.max(MIN_CAP, 3 * value));
                }
            }
        }
        return best;
    }

    /**
     * The best of a climb: the start to report (rewound for finite sowings), its score, and the ring
     * the climb stood on when it found it.
     */
    private record Found(Start start, long score, int[] climbRing) {
        Found better(long value, Start rewound, int from, int[] ring) {
            if (value <= score) {
                return this;
            }
            return new Found(rewound == NOT_REWOUND ? new Start(ring.clone(), from, 0) : rewound, value, ring.clone());
        }
    }

    private void report(int seeds, long millis, Found found) {
        Start start = found.start();
        Sowing check = replay.sow(start.ring(), start.origin(), cycles ? 4 * found.score() + MIN_CAP : MAX_CAP);
        System.out.printf(
                "%s, %d seeds, %d s, %d sowings replayed: %d laps%s, move %s of %s%n  position %s%n  replayed again: %s%n",
                cycles ? "longest cycle" : "longest finite sowing",
                seeds,
                millis / 1000,
                evaluations,
                found.score(),
                cycles ? " (period)" : " (" + start.lapsRewound() + " rewound)",
                start.hole().notation(),
                Arrays.toString(start.ring()),
                EndlessSowingTest.southRing(start.ring(), 6),
                check);
    }

    /** Times apply on a ring whose sowing is still going at the default bound. */
    private static void worstApply(int seeds, SplittableRandom random) {
        BaoKigogo game = BaoKigogo.standard();
        RingReplay replay = new RingReplay();
        for (int attempt = 0; attempt < 10_000; attempt++) {
            int[] ring = new int[RingReplay.RING];
            for (int i = 0; i < seeds; i++) {
                ring[random.nextInt(RingReplay.RING)]++;
            }
            for (int o = 0; o < RingReplay.RING; o++) {
                if (ring[o] < 2 || replay.sow(ring, o, MAX_CAP).kind() != Kind.UNDECIDED) {
                    continue;
                }
                BaoState state = game.parsePosition(EndlessSowingTest.southRing(ring, 6));
                Hole hole = Start.hole(o);
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
        System.out.println("no ring of " + seeds + " seeds ran past " + MAX_CAP + " laps");
    }

    public static void main(String[] args) {
        long millis = 1000L * (args.length > 0 ? Integer.parseInt(args[0]) : 120);
        int climbSeeds = args.length > 1 ? Integer.parseInt(args[1]) : 62;
        int crowdedSeeds = args.length > 2 ? Integer.parseInt(args[2]) : 75;
        SplittableRandom random = new SplittableRandom(args.length > 3 ? Long.parseLong(args[3]) : 15);
        if (crowdedSeeds > 0) {
            worstApply(crowdedSeeds, random);
        }
        String climbs = args.length > 4 ? args[4] : "both";
        for (boolean cycles : new boolean[] {false, true}) {
            if (climbs.equals(cycles ? "finite" : "cycles")) {
                continue;
            }
            LongSowingSearch search = new LongSowingSearch(cycles, random);
            search.report(climbSeeds, millis, search.climb(climbSeeds, millis));
        }
    }
}
