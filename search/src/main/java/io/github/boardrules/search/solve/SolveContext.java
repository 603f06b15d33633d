package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoSearchSupport;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.List;

/**
 * What the threads of one solver share: the game, the table, the proven positions, the positions
 * being searched, the stop signal, the options and the progress reports; and one {@link Searcher}
 * per thread of a search, by index (not in a {@code ThreadLocal}: a searcher refers to this context
 * and so to the table, and a thread-local value that refers back to its own {@code ThreadLocal} is
 * never cleared, which kept every solver's table alive as long as the caller's thread).
 */
final class SolveContext {
    final GoRoGo game;
    final GoRoGoSearchSupport support;
    final SolverOptions options;
    final SolverTable table;
    final ProvenPositions proven;
    final BusyPositions busy = new BusyPositions();
    private final Symmetries symmetries;
    private volatile boolean stopped;
    private final SolveProgress progress;
    private final List<Searcher> all = new ArrayList<>();
    private long nextReport;

    SolveContext(GoRoGo game, SolverOptions options, ProvenPositions proven, SolveProgress progress) {
        this.game = game;
        this.support = game.searchSupport();
        this.symmetries = new Symmetries(support);
        this.options = options;
        this.table = SolverTable.ofBytes(options.memoryBytes());
        this.proven = proven;
        this.progress = progress;
        for (int i = 0; i < options.threads(); i++) {
            all.add(new Searcher(this));
        }
    }

    /**
     * The searcher of one of a search's threads: 0 for the caller's, 1 to {@code threads - 1} for
     * the helpers'. A searcher serves one thread at a time.
     */
    Searcher searcher(int thread) {
        return all.get(thread);
    }

    /** The positions searched by all threads so far. */
    synchronized long nodes() {
        long nodes = 0;
        for (Searcher searcher : all) {
            nodes += searcher.nodes();
        }
        return nodes;
    }

    /** The positions searched by all threads so far, by placements left (index 0..24). */
    synchronized long[] nodesByLeft() {
        long[] sums = new long[25];
        for (Searcher searcher : all) {
            searcher.addNodesByLeft(sums);
        }
        return sums;
    }

    /** Empties the table and every thread's move-ordering history. */
    synchronized void forget() {
        table.clear();
        for (Searcher searcher : all) {
            searcher.forgetHistory();
        }
    }

    /** Whether the threads searching one position should stop: one of them has its value. */
    boolean stopped() {
        return stopped;
    }

    /** Tells the threads searching a position to stop, or (false) lets a new search begin. */
    void stop(boolean stop) {
        stopped = stop;
    }

    /** Sets the time of the first report of a solve. */
    synchronized void startReports() {
        nextReport = System.nanoTime() + options.progressNanos();
    }

    /** Reports progress if the time has come, as the given thread's searcher sees it. */
    synchronized void maybeReport(Searcher from) {
        long now = System.nanoTime();
        if (now < nextReport) {
            return;
        }
        nextReport = now + options.progressNanos();
        long stores = 0;
        for (Searcher searcher : all) {
            stores += searcher.stores();
        }
        progress.report(nodes(), stores, from.moveIndex(), from.moveCount());
    }

    /** Tells the progress listener that a part of a solve by parts is solved, with its value for its mover. */
    synchronized void reportPart(GoRoGoState part, int number, int parts, int value) {
        Colour mover = part.toMove();
        progress.partSolved(part, number, parts, value == SolverTable.WIN ? mover : mover.opponent(), nodes());
    }

    /**
     * Whether the player to move in a finished position has won (GoRoGo has no draws).
     *
     * @throws IllegalStateException if the position is not finished or the game reports a draw
     */
    boolean moverWon(GoRoGoState finished) {
        int result = support.moverResult(finished);
        if (result == SearchSupport.WIN || result == SearchSupport.LOSS) {
            return result == SearchSupport.WIN;
        }
        throw new IllegalStateException(
                "a finished GoRoGo position must have a winner, yet its status is " + game.status(finished));
    }

    /**
     * The value the table holds for a position, or in the first placements the proven positions
     * (which then enter the table too), or {@link SolverTable#UNKNOWN}.
     *
     * @param state the position
     * @param key its {@linkplain #key key}
     * @param left its placements left
     */
    int knownValue(GoRoGoState state, long key, int left) {
        long entry = table.probe(key, left);
        if (entry != 0) {
            return SolverTable.value(entry);
        }
        if (state.placements() <= options.checkpointPlacements()) {
            int value = proven.value(key);
            if (value != SolverTable.UNKNOWN) {
                table.store(key, left, value, -1);
                return value;
            }
        }
        return SolverTable.UNKNOWN;
    }

    /** The table key: the stable hash, or in the first placements the least over the symmetries. */
    long key(GoRoGoState state) {
        return state.placements() <= options.symmetryPlacements() ? symmetries.key(state) : support.hash(state);
    }
}
