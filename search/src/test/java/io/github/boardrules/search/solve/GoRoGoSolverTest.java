package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The solver on positions worked out by hand, its principal variation, symmetry and checkpoints. */
class GoRoGoSolverTest {
    private static final GoRoGo GAME = GoRoGo.standard();

    @TempDir
    Path dir;

    private static GoRoGoSolver solver(GoRoGo game) {
        return GoRoGoSolver.create(
                game,
                SolverOptions.withMemory(16L << 20),
                ProvenPositions.empty(game.rulesNotation()),
                SolveProgress.SILENT);
    }

    /** Plays the principal variation: it must be legal and end in the winner's win. */
    private static void assertVariationWins(GoRoGo game, GoRoGoState start, Solution solution) {
        GoRoGoState state = start;
        for (GoRoGoMove move : solution.principalVariation()) {
            state = game.apply(state, move);
        }
        Outcome.Win win = assertInstanceOf(Outcome.Win.class, game.status(state));
        assertEquals(solution.winner(), win.winner());
    }

    @Test
    void blackCannotSaveAGroupWhoseLastLibertyWhiteTakesNext() {
        // Empty points e4, e2, d1, e1; Black (to move) holds a piece and a Henge, White the same.
        // Black's group on ranks 5 and 4 has one liberty, e4. Black cannot fill it: a piece there
        // leaves the group without a liberty and captures nothing (White's group still has d1 and
        // e2), so it is suicide; a Henge anywhere leaves e4 open, and White's next piece on e4
        // captures nine stones. Playing the piece now is no better: Black's 12th placement would
        // then have only a Henge, and a player without a legal move loses.
        GoRoGoState state = GAME.parsePosition("BBBBB/BBBB./WWWWW/WWWW./HHH.. b 1/1 1/1 0,0");
        Solution solution = solver(GAME).solve(state);
        assertEquals(Colour.WHITE, solution.winner());
        assertVariationWins(GAME, state, solution);
        // Four placements left: the start is the one position searched with 4, none with more.
        List<Long> byLeft = solution.nodesByPlacementsLeft();
        assertEquals(1L, byLeft.get(4));
        assertEquals(
                0L, byLeft.subList(5, 25).stream().mapToLong(Long::longValue).sum());
        assertEquals(
                solution.nodes(), byLeft.stream().mapToLong(Long::longValue).sum());
    }

    @Test
    void aSolutionsCountsMustAddUp() {
        List<Long> counts = new ArrayList<>(Collections.nCopies(25, 0L));
        counts.set(3, 7L);
        assertEquals(7, new Solution(Colour.WHITE, List.of(), 7, counts, 0).nodes());
        assertThrows(IllegalArgumentException.class, () -> new Solution(Colour.WHITE, List.of(), 8, counts, 0));
        assertThrows(
                IllegalArgumentException.class,
                () -> new Solution(Colour.WHITE, List.of(), 7, counts.subList(0, 24), 0));
        counts.set(4, -1L);
        counts.set(3, 8L);
        assertThrows(IllegalArgumentException.class, () -> new Solution(Colour.WHITE, List.of(), 7, counts, 0));
    }

    @Test
    void aFinishedPositionNeedsNoSearch() {
        // Black holds only a Henge for the 12th placement: no legal move, White has won already.
        GoRoGoState state = GAME.parsePosition("BB..H/..BH./WBWB./....W/HH.WW b 0/1 1/0 4,5");
        Solution solution = solver(GAME).solve(state);
        assertEquals(Colour.WHITE, solution.winner());
        assertTrue(solution.principalVariation().isEmpty());
        assertEquals(0, solution.nodes());
        assertEquals(Collections.nCopies(25, 0L), solution.nodesByPlacementsLeft());
    }

    @Test
    void aLastHengeThatLosesIsStillALoss() {
        // The same position under lastHenge=loses: Black may now place the Henge, and loses by it.
        GoRoGo game = GAME.withRules("lastHenge=loses");
        GoRoGoState state = game.parsePosition("BB..H/..BH./WBWB./....W/HH.WW b 0/1 1/0 4,5");
        Solution solution = solver(game).solve(state);
        assertEquals(Colour.WHITE, solution.winner());
        assertEquals(1, solution.principalVariation().size());
        assertVariationWins(game, state, solution);
    }

