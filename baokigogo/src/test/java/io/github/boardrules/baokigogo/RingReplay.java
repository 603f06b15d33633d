package io.github.boardrules.baokigogo;

import java.util.Arrays;

/**
 * Relay sowing on one player's ring, replayed on a plain array independently of the engine, forward
 * (with Brent's cycle detection) and backward (rewinding a sowing to the earliest start that leads
 * into it). Ring positions are South's ring order {@code a1..l1, l2..a2}; a <em>start</em> is a ring
 * and the ring position of the hole the move starts from.
 *
 * <p><b>Why rewinding is exact.</b> Between two laps a sowing is (the ring with the hole just taken
 * up empty, that hole, the seeds in hand). Such a state has at most one predecessor: a lap of fewer
 * than 24 seeds starts from the nearest empty hole behind the current one and needs every hole in
 * between occupied; a lap of 24 or more seeds needs every hole occupied, and two such candidates
 * contradict each other's counts. So the states of all sowings of a ring with a given seed total
 * form disjoint paths (start, ..., end) and pure cycles: an endless sowing has no tail, its first
 * state is already on its cycle. A long finite sowing found anywhere on its path can therefore be
 * rewound to the start of that path, which is a longer sowing of a legal position (the seeds are
 * conserved and the rewound hand, taken up from one hole, is at least 2).
 */
final class RingReplay {
    /** Holes on one player's ring. */
    static final int RING = 24;

    /** What a replayed sowing came to. */
    enum Kind {
        /** The last seed of lap {@code laps} landed in an empty hole. */
        FINITE,
        /** A state repeated after {@code laps} laps; {@code period} laps make one cycle. */
        ENDLESS,
        /** Neither within the cap of {@code laps} laps. */
        UNDECIDED
    }

    /** The outcome of one replayed sowing. */
    record Sowing(Kind kind, long laps, long period) {}

    /** A start: South's ring in ring order with the origin still full, and the origin. */
    record Start(int[] ring, int origin, long lapsRewound) {
        /** The hole of the origin, for notation. */
        Hole hole() {
            return hole(origin);
        }

        /** The ring position of one of South's holes. */
        static int position(String hole) {
            Hole h = Hole.parse(hole);
            return h.rank() == 1 ? h.file() : RING - 1 - h.file();
        }

        /** South's hole at a ring position. */
        static Hole hole(int position) {
            return position < 12 ? Hole.of(position, 1) : Hole.of(RING - 1 - position, 2);
        }
    }

    private final int[] ring = new int[RING];
    private final int[] saved = new int[RING];

    /**
     * Replays the move from {@code origin} of {@code start}, which is left unchanged.
     *
     * @param cap laps after which the sowing is left undecided
     */
    Sowing sow(int[] start, int origin, long cap) {
        System.arraycopy(start, 0, ring, 0, RING);
        int hand = ring[origin];
        ring[origin] = 0;
        int pos = origin;
        System.arraycopy(ring, 0, saved, 0, RING);
        int savedPos = pos;
        int savedHand = hand;
        long power = 1;
        long steps = 0;
        for (long laps = 1; laps <= cap; laps++) {
            int rounds = hand / RING;
            if (rounds > 0) {
                for (int i = 0; i < RING; i++) {
                    ring[i] += rounds;
                }
            }
            int rest = hand - rounds * RING;
            for (int k = 1; k <= rest; k++) {
                ring[(pos + k) % RING]++;
            }
            int last = (pos + hand) % RING;
            if (ring[last] == 1) {
                return new Sowing(Kind.FINITE, laps, 0);
            }
            hand = ring[last];
            ring[last] = 0;
            pos = last;
            steps++;
            if (pos == savedPos && hand == savedHand && Arrays.equals(ring, saved)) {
                return new Sowing(Kind.ENDLESS, laps, steps);
            }
            if (steps == power) {
                System.arraycopy(ring, 0, saved, 0, RING);
                savedPos = pos;
                savedHand = hand;
                power <<= 1;
                steps = 0;
            }
        }
        return new Sowing(Kind.UNDECIDED, cap, 0);
    }

    /**
     * Rewinds the move from {@code origin} of {@code start} lap by lap to the earliest start whose
     * sowing passes through it. Only for starts whose sowing is finite: on a cycle it never ends.
     */
    Start rewind(int[] start, int origin) {
        System.arraycopy(start, 0, ring, 0, RING);
        int hand = ring[origin];
        ring[origin] = 0;
        int pos = origin;
        long laps = 0;
        while (true) {
            int gap = 1;
            while (gap < RING && ring[(pos - gap + RING) % RING] != 0) {
                gap++;
            }
            int from;
            int rounds;
            if (gap < RING) {
                // The previous lap had fewer than 24 seeds: it came from that empty hole.
                if (gap < 2) {
                    break; // a hand of one seed never relays
                }
                from = (pos - gap + RING) % RING;
                rounds = 0;
            } else {
                from = fullRingPredecessor(pos, hand);
                if (from < 0) {
                    break;
                }
                gap = (pos - from + RING) % RING;
                rounds = from == pos ? hand : ring[from];
            }
            ring[pos] = hand;
            for (int i = 0; i < RING; i++) {
                ring[i] -= rounds;
            }
            for (int k = 1; k <= gap; k++) {
                ring[(from + k) % RING]--;
            }
            ring[from] = 0;
            hand = rounds * RING + gap;
            pos = from;
            laps++;
        }
        int[] earliest = ring.clone();
        earliest[pos] = hand;
        return new Start(earliest, pos, laps);
    }

    /**
     * The origin of a lap of 24 or more seeds that ends at {@code pos} with {@code hand} seeds taken
     * up, on a ring with no empty hole but {@code pos}; -1 if there is none.
     */
    private int fullRingPredecessor(int pos, int hand) {
        for (int gap = 0; gap < RING; gap++) {
            int from = (pos - gap + RING) % RING;
            int rounds = gap == 0 ? hand : ring[from];
            if (rounds == 0) {
                continue;
            }
            boolean fits = true;
            for (int k = 1; k < RING && fits; k++) {
                int hole = (from + k) % RING;
                int before = (hole == pos ? hand : ring[hole]) - rounds - (gap > 0 && k <= gap ? 1 : 0);
                fits = before >= 0;
            }
            if (fits) {
                return from;
            }
        }
        return -1;
    }
}
