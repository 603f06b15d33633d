package io.github.boardrules.benchmarks.baokigogo;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The yardstick: a plain mutable Bao Kigogo on an {@code int[48]} (each player's 24 holes in sowing
 * order, South's in 0..23, North's in 24..47), with the same sowing loop, captures, end checks and
 * move order as the library. Repetition is checked on a stack of 64-bit Zobrist hashes since the
 * last capture (hash only, no exact comparison — a yardstick may cut that corner); endless sowing
 * with Brent's cycle detection as in the library.
 */
final class MutableBao {
    private static final long[] KEYS = new long[48 * 93];
    private static final long NORTH_KEY;

    static {
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = random.nextLong();
        }
        NORTH_KEY = random.nextLong();
    }

    final int[] board = new int[48];
    final int[] moves = new int[24];
    boolean southToMove = true;
    int capturedBySouth;
    int capturedByNorth;
    boolean over;
    private long[] hashes = new long[256];
    private int hashCount;
    private final int[] saved = new int[24];

    MutableBao() {
        Arrays.fill(board, 2);
        board[23] = 0; // a2: the last hole of South's ring
        board[24 + 11] = 0; // l3: the 12th hole of North's ring
        hashes[hashCount++] = hash();
    }

    private long hash() {
        long h = southToMove ? 0 : NORTH_KEY;
        for (int i = 0; i < 48; i++) {
            h ^= KEYS[i * 93 + board[i]];
        }
        return h;
    }

    /** Fills {@link #moves} with the legal moves (slots, in ring order); returns how many. */
    int generate() {
        if (over) {
            return 0;
        }
        int base = southToMove ? 0 : 24;
        int n = 0;
        for (int i = base; i < base + 24; i++) {
            if (board[i] >= 2) {
                moves[n++] = i;
            }
        }
        if (n > 0) {
            return n;
        }
        for (int i = base; i < base + 24; i++) {
            int next = i == base + 23 ? base : i + 1;
            if (board[i] == 1 && board[next] == 0) {
                moves[n++] = i;
            }
        }
        return n;
    }

    /** Plays a legal move given as a slot. */
    void play(int origin) {
        int base = southToMove ? 0 : 24;
        int[] copy = null;
        int pos = origin - base;
        int hand = board[origin];
        board[origin] = 0;
        int end = -1;
        for (int lap = 0; lap < 64 && end < 0; lap++) {
            int p = lap(base, pos, hand);
            if (board[base + p] == 1) {
                end = base + p;
            } else {
                hand = board[base + p];
                board[base + p] = 0;
                pos = p;
            }
        }
        if (end < 0) {
            copy = board.clone();
            end = watched(base, pos, hand);
        }
        if (end < 0) {
            over = true; // endless sowing: the board is left as it was
            System.arraycopy(copy, 0, board, 0, 48);
            southToMove = !southToMove;
            return;
        }
        int taken = 0;
        int file = -1;
        int front = -1;
        int back = -1;
        int ring = end - base;
        if (southToMove && ring >= 12) {
            file = 23 - ring;
            front = 24 + file;
            back = 24 + 23 - file;
        } else if (!southToMove && ring < 12) {
            file = ring;
            front = 23 - file;
            back = file;
        }
        if (front >= 0 && board[front] > 0) {
            taken = board[front] + board[back];
            board[front] = 0;
            board[back] = 0;
        }
        if (southToMove) {
            capturedBySouth += taken;
        } else {
            capturedByNorth += taken;
        }
        southToMove = !southToMove;
        if (taken > 0) {
            hashCount = 0;
        }
        int opp = southToMove ? 0 : 24;
        int seeds = 0;
        for (int i = opp; i < opp + 24; i++) {
            seeds += board[i];
        }
        if (seeds == 0 || generate() == 0) {
            over = true;
            return;
        }
        long h = hash();
        for (int i = hashCount - 1; i >= 0; i -= 1) {
            if (hashes[i] == h) {
                over = true;
                return;
            }
        }
        if (hashCount == hashes.length) {
            hashes = Arrays.copyOf(hashes, hashCount * 2);
        }
        hashes[hashCount++] = h;
    }

    private int lap(int base, int pos, int hand) {
        int rounds = hand / 24;
        if (rounds > 0) {
            for (int i = base; i < base + 24; i++) {
                board[i] += rounds;
            }
        }
        int p = pos;
        for (int k = hand - rounds * 24; k > 0; k--) {
            p = p == 23 ? 0 : p + 1;
            board[base + p]++;
        }
        return p;
    }

    private int watched(int base, int startPos, int startHand) {
        int pos = startPos;
        int hand = startHand;
        System.arraycopy(board, base, saved, 0, 24);
        int savedPos = pos;
        int savedHand = hand;
        long power = 1;
        long steps = 1;
        while (true) {
            int p = lap(base, pos, hand);
            if (board[base + p] == 1) {
                return base + p;
            }
            hand = board[base + p];
            board[base + p] = 0;
            pos = p;
            if (pos == savedPos && hand == savedHand && Arrays.equals(board, base, base + 24, saved, 0, 24)) {
                return -1;
            }
            if (steps == power) {
                System.arraycopy(board, base, saved, 0, 24);
                savedPos = pos;
                savedHand = hand;
                power <<= 1;
                steps = 0;
            }
            steps++;
        }
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
                sb.append(board[slot]).append(file < 11 ? "," : "");
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
