package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGoSearchSupport;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The first phase of a solve by parts ({@link SolverOptions#partPlacements()}): the positions a few
 * placements below the start, one of each set of mirror images, solved one per thread, every
 * thread taking the next part when its own is done, all sharing the solver's table and proven
 * positions. Threads searching one position together search a third or more of their positions
 * twice, as long as the first moves of each position lead both the same way; threads on different
 * parts meet only at transpositions, which the table then shares.
 *
 * <p>Which parts are taken, and when, follows the "young brothers wait" rule of parallel
 * alpha-beta: above the parts, a position's moves are put in the search's order (White's mirror
 * reply, then captures, then points near the centre), and the parts below its later moves are
 * taken only once its first move is resolved, and only while the position is undecided. Where the
 * first move wins, as White's mirror reply mostly does, the others are never searched; where it
 * does not, as below a position whose mover loses, every move is needed and all are taken at once.
 * One placement below the start, after its first move, every part is taken.
 *
 * <p>When no part is left to start, a free thread joins the open part with the fewest threads on
 * it, as a second searcher of that position (they share the work as {@link BusyPositions} says);
 * the first to finish a part stops the others on it, and a part no longer needed (a position above
 * it decided) stops all its threads. The phase ends as soon as the parts solved decide the start;
 * the solver then searches the start as usual, and finds the parts' values in the table. A part
 * already known (from a checkpoint's proven positions, say) is not searched again.
 */
final class PartSolve {
    private final SolveContext context;
    private final GoRoGoSearchSupport support;
    private final Symmetries symmetries;
    private final GoRoGoState start;
    private final int placements;
    /** Each part's number for the progress reports, by the key of its mirror images: as {@link SplitSolve#parts} lists them. */
    private final Map<Long, Integer> numbers = new HashMap<>();

    // All below guarded by this.
    /** The parts met so far, by the key of their mirror images ({@link Symmetries#key}). */
    private final Map<Long, Part> parts = new HashMap<>();

    /** Whether the phase is over: the start decided, or a thread failed. */
    private boolean over;

    /** One part: a position in the frame of the start, and what the threads know and do about it. */
    private static final class Part {
        final GoRoGoState position;
        final int number;
        final List<Searcher> searchers = new ArrayList<>(2);
        boolean solved;
        int value;

        Part(GoRoGoState position, int number) {
            this.position = position;
            this.number = number;
        }
    }

    /**
     * The parts of a start, not yet searched.
     *
     * @param context the solver's shared state
     * @param start an ongoing position
     * @param placements how far below it the parts are, 1..24
     */
    PartSolve(SolveContext context, GoRoGoState start, int placements) {
        this.context = context;
        this.support = context.support;
        this.symmetries = new Symmetries(support);
        this.start = start;
        this.placements = placements;
        List<GoRoGoState> listed = SplitSolve.partsAsMet(context.game, start, placements);
        for (int i = 0; i < listed.size(); i++) {
            numbers.put(symmetries.key(listed.get(i)), i);
        }
    }

    /**
     * One thread's share of the phase: parts in turn until none is left to start, then help with
     * those still open, until the start is decided.
     *
     * @param thread the index of the thread's searcher in the solver
     * @return the parts this thread solved
     */
    int work(int thread) {
        Searcher searcher = context.searcher(thread);
        int done = 0;
        try {
            for (Part part = claim(searcher); part != null; part = claim(searcher)) {
                for (int ply = 0; ply < placements - 1; ply++) {
                    searcher.showMove(ply, 0, 1);
                }
                searcher.showMove(placements - 1, part.number, numbers.size());
                GoRoGoState position = part.position;
                int value = searcher.search(position, context.key(position), placements);
                if (finish(part, searcher, value)) {
                    done++;
                }
            }
        } catch (RuntimeException | Error e) {
            // The others stop too, rather than search on for days while the solve has already failed.
            endPhase();
            throw e;
        }
        return done;
    }

    /**
     * Stores every solved part's value in the table again, for the search of the start that
     * follows: a part further down than the checkpoint keeps may have left the table meanwhile.
     */
    synchronized void storeValues() {
        for (Part part : parts.values()) {
            if (part.solved) {
                GoRoGoState position = part.position;
                context.table.store(context.key(position), 24 - position.placements(), part.value, -1);
            }
        }
    }

    /**
     * The next part for a searcher: the first part that may be taken and has no thread on it, else
     * the one with the fewest threads, or {@code null} when the phase is over.
     */
    private synchronized @Nullable Part claim(Searcher searcher) {
        searcher.abandon(false);
        Part chosen = null;
        for (Part part : takeable()) {
            if (chosen == null || part.searchers.size() < chosen.searchers.size()) {
                chosen = part;
            }
        }
        if (chosen != null) {
            chosen.searchers.add(searcher);
        }
        return chosen;
    }

    /**
     * A searcher's result on a part: the part's value unless it was stopped. The other threads on
     * it stop, and so do those on the parts no longer needed.
     *
     * @return whether this result solved the part
     */
    private synchronized boolean finish(Part part, Searcher searcher, int value) {
        part.searchers.remove(searcher);
        if (value == Searcher.ABORTED) {
            return false;
        }
        if (part.solved) {
            if (part.value != value) {
                throw new IllegalStateException("two threads found different values for one part");
            }
            return false;
        }
        part.solved = true;
        part.value = value;
        context.reportPart(part.position, part.number, numbers.size(), value);
        abandon(part);
        Set<Part> needed = new HashSet<>(takeable());
        for (Part other : parts.values()) {
            if (!needed.contains(other)) {
                abandon(other);
            }
        }
        return true;
    }

    private static void abandon(Part part) {
        for (Searcher searcher : part.searchers) {
            searcher.abandon(true);
        }
    }

    /** Ends the phase: no part is claimed any more, and every searcher on one stops. */
    private synchronized void endPhase() {
        over = true;
        for (Part part : parts.values()) {
            abandon(part);
        }
    }

    /**
     * The parts that may be taken now, unsolved, in the order of the search: none once the start
     * is decided (which ends the phase).
     */
    private List<Part> takeable() {
        Set<Part> takeable = new LinkedHashSet<>();
        if (over) {
            return List.of();
        }
        Map<Long, Integer> values = new HashMap<>();
        if (valueAbove(start, 0, values) != SolverTable.UNKNOWN) {
            endPhase();
            return List.of();
        }
        collect(start, 0, values, new HashSet<>(), takeable);
        return List.copyOf(takeable);
    }

    /**
     * Adds the parts below a position that may be taken: below its first move in the search's
     * order, and once that is resolved below all its moves — unless the position is decided.
     */
    private void collect(
            GoRoGoState state, int depth, Map<Long, Integer> values, Set<Long> visited, Set<Part> takeable) {
        if (support.legalActionWord(state) == 0) {
            return;
        }
        if (depth == placements) {
            Part part = part(state);
            if (!part.solved) {
                takeable.add(part); // a set: a part met again by another way keeps its place
            }
            return;
        }
        if (!visited.add(symmetries.key(state)) || valueAbove(state, depth, values) != SolverTable.UNKNOWN) {
            return;
        }
        int[] moves = searchOrder(support, state);
        GoRoGoState first = support.applyAction(state, moves[0]);
        collect(first, depth + 1, values, visited, takeable);
        if (valueAbove(first, depth + 1, values) == SolverTable.UNKNOWN) {
            return; // the young brothers wait
        }
        for (int i = 1; i < moves.length; i++) {
            collect(support.applyAction(state, moves[i]), depth + 1, values, visited, takeable);
        }
    }

    /**
     * The value of a position at or above the parts for its mover, from the table, the proven
     * positions and the parts solved so far, or {@link SolverTable#UNKNOWN}: a win when some move
     * leads to a position lost for its mover, a loss when every move leads to one won.
     */
    private int valueAbove(GoRoGoState state, int depth, Map<Long, Integer> values) {
        if (support.legalActionWord(state) == 0) {
            return context.moverWon(state) ? SolverTable.WIN : SolverTable.LOSS;
        }
        if (depth == placements) {
            Part part = part(state);
            return part.solved ? part.value : SolverTable.UNKNOWN;
        }
        long key = symmetries.key(state);
        Integer memo = values.get(key);
        if (memo != null) {
            return memo;
        }
        int value = context.knownValue(state, context.key(state), 24 - state.placements());
        if (value == SolverTable.UNKNOWN) {
            boolean allWon = true;
            for (long rest = support.legalActionWord(state);
                    rest != 0 && value == SolverTable.UNKNOWN;
                    rest &= rest - 1) {
                int child = valueAbove(support.applyAction(state, Long.numberOfTrailingZeros(rest)), depth + 1, values);
                if (child == SolverTable.LOSS) {
                    value = SolverTable.WIN;
                }
                allWon &= child == SolverTable.WIN;
            }
            if (value == SolverTable.UNKNOWN && allWon) {
                value = SolverTable.LOSS;
            }
        }
        values.put(key, value);
        return value;
    }

    /** The part a position stands for, made when first met (known already if the table or the checkpoint proves it). */
    private Part part(GoRoGoState position) {
        long key = symmetries.key(position);
        Part part = parts.get(key);
        if (part == null) {
            part = new Part(position, numbers.getOrDefault(key, numbers.size()));
            int known = context.knownValue(position, context.key(position), 24 - position.placements());
            if (known != SolverTable.UNKNOWN) {
                part.solved = true;
                part.value = known;
            }
            parts.put(key, part);
        }
        return part;
    }

    /**
     * A position's legal actions in the order the search would try them first: White's mirror reply,
     * then the moves that capture more, then points near the centre (the search adds the table and
     * its history, which say nothing yet above the parts).
     */
    static int[] searchOrder(GoRoGoSearchSupport support, GoRoGoState state) {
        long legal = support.legalActionWord(state);
        int[] captures = new int[25];
        support.captureCounts(state, captures, 0);
        int mirror = state.toMove() == Colour.WHITE ? MirrorPlay.reply(state, support) : -1;
        long[] scored = new long[Long.bitCount(legal)];
        int n = 0;
        for (long rest = legal; rest != 0; rest &= rest - 1) {
            int action = Long.numberOfTrailingZeros(rest);
            long score = (action == mirror ? 1L << 20 : 0)
                    | (long) captures[action % 25] << 8
                    | Searcher.staticPriority(action);
            scored[n++] = score << 6 | action;
        }
        Arrays.sort(scored);
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) {
            moves[i] = (int) (scored[n - 1 - i] & 63);
        }
        return moves;
    }
}
