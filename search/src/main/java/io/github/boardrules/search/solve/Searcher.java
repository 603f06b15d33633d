package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGoSearchSupport;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * One thread's depth-first proof search: whether the player to move wins, alpha-beta with a null
 * window on the win/loss value, over the public action path of {@link
 * io.github.boardrules.common.search.SearchSupport} ({@code legalActionWord} and {@code
 * applyAction}: one state per position searched, no move objects, no lists). Its scratch arrays
 * are indexed by ply, so a searcher serves one search at a time; each thread has its own.
 */
final class Searcher {
    /** A search's answer when it was told to stop: no value, nothing stored. */
    static final int ABORTED = 3;

    /** Plies a search can be deep: the setup move and 24 placements. */
    static final int MAX_PLY = 26;

    /**
     * From this many placements left, children are all made first so they can be looked up and
     * their captures counted. It saves positions from 3 left on, but below 8 the states made and
     * never searched cost more time than the positions saved (measured on 14 left, 2026-12-03).
     */
    static final int EAGER_LEFT = 8;

    /**
     * From this many placements left (at least {@link #TABLE_LEFT}, since the marks are keys), threads
     * mark the positions they search and put off each other's: on 16 left, two threads took 0.66 of
     * one thread's time sharing from 5 left and 0.69 from 8 (2026-12-03).
     */
    static final int SHARE_LEFT = 5;

    private static final int ACTIONS = 50;

    /** The actions that place a coloured piece (a Henge is {@code 25 + point}). */
    private static final long PIECE_ACTIONS = (1L << 25) - 1;

    /**
     * Positions with fewer placements left are neither looked up nor stored: searching them again
     * costs less than the table's cache misses (measured: from 3 left is fastest, 2026-12-03).
     */
    static final int TABLE_LEFT = 3;

    /** Nodes between two looks at the clock and at the stop signals. */
    private static final int CHECK_MASK = 0x3FF;

    private static final long TABLE_WIN = 1L << 50;

    /** Ranks White's mirror reply after the free wins and before the captures (at most 10, shifted by 32). */
    private static final long MIRROR_FIRST = 1L << 40;

    /**
     * The last tie-break of the move order, by action: points nearer the centre first, a coloured
     * piece before a Henge on the same point (larger is tried first; each value 0..49 once).
     */
    private static final int[] STATIC_PRIORITY = new int[ACTIONS];

    /** The action of each {@link #STATIC_PRIORITY} value. */
    private static final int[] ACTION_OF_PRIORITY = new int[ACTIONS];

    static {
        Integer[] actions = new Integer[ACTIONS];
        for (int a = 0; a < ACTIONS; a++) {
            actions[a] = a;
        }
        // Sorted from the last tried to the first: Henge before pieces, far from the centre first.
        Arrays.sort(actions, (x, y) -> {
            if ((x < 25) != (y < 25)) {
                return x < 25 ? 1 : -1;
            }
            int dx = centreDistance(x % 25);
            int dy = centreDistance(y % 25);
            return dx != dy ? Integer.compare(dy, dx) : Integer.compare(y, x);
        });
        for (int p = 0; p < ACTIONS; p++) {
            STATIC_PRIORITY[actions[p]] = p;
            ACTION_OF_PRIORITY[p] = actions[p];
        }
    }

    /** The last tie-break of the move order for an action: the larger, the sooner tried. */
    static int staticPriority(int action) {
        return STATIC_PRIORITY[action];
    }

    /** Twice the squared distance of a point from the centre c3, for the order above. */
    private static int centreDistance(int point) {
        int file = point % 5 - 2;
        int rank = point / 5 - 2;
        return file * file + rank * rank;
    }

    /** A key not yet computed (a real key equal to it is merely computed again). */
    static final long UNKEYED = 0x5EED_5EED_5EED_5EEDL;

