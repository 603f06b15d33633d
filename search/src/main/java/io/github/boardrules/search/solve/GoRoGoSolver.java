package io.github.boardrules.search.solve;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
 *   <li>a {@linkplain SolverTable transposition table} of proven values, keyed by the game's stable
 *       {@linkplain SearchSupport#hash hash}; in the first placements (where the table matters most
 *       and positions are few) by the smallest hash over the 8 symmetries of the board, so that
 *       mirror images are proved once;
 *   <li>move ordering: an enhanced transposition cut-off first (a child already proved lost for its
 *       mover is a win without search), then moves that capture, then the history heuristic (moves
 *       that proved wins elsewhere at the same ply);
 *   <li>the engine's own {@code legalMoves} and {@code apply}: one small list and one state per
 *       node.
 * </ul>
 *
 * <p>A solver is single-threaded and keeps its table between calls, so solving many positions of one
 * game reuses what earlier calls proved. Proven positions with few placements made are also kept in
 * a {@link ProvenPositions} store, which a checkpoint file saves and restores so that a long solve
 * can be stopped and resumed.
 */
public final class GoRoGoSolver {
    /** Plies a search can be deep: the setup move and 24 placements. */
    private static final int MAX_PLY = 26;

    /**
     * From this many placements left, children are all made first so they can be looked up and
     * their captures counted (fewer nodes in measurements from 1 to 10 placements left; below 3 the
     * saving no longer pays for the states made and never searched).
     */
    private static final int EAGER_LEFT = 3;

    private static final int ACTIONS = 50;

    private final GoRoGo game;
    private final SearchSupport<GoRoGoState, GoRoGoMove> support;
    private final SolverOptions options;
    private final SolverTable table;
    private final ProvenPositions proven;
    private final SolveProgress progress;
    private final long[][] history = new long[MAX_PLY][ACTIONS];
    private final GoRoGoState[][] children = new GoRoGoState[MAX_PLY][ACTIONS];
    private final GoRoGoMove[][] moves = new GoRoGoMove[MAX_PLY][ACTIONS];
    private final int[][] order = new int[MAX_PLY][ACTIONS];
    private final long[][] scores = new long[MAX_PLY][ACTIONS];
    private final int[] moveIndex = new int[MAX_PLY];
    private final int[] moveCount = new int[MAX_PLY];
    private long nodes;
    private long nextReport;

    private GoRoGoSolver(GoRoGo game, SolverOptions options, ProvenPositions proven, SolveProgress progress) {
        this.game = game;
        this.support = game.searchSupport();
        this.options = options;
        this.table = SolverTable.ofBytes(options.memoryBytes());
        this.proven = proven;
        this.progress = progress;
    }

    /**
     * A solver for a game (its rules decide the moves) with the given options.
     *
     * @param game the game and its rules
     * @param options memory, symmetry and checkpoint settings
     * @param proven positions already proved, for example read from a checkpoint
     * @param progress told now and then how the search goes
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
        long nodesBefore = nodes;
        nextReport = startNanos + options.progressNanos();
        Colour winner = winner(start, 0);
        List<GoRoGoMove> pv = principalVariation(start, winner);
        return new Solution(winner, pv, nodes - nodesBefore, (System.nanoTime() - startNanos) / 1e9);
    }

    /**
     * Forgets what earlier solves proved (the table and the move-ordering history, not the proven
     * positions a checkpoint holds), so that the next solve's work is measured on its own.
     */
    public void forget() {
        table.clear();
        for (long[] counts : history) {
            Arrays.fill(counts, 0);
        }
    }

    /**
     * The transposition table's size in bytes.
     *
     * @return the size, within the memory the options allow
     */
    public long tableBytes() {
        return table.bytes();
    }

    /** The winner of a position with perfect play. */
    private Colour winner(GoRoGoState state, int ply) {
        Status status = game.status(state);
        if (status instanceof Outcome.Win win) {
            return (Colour) win.winner();
        }
        if (!(status instanceof Status.Ongoing)) {
            throw new IllegalStateException("GoRoGo has no draws, yet the status is " + status);
        }
        Colour mover = state.toMove();
        return wins(state, ply) ? mover : mover.opponent();
    }

