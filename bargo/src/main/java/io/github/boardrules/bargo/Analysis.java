package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.Captures;
import io.github.boardrules.bargo.internal.Codes;
import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.bargo.internal.Groups;
import io.github.boardrules.bargo.internal.HashIndex;
import io.github.boardrules.bargo.internal.PositionSet;
import org.jspecify.annotations.Nullable;

/**
 * Judges placements on one state, with per-thread working memory: the state's
 * {@link Groups}, the {@link Captures} of the placement being evaluated, and the mover's groups it
 * joins. Reused for every call on the same thread, so move generation allocates nothing but its
 * result; the last analysed state is remembered, so {@code legalMoves} followed by {@code apply}
 * on the same state analyses it once.
 */
final class Analysis {
    private static final ThreadLocal<Analysis> PER_THREAD = ThreadLocal.withInitial(Analysis::new);

    /** The thread this analysis belongs to. */
    final Thread owner = Thread.currentThread();

    /** The groups of the analysed state. */
    final Groups groups = new Groups();
    /** The captures of the evaluated placement. */
    final Captures captures = new Captures();
    /** The mover's groups linked to the evaluated placement, in [0, ownCount). */
    private final int[] own = new int[Geometry.DIRECTIONS];

    /** The mirrored superko histories of the last states analysed for each mover. */
    private final HashIndex[] history = {new HashIndex(), new HashIndex()};

    private int ownCount;
    /**
     * The placement code ({@code cell * 6 + wall}) of the last {@link #evaluate} of the analysed
     * state when it was legal, so that its captures are still here; −1 otherwise.
     */
    private int judgedLegal = -1;

    private @Nullable BargoState analysed;
    /** A state made from {@link #analysed} by one move, whose groups can follow from these. */
    private @Nullable BargoState child;

    private Analysis() {}

    /**
     * The analysis of a state on the calling thread.
     *
     * @param state the state
     * @return this thread's analysis, brought up to date
     */
    static Analysis of(BargoState state) {
        // A state made on this thread names this thread's analysis: no thread-local look-up, which
        // cost a few per cent of a playout that asks once per judged placement.
        Analysis analysis = state.maker;
        if (analysis == null || analysis.owner != Thread.currentThread()) {
            analysis = PER_THREAD.get();
        }
        BargoState parent = analysis.analysed;
        if (parent != state) {
            Groups groups = analysis.groups;
            Geometry geometry = state.geometry;
            if (parent == null
                    || analysis.child != state
                    || !groups.advance(geometry, parent.board, state.board, parent.toMove, state.lastMove)) {
                groups.analyse(geometry, state.board, state.toMove);
            }
            analysis.child = null;
            analysis.judgedLegal = -1;
            analysis.history[state.toMove].mirror(state.history(state.toMove));
            analysis.analysed = state;
        }
        return analysis;
    }

    /**
     * Notes that {@code child} was made from {@code parent} by one move, so that if this thread asks
     * about the child next its groups are updated rather than found again.
     *
     * @param parent a state
     * @param child the state after one of its moves
     */
    void madeChild(BargoState parent, BargoState child) {
        if (analysed == parent) {
            this.child = child;
        }
    }

    /**
     * Evaluates the placement of the mover's piece on {@code c} with its wall towards {@code d},
     * following the rule page's order: rim and doubled walls, then captures, then rules 3a, 3b and
     * 3c. Leaves the captured groups in {@link #captures}.
     *
     * @param p the analysed state
     * @param c the cell
     * @param d the wall direction
     * @return {@link Engine#LEGAL} or a refusal code
     */
    int evaluate(BargoState p, int c, int d) {
        int code = judge(p, c, d);
        judgedLegal = code == Engine.LEGAL ? c * Geometry.DIRECTIONS + d : -1;
        return code;
    }

    /**
     * Whether the last {@link #evaluate} on the analysed state found this placement legal, with
     * nothing judged since: its captures are then still here, ready to be played.
     *
     * @param c the cell
     * @param d the wall direction
     * @return whether the placement was just judged legal
     */
    boolean judgedLegal(int c, int d) {
        return judgedLegal == c * Geometry.DIRECTIONS + d;
    }