    private final SolveContext context;
    private final SolverTable table;
    private final long[][] history = new long[MAX_PLY][ACTIONS];
    private final @Nullable GoRoGoState[][] children = new GoRoGoState[MAX_PLY][ACTIONS];
    private final long[][] childKeys = new long[MAX_PLY][ACTIONS];
    private final long[][] scores = new long[MAX_PLY][ACTIONS];
    /** The captures of a placement on each point, by ply (see {@link GoRoGoSearchSupport#captureCounts}). */
    private final int[][] captures = new int[MAX_PLY + 1][25];

    private final int[][] deferred = new int[MAX_PLY][ACTIONS];
    private final int[] moveIndex = new int[MAX_PLY];
    /**
     * Whether the position at a ply (Black to move) is in a mirror line: symmetric for {@link
     * MirrorPlay}, or reached from a symmetric position with White answering every Black move by
     * its mirror image, even where a capture has left the halves unequal.
     */
    private final boolean[] mirrorLine = new boolean[MAX_PLY + 1];
    /** White's mirror reply at a ply (Black's last move mirrored, in a mirror line), or -1. */
    private final int[] mirrorReply = new int[MAX_PLY + 1];

    private final int[] moveCount = new int[MAX_PLY];

    /** Longs of padding around {@link #counters}' used slots: one cache line. */
    private static final int PAD = 8;

    private static final int NODES = PAD;
    private static final int STORES = PAD + 1;
    /** Where the positions searched by placements left (0..24) begin in {@link #counters}. */
    private static final int BY_LEFT = 2 * PAD;

    /**
     * The counts this thread bumps at every position: the positions searched (in all and by
     * placements left) and the values stored, with a cache line of padding on either side. As
     * fields of the searcher they could share a cache line with another thread's searcher, which
     * the garbage collector may put right next to it, and every count would then move the line
     * between the two cores.
     */
    private final long[] counters = new long[BY_LEFT + 25 + PAD];

    /** Set when the position this searcher is on no longer needs it (another thread has its value). */
    private volatile boolean abandoned;

    Searcher(SolveContext context) {
        this.context = context;
        this.table = context.table;
    }

    long nodes() {
        return counters[NODES];
    }

    /** Counts a position searched, with the placements left in it. */
    private void count(int left) {
        counters[NODES]++;
        counters[BY_LEFT + left]++;
    }

    /** Adds this searcher's positions searched, by placements left, to {@code sums} (index 0..24). */
    void addNodesByLeft(long[] sums) {
        for (int left = 0; left < 25; left++) {
            sums[left] += counters[BY_LEFT + left];
        }
    }

    long stores() {
        return counters[STORES];
    }

    int[] moveIndex() {
        return moveIndex.clone();
    }

    int[] moveCount() {
        return moveCount.clone();
    }

    /**
     * Tells this searcher to give up the search it is on, with {@link #ABORTED}, at its next look at
     * the stop signals; or (false) lets it begin another.
     */
    void abandon(boolean abandon) {
        abandoned = abandon;
    }

    /**
     * Shows a move above the searched position in the progress reports: the plies above a part are
     * never searched by this searcher, so a solve by parts sets them to say which part it is on.
     */
    void showMove(int ply, int index, int count) {
        moveIndex[ply] = index;
        moveCount[ply] = count;
    }

    void forgetHistory() {
        for (long[] counts : history) {
            Arrays.fill(counts, 0);
        }
    }

    /**
     * Searches an ongoing position.
     *
     * @param state the position, with a legal move
     * @param key its {@linkplain SolveContext#key table key}
     * @param ply its depth from the root of the solve
     * @return {@link SolverTable#WIN} or {@link SolverTable#LOSS} for the player to move, or {@link
     *     #ABORTED} when the solve was stopped (another thread has the answer)
     */
    int search(GoRoGoState state, long key, int ply) {
        mirrorLine[ply] = MirrorPlay.symmetric(state);
        mirrorReply[ply] = MirrorPlay.reply(state, context.support);
        return wins(state, key, ply);
    }

