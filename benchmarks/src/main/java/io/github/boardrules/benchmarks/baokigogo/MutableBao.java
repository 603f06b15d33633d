package io.github.boardrules.benchmarks.baokigogo;

/**
 * The yardstick: a plain mutable Bao Kigogo, made as fast as we can: the 48 counts packed one byte
 * each in six {@code long} fields (each player's 24 holes in sowing order, South's in
 * {@code s0..s2}, North's in {@code n0..n2}), so that a relay lap is three word additions whatever
 * the seeds in hand; the legal moves of the player to move kept as a 24-bit mask found with word
 * tricks at the end of each move; same sowing, captures, end checks and move order as the library.
 * Repetition is checked on a stack of 64-bit hashes since the last capture (hash only, no exact
 * comparison — a yardstick may cut that corner), behind a 128-bit filter per player to move;
 * endless sowing with Brent's cycle detection as in the library.
 */
final class MutableBao {
    private static final long ONES = 0x0101010101010101L;
    private static final long NORTH_KEY = 0x5851F42D4C957F2DL;
    private static final long[] RUN = new long[48 * 3];
    private static final long[] CLEAR = new long[24 * 3];

    static {
        long[] prefix = new long[25 * 3];
        for (int n = 0; n <= 24; n++) {
            for (int k = 0; k < n; k++) {
                prefix[n * 3 + k / 8] |= 1L << ((k % 8) * 8);
            }
        }
        for (int n = 0; n < 48; n++) {
            for (int j = 0; j < 3; j++) {
                RUN[n * 3 + j] = n <= 24 ? prefix[n * 3 + j] : prefix[72 + j] ^ prefix[(n - 24) * 3 + j];
            }
        }
        for (int k = 0; k < 24; k++) {
            for (int j = 0; j < 3; j++) {
                CLEAR[k * 3 + j] = j == k / 8 ? ~(0xFFL << ((k % 8) * 8)) : -1L;
            }
        }
    }

    long s0;
    long s1;
    long s2;
    long n0;
    long n1;
    long n2;
    final int[] moves = new int[24];
    private int mask;
    boolean southToMove = true;
    int capturedBySouth;
    int capturedByNorth;
    boolean over;
    private long[] hashes = new long[256];
    private int hashCount;
    private long seenSouth0;
    private long seenSouth1;
    private long seenNorth0;
    private long seenNorth1;

    MutableBao() {
        long two = 2 * ONES;
        s0 = two;
        s1 = two;
        s2 = two & ~(0xFFL << 56); // a2: the last hole of South's ring
        n0 = two;
        n1 = two & ~(0xFFL << 24); // l3: the 12th hole of North's ring
        n2 = two;
        mask = judge(s0, s1, s2);
        long h = hash();
        hashes[hashCount++] = h;
        remember(h);
    }

    int seeds(int slot) {
        long w = switch (slot >>> 3) {
            case 0 -> s0;
            case 1 -> s1;
            case 2 -> s2;
            case 3 -> n0;
            case 4 -> n1;
            default -> n2;
        };
        return (int) (w >>> ((slot & 7) << 3)) & 0xFF;
    }

    private static int at(long w0, long w1, long w2, int k) {
        long w = k < 8 ? w0 : k < 16 ? w1 : w2;
        return (int) (w >>> ((k & 7) << 3)) & 0xFF;
    }

    private long hash() {
        long h = s0 * 0x9E3779B97F4A7C15L
                ^ s1 * 0xC2B2AE3D27D4EB4FL
                ^ s2 * 0x165667B19E3779F9L
                ^ n0 * 0xD6E8FEB86659FD93L
                ^ n1 * 0xFF51AFD7ED558CCDL
                ^ n2 * 0xC4CEB9FE1A85EC53L;
        h = (h ^ h >>> 29) * 0xBF58476D1CE4E5B9L;
        return southToMove ? h : h ^ NORTH_KEY;
    }

    /** Whether the hash may have been seen with the same player to move; clear bits prove not. */
    private boolean maybeSeen(long h) {
        int bit = (int) (h >>> 57);
        long filter = southToMove ? (bit < 64 ? seenSouth0 : seenSouth1) : (bit < 64 ? seenNorth0 : seenNorth1);
        return (filter & 1L << bit) != 0;
    }

    private void remember(long h) {
        int bit = (int) (h >>> 57);
        long b = 1L << bit;
        if (southToMove) {
            if (bit < 64) {
                seenSouth0 |= b;
            } else {
                seenSouth1 |= b;
            }
        } else if (bit < 64) {
            seenNorth0 |= b;
        } else {
            seenNorth1 |= b;
        }
    }

    /** The legal moves of a ring as a mask of ring positions; 0 when there is none. */
    private static int judge(long w0, long w1, long w2) {
        int multi = atLeastTwo(w0) | atLeastTwo(w1) << 8 | atLeastTwo(w2) << 16;
        if (multi != 0) {
            return multi;
        }
        int ones = gather(w0) | gather(w1) << 8 | gather(w2) << 16;
        return ones & ~(ones >>> 1 | (ones & 1) << 23);
    }

    private static int atLeastTwo(long w) {
        return gather(((w + 0x7E7E7E7E7E7E7E7EL) & 0x8080808080808080L) >>> 7);
    }

    private static int gather(long w) {
        return (int) ((w * 0x0102040810204080L) >>> 56);
    }

