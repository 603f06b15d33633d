package io.github.boardrules.benchmarks.gorogo;

import java.util.SplittableRandom;

/**
 * The yardstick: GoRoGo as a plain mutable bitboard, written for speed with no API around it —
 * moves are ints (0..24 piece, 25..49 Henge, 50..74 setup), the position is changed in place and
 * the move list is a reused int array. Same rules as the library.
 */
final class MutableGoRoGo {
    private static final int FULL = (1 << 25) - 1;
    private static final int FILE_A = 1 | 1 << 5 | 1 << 10 | 1 << 15 | 1 << 20;
    private static final int FILE_E = FILE_A << 4;

    private final int[] colour = new int[2]; // 0 black, 1 white
    private final int[] pieces = new int[2];
    private final int[] hand = new int[2];
    private final int[] moves = new int[50];
    private int henge;
    private int toMove;

    void reset() {
        colour[0] = 0;
        colour[1] = 0;
        pieces[0] = 10;
        pieces[1] = 10;
        hand[0] = 2;
        hand[1] = 2;
        henge = 0;
        toMove = 1;
    }

    private static int neighbours(int m) {
        return (((m & ~FILE_E) << 1) | ((m & ~FILE_A) >>> 1) | (m << 5) | (m >>> 5)) & FULL;
    }

    private static int flood(int seed, int within) {
        int region = seed & within;
        while (true) {
            int grown = (region | neighbours(region)) & within;
            if (grown == region) {
                return region;
            }
            region = grown;
        }
    }

    private static int dead(int own, int opponent) {
        int empty = FULL & ~(own | opponent);
        return opponent & ~flood(opponent & neighbours(empty), opponent);
    }

    /** Fills the move array; returns the number of legal moves. */
    int generate() {
        if (henge == 0) {
            for (int i = 0; i < 25; i++) {
                moves[i] = 50 + i;
            }
            return 25;
        }
        if (pieces[0] + pieces[1] + hand[0] + hand[1] == 0) {
            return 0;
        }
        int own = colour[toMove] | henge;
        int opponent = colour[1 - toMove];
        int empty = FULL & ~(own | opponent);
        int n = 0;
        if (pieces[toMove] > 0) {
            int free = empty & neighbours(empty);
            for (int rest = empty; rest != 0; rest &= rest - 1) {
                int bit = rest & -rest;
                boolean ok = (free & bit) != 0;
                if (!ok) {
                    int after = own | bit;
                    int killed = dead(after, opponent);
                    int emptyAfter = FULL & ~(after | (opponent & ~killed));
                    ok = (neighbours(flood(bit, after)) & emptyAfter) != 0;
                }
                if (ok) {
                    moves[n++] = Integer.numberOfTrailingZeros(bit);
                }
            }
        }
        if (hand[toMove] > 0 && pieces[toMove] + hand[toMove] > 1) {
            for (int rest = empty; rest != 0; rest &= rest - 1) {
                moves[n++] = 25 + Integer.numberOfTrailingZeros(rest);
            }
        }
        return n;
    }

    int move(int i) {
        return moves[i];
    }

    /** Plays a move from the last generated list. */
    void play(int move) {
        int bit = 1 << (move % 25);
        if (move >= 50) {
            henge = bit;
            toMove = 0;
            return;
        }
        if (move < 25) {
            colour[toMove] |= bit;
            pieces[toMove]--;
        } else {
            henge |= bit;
            hand[toMove]--;
        }
        int opponent = 1 - toMove;
        colour[opponent] &= ~dead(colour[toMove] | henge, colour[opponent]);
        toMove = opponent;
    }

    /** Plays one uniformly random game from the start; returns the number of plies. */
    int playout(SplittableRandom random) {
        reset();
        int plies = 0;
        while (true) {
            int n = generate();
            if (n == 0) {
                return plies;
            }
            play(moves[random.nextInt(n)]);
            plies++;
        }
    }
}
