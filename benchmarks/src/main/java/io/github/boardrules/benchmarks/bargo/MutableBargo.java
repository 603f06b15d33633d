package io.github.boardrules.benchmarks.bargo;

import io.github.boardrules.common.search.ActionWords;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The yardstick: the same Bargo rules as a plain mutable implementation — one board array changed
 * in place, moves as ints in a reused buffer, superko history in open-addressing hash tables with
 * the exact positions kept beside them. No immutability, no move objects, no lists. The immutable
 * API is measured against it. Moves are encoded {@code cell * 6 + direction}, {@link #BUTTON} and
 * {@link #PASS}, generated in the same order as the library's {@code legalMoves}.
 */
final class MutableBargo {
    static final int BUTTON = -1;
    static final int PASS = -2;
    private static final int[] OPPOSITE = {3, 4, 5, 0, 1, 2};

    private final int cells;
    private final int words;
    private final int[] neighbours;
    private final long[] zobrist;
    private final long zobristButton;

    private final byte[] board;
    private final long[] stones;
    private int toMove;
    private int button = -1;
    private int passes;
    private long hash;
    private final History[] history = {new History(), new History()};

    private final MutableBargoGroups groups;
    private final int[] label;
    private final int[] liberties;
    private final long[] groupZobrist;
    private final int[] captureMark;
    private final int[] captured;
    private int epoch;
    private int capturedCount;
    private long capturedZobrist;
    private final int[] own = new int[6];
    private int ownCount;
    /** The placement whose captures {@link #legal} left in the working memory, or −1. */
    private int evaluated = -1;

    /** The moves of the last {@link #generate()}. */
    final int[] moves;

    MutableBargo(int base) {
        int m = base - 1;
        cells = 3 * base * m + 1;
        words = (cells + 63) >>> 6;
        int[][] index = new int[2 * m + 1][2 * m + 1];
        int[] qs = new int[cells];
        int[] rs = new int[cells];
        int n = 0;
        for (int r = -m; r <= m; r++) {
            for (int q = -m; q <= m; q++) {
                index[q + m][r + m] = -1;
                if (Math.abs(q + r) <= m) {
                    index[q + m][r + m] = n;
                    qs[n] = q;
                    rs[n] = r;
                    n++;
                }
            }
        }
        int[][] steps = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
        neighbours = new int[cells * 6];
        for (int c = 0; c < cells; c++) {
            for (int d = 0; d < 6; d++) {
                int q = qs[c] + steps[d][0];
                int r = rs[c] + steps[d][1];
                boolean on = Math.abs(q) <= m && Math.abs(r) <= m && Math.abs(q + r) <= m;
                neighbours[c * 6 + d] = on ? index[q + m][r + m] : -1;
            }
        }
        SplittableRandom random = new SplittableRandom(base);
        zobrist = new long[2 * cells];
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        zobristButton = random.nextLong();
        board = new byte[cells];
        stones = new long[2 * words];
        groups = new MutableBargoGroups(cells, words, neighbours, zobrist);
        label = groups.label;
        liberties = groups.liberties;
        groupZobrist = groups.zobrist;
        captureMark = new int[2 * cells];
        captured = new int[2 * cells];
        moves = new int[cells * 6 + 1];
    }

    int cells() {
        return cells;
    }

    boolean over() {
        return passes == 2;
    }

    boolean buttonTaken() {
        return button >= 0;
    }

    /** The number of empty cells. */
    int emptyCount() {
        int pieces = 0;
        for (int w = 0; w < words; w++) {
            pieces += Long.bitCount(stones[w] | stones[words + w]);
        }
        return cells - pieces;
    }

    /** The {@code k}-th (from 0) empty cell in index order. */
    int emptyCell(int k) {
        int left = k;
        for (int w = 0; ; w++) {
            long free = ~(stones[w] | stones[words + w]);
            int past = cells - (w << 6);
            if (past < 64) {
                free &= (1L << past) - 1;
            }
            int n = Long.bitCount(free);
            if (left < n) {
                return (w << 6) + ActionWords.select(free, left);
            }
            left -= n;
        }
    }

    /**
     * Whether the placement on the empty cell {@code c} with its wall towards {@code d} is legal; a
     * legal one can be {@link #play}ed without judging it again.
     */
    boolean legalPlacement(int c, int d) {
        boolean legal = legal(c, d);
        evaluated = legal ? c * 6 + d : -1;
        return legal;
    }

    /** Writes the legal moves into {@link #moves}; returns how many. */
    int generate() {
        evaluated = -1;
        if (passes == 2) {
            return 0;
        }
        int n = 0;
        for (int c = 0; c < cells; c++) {
            if (board[c] != 0) {
                continue;
            }
            int legal = legalDirections(c);
            for (int d = 0; legal != 0; d++, legal >>>= 1) {
                if ((legal & 1) != 0) {
                    moves[n++] = c * 6 + d;
                }
            }
        }
        moves[n++] = button < 0 ? BUTTON : PASS;
        return n;
    }

    /** Plays a move from the last {@link #generate()}, or found by {@link #legalPlacement}. */
    void play(int move) {
        int mover = toMove;
        boolean judged = move == evaluated;
        evaluated = -1;
        if (move == BUTTON || move == PASS) {
            if (move == BUTTON) {
                button = mover;
                hash ^= zobristButton;
                passes = 0;
            } else {
                passes++;
            }
            history[mover].add(hash, stones, button >= 0);
            toMove = 1 - mover;
            groups.turned(mover);
            return;
        }
        int c = move / 6;
        int d = move % 6;
        if (!judged) {
            legal(c, d);
        }
        long[] members = groups.members;
        int enemy = (1 - mover) * words;
        for (int i = 0; i < capturedCount; i++) {
            int from = captured[i] * words;
            for (int w = 0; w < words; w++) {
                stones[enemy + w] &= ~members[from + w];
                for (long word = members[from + w]; word != 0; word &= word - 1) {
                    board[(w << 6) + Long.numberOfTrailingZeros(word)] = 0;
                }
            }
        }
        board[c] = (byte) (1 + mover * 6 + d);
        stones[mover * words + (c >>> 6)] |= 1L << c;
        hash ^= zobrist[mover * cells + c] ^ capturedZobrist;
        passes = 0;
        history[mover].add(hash, stones, button >= 0);
        toMove = 1 - mover;
        groups.placed(board, c, mover, captured, capturedCount);
    }

    private static final int[] COLOUR = {-1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1};
    private static final int[] WALL = {-1, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5};

    private static int colour(int v) {
        return COLOUR[v];
    }

    private static int wall(int v) {
        return WALL[v];
    }

    private boolean legal(int c, int d) {
        int t = neighbours[c * 6 + d];
        if (t < 0) {
            return false;
        }
        int vt = board[t];
        if (vt != 0 && wall(vt) == OPPOSITE[d]) {
            return false;
        }
        int mover = toMove;
        int e = ++epoch;
        int count = 0;
        for (int i = 0; i < groups.zeroCount; i++) {
            captureMark[groups.zeroLiberty[i]] = e;
            captured[count++] = groups.zeroLiberty[i];
        }
        long keys = groups.zeroZobrist;
        boolean liberty = false;
        int owned = 0;
        for (int k = 0; k < 6; k++) {
            int y = neighbours[c * 6 + k];
            if (y < 0) {
                continue;
            }
            int vy = board[y];
            if (vy == 0) {
                liberty |= k != d;
                continue;
            }
            if (wall(vy) == OPPOSITE[k]) {
                continue;
            }
            int g = label[y];
            if (colour(vy) != mover) {
                if (liberties[g] == 1 && captureMark[g] != e) {
                    captureMark[g] = e;
                    captured[count++] = g;
                    keys ^= groupZobrist[g];
                }
            } else if (k != d) {
                liberty |= liberties[g] > 1;
                own[owned++] = g;
            }
        }
        capturedCount = count;
        capturedZobrist = keys;
        ownCount = owned;
        if (!liberty && (count == 0 || !touchesCaptured(c, d, e))) {
            return false;
        }
        if (vt != 0 && colour(vt) != mover && captureMark[label[t]] != e) {
            return false;
        }
        long after = hash ^ zobrist[mover * cells + c] ^ keys;
        return !history[mover].containsHash(after)
                || !history[mover].contains(after, stonesAfter(c, count), button >= 0);
    }

    /** The legal wall directions of a placement on empty cell c, as a bit mask. */
    private int legalDirections(int c) {
        int mover = toMove;
        int e = ++epoch;
        int count = 0;
        for (int i = 0; i < groups.zeroCount; i++) {
            captureMark[groups.zeroLiberty[i]] = e;
            captured[count++] = groups.zeroLiberty[i];
        }
        long keys = groups.zeroZobrist;
        int allowed = 0;
        int emptyMask = 0;
        int enemyMask = 0;
        int ownMask = 0;
        int ownWithOtherLiberty = 0;
        for (int k = 0; k < 6; k++) {
            int y = neighbours[c * 6 + k];
            if (y < 0) {
                continue;
            }
            int bit = 1 << k;
            int vy = board[y];
            if (vy == 0) {
                emptyMask |= bit;
                continue;
            }
            boolean enemy = colour(vy) != mover;
            if (enemy) {
                enemyMask |= bit;
            }
            if (wall(vy) == OPPOSITE[k]) {
                continue;
            }
            allowed |= bit;
            int g = label[y];
            if (enemy) {
                if (liberties[g] == 1 && captureMark[g] != e) {
                    captureMark[g] = e;
                    captured[count++] = g;
                    keys ^= groupZobrist[g];
                }
            } else {
                ownMask |= bit;
                if (liberties[g] > 1) {
                    ownWithOtherLiberty |= bit;
                }
            }
        }
        allowed |= emptyMask;
        if (allowed == 0) {
            return 0;
        }
        if (enemyMask == 0 && Integer.bitCount(emptyMask | ownWithOtherLiberty) >= 2) {
            long after = hash ^ zobrist[mover * cells + c] ^ keys;
            return history[mover].containsHash(after)
                            && history[mover].contains(after, stonesAfter(c, count), button >= 0)
                    ? 0
                    : allowed;
        }
        int legal = 0;
        boolean superkoKnown = false;
        for (int d = 0; d < 6; d++) {
            int bit = 1 << d;
            if ((allowed & bit) == 0) {
                continue;
            }
            if (((emptyMask | ownWithOtherLiberty) & ~bit) == 0) {
                if (count == 0) {
                    continue;
                }
                ownCount = 0;
                for (int k = 0; k < 6; k++) {
                    if (k != d && (ownMask & (1 << k)) != 0) {
                        own[ownCount++] = label[neighbours[c * 6 + k]];
                    }
                }
                if (!touchesCaptured(c, d, e)) {
                    continue;
                }
            }
            if ((enemyMask & bit) != 0 && captureMark[label[neighbours[c * 6 + d]]] != e) {
                continue;
            }
            if (!superkoKnown) {
                superkoKnown = true;
                long after = hash ^ zobrist[mover * cells + c] ^ keys;
                if (history[mover].containsHash(after)
                        && history[mover].contains(after, stonesAfter(c, count), button >= 0)) {
                    return 0;
                }
            }
            legal |= bit;
        }
        return legal;
    }

    private boolean touchesCaptured(int c, int d, int e) {
        for (int k = 0; k < 6; k++) {
            int y = neighbours[c * 6 + k];
            if (k != d && y >= 0 && board[y] != 0 && captureMark[label[y]] == e) {
                return true;
            }
        }
        for (int x = 0; x < cells && ownCount > 0; x++) {
            if (board[x] == 0 || !isOwn(label[x])) {
                continue;
            }
            int w = wall(board[x]);
            for (int k = 0; k < 6; k++) {
                int z = neighbours[x * 6 + k];
                if (k != w && z >= 0 && board[z] != 0 && captureMark[label[z]] == e) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean isOwn(int g) {
        for (int i = 0; i < ownCount; i++) {
            if (own[i] == g) {
                return true;
            }
        }
        return false;
    }

    private long[] stonesAfter(int c, int count) {
        long[] after = stones.clone();
        after[toMove * words + (c >>> 6)] |= 1L << c;
        int enemy = (1 - toMove) * words;
        for (int i = 0; i < count; i++) {
            for (int w = 0; w < words; w++) {
                after[enemy + w] &= ~groups.members[captured[i] * words + w];
            }
        }
        return after;
    }

    /** The position in the library's notation (board part and player), for the self-check. */
    String boardNotation(int base) {
        StringBuilder out = new StringBuilder();
        String[] codes = {"e", "ne", "nw", "w", "sw", "se"};
        int m = base - 1;
        int c = 0;
        for (int r = -m; r <= m; r++) {
            if (r > -m) {
                out.append('/');
            }
            for (int q = Math.max(-m, -m - r); q <= Math.min(m, m - r); q++) {
                int v = board[c++];
                out.append(v == 0 ? "." : (colour(v) == 0 ? "B" : "W") + codes[wall(v)]);
            }
        }
        return out.append(toMove == 0 ? " b" : " w").toString();
    }

    /** One player's earlier positions: hashes in an open-addressing table, exact positions beside. */
    private static final class History {
        private long[] keys = new long[64];
        private int[] slots = new int[64];
        private final List<long[]> positions = new ArrayList<>();
        private long[] positionHashes = new long[32];

        boolean containsHash(long h) {
            int mask = keys.length - 1;
            for (int i = (int) (h ^ (h >>> 32)) & mask; slots[i] != 0; i = (i + 1) & mask) {
                if (keys[i] == h) {
                    return true;
                }
            }
            return false;
        }

        boolean contains(long h, long[] stones, boolean button) {
            for (int i = 0; i < positions.size(); i++) {
                long[] p = positions.get(i);
                if (positionHashes[i] == h
                        && (p[p.length - 1] == 1) == button
                        && Arrays.equals(p, 0, p.length - 1, stones, 0, stones.length)) {
                    return true;
                }
            }
            return false;
        }

        void add(long h, long[] stones, boolean button) {
            if (containsHash(h) && contains(h, stones, button)) {
                return;
            }
            long[] p = Arrays.copyOf(stones, stones.length + 1);
            p[stones.length] = button ? 1 : 0;
            if (positions.size() == positionHashes.length) {
                positionHashes = Arrays.copyOf(positionHashes, positionHashes.length * 2);
            }
            positionHashes[positions.size()] = h;
            positions.add(p);
            if (2 * positions.size() > keys.length) {
                grow();
            }
            insert(h, positions.size());
        }

        private void insert(long h, int slot) {
            int mask = keys.length - 1;
            int i = (int) (h ^ (h >>> 32)) & mask;
            while (slots[i] != 0) {
                i = (i + 1) & mask;
            }
            keys[i] = h;
            slots[i] = slot;
        }

        private void grow() {
            keys = new long[keys.length * 2];
            slots = new int[slots.length * 2];
            for (int i = 0; i < positions.size(); i++) {
                insert(positionHashes[i], i + 1);
            }
        }
    }
}