    /** Fills {@link #moves} with the legal moves (slots, in ring order); returns how many. */
    int generate() {
        if (over) {
            return 0;
        }
        int base = southToMove ? 0 : 24;
        int n = 0;
        for (int m = mask; m != 0; m &= m - 1) {
            moves[n++] = base + Integer.numberOfTrailingZeros(m);
        }
        return n;
    }

    /** Plays a legal move given as a slot. */
    void play(int origin) {
        boolean south = southToMove;
        int base = south ? 0 : 24;
        long r0 = south ? s0 : n0;
        long r1 = south ? s1 : n1;
        long r2 = south ? s2 : n2;
        int pos = origin - base;
        int hand = at(r0, r1, r2, pos);
        r0 &= CLEAR[pos * 3];
        r1 &= CLEAR[pos * 3 + 1];
        r2 &= CLEAR[pos * 3 + 2];
        int end = -1;
        long saved0 = 0;
        long saved1 = 0;
        long saved2 = 0;
        int savedPos = -1;
        int savedHand = 0;
        long power = 1;
        long steps = 1;
        for (int lap = 0; ; lap++) {
            int rounds = hand / 24;
            long all = rounds * ONES;
            int from = (pos + 1) * 3;
            int to = (pos + 1 + hand - rounds * 24) * 3;
            r0 += all + (RUN[to] ^ RUN[from]);
            r1 += all + (RUN[to + 1] ^ RUN[from + 1]);
            r2 += all + (RUN[to + 2] ^ RUN[from + 2]);
            int p = to / 3 - 1;
            if (p >= 24) {
                p -= 24;
            }
            int landed = at(r0, r1, r2, p);
            if (landed == 1) {
                end = base + p;
                break;
            }
            r0 &= CLEAR[p * 3];
            r1 &= CLEAR[p * 3 + 1];
            r2 &= CLEAR[p * 3 + 2];
            pos = p;
            hand = landed;
            if (lap >= 63) {
                // Brent's cycle detection from the 64th lap on, as in the library.
                if (lap == 63) {
                    saved0 = r0;
                    saved1 = r1;
                    saved2 = r2;
                    savedPos = pos;
                    savedHand = hand;
                    continue;
                }
                if (pos == savedPos && hand == savedHand && r0 == saved0 && r1 == saved1 && r2 == saved2) {
                    break;
                }
                if (steps == power) {
                    saved0 = r0;
                    saved1 = r1;
                    saved2 = r2;
                    savedPos = pos;
                    savedHand = hand;
                    power <<= 1;
                    steps = 0;
                }
                steps++;
            }
        }
        if (end < 0) {
            over = true; // endless sowing: the board is left as it was
            southToMove = !south;
            return;
        }
        long o0 = south ? n0 : s0;
        long o1 = south ? n1 : s1;
        long o2 = south ? n2 : s2;
        int taken = 0;
        int ring = end - base;
        int front = -1;
        int back = -1;
        if (south && ring >= 12) {
            front = 23 - ring;
            back = ring;
        } else if (!south && ring < 12) {
            front = 23 - ring;
            back = ring;
        }
        if (front >= 0) {
            int f = at(o0, o1, o2, front);
            if (f > 0) {
                taken = f + at(o0, o1, o2, back);
                o0 &= CLEAR[front * 3] & CLEAR[back * 3];
                o1 &= CLEAR[front * 3 + 1] & CLEAR[back * 3 + 1];
                o2 &= CLEAR[front * 3 + 2] & CLEAR[back * 3 + 2];
            }
        }
        if (south) {
            s0 = r0;
            s1 = r1;
            s2 = r2;
            n0 = o0;
            n1 = o1;
            n2 = o2;
            capturedBySouth += taken;
        } else {
            n0 = r0;
            n1 = r1;
            n2 = r2;
            s0 = o0;
            s1 = o1;
            s2 = o2;
            capturedByNorth += taken;
        }
        southToMove = !south;
        if (taken > 0) {
            hashCount = 0;
            seenSouth0 = 0;
            seenSouth1 = 0;
            seenNorth0 = 0;
            seenNorth1 = 0;
        }
        mask = judge(o0, o1, o2);
        if (mask == 0) {
            over = true;
            return;
        }
        long h = hash();
        if (maybeSeen(h)) {
            for (int i = hashCount - 2; i >= 0; i -= 2) {
                if (hashes[i] == h) {
                    over = true;
                    return;
                }
            }
        }
        if (hashCount == hashes.length) {
            hashes = java.util.Arrays.copyOf(hashes, hashCount * 2);
        }
        hashes[hashCount++] = h;
        remember(h);
    }

    /** The board part of the position notation plus the player to move, for cross-checks. */
    String notation() {
        StringBuilder sb = new StringBuilder();
        for (int rank = 4; rank >= 1; rank--) {
            for (int file = 0; file < 12; file++) {
                int slot;
                if (rank == 1) {
                    slot = file;
                } else if (rank == 2) {
                    slot = 23 - file;
                } else if (rank == 3) {
                    slot = 24 + file;
                } else {
                    slot = 24 + 23 - file;
                }
                sb.append(seeds(slot)).append(file < 11 ? "," : "");
            }
            sb.append(rank > 1 ? "/" : "");
        }
        sb.append(southToMove ? " S " : " N ")
                .append(capturedBySouth)
                .append(',')
                .append(capturedByNorth);
        return sb.toString();
    }
}