    @Test
    void bothReadingsOfAHengeLastGiveEveryPositionTheSameWinner() {
        // The readings differ only where the mover holds nothing but a Henge for the 12th
        // placement, and the mover loses there under both: at once without a legal move, or by
        // placing it. So every position has the same winner under both (docs/gorogo.md, "Henge
        // last"), and a solve under one is a solve under the other. Checked on positions of
        // random games, each solved under both readings from the same notation.
        GoRoGo loses = GAME.withRules("lastHenge=loses");
        GoRoGoSolver standardSolver = solver(GAME);
        GoRoGoSolver losesSolver = solver(loses);
        int blackWins = 0;
        for (int left : new int[] {4, 8, 10}) {
            for (GoRoGoState state : RandomPositions.draw(GAME, GAME.initialState(), left, 100, 11)) {
                String notation = GAME.formatPosition(state);
                Colour winner = standardSolver.solve(state).winner();
                assertEquals(
                        winner, losesSolver.solve(loses.parsePosition(notation)).winner(), notation);
                blackWins += winner == Colour.BLACK ? 1 : 0;
            }
        }
        // Both winners occur, so a solver answering one colour everywhere would fail above.
        assertTrue(blackWins > 30 && blackWins < 270, "Black wins: " + blackWins);
    }

    @Test
    void theWinnersMovesWinAndEveryMirrorImageHasTheSameWinner() {
        SearchSupport<GoRoGoState, GoRoGoMove> support = GAME.searchSupport();
        GoRoGoSolver solver = solver(GAME);
        for (GoRoGoState state : RandomPositions.draw(GAME, GAME.initialState(), 9, 20, 7)) {
            Solution solution = solver.solve(state);
            assertVariationWins(GAME, state, solution);
            for (int s = 1; s < support.symmetryCount(); s++) {
                GoRoGoState image = support.transform(state, s);
                solver.forget();
                assertEquals(solution.winner(), solver.solve(image).winner(), GAME.formatPosition(image));
            }
        }
    }

    @Test
    void theVariationOfAMirrorImageWinsWhenTheTableHoldsTheOriginalsProof() {
        // With 14 placements left (10 made), the table keys are shared by the 8 images of a
        // position (SolverOptions' symmetryPlacements), and the winning move recorded with a value
        // is in the frame of the image that stored it. Solving the images one after another with
        // one table, each winner's variation must still be made of the image's own winning moves.
        SearchSupport<GoRoGoState, GoRoGoMove> support = GAME.searchSupport();
        GoRoGoSolver solver = solver(GAME);
        for (GoRoGoState state : RandomPositions.draw(GAME, GAME.initialState(), 14, 2, 11)) {
            Colour winner = solver.solve(state).winner();
            for (int s = 1; s < support.symmetryCount(); s++) {
                GoRoGoState image = support.transform(state, s);
                Solution solution = solver.solve(image);
                assertEquals(winner, solution.winner(), GAME.formatPosition(image));
                assertVariationWins(GAME, image, solution);
            }
        }
    }

    @Test
    void aCheckpointResumesWithTheProvenPositions() {
        GoRoGoState state =
                RandomPositions.draw(GAME, GAME.initialState(), 10, 1, 3).get(0);
        SolverOptions keepAll =
                new SolverOptions(16L << 20, 10, 24, SolverOptions.withMemory(1).progressNanos(), 1);
        ProvenPositions proven = ProvenPositions.empty(GAME.rulesNotation());
        Solution first =
                GoRoGoSolver.create(GAME, keepAll, proven, SolveProgress.SILENT).solve(state);
        Path file = dir.resolve("solve.ckpt");
        proven.write(file);

        ProvenPositions read = ProvenPositions.read(file, GAME.rulesNotation());
        assertEquals(proven.size(), read.size());
        Solution resumed =
                GoRoGoSolver.create(GAME, keepAll, read, SolveProgress.SILENT).solve(state);
        assertEquals(first.winner(), resumed.winner());
        // The winning moves come from the table, which the resumed solve filled differently; any
        // proved line will do, as long as it wins.
        assertVariationWins(GAME, state, resumed);
        assertTrue(resumed.nodes() < first.nodes() / 10, resumed.nodes() + " vs " + first.nodes());
    }

    @Test
    void aCheckpointOfOtherRulesOrBrokenIsRefused() throws IOException {
        Path file = dir.resolve("solve.ckpt");
        ProvenPositions.empty("lastHenge=loses").write(file);
        IllegalArgumentException rules =
                assertThrows(IllegalArgumentException.class, () -> ProvenPositions.read(file, ""));
        assertTrue(rules.getMessage().contains("lastHenge=loses"), rules.getMessage());

        byte[] whole = Files.readAllBytes(file);
        Files.write(file, java.util.Arrays.copyOf(whole, whole.length - 2));
        assertThrows(IllegalArgumentException.class, () -> ProvenPositions.read(file, "lastHenge=loses"));

        Files.writeString(file, "not a checkpoint at all");
        assertThrows(IllegalArgumentException.class, () -> ProvenPositions.read(file, ""));
    }

