package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.jspecify.annotations.Nullable;

/**
 * Solves GoRoGo positions: which player wins with perfect play from a position, and a principal
 * variation. GoRoGo has no draws (equal captures go to White), so a position's value is one bit, and
 * the search is a depth-first AND/OR search that stops at the first winning move (alpha-beta with a
 * null window on a win/loss value). The game ends after at most 24 placements, so the search needs
 * no depth limit and no iterative deepening.
 *
 * <p>What makes it fast:
 *
 * <ul>
 *   <li>the game's public, allocation-free action path ({@link SearchSupport#legalActionWord} and
 *       {@link SearchSupport#applyAction}): one state per position, no move objects, no lists;
 *   <li>a {@linkplain SolverTable transposition table} of proven values, keyed by the game's stable
 *       {@linkplain SearchSupport#hash hash}; in the first placements (where the table matters most
 *       and positions are few) by the smallest hash over the 8 symmetries of the board, so that
 *       mirror images are proved once;
 *   <li>the last two placements judged without the general search's bookkeeping: the last from the
 *       game's capture counts without making its children, the second-last in one loop over its
 *       moves, capturing moves first;
 *   <li>move ordering: an enhanced transposition cut-off first (a child already proved lost for its
 *       mover, or a finished child its mover lost, is a win without search), then in symmetric
 *       positions White's {@linkplain MirrorPlay mirror reply}, then moves that capture, then the
 *       history heuristic (moves that proved wins elsewhere at the same ply), then pieces before
 *       Henge and points near the centre first;
 *   <li>with {@link SolverOptions#threads} above 1, several threads on one position, sharing one
 *       lock-free table and putting off the moves another thread is searching (see {@link
 *       BusyPositions});
 *   <li>with {@link SolverOptions#partPlacements} above 0, the position solved part by part first,
 *       each thread on a part of its own (see {@link PartSolve}): for long solves, where threads
 *       on one position search many positions twice.
 * </ul>
 *
 * <p>A solver keeps its table between calls, so solving many positions of one game reuses what
 * earlier calls proved. Proven positions with few placements made are also kept in a {@link
 * ProvenPositions} store, which a checkpoint file saves and restores so that a long solve can be
 * stopped and resumed. A solver serves one {@link #solve} at a time.
 */
public final class GoRoGoSolver {
    private final SolveContext context;
    private final @Nullable ExecutorService helpers;

    private GoRoGoSolver(GoRoGo game, SolverOptions options, ProvenPositions proven, SolveProgress progress) {
        this.context = new SolveContext(game, options, proven, progress);
        this.helpers = options.threads() > 1 ? helperPool(options.threads() - 1) : null;
    }

