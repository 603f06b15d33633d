package io.github.boardrules.search.solve;

import io.github.boardrules.gorogo.GoRoGoSearchSupport;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The first phase of a solve by parts ({@link SolverOptions#partPlacements()}): the positions a few
 * placements below the start, one of each set of mirror images ({@link SplitSolve#parts}), solved
 * one per thread, every thread taking the next part when its own is done, all sharing the solver's
 * table and proven positions. Threads searching one position together search a third or more of
 * their positions twice, as long as the first moves of each position lead both the same way;
 * threads on different parts meet only at transpositions, which the table then shares.
 *
 * <p>When no part is left to start, a free thread joins the part with the fewest threads on it, as
 * a second searcher of that position (they share the work as {@link BusyPositions} says); the first
 * to finish a part stops the others on it. The phase ends when every part is solved, or as soon as
 * the parts solved decide the start — a part lost for its mover, one placement below, is enough —
 * and the threads still searching are stopped. The solver then searches the start as usual, which
 * finds the parts' values in the table.
 *
 * <p>A part already known when its turn comes (from a checkpoint's proven positions, say) is not
 * searched again.
 */
final class PartSolve {
    private final SolveContext context;
    private final GoRoGoSearchSupport support;
    private final Symmetries symmetries;
    private final GoRoGoState start;
    private final int placements;
    /** The parts, each in the frame of the start, as the walk first met it. */
    private final List<GoRoGoState> parts;
    /** The image each part shares with its mirror images. */
    private final List<GoRoGoState> canonical = new ArrayList<>();

    // All below guarded by this.
    /** The value of each part solved, for its mover, by its {@link #canonical} image. */
    private final Map<GoRoGoState, Integer> values = new HashMap<>();

    /** The searchers on each part, by the part's index. */
    private final List<List<Searcher>> searchers = new ArrayList<>();

    private final boolean[] solved;
    private int nextPart;
    /** Whether the phase is over: the start decided, or a thread failed. */
    private boolean over;

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
        this.parts = SplitSolve.partsAsMet(context.game, start, placements);
        this.solved = new boolean[parts.size()];
        for (GoRoGoState part : parts) {
            canonical.add(symmetries.canonical(part));
            searchers.add(new ArrayList<>());
        }
    }

    /**
     * One thread's share of the phase: parts in turn until none is left to start, then help with
     * those still open, until every part is solved or the start is decided.
     *
     * @param thread the index of the thread's searcher in the solver
     * @return the parts this thread solved
     */
    int work(int thread) {
        Searcher searcher = context.searcher(thread);
        int done = 0;
        try {
            for (int part = claim(searcher); part >= 0; part = claim(searcher)) {
                GoRoGoState position = parts.get(part);
                for (int ply = 0; ply < placements - 1; ply++) {
                    searcher.showMove(ply, 0, 1);
                }
                searcher.showMove(placements - 1, part, parts.size());
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
        for (int part = 0; part < parts.size(); part++) {
            if (solved[part]) {
                GoRoGoState position = parts.get(part);
                int value = values.getOrDefault(canonical.get(part), SolverTable.UNKNOWN);
                context.table.store(context.key(position), 24 - position.placements(), value, -1);
            }
        }
    }

    /**
     * The next part for a searcher: the next one not yet started, still needed and not known
     * already, else the open part with the fewest searchers, or -1 when the phase is over.
     */
    private synchronized int claim(Searcher searcher) {
        searcher.abandon(false);
        while (!over && nextPart < parts.size()) {
            int part = nextPart++;
            GoRoGoState position = parts.get(part);
            int known = context.knownValue(position, context.key(position), 24 - position.placements());
            if (known != SolverTable.UNKNOWN) {
                record(part, known);
            } else if (needed().contains(canonical.get(part))) {
                searchers.get(part).add(searcher);
                return part;
            }
        }
        int fewest = -1;
        for (int part = 0; part < parts.size() && !over; part++) {
            int on = searchers.get(part).size();
            if (!solved[part]
                    && on > 0
                    && (fewest < 0 || on < searchers.get(fewest).size())) {
                fewest = part;
            }
        }
        if (fewest >= 0) {
            searchers.get(fewest).add(searcher);
        }
        return fewest;
    }

    /**
     * A searcher's result on a part: the part's value unless it was stopped, and then the other
     * searchers on it, and all of them once the start is decided, are stopped.
     *
     * @return whether this result solved the part
     */
    private synchronized boolean finish(int part, Searcher searcher, int value) {
        searchers.get(part).remove(searcher);
        if (value == Searcher.ABORTED) {
            return false;
        }
        if (solved[part]) {
            if (values.getOrDefault(canonical.get(part), SolverTable.UNKNOWN) != value) {
                throw new IllegalStateException("two threads found different values for one part");
            }
            return false;
        }
        record(part, value);
        for (Searcher other : searchers.get(part)) {
            other.abandon(true);
        }
        return true;
    }

    /** Records a part's value and, if the parts now decide the start, stops every searcher. */
    private void record(int part, int value) {
        solved[part] = true;
        values.put(canonical.get(part), value);
        if (!over && valueAbove(start, 0) != SolverTable.UNKNOWN) {
            endPhase();
        }
    }

    /** Ends the phase: no part is claimed any more, and every searcher on one stops. */
    private synchronized void endPhase() {
        over = true;
        for (List<Searcher> on : searchers) {
            for (Searcher other : on) {
                other.abandon(true);
            }
        }
    }

    /**
     * The parts (their canonical images) that the start's value may still need: those below no
     * position already decided by the parts solved. With parts two or more placements down, the
     * others under a move found winning are not needed.
     */
    private Set<GoRoGoState> needed() {
        Set<GoRoGoState> needed = new HashSet<>();
        addNeeded(start, 0, needed, new HashSet<>());
        return needed;
    }

    private void addNeeded(GoRoGoState state, int depth, Set<GoRoGoState> needed, Set<GoRoGoState> visited) {
        if (!visited.add(state) || support.legalActionWord(state) == 0) {
            return;
        }
        if (depth == placements) {
            needed.add(symmetries.canonical(state));
            return;
        }
        if (valueAbove(state, depth) != SolverTable.UNKNOWN) {
            return;
        }
        for (long rest = support.legalActionWord(state); rest != 0; rest &= rest - 1) {
            addNeeded(support.applyAction(state, Long.numberOfTrailingZeros(rest)), depth + 1, needed, visited);
        }
    }

    /**
     * The value of a position above the parts for its mover, from the parts solved so far, or
     * {@link SolverTable#UNKNOWN}: a win when some move leads to a position lost for its mover, a
     * loss when every move leads to one won.
     */
    private int valueAbove(GoRoGoState state, int depth) {
        long legal = support.legalActionWord(state);
        if (legal == 0) {
            return context.moverWon(state) ? SolverTable.WIN : SolverTable.LOSS;
        }
        if (depth == placements) {
            Integer value = values.get(symmetries.canonical(state));
            return value == null ? SolverTable.UNKNOWN : value;
        }
        boolean allWon = true;
        for (long rest = legal; rest != 0; rest &= rest - 1) {
            int child = valueAbove(support.applyAction(state, Long.numberOfTrailingZeros(rest)), depth + 1);
            if (child == SolverTable.LOSS) {
                return SolverTable.WIN;
            }
            allWon &= child == SolverTable.WIN;
        }
        return allWon ? SolverTable.LOSS : SolverTable.UNKNOWN;
    }
}
