package io.github.boardrules.bargo.internal;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Per-thread working memory of the engine: the groups of one position (label per cell, liberty
 * count, one liberty, Zobrist sum) and the captures of the placement being evaluated. Reused for
 * every call on the same thread, so move generation allocates nothing but its result; the last
 * analysed position is remembered, so {@code legalMoves} followed by {@code apply} on the same state
 * analyses it once.
 */
final class Analysis {
    private static final int MAX_CELLS = 3 * 13 * 12 + 1;
    private static final ThreadLocal<Analysis> PER_THREAD = ThreadLocal.withInitial(Analysis::new);

    /** The group of each occupied cell; −1 for empty cells. */
    final int[] label = new int[MAX_CELLS];
    /** The number of distinct liberties of each group. */
    final int[] liberties = new int[MAX_CELLS];
    /** One liberty of each group, −1 when it has none. */
    final int[] oneLiberty = new int[MAX_CELLS];
    /** The XOR of the Zobrist keys of each group's pieces. */
    final long[] zobrist = new long[MAX_CELLS];
    /** The epoch in which each group was marked captured. */
    final int[] captureMark = new int[MAX_CELLS];

    private final int[] libertyMark = new int[MAX_CELLS];
    private final int[] stack = new int[MAX_CELLS];
    /** Groups of the player not to move that have no liberty: every placement removes them. */
    final int[] zeroLiberty = new int[MAX_CELLS];

    int zeroLibertyCount;
    long zeroLibertyZobrist;
    int groups;
    int epoch;
    private @Nullable Position analysed;

    /** Groups captured by the evaluated placement, in {@link #captured}[0, capturedCount). */
    final int[] captured = new int[MAX_CELLS];

    int capturedCount;
    long capturedZobrist;
    /** The mover's groups linked to the evaluated placement. */
    final int[] own = new int[6];

    int ownCount;

    private Analysis() {}

    /**
     * The analysis of a position on the calling thread.
     *
     * @param position the position
     * @return this thread's analysis, brought up to date
     */
    static Analysis of(Position position) {
        Analysis analysis = PER_THREAD.get();
        if (analysis.analysed != position) {
            analysis.analyse(position);
        }
        return analysis;
    }

    private void analyse(Position position) {
        Geometry geometry = position.geometry;
        int cells = geometry.cells;
        byte[] board = position.board;
        int[] neighbours = geometry.neighbours;
        Arrays.fill(label, 0, cells, -1);
        Arrays.fill(libertyMark, 0, cells, -1);
        int enemy = 1 - position.toMove;
        groups = 0;
        zeroLibertyCount = 0;
        zeroLibertyZobrist = 0;
        for (int x = 0; x < cells; x++) {
            int vx = board[x];
            if (vx == 0 || label[x] >= 0) {
                continue;
            }
            int g = groups++;
            int colour = Position.COLOUR[vx];
            int zobristBase = colour * cells;
            int count = 0;
            int one = -1;
            long sum = 0;
            int sp = 0;
            stack[sp++] = x;
            label[x] = g;
            while (sp > 0) {
                int y = stack[--sp];
                int wall = Position.WALL[board[y]];
                sum ^= geometry.zobrist[zobristBase + y];
                int base = y * Geometry.DIRECTIONS;
                for (int k = 0; k < Geometry.DIRECTIONS; k++) {
                    int z = neighbours[base + k];
                    if (k == wall || z < 0) {
                        continue;
                    }
                    int vz = board[z];
                    if (vz == 0) {
                        if (libertyMark[z] != g) {
                            libertyMark[z] = g;
                            count++;
                            one = z;
                        }
                    } else if (label[z] < 0
                            && Position.COLOUR[vz] == colour
                            && Position.WALL[vz] != Position.OPPOSITE[k]) {
                        label[z] = g;
                        stack[sp++] = z;
                    }
                }
            }
            liberties[g] = count;
            oneLiberty[g] = one;
            zobrist[g] = sum;
            captureMark[g] = 0;
            if (count == 0 && colour == enemy) {
                zeroLiberty[zeroLibertyCount++] = g;
                zeroLibertyZobrist ^= sum;
            }
        }
        epoch = 0;
        analysed = position;
    }