    /**
     * The helper threads: daemons that end after a second without work, so that a solver no longer
     * used leaves no thread behind (a fixed pool's threads would live, idle, as long as the JVM).
     */
    private static ExecutorService helperPool(int threads) {
        ThreadPoolExecutor pool = new ThreadPoolExecutor(
                threads, threads, 1, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), GoRoGoSolver::daemon);
        pool.allowCoreThreadTimeOut(true);
        return pool;
    }

    private static Thread daemon(Runnable task) {
        Thread thread = new Thread(task, "gorogo-solver");
        thread.setDaemon(true);
        return thread;
    }

    /**
     * A solver for a game (its rules decide the moves) with the given options.
     *
     * @param game the game and its rules
     * @param options memory, symmetry, checkpoint and thread settings
     * @param proven positions already proved, for example read from a checkpoint
     * @param progress told now and then how the search goes (from any of the solver's threads, one
     *     report at a time)
     * @return a solver with an empty table
     */
    public static GoRoGoSolver create(
            GoRoGo game, SolverOptions options, ProvenPositions proven, SolveProgress progress) {
        return new GoRoGoSolver(game, options, proven, progress);
    }

    /**
     * Solves a position.
     *
     * @param start the position; it may be finished
     * @return the winner with perfect play, a principal variation and the work it took
     */
    public Solution solve(GoRoGoState start) {
        long startNanos = System.nanoTime();
        long nodesBefore = context.nodes();
        long[] byLeftBefore = context.nodesByLeft();
        context.startReports();
        Colour winner = winner(start);
        List<GoRoGoMove> pv = principalVariation(start, winner);
        long[] byLeft = context.nodesByLeft();
        List<Long> nodesByLeft = new ArrayList<>(byLeft.length);
        for (int left = 0; left < byLeft.length; left++) {
            nodesByLeft.add(byLeft[left] - byLeftBefore[left]);
        }
        return new Solution(
                winner, pv, context.nodes() - nodesBefore, nodesByLeft, (System.nanoTime() - startNanos) / 1e9);
    }

    /**
     * The winner of a position if it is already known, without searching: finished, in the table, or
     * proved in a checkpoint this solver was given (positions of the first placements, see {@link
     * SolverOptions#checkpointPlacements()}). Shows how far a long solve has got, part by part.
     *
     * @param state a position under this solver's rules
     * @return the winner, or empty when it would take a search
     */
    public Optional<Colour> knownWinner(GoRoGoState state) {
        Colour mover = state.toMove();
        if (context.support.legalActionWord(state) == 0) {
            return Optional.of(context.moverWon(state) ? mover : mover.opponent());
        }
        return switch (knownValue(state)) {
            case SolverTable.WIN -> Optional.of(mover);
            case SolverTable.LOSS -> Optional.of(mover.opponent());
            default -> Optional.empty();
        };
    }

    /**
     * Forgets what earlier solves proved (the table and the move-ordering history, not the proven
     * positions a checkpoint holds), so that the next solve's work is measured on its own.
     */
    public void forget() {
        context.forget();
    }

    /**
     * The transposition table's size in bytes.
     *
     * @return the size, within the memory the options allow
     */
    public long tableBytes() {
        return context.table.bytes();
    }

    /** The transposition table (for tests: it must not outlive the solver). */
    SolverTable table() {
        return context.table;
    }

    /** The game and rules this solver searches. */
    GoRoGo game() {
        return context.game;
    }

    /** The winner of a position with perfect play, without the principal variation. */
    Colour winner(GoRoGoState state) {
        Colour mover = state.toMove();
        if (context.support.legalActionWord(state) == 0) {
            return context.moverWon(state) ? mover : mover.opponent();
        }
        if (context.options.partPlacements() > 0) {
            solveParts(state);
        }
        return value(state, 0) == SolverTable.WIN ? mover : mover.opponent();
    }

    /**
     * Solves the parts of an ongoing position, one per thread at a time (see {@link PartSolve}),
     * until they decide it; its own search then finds their values in the table.
     */
    private void solveParts(GoRoGoState state) {
        context.stop(false);
        PartSolve parts = new PartSolve(context, state, context.options.partPlacements());
        List<Future<Integer>> others = new ArrayList<>();
        if (helpers != null) {
            for (int i = 1; i < context.options.threads(); i++) {
                int thread = i;
                others.add(helpers.submit(() -> parts.work(thread)));
            }
        }
        parts.work(0);
        for (Future<Integer> other : others) {
            join(other);
        }
        parts.storeValues();
    }

    /**
     * The value of an ongoing position for its mover, searched by all the solver's threads at once:
     * each searches the whole position, and they share the work through the table and by putting
     * off what another thread is searching (see {@link BusyPositions}); the first to finish stops
     * the others.
     */
    private int value(GoRoGoState state, int ply) {
        long key = context.key(state);
        if (helpers == null) {
            return context.searcher(0).search(state, key, ply);
        }
        context.stop(false);
        List<Future<Integer>> others = new ArrayList<>();
        for (int i = 1; i < context.options.threads(); i++) {
            Searcher helper = context.searcher(i);
            others.add(helpers.submit(() -> searchAndStop(helper, state, key, ply)));
        }
        int value = searchAndStop(context.searcher(0), state, key, ply);
        for (Future<Integer> other : others) {
            int found = join(other);
            if (value == Searcher.ABORTED) {
                value = found;
            } else if (found != Searcher.ABORTED && found != value) {
                throw new IllegalStateException("two threads found different values for one position");
            }
        }
        if (value == Searcher.ABORTED) {
            throw new IllegalStateException("every thread stopped without a value");
        }
        return value;
    }

    private int searchAndStop(Searcher searcher, GoRoGoState state, long key, int ply) {
        int value = searcher.search(state, key, ply);
        if (value != Searcher.ABORTED) {
            context.stop(true);
        }
        return value;
    }

    private static int join(Future<Integer> other) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return other.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The moves of perfect play: the winner's proved winning moves, the loser's first move. */
    private List<GoRoGoMove> principalVariation(GoRoGoState start, Colour winner) {
        SearchSupport<GoRoGoState, GoRoGoMove> support = context.support;
        List<GoRoGoMove> pv = new ArrayList<>();
        GoRoGoState state = start;
        for (long legal = support.legalActionWord(state); legal != 0; legal = support.legalActionWord(state)) {
            int chosen = state.toMove() == winner ? winningAction(state, pv.size()) : Long.numberOfTrailingZeros(legal);
            pv.add(support.moveOf(state, chosen));
            state = support.applyAction(state, chosen);
        }
        return pv;
    }

    /**
     * A winning move of a position its mover wins (for certificates): the one the search proved if
     * the table still knows it, else the first in action order.
     */
    GoRoGoMove winningMove(GoRoGoState state) {
        return context.support.moveOf(state, winningAction(state, 0));
    }

    /**
     * A winning action of a position its mover wins. The move the search proved is most often
     * still in the table; trying the others first would search moves the proof never needed (a
     * third of a sample row's time for the principal variation; for a certificate of a position
     * with 16 placements left, most of the time of writing it).
     */
    private int winningAction(GoRoGoState state, int ply) {
        SearchSupport<GoRoGoState, GoRoGoMove> support = context.support;
        long legal = support.legalActionWord(state);
        int proved = provedAction(state, legal);
        if (proved >= 0 && moverLoses(support.applyAction(state, proved), ply + 1)) {
            return proved;
        }
        for (long rest = legal & ~(proved >= 0 ? 1L << proved : 0); rest != 0; rest &= rest - 1) {
            int action = Long.numberOfTrailingZeros(rest);
            if (moverLoses(support.applyAction(state, action), ply + 1)) {
                return action;
            }
        }
        throw new IllegalStateException("no winning move in a won position");
    }

    /**
     * A winning action the table or the checkpoint already knows for a position, among its legal
     * actions, or -1. First the action the table recorded with the position's value, if its child
     * is known lost; then any action whose child is known lost; then the recorded action unchecked
     * (its child may have left the table, or never entered it, near the end). Only a hint, which
     * the caller proves: in the first placements the table's key is shared by the mirror images,
     * and the recorded action is in the frame of whichever stored it, so it is checked against the
     * children first rather than searched.
     */
    private int provedAction(GoRoGoState state, long legal) {
        long entry = context.table.probe(context.key(state), 24 - state.placements());
        int recorded = entry != 0 && SolverTable.value(entry) == SolverTable.WIN ? SolverTable.action(entry) : -1;
        if (recorded >= 0 && (legal >>> recorded & 1) == 0) {
            recorded = -1;
        }
        if (recorded >= 0 && knownValue(context.support.applyAction(state, recorded)) == SolverTable.LOSS) {
            return recorded;
        }
        for (long rest = legal; rest != 0; rest &= rest - 1) {
            int action = Long.numberOfTrailingZeros(rest);
            if (knownValue(context.support.applyAction(state, action)) == SolverTable.LOSS) {
                return action;
            }
        }
        return recorded;
    }

    /** The value for its mover that the table or the checkpoint holds for a position, or UNKNOWN when there is none or it is finished. */
    private int knownValue(GoRoGoState state) {
        if (context.support.legalActionWord(state) == 0) {
            return SolverTable.UNKNOWN;
        }
        return context.knownValue(state, context.key(state), 24 - state.placements());
    }

    private boolean moverLoses(GoRoGoState state, int ply) {
        if (context.support.legalActionWord(state) == 0) {
            return !context.moverWon(state);
        }
        return value(state, ply) == SolverTable.LOSS;
    }
}
