package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Player;
import io.github.boardrules.common.Status;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * The solver against {@link PlainMinimax} on every position with 10 or fewer placements left of
 * seeded random games: 900 games under the published rules and 150 under {@code lastHenge=loses}
 * in the default build (over 10,000 positions: a few games end early by a lack of moves), ten
 * times as many with {@code -Plong}. Each solver keeps its table from one position to the next, as
 * a long solve does, so a wrong stored value would spread into later answers and show. Two threads
 * share the games, each with its own solver; the first thread's solver itself searches with two
 * threads, so the shared search (one table, positions put off while another thread is on them, the
 * first answer stopping the others) is checked too.
 */
class SolverAgreesWithMinimaxTest {
    private static final int THREADS = 2;
    /** The long variant ({@code -Plong}) checks ten times as many games. */
    private static final boolean LONG = Boolean.getBoolean("boardrules.long");

    @Test
    void agreesUnderThePublishedRules() throws Exception {
        int games = LONG ? 9_000 : 900;
        int checked = agreement(GoRoGo.standard(), games, 1);
        assertTrue(checked >= games * 99 / 10, checked + " positions");
    }

    @Test
    void agreesWhenAHengeLastLoses() throws Exception {
        int games = LONG ? 1_500 : 150;
        int checked = agreement(GoRoGo.standard().withRules("lastHenge=loses"), games, 2);
        assertTrue(checked >= games * 29 / 3, checked + " positions");
    }

    /** Checks the positions of games {@code 0..games-1} and returns how many there were. */
    private static int agreement(GoRoGo game, int games, long seed) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Integer>> parts = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int first = t;
                parts.add(pool.submit(() -> agreement(game, first, games, seed)));
            }
            int checked = 0;
            for (Future<Integer> part : parts) {
                checked += unwrapped(part);
            }
            System.out.printf("solver and minimax agree on %d positions (rules '%s')%n", checked, game.rulesNotation());
            return checked;
        } finally {
            pool.shutdownNow();
        }
    }

    private static int agreement(GoRoGo game, int first, int games, long seed) {
        GoRoGoSolver solver = GoRoGoSolver.create(
                game,
                SolverOptions.withMemory(64L << 20).withThreads(first == 0 ? 2 : 1),
                ProvenPositions.empty(game.rulesNotation()),
                SolveProgress.SILENT);
        int checked = 0;
        Map<GoRoGoState, Player> memo = new HashMap<>();
        for (int g = first; g < games; g += THREADS) {
            // A game's positions share most of their subtrees; another game's rarely do.
            memo.clear();
            SplittableRandom random = new SplittableRandom(seed * 1_000_003 + g);
            GoRoGoState state = game.initialState();
            while (game.status(state) instanceof Status.Ongoing) {
                if (!state.isSetupPhase() && 24 - state.placements() <= 10) {
                    String position = game.formatPosition(state);
                    assertEquals(
                            PlainMinimax.winner(game, state, memo),
                            solver.solve(state).winner(),
                            position);
                    checked++;
                }
                List<GoRoGoMove> moves = game.legalMoves(state);
                state = game.apply(state, moves.get(random.nextInt(moves.size())));
            }
        }
        return checked;
    }

    private static int unwrapped(Future<Integer> part) throws Exception {
        try {
            return part.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw e;
        }
    }
}