    /**
     * Evaluates the placement of the mover's piece on {@code c} with its wall towards {@code d},
     * following the rule page's order: rim and doubled walls, then captures, then rules 3a, 3b and
     * 3c. Leaves the captured groups in {@link #captured} and their key sum in
     * {@link #capturedZobrist}.
     *
     * @param p the analysed position
     * @param c the cell
     * @param d the wall direction
     * @return {@link Engine#LEGAL} or a refusal code
     */
    int evaluate(Position p, int c, int d) {
        byte[] board = p.board;
        if (board[c] != 0) {
            return Engine.OCCUPIED;
        }
        int[] neighbours = p.geometry.neighbours;
        int base = c * Geometry.DIRECTIONS;
        int t = neighbours[base + d];
        if (t < 0) {
            return Engine.WALL_ON_EDGE;
        }
        int vt = board[t];
        if (vt != 0 && Position.WALL[vt] == Position.OPPOSITE[d]) {
            return Engine.DOUBLED_WALL;
        }
        int mover = p.toMove;
        int e = ++epoch;
        int count = markZeroLibertyGroups(e);
        long capturedKeys = zeroLibertyZobrist;
        boolean liberty = false;
        int owned = 0;
        for (int k = 0; k < Geometry.DIRECTIONS; k++) {
            int y = neighbours[base + k];
            if (y < 0) {
                continue;
            }
            int vy = board[y];
            if (vy == 0) {
                liberty |= k != d;
                continue;
            }
            if (Position.WALL[vy] == Position.OPPOSITE[k]) {
                continue;
            }
            int g = label[y];
            if (Position.COLOUR[vy] != mover) {
                if (liberties[g] == 1 && captureMark[g] != e) {
                    captureMark[g] = e;
                    captured[count++] = g;
                    capturedKeys ^= zobrist[g];
                }
            } else if (k != d) {
                liberty |= liberties[g] > 1;
                own[owned++] = g;
            }
        }
        capturedCount = count;
        capturedZobrist = capturedKeys;
        ownCount = owned;
        if (!liberty && (count == 0 || !touchesCaptured(p, c, d, e))) {
            return Engine.SUICIDE;
        }
        if (vt != 0 && Position.COLOUR[vt] != mover && captureMark[label[t]] != e) {
            return Engine.WALL_FACES_ENEMY;
        }
        PositionSet history = p.history(mover);
        if (history.size() > 0) {
            long hash = p.hash ^ p.geometry.zobrist[mover * p.geometry.cells + c] ^ capturedKeys;
            if (history.containsHash(hash) && history.contains(hash, stonesAfter(p, c), p.button != Position.NOBODY)) {
                return Engine.SUPERKO;
            }
        }
        return Engine.LEGAL;
    }