    private int judge(BargoState p, int c, int d) {
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
        if (vt != 0 && Codes.wall(vt) == Codes.opposite(d)) {
            return Engine.DOUBLED_WALL;
        }
        int[] label = groups.label;
        int[] liberties = groups.liberties;
        int mover = p.toMove;
        int e = captures.start(groups);
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
            if (Codes.wall(vy) == Codes.opposite(k)) {
                continue;
            }
            int g = label[y];
            if (Codes.colour(vy) != mover) {
                if (liberties[g] == 1) {
                    captures.add(groups, g);
                }
            } else if (k != d) {
                liberty |= liberties[g] > 1;
                own[owned++] = g;
            }
        }
        ownCount = owned;
        if (!liberty && (captures.count == 0 || !touchesCaptured(p, c, d, e))) {
            return Engine.SUICIDE;
        }
        if (vt != 0 && Codes.colour(vt) != mover && captures.mark[label[t]] != e) {
            return Engine.WALL_FACES_ENEMY;
        }
        return repeats(p, c) ? Engine.SUPERKO : Engine.LEGAL;
    }

    /**
     * The wall directions in which a placement on the empty cell {@code c} is legal, as a bit mask
     * (bit d for direction d): the same judgement as {@link #evaluate} for each direction, sharing
     * the work that does not depend on the wall — which enemy groups are captured, the linked
     * neighbours, and the superko test, since the superko position ignores walls.
     *
     * @param p the analysed state
     * @param c an empty cell
     * @return the mask of legal directions
     */
    int legalDirections(BargoState p, int c) {
        judgedLegal = -1;
        byte[] board = p.board;
        int[] neighbours = p.geometry.neighbours;
        int base = c * Geometry.DIRECTIONS;
        int[] label = groups.label;
        int[] liberties = groups.liberties;
        int mover = p.toMove;
        int e = captures.start(groups);
        int allowed = 0;
        int emptyMask = 0;
        int enemyMask = 0;
        int ownMask = 0;
        int ownWithOtherLiberty = 0;
        for (int k = 0; k < Geometry.DIRECTIONS; k++) {
            int y = neighbours[base + k];
            if (y < 0) {
                continue;
            }
            int bit = 1 << k;
            int vy = board[y];
            if (vy == 0) {
                emptyMask |= bit;
                continue;
            }
            boolean enemy = Codes.colour(vy) != mover;
            if (enemy) {
                enemyMask |= bit;
            }
            if (Codes.wall(vy) == Codes.opposite(k)) {
                continue;
            }
            allowed |= bit;
            int g = label[y];
            if (enemy) {
                if (liberties[g] == 1) {
                    captures.add(groups, g);
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
            // Every allowed wall leaves the new group a liberty and faces no enemy.
            return repeats(p, c) ? 0 : allowed;
        }
        int count = captures.count;
        int[] mark = captures.mark;
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
            if ((enemyMask & bit) != 0 && mark[label[neighbours[base + d]]] != e) {
                continue;
            }
            if (!superkoKnown) {
                superkoKnown = true;
                if (repeats(p, c)) {
                    return 0;
                }
            }
            legal |= bit;
        }
        return legal;
    }

    /**
     * Whether the placement on {@code c} with the evaluated captures gives the mover a position
     * (ignoring walls, with the button state) that ended one of its earlier turns: rule 3c.
     */
    private boolean repeats(BargoState p, int c) {
        PositionSet history = p.history(p.toMove);
        if (history.size() == 0) {
            return false;
        }
        long hash = p.hash ^ p.geometry.zobrist[p.toMove * p.geometry.cells + c] ^ captures.zobrist;
        return this.history[p.toMove].containsHash(hash)
                && history.contains(
                        hash,
                        captures.stonesAfter(p.stones, p.geometry.words, p.toMove, groups, c),
                        p.button != Codes.NOBODY);
    }

    /**
     * The mover's history with the position that ends this turn: the one-probe pre-check of the
     * mirrored hashes spares the walk down the history for a position never seen before, nearly
     * every one.
     *
     * @param p the analysed state
     * @param hash the position's Zobrist hash
     * @param stones its colour bitsets, shared from now on
     * @param button whether the button is taken in it
     * @return the mover's history after the turn
     */
    PositionSet historyWith(BargoState p, long hash, long[] stones, boolean button) {
        PositionSet set = p.history(p.toMove);
        return history[p.toMove].containsHash(hash)
                ? set.with(hash, stones, button)
                : set.withAbsent(hash, stones, button);
    }

    /**
     * Whether a piece of the new group (the new piece or one of the linked own groups) is linked to
     * a captured cell, which becomes a liberty once emptied (its wall goes with it).
     */
    private boolean touchesCaptured(BargoState p, int c, int d, int e) {
        byte[] board = p.board;
        int[] neighbours = p.geometry.neighbours;
        int[] label = groups.label;
        int[] mark = captures.mark;
        for (int k = 0; k < Geometry.DIRECTIONS; k++) {
            int y = neighbours[c * Geometry.DIRECTIONS + k];
            if (k != d && y >= 0 && board[y] != 0 && mark[label[y]] == e) {
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
            int wall = Codes.wall(vx);
            for (int k = 0; k < Geometry.DIRECTIONS; k++) {
                int z = neighbours[x * Geometry.DIRECTIONS + k];
                if (k != wall && z >= 0 && board[z] != 0 && mark[label[z]] == e) {
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
     * @param p the analysed state
     * @param c the placement's cell
     * @return a new array
     */
    long[] stonesAfter(BargoState p, int c) {
        return captures.stonesAfter(p.stones, p.geometry.words, p.toMove, groups, c);
    }
}