    /** Whether the player to move in an ongoing position wins. */
    private boolean wins(GoRoGoState state, int ply) {
        nodes++;
        if ((nodes & 0xFFF) == 0) {
            report();
        }
        int left = 24 - state.placements();
        long key = key(state);
        long entry = table.probe(key);
        if (entry != 0) {
            return SolverTable.value(entry) == SolverTable.WIN;
        }
        boolean checkpointed = state.placements() <= options.checkpointPlacements();
        if (checkpointed) {
            int known = proven.value(key);
            if (known != SolverTable.UNKNOWN) {
                table.store(key, left, known, -1);
                return known == SolverTable.WIN;
            }
        }
        int count = order(state, ply, left);
        int won = -1;
        for (int i = 0; i < count && won < 0; i++) {
            moveIndex[ply] = i;
            int action = order[ply][i];
            GoRoGoState child = children[ply][action];
            if (child == null) {
                child = game.apply(state, moves[ply][action]);
            }
            if (moverLoses(child, ply + 1)) {
                won = action;
            }
        }
        if (left >= EAGER_LEFT) {
            Arrays.fill(children[ply], null);
        }
        int value = won >= 0 ? SolverTable.WIN : SolverTable.LOSS;
        if (won >= 0) {
            history[ply][won] += left * left;
        }
        table.store(key, left, value, won);
        if (checkpointed) {
            proven.put(key, value);
        }
        return won >= 0;
    }

    /** Whether the player to move in a position just reached loses (it may be finished). */
    private boolean moverLoses(GoRoGoState child, int ply) {
        Status status = game.status(child);
        if (status instanceof Status.Ongoing) {
            return !wins(child, ply);
        }
        if (status instanceof Outcome.Win win) {
            return !win.winner().equals(child.toMove());
        }
        throw new IllegalStateException("GoRoGo has no draws, yet the status is " + status);
    }

    /**
     * Puts the legal actions of a position in search order into {@code order[ply]} and returns their
     * number; with enough placements left, also makes every child into {@code children[ply]}.
     */
    private int order(GoRoGoState state, int ply, int left) {
        List<GoRoGoMove> legal = game.legalMoves(state);
        int count = legal.size();
        moveCount[ply] = count;
        int[] actions = order[ply];
        long[] score = scores[ply];
        long[] hist = history[ply];
        int n = 0;
        boolean eager = left >= EAGER_LEFT;
        Colour mover = state.toMove();
        int captured = state.captures(mover);
        for (int i = 0; i < count; i++) {
            GoRoGoMove move = legal.get(i);
            int action = support.actionOf(move);
            moves[ply][action] = move;
            long s = Math.min(hist[action], Integer.MAX_VALUE);
            if (eager) {
                GoRoGoState child = game.apply(state, move);
                children[ply][action] = child;
                if (child.placements() < 24 && game.status(child) instanceof Status.Ongoing) {
                    long childEntry = table.probe(key(child));
                    if (childEntry != 0 && SolverTable.value(childEntry) == SolverTable.LOSS) {
                        s += 1L << 50;
                    }
                }
                s += (long) (child.captures(mover) - captured) << 32;
            }
            score[n] = s << 6 | (63 - action);
            n++;
        }
        Arrays.sort(score, 0, n);
        for (int i = 0; i < n; i++) {
            actions[i] = 63 - (int) (score[n - 1 - i] & 63);
        }
        return n;
    }

    /** The table key: the stable hash, or in the first placements the least over the symmetries. */
    private long key(GoRoGoState state) {
        long key = support.hash(state);
        if (state.placements() <= options.symmetryPlacements()) {
            for (int s = 1; s < support.symmetryCount(); s++) {
                key = Math.min(key, support.hash(support.transform(state, s)));
            }
        }
        return key;
    }

    /** The moves of perfect play: the winner's proved winning moves, the loser's first move. */
    private List<GoRoGoMove> principalVariation(GoRoGoState start, Colour winner) {
        List<GoRoGoMove> pv = new ArrayList<>();
        GoRoGoState state = start;
        while (game.status(state) instanceof Status.Ongoing) {
            GoRoGoMove chosen = null;
            List<GoRoGoMove> moves = game.legalMoves(state);
            if (state.toMove() == winner) {
                for (GoRoGoMove move : moves) {
                    if (moverLoses(game.apply(state, move), 1)) {
                        chosen = move;
                        break;
                    }
                }
                if (chosen == null) {
                    throw new IllegalStateException("no winning move in a won position");
                }
            } else {
                chosen = moves.get(0);
            }
            pv.add(chosen);
            state = game.apply(state, chosen);
        }
        return pv;
    }

    private void report() {
        long now = System.nanoTime();
        if (now < nextReport) {
            return;
        }
        nextReport = now + options.progressNanos();
        progress.report(nodes, table.stored(), moveIndex.clone(), moveCount.clone());
    }
}