    /**
     * The wall directions in which a placement on the empty cell {@code c} is legal, as a bit mask
     * (bit d for direction d): the same judgement as {@link #evaluate} for each direction, sharing
     * the work that does not depend on the wall — which enemy groups are captured, the linked
     * neighbours, and the superko test, since the position ignores walls.
     *
     * @param p the analysed position
     * @param c an empty cell
     * @return the mask of legal directions
     */
    int legalDirections(Position p, int c) {
        byte[] board = p.board;
        int[] neighbours = p.geometry.neighbours;
        int base = c * Geometry.DIRECTIONS;
        int allowed = 0;
        for (int d = 0; d < Geometry.DIRECTIONS; d++) {
            int t = neighbours[base + d];
            if (t >= 0 && (board[t] == 0 || Position.WALL[board[t]] != Position.OPPOSITE[d])) {
                allowed |= 1 << d;
            }
        }
        if (allowed == 0) {
            return 0;
        }
        int mover = p.toMove;
        int e = ++epoch;
        int count = markZeroLibertyGroups(e);
        long capturedKeys = zeroLibertyZobrist;
        int emptyMask = 0;
        int enemyMask = 0;
        int ownMask = 0;
        int ownWithOtherLiberty = 0;
        for (int k = 0; k < Geometry.DIRECTIONS; k++) {
            int y = neighbours[base + k];
            if (y < 0) {
                continue;
            }
            int vy = board[y];
            if (vy == 0) {
                emptyMask |= 1 << k;
                continue;
            }
            boolean enemy = Position.COLOUR[vy] != mover;
            if (enemy) {
                enemyMask |= 1 << k;
            }
            if (Position.WALL[vy] == Position.OPPOSITE[k]) {
                continue;
            }
            int g = label[y];
            if (enemy) {
                if (liberties[g] == 1 && captureMark[g] != e) {
                    captureMark[g] = e;
                    captured[count++] = g;
                    capturedKeys ^= zobrist[g];
                }
            } else {
                ownMask |= 1 << k;
                if (liberties[g] > 1) {
                    ownWithOtherLiberty |= 1 << k;
                }
            }
        }
        capturedCount = count;
        capturedZobrist = capturedKeys;
        int legal = 0;
        boolean superkoKnown = false;
        for (int d = 0; d < Geometry.DIRECTIONS; d++) {
            int bit = 1 << d;
            if ((allowed & bit) == 0) {
                continue;
            }
            if (((emptyMask | ownWithOtherLiberty) & ~bit) == 0) {
                if (count == 0) {
                    continue;
                }
                ownCount = 0;
                for (int k = 0; k < Geometry.DIRECTIONS; k++) {
                    if (k != d && (ownMask & (1 << k)) != 0) {
                        own[ownCount++] = label[neighbours[base + k]];
                    }
                }
                if (!touchesCaptured(p, c, d, e)) {
                    continue;
                }
            }
            if ((enemyMask & bit) != 0 && captureMark[label[neighbours[base + d]]] != e) {
                continue;
            }
            if (!superkoKnown) {
                superkoKnown = true;
                PositionSet history = p.history(mover);
                if (history.size() > 0) {
                    long hash = p.hash ^ p.geometry.zobrist[mover * p.geometry.cells + c] ^ capturedKeys;
                    if (history.containsHash(hash)
                            && history.contains(hash, stonesAfter(p, c), p.button != Position.NOBODY)) {
                        return 0;
                    }
                }
            }
            legal |= bit;
        }
        return legal;
    }

    /**
     * Whether a piece of the new group (the new piece or one of the linked own groups) is linked to
     * a captured cell, which becomes a liberty once emptied (its wall goes with it).
     */
    private boolean touchesCaptured(Position p, int c, int d, int e) {
        byte[] board = p.board;
        int[] neighbours = p.geometry.neighbours;
        for (int k = 0; k < Geometry.DIRECTIONS; k++) {
            int y = neighbours[c * Geometry.DIRECTIONS + k];
            if (k != d && y >= 0 && board[y] != 0 && captureMark[label[y]] == e) {
                return true;
            }
        }
        if (ownCount == 0) {
            return false;
        }
        for (int x = 0; x < p.geometry.cells; x++) {
            int vx = board[x];
            if (vx == 0 || !isOwn(label[x])) {
                continue;
            }
            int wall = Position.WALL[vx];
            for (int k = 0; k < Geometry.DIRECTIONS; k++) {
                int z = neighbours[x * Geometry.DIRECTIONS + k];
                if (k != wall && z >= 0 && board[z] != 0 && captureMark[label[z]] == e) {
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

    /**
     * The colour bitsets after the evaluated placement and its captures.
     *
     * @param p the analysed position
     * @param c the placement's cell
     * @return a new array
     */
    long[] stonesAfter(Position p, int c) {
        long[] stones = p.stones.clone();
        int words = p.geometry.words;
        stones[p.toMove * words + (c >>> 6)] |= 1L << c;
        if (capturedCount > 0) {
            byte[] board = p.board;
            for (int x = 0; x < p.geometry.cells; x++) {
                if (board[x] != 0 && captureMark[label[x]] == epoch) {
                    stones[Position.COLOUR[board[x]] * words + (x >>> 6)] &= ~(1L << x);
                }
            }
        }
        return stones;
    }

    /**
     * Starts the capture list of a placement with the enemy groups that already have no liberty
     * (their owner's own last placement cut them off): every placement removes them, wherever it
     * is played.
     *
     * @param e the epoch marking this placement's captures
     * @return how many groups are on the list
     */
    private int markZeroLibertyGroups(int e) {
        for (int i = 0; i < zeroLibertyCount; i++) {
            int g = zeroLiberty[i];
            captureMark[g] = e;
            captured[i] = g;
        }
        return zeroLibertyCount;
    }
}
