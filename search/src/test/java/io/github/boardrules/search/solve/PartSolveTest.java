package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoSearchSupport;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * A solve by parts ({@link SolverOptions#withParts}): the winners of a plain solve, every part
 * solved where the start needs them all, and no part searched once the parts solved decide the
 * start.
 */
class PartSolveTest {
    private static final GoRoGo GAME = GoRoGo.standard().withRules("setup=c2");
    private static final GoRoGoSearchSupport SUPPORT = GAME.searchSupport();

    /** Positions with 12 placements left: each part takes a few thousand positions. */
    private static final List<GoRoGoState> POSITIONS = RandomPositions.draw(GAME, GAME.initialState(), 12, 8, 11);

    /**
     * A solver that keeps every position it proves (checkpoint placements 24), so that {@link
     * GoRoGoSolver#knownWinner} tells exactly which parts were solved, whatever the table has
     * overwritten since.
     */
    private static GoRoGoSolver solver(int threads, int partPlacements) {
        return GoRoGoSolver.create(
                GAME,
                new SolverOptions(
                        16L << 20, 10, 24, SolverOptions.withMemory(1).progressNanos(), threads, partPlacements),
                ProvenPositions.empty(GAME.rulesNotation()),
                SolveProgress.SILENT);
    }

    private static Colour plainWinner(GoRoGoState state) {
        return solver(1, 0).solve(state).winner();
    }

    @Test
    void theOptionsAreChecked() {
        assertThrows(
                IllegalArgumentException.class,
                () -> SolverOptions.withMemory(1).withParts(-1));
        assertThrows(
                IllegalArgumentException.class,
                () -> SolverOptions.withMemory(1).withParts(25));
        assertEquals(2, SolverOptions.withMemory(1).withParts(2).partPlacements());
        assertEquals(0, SolverOptions.withMemory(1).partPlacements());
        // The constructor without parts, as before the option existed.
        assertEquals(0, new SolverOptions(1L << 20, 10, 10, 1, 1).partPlacements());
    }

    @Test
    void byPartsTheWinnersAreThoseOfAPlainSolveAndTheVariationWins() {
        GoRoGoSolver oneThread = solver(1, 1);
        GoRoGoSolver twoThreads = solver(2, 1);
        GoRoGoSolver twoDown = solver(3, 2);
        for (GoRoGoState state : POSITIONS) {
            Colour expected = plainWinner(state);
            for (GoRoGoSolver byParts : List.of(oneThread, twoThreads, twoDown)) {
                byParts.forget();
                Solution solution = byParts.solve(state);
                assertEquals(expected, solution.winner(), GAME.formatPosition(state));
                GoRoGoState end = state;
                for (GoRoGoMove move : solution.principalVariation()) {
                    end = GAME.apply(end, move);
                }
                assertEquals(
                        expected,
                        assertInstanceOf(Outcome.Win.class, GAME.status(end)).winner());
            }
        }
    }

    @Test
    void whereTheMoverLosesEveryPartIsSolvedAndWonByItsMover() {
        // The mover loses only if every move loses, so every part one placement down is needed.
        GoRoGoState lost = POSITIONS.stream()
                .filter(state -> plainWinner(state) != state.toMove())
                .findFirst()
                .orElseThrow();
        // Each part searched is reported once, with its number as SplitSolve lists it and its winner.
        Map<Integer, Colour> reported = new ConcurrentHashMap<>();
        SolveProgress progress = new SolveProgress() {
            @Override
            public void report(long nodes, long stored, int[] moveIndex, int[] moveCount) {}

            @Override
            public void partSolved(GoRoGoState part, int number, int parts, Colour winner, long nodes) {
                assertEquals(SplitSolve.parts(GAME, lost, 1).size(), parts);
                assertEquals(
                        new Symmetries(SUPPORT)
                                .key(SplitSolve.parts(GAME, lost, 1).get(number)),
                        new Symmetries(SUPPORT).key(part));
                assertEquals(null, reported.put(number, winner), "part " + number + " reported twice");
            }
        };
        GoRoGoSolver byParts = GoRoGoSolver.create(
                GAME,
                new SolverOptions(16L << 20, 10, 24, SolverOptions.withMemory(1).progressNanos(), 2, 1),
                ProvenPositions.empty(GAME.rulesNotation()),
                progress);
        assertEquals(lost.toMove().opponent(), byParts.solve(lost).winner());
        List<GoRoGoState> parts = SplitSolve.partsAsMet(GAME, lost, 1);
        assertTrue(parts.size() > 2, "parts: " + parts.size());
        for (GoRoGoState part : parts) {
            assertEquals(Optional.of(part.toMove()), byParts.knownWinner(part), GAME.formatPosition(part));
        }
        // Every part was searched (none was known before) and reported once, with its winner.
        assertEquals(parts.size(), reported.size());
        for (int i = 0; i < parts.size(); i++) {
            assertEquals(parts.get(i).toMove(), reported.get(i), "part " + i);
        }
    }

    /** A position's children in the order the solve by parts takes them. */
    private static List<GoRoGoState> childrenInSearchOrder(GoRoGoState state) {
        List<GoRoGoState> children = new ArrayList<>();
        for (int action : PartSolve.searchOrder(SUPPORT, state)) {
            children.add(SUPPORT.applyAction(state, action));
        }
        return children;
    }

    /** The index of the first child lost for its mover (a move that wins), or the count when none is. */
    private static int firstWinningMove(List<GoRoGoState> children) {
        int i = 0;
        while (i < children.size()
                && plainWinner(children.get(i)) == children.get(i).toMove()) {
            i++;
        }
        return i;
    }

    /**
     * Whether some child is a finished game lost by its mover: its parent is then decided without
     * a search, and no part below it is searched.
     */
    private static boolean wonByAFinishedChild(List<GoRoGoState> children) {
        return children.stream()
                .anyMatch(child -> SUPPORT.legalActionWord(child) == 0 && plainWinner(child) != child.toMove());
    }

    @Test
    void thePartThatDecidesTheStartEndsThePhase() {
        // One thread takes the parts in the search's order; the first part lost for its mover wins
        // the start, and the parts after it are then not searched (nor by the search of the start:
        // from 8 placements left it tries a child known lost for its mover first).
        boolean checked = false;
        for (GoRoGoState state : POSITIONS) {
            List<GoRoGoState> parts = childrenInSearchOrder(state);
            int deciding = firstWinningMove(parts);
            if (deciding >= parts.size() - 1) {
                continue;
            }
            GoRoGoSolver byParts = solver(1, 1);
            assertEquals(state.toMove(), byParts.solve(state).winner());
            for (int i = 0; i < parts.size(); i++) {
                Optional<Colour> known = byParts.knownWinner(parts.get(i));
                if (i < deciding) {
                    assertEquals(Optional.of(parts.get(i).toMove()), known, "part " + i);
                } else if (i == deciding) {
                    assertEquals(Optional.of(state.toMove()), known, "part " + i);
                } else {
                    assertEquals(Optional.empty(), known, "part " + i + " after the deciding part " + deciding);
                }
            }
            checked = true;
        }
        assertTrue(checked, "no position whose deciding part has parts after it");
    }

    @Test
    void theYoungBrothersWaitBelowEachMoveTheRepliesStopAtTheFirstThatWins() {
        // Parts two placements down, one thread. Above the parts a position's later moves are taken
        // only once its first is resolved, and none once it is decided: so below each of the start's
        // moves, the replies searched are those up to the first that wins for its mover, in the
        // search's order (all of them where none does), and below the moves after the start's first
        // winning one, none. A position with a move that ends the game in its mover's favour is
        // decided without a part (below a move to 12 left, Black may be left without a legal move).
        int checked = 0;
        for (GoRoGoState state : POSITIONS) {
            if (transposesTwoDown(state)) {
                continue;
            }
            checked++;
            GoRoGoSolver byParts = solver(1, 2);
            assertEquals(plainWinner(state), byParts.solve(state).winner(), GAME.formatPosition(state));
            List<GoRoGoState> moves = childrenInSearchOrder(state);
            int winning = firstWinningMove(moves);
            for (int i = 0; i < moves.size(); i++) {
                List<GoRoGoState> replies = childrenInSearchOrder(moves.get(i));
                int searched = i > winning || wonByAFinishedChild(moves) || wonByAFinishedChild(replies)
                        ? 0
                        : Math.min(firstWinningMove(replies) + 1, replies.size());
                for (int j = 0; j < replies.size(); j++) {
                    assertEquals(
                            j < searched,
                            byParts.knownWinner(replies.get(j)).isPresent(),
                            "move " + i + " of " + moves.size() + ", reply " + j + " of " + replies.size());
                }
            }
        }
        assertTrue(checked >= 2, "positions checked: " + checked);
    }

    /**
     * Whether two lines from a position reach one position two placements down: a reply that
     * captures the stone just placed can leave what another move and the same reply leave, and the
     * part solved below one move then decides the other without its own.
     */
    private static boolean transposesTwoDown(GoRoGoState state) {
        Set<GoRoGoState> seen = new HashSet<>();
        for (GoRoGoState move : childrenInSearchOrder(state)) {
            for (GoRoGoState reply : childrenInSearchOrder(move)) {
                if (!seen.add(reply)) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void freeThreadsHelpWithTheLastPartsAndFindTheSameWinner() {
        // More threads than parts: the threads left without a part of their own search the open
        // parts with the threads already on them, and the first to finish a part stops the others.
        // Mirror-symmetric across the c file, 8 placements left: 8 parts (see SplitSolveTest).
        GoRoGoState symmetric = GAME.parsePosition("B.W.B/WBBBW/.WHW./BWWWB/..B.. b 2/2 2/2 0,0");
        assertEquals(8, SplitSolve.parts(GAME, symmetric, 1).size());
        for (GoRoGoState state : List.of(symmetric, POSITIONS.get(0), POSITIONS.get(1))) {
            assertEquals(plainWinner(state), solver(12, 1).solve(state).winner(), GAME.formatPosition(state));
        }
    }
}