    /**
     * The value already known for a position, from the table or the proven positions, or {@link
     * SolverTable#UNKNOWN}; counts the position as searched.
     */
    int known(GoRoGoState state, long key, int left) {
        count(left);
        return left < TABLE_LEFT ? SolverTable.UNKNOWN : context.knownValue(state, key, left);
    }

    /** Records a proof: in the table, the proven positions if early enough, and the history. */
    void prove(GoRoGoState state, long key, int ply, int left, int won) {
        int value = won >= 0 ? SolverTable.WIN : SolverTable.LOSS;
        if (won >= 0) {
            history[ply][won] += (long) left * left;
        }
        if (left >= TABLE_LEFT) {
            table.store(key, left, value, won);
            counters[STORES]++;
        }
        if (state.placements() <= context.options.checkpointPlacements()) {
            context.proven.put(key, value);
        }
    }

    private int wins(GoRoGoState state, long givenKey, int ply) {
        if ((counters[NODES] & CHECK_MASK) == 0 && stopped()) {
            return ABORTED;
        }
        int left = 24 - state.placements();
        if (left == 1) {
            count(1);
            return lastPlacementValue(state);
        }
        if (left == 2) {
            count(2);
            return secondLastPlacementValue(state, ply);
        }
        long key = givenKey == UNKEYED && left >= TABLE_LEFT ? context.key(state) : givenKey;
        int value = known(state, key, left);
        if (value != SolverTable.UNKNOWN) {
            return value;
        }
        boolean shared = left >= SHARE_LEFT && context.options.threads() > 1;
        if (shared) {
            // Marked before the moves are ordered (from 8 left that makes every child), so another
            // thread arriving meanwhile already puts this position off: 6 % fewer positions and 7 %
            // less time on two threads, c3 row of 16 left, six rounds; the same time on 18 left, 2026-12-05.
            context.busy.enter(key);
        }
        int count = order(state, ply, left);
        boolean eager = left >= EAGER_LEFT;
        int won = -1;
        boolean aborted = false;
        int deferred = 0;
        int[] later = this.deferred[ply];
        for (int i = 0; i < count + deferred && won < 0; i++) {
            moveIndex[ply] = i;
            int action;
            GoRoGoState child;
            if (i < count) {
                action = next(ply, count, i);
                child = eager ? madeChild(ply, action) : makeChild(state, ply, action, left - 1);
                // Another thread is on this move: the others first, this one at the end.
                if (shared && i > 0 && context.busy.contains(childKeys[ply][action])) {
                    later[deferred++] = action;
                    children[ply][action] = child;
                    continue;
                }
            } else {
                action = later[i - count];
                child = madeChild(ply, action);
            }
            int result = childResult(ply, action, child);
            if (result == ABORTED) {
                aborted = true;
                break;
            }
            if (result == SolverTable.WIN) {
                won = action;
            }
        }
        if (shared) {
            context.busy.leave(key);
        }
        if (aborted) {
            return ABORTED;
        }
        prove(state, key, ply, left, won);
        return won >= 0 ? SolverTable.WIN : SolverTable.LOSS;
    }

    /**
     * The value of the second-last placement for its mover, each move judged by the last placement
     * it leaves ({@link #lastPlacementValue}): the moves that capture first, since without a capture
     * the mover (Black, who must end ahead) wins only when the opponent is left without a legal
     * move; then the others. Positions here are neither looked up nor stored, and the order needs no
     * history, so the general search's bookkeeping is skipped (c3, 16 placements left, four
     * positions: 14 % less time for 0.5 % more positions, 2026-12-04). The children judged are
     * counted as positions with one placement left, as the general search counts them.
     */
    private int secondLastPlacementValue(GoRoGoState state, int ply) {
        long legal = context.support.legalActionWord(state);
        int[] counts = captures[ply];
        context.support.captureCounts(state, counts, 0);
        long capturing = 0;
        for (long rest = legal; rest != 0; rest &= rest - 1) {
            int action = Long.numberOfTrailingZeros(rest);
            if (counts[action % 25] > 0) {
                capturing |= 1L << action;
            }
        }
        for (long rest = capturing; rest != 0; rest &= rest - 1) {
            if (leavesALostLastPlacement(state, Long.numberOfTrailingZeros(rest))) {
                return SolverTable.WIN;
            }
        }
        for (long rest = legal & ~capturing; rest != 0; rest &= rest - 1) {
            if (leavesALostLastPlacement(state, Long.numberOfTrailingZeros(rest))) {
                return SolverTable.WIN;
            }
        }
        return SolverTable.LOSS;
    }

