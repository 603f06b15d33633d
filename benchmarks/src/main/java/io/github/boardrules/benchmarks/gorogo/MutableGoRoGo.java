package io.github.boardrules.benchmarks.gorogo;

import java.util.SplittableRandom;

/**
 * The yardstick: GoRoGo under the standard rules as a plain mutable bitboard, written for speed
 * with no API around it — the position is a handful of {@code int} fields changed in place, a ply
 * computes the legal moves as two masks (coloured pieces, Henge) and picks the {@code i}-th move
 * straight from them, in the library's order (pieces in point order, then Henge in point order), so
 * no move list is written at all. Same rules and same random games as the library.
 */
final class MutableGoRoGo {
    private static final int FULL = (1 << 25) - 1;
    private static final int FILE_A = 1 | 1 << 5 | 1 << 10 | 1 << 15 | 1 << 20;
    private static final int FILE_E = FILE_A << 4;

    private int black;
    private int white;
    private int henge;
    private int blackPieces;
    private int whitePieces;
    private int blackHand;
    private int whiteHand;
    private boolean blackToMove;

    void reset() {
        black = 0;
        white = 0;
        henge = 0;
        blackPieces = 10;
        whitePieces = 10;
        blackHand = 2;
        whiteHand = 2;
        blackToMove = false;
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

    static int dead(int own, int opponent) {
        int empty = FULL & ~(own | opponent);
        int touching = opponent & neighbours(empty);
        return touching == opponent ? 0 : opponent & ~flood(touching, opponent);
    }

    /** The empty points where a coloured piece of the mover is not suicide. */
    static int allowedPieces(int own, int opponent) {
        int empty = FULL & ~(own | opponent);
        int allowed = empty & neighbours(empty);
        int rest = empty & ~allowed;
        if (rest == 0) {
            return allowed;
        }
        // Points next to an own piece touching two empty points or more: all at once.
        int east = (empty & ~FILE_A) >>> 1;
        int west = (empty & ~FILE_E) << 1;
        int north = empty >>> 5;
        int south = (empty << 5) & FULL;
        int twoEmpty = ((east & west) | (north & south) | ((east | west) & (north | south))) & own;
        allowed |= rest & neighbours(twoEmpty);
        for (rest &= ~allowed; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int reach = neighbours(flood(neighbours(bit) & own, own)) | neighbours(bit);
            if ((reach & empty & ~bit) != 0 || (reach & dead(own | bit, opponent)) != 0) {
                allowed |= bit;
            }
        }
        return allowed;
    }

    /** {@code SELECT[b << 3 | n]}: the index of the {@code n}-th (from 0) set bit of the byte {@code b}. */
    private static final byte[] SELECT = new byte[256 << 3];

    static {
        for (int b = 0; b < 256; b++) {
            int m = b;
            for (int n = 0; m != 0; n++, m &= m - 1) {
                SELECT[b << 3 | n] = (byte) Integer.numberOfTrailingZeros(m);
            }
        }
    }

    /** The index of the {@code n}-th (from 0) set bit of a mask that has more than {@code n}. */
    static int select(int mask, int n) {
        int c = Integer.bitCount(mask & 0xFF);
        if (n < c) {
            return SELECT[(mask & 0xFF) << 3 | n];
        }
        n -= c;
        c = Integer.bitCount(mask & 0xFF00);
        if (n < c) {
            return 8 + SELECT[(mask >>> 5 & 0x7F8) | n];
        }
        n -= c;
        c = Integer.bitCount(mask & 0xFF0000);
        if (n < c) {
            return 16 + SELECT[(mask >>> 13 & 0x7F8) | n];
        }
        return 24 + SELECT[(mask >>> 21 & 0x7F8) | (n - c)];
    }

    /** The black pieces on the board. */
    int black() {
        return black;
    }

    /** The white pieces on the board. */
    int white() {
        return white;
    }

    /** The Henge on the board. */
    int henge() {
        return henge;
    }

    /** Plays one uniformly random game from the start; returns the number of plies. */
    int playout(SplittableRandom random) {
        reset();
        henge = 1 << random.nextInt(25); // the setup move: 25 choices
        blackToMove = true;
        int plies = 1;
        while (blackPieces + whitePieces + blackHand + whiteHand != 0) {
            boolean b = blackToMove;
            int colour = b ? black : white;
            int opponent = b ? white : black;
            int own = colour | henge;
            int pieces = b ? blackPieces : whitePieces;
            int hand = b ? blackHand : whiteHand;
            int pieceMask = pieces > 0 ? allowedPieces(own, opponent) : 0;
            int hengeMask = hand > 0 && pieces + hand > 1 ? FULL & ~(own | opponent) : 0;
            int pieceCount = Integer.bitCount(pieceMask);
            int n = pieceCount + Integer.bitCount(hengeMask);
            if (n == 0) {
                return plies;
            }
            int choice = random.nextInt(n);
            if (choice < pieceCount) {
                int bit = 1 << select(pieceMask, choice);
                colour |= bit;
                opponent &= ~dead(colour | henge, opponent);
                if (b) {
                    blackPieces--;
                } else {
                    whitePieces--;
                }
            } else {
                henge |= 1 << select(hengeMask, choice - pieceCount);
                opponent &= ~dead(colour | henge, opponent);
                if (b) {
                    blackHand--;
                } else {
                    whiteHand--;
                }
            }
            if (b) {
                black = colour;
                white = opponent;
            } else {
                white = colour;
                black = opponent;
            }
            blackToMove = !b;
            plies++;
        }
        return plies;
    }
}