    @Test
    void threadsAreCheckedAndTwoThreadsFindTheSameWinners() {
        assertThrows(
                IllegalArgumentException.class,
                () -> SolverOptions.withMemory(1).withThreads(0));
        assertThrows(
                IllegalArgumentException.class,
                () -> SolverOptions.withMemory(1).withThreads(257));
        assertEquals(4, SolverOptions.withMemory(1).withThreads(4).threads());
        // Positions with 12 placements left: large enough that both threads search at once (they
        // share from 5 left), small enough to solve in moments.
        GoRoGo game = GoRoGo.standard().withRules("setup=c2");
        GoRoGoSolver one = solver(game);
        GoRoGoSolver two = GoRoGoSolver.create(
                game,
                SolverOptions.withMemory(16L << 20).withThreads(2),
                ProvenPositions.empty(game.rulesNotation()),
                SolveProgress.SILENT);
        for (GoRoGoState state : RandomPositions.draw(game, game.initialState(), 12, 4, 5)) {
            Solution alone = one.solve(state);
            Solution shared = two.solve(state);
            assertEquals(alone.winner(), shared.winner(), game.formatPosition(state));
            assertVariationWins(game, state, shared);
        }
    }

    @Test
    void aSolverNoLongerUsedLeavesNeitherItsTableNorItsThreadsBehind() throws InterruptedException {
        // The table is most of a solver's memory (gigabytes in a long run), so once the caller drops
        // the solver it must be collectable, with one thread or two, and the helper threads must
        // end. Until 2026-12-06 each thread's searcher sat in a ThreadLocal and, referring back to
        // it through the solver's context, kept the table alive as long as the thread, and the
        // helper threads never ended.
        GoRoGo game = GoRoGo.standard().withRules("setup=c2");
        GoRoGoState state =
                RandomPositions.draw(game, game.initialState(), 12, 1, 5).get(0);
        List<WeakReference<SolverTable>> tables = new ArrayList<>();
        for (int threads = 1; threads <= 2; threads++) {
            GoRoGoSolver solver = GoRoGoSolver.create(
                    game,
                    SolverOptions.withMemory(16L << 20).withThreads(threads),
                    ProvenPositions.empty(game.rulesNotation()),
                    SolveProgress.SILENT);
            solver.solve(state);
            tables.add(new WeakReference<>(solver.table()));
        }
        // Helper threads end a second after their last task; allow ten.
        long deadline = System.nanoTime() + 10_000_000_000L;
        while ((tables.stream().anyMatch(table -> table.get() != null) || solverThreads() > 0)
                && System.nanoTime() < deadline) {
            System.gc();
            Thread.sleep(50);
        }
        assertNull(tables.get(0).get(), "the table of a one-thread solver is still reachable");
        assertNull(tables.get(1).get(), "the table of a two-thread solver is still reachable");
        assertEquals(0, solverThreads(), "helper threads are still alive");
    }

    private static long solverThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(thread -> thread.getName().equals("gorogo-solver"))
                .count();
    }

    @Test
    void theWinnerIsKnownWithoutSearchWhereACheckpointProvedIt() {
        // Black to move loses this mirror-symmetric position with 8 placements left (see
        // SplitSolveTest), so the solve proves every one of Black's 16 moves lost for Black. With
        // positions kept in the checkpoint up to every placement, a fresh solver given only the
        // checkpoint knows all 16 children won by White, and the position itself.
        GoRoGoState lost = GAME.parsePosition("B.W.B/WBBBW/.WHW./BWWWB/..B.. b 2/2 2/2 0,0");
        ProvenPositions proven = ProvenPositions.empty(GAME.rulesNotation());
        SolverOptions keepAll = new SolverOptions(1L << 20, 10, 24, 10_000_000_000L, 1);
        GoRoGoSolver first = GoRoGoSolver.create(GAME, keepAll, proven, SolveProgress.SILENT);
        assertTrue(first.knownWinner(lost).isEmpty(), "nothing is known before the solve");
        assertEquals(Colour.WHITE, first.solve(lost).winner());
        GoRoGoSolver fresh = GoRoGoSolver.create(GAME, keepAll, proven, SolveProgress.SILENT);
        assertEquals(Optional.of(Colour.WHITE), fresh.knownWinner(lost));
        for (GoRoGoMove move : GAME.legalMoves(lost)) {
            assertEquals(Optional.of(Colour.WHITE), fresh.knownWinner(GAME.apply(lost, move)), GAME.formatMove(move));
        }
        // A finished game is known from its result; a position never searched is not known.
        GoRoGoState nearEnd = GAME.parsePosition("BBBBB/BBBB./WWWWW/WWWW./HHH.. b 1/1 1/1 0,0");
        assertTrue(fresh.knownWinner(GAME.initialState()).isEmpty());
        for (GoRoGoMove move : GAME.legalMoves(nearEnd)) {
            GoRoGoState next = GAME.apply(nearEnd, move);
            while (!GAME.status(next).isOver()) {
                next = GAME.apply(next, GAME.legalMoves(next).get(0));
            }
            Outcome.Win win = assertInstanceOf(Outcome.Win.class, GAME.status(next));
            assertEquals(Optional.of(win.winner()), fresh.knownWinner(next));
        }
    }
}