    /** Whether a move with two placements left wins: its finished child lost by its mover, or the last placement lost. */
    private boolean leavesALostLastPlacement(GoRoGoState state, int action) {
        GoRoGoState child = context.support.applyAction(state, action);
        if (context.support.legalActionWord(child) == 0) {
            return !context.moverWon(child);
        }
        count(1);
        return lastPlacementValue(child) == SolverTable.LOSS;
    }

    /**
     * The value of the last placement for its mover, judged without making a child: the game ends
     * with it and is decided by the captures, which only this placement can still change, and only
     * in the mover's favour (a coloured piece captures, never is captured, on its own move). So the
     * mover wins when some legal coloured piece captures enough to bring them level (White, who
     * wins ties) or ahead (Black), as the {@linkplain GoRoGoSearchSupport#captureCounts capture
     * count} tells. A Henge may not be the last placement, or loses under {@code lastHenge=loses}:
     * a mover without a legal coloured piece has lost.
     */
    private int lastPlacementValue(GoRoGoState state) {
        long pieces = context.support.legalActionWord(state) & PIECE_ACTIONS;
        if (pieces == 0) {
            return SolverTable.LOSS;
        }
        Colour mover = state.toMove();
        int needed = state.captures(mover.opponent()) - state.captures(mover) + (mover == Colour.WHITE ? 0 : 1);
        if (needed <= 0) {
            return SolverTable.WIN;
        }
        int[] counts = captures[MAX_PLY];
        context.support.captureCounts(state, counts, 0);
        for (long rest = pieces; rest != 0; rest &= rest - 1) {
            if (counts[Long.numberOfTrailingZeros(rest)] >= needed) {
                return SolverTable.WIN;
            }
        }
        return SolverTable.LOSS;
    }

    /**
     * Makes one child, with its key when the table will want it (in {@link #childKeys}; the child
     * itself is returned, not kept: a reference stored into the long-lived {@link #children} arrays
     * costs a garbage collector's write barrier, which with G1 took a sixth of the time of a search
     * that kept every child there, 2026-12-04).
     */
    private GoRoGoState makeChild(GoRoGoState state, int ply, int action, int childLeft) {
        GoRoGoState child = context.support.applyAction(state, action);
        childKeys[ply][action] =
                childLeft >= TABLE_LEFT && context.support.legalActionWord(child) != 0 ? context.key(child) : UNKEYED;
        return child;
    }

    /** A child kept by {@link #order} (children made first) or by a thread putting the move off. */
    private GoRoGoState madeChild(int ply, int action) {
        GoRoGoState child = children[ply][action];
        if (child == null) {
            throw new IllegalStateException("no child made for action " + action);
        }
        return child;
    }

    /** The value for the mover of a move made: WIN when the child's mover loses. */
    private int childResult(int ply, int action, GoRoGoState child) {
        if (context.support.legalActionWord(child) == 0) {
            return context.moverWon(child) ? SolverTable.LOSS : SolverTable.WIN;
        }
        if (mirrorLine[ply]) {
            mirrorReply[ply + 1] = MirrorPlay.mirrorOf(action);
            mirrorLine[ply + 1] = false;
        } else {
            // The line goes on wherever White mirrored, whether or not the halves are still equal:
            // the mirror reply stays the best first guess there (on symmetric positions of 12 to
            // 18 placements left, 31 % to 13 % fewer positions than ending the line at the first
            // unequal position; 2026-12-06, docs/gorogo.md).
            mirrorReply[ply + 1] = -1;
            mirrorLine[ply + 1] = mirrorReply[ply] == action;
        }
        return flip(wins(child, childKeys[ply][action], ply + 1));
    }

    /** A child's value for its mover turned into the value for the parent's mover. */
    static int flip(int childValue) {
        return switch (childValue) {
            case SolverTable.WIN -> SolverTable.LOSS;
            case SolverTable.LOSS -> SolverTable.WIN;
            default -> childValue;
        };
    }

    private boolean stopped() {
        context.maybeReport(this);
        return abandoned || context.stopped();
    }

    /**
     * Scores the legal actions of a position for {@link #next} and returns their number; with enough placements left, also makes every child (see {@link #madeChild}).
     *
     * <p>The order: a child already known lost for its mover, or a finished child its mover lost
     * (an enhanced transposition cut-off: a win without search; only where the children are made),
     * then in a mirror line White's mirror reply, then moves that capture more (by the game's
     * capture counts, so at every depth without making the children: it took 15 % fewer positions
     * and, with the counts of all points from one pass, a third less time on the c3 row of 16 placements
     * left, 2026-12-03), then moves
     * with the most history (wins proved at this ply before), then the static order.
     */
    int order(GoRoGoState state, int ply, int left) {
        long legal = context.support.legalActionWord(state);
        long[] score = scores[ply];
        long[] hist = history[ply];
        boolean eager = left >= EAGER_LEFT;
        int mirror = mirrorReply[ply];
        int[] counts = captures[ply];
        context.support.captureCounts(state, counts, 0);
        int n = 0;
        int best = 0;
        for (long rest = legal; rest != 0; rest &= rest - 1) {
            int action = Long.numberOfTrailingZeros(rest);
            long s = Math.min(hist[action], Integer.MAX_VALUE);
            if (eager) {
                GoRoGoState child = context.support.applyAction(state, action);
                children[ply][action] = child;
                if (context.support.legalActionWord(child) != 0) {
                    long childKey = context.key(child);
                    childKeys[ply][action] = childKey;
                    long entry = table.probe(childKey, left - 1);
                    if (entry != 0 && SolverTable.value(entry) == SolverTable.LOSS) {
                        s += TABLE_WIN;
                    }
                } else {
                    childKeys[ply][action] = UNKEYED;
                    if (!context.moverWon(child)) {
                        s += TABLE_WIN;
                    }
                }
            }
            s += (long) counts[action % 25] << 32;
            if (action == mirror) {
                s += MIRROR_FIRST;
            }
            score[n] = s << 6 | STATIC_PRIORITY[action];
            if (score[n] > score[best]) {
                best = n;
            }
            n++;
        }
        // The best first: most positions need only their first move, which then needs no scan.
        long first = score[best];
        score[best] = score[0];
        score[0] = first;
        moveCount[ply] = n;
        return n;
    }

    /**
     * The {@code i}-th action in search order at a ply, for {@code i} = 0, 1, … in turn: the first
     * is where {@link #order} put it, the others come by a selection step (most positions need only
     * their first move or two, so a full sort would be wasted).
     */
    int next(int ply, int count, int i) {
        long[] score = scores[ply];
        if (i == 0) {
            return ACTION_OF_PRIORITY[(int) (score[0] & 63)];
        }
        int best = i;
        for (int j = i + 1; j < count; j++) {
            if (score[j] > score[best]) {
                best = j;
            }
        }
        long chosen = score[best];
        score[best] = score[i];
        score[i] = chosen;
        return ACTION_OF_PRIORITY[(int) (chosen & 63)];
    }
}
