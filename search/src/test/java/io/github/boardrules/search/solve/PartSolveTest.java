package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A solve by parts ({@link SolverOptions#withParts}): the winners of a plain solve, every part
 * solved where the start needs them all, and no part searched once the parts solved decide the
 * start.
 */
class PartSolveTest {
    private static final GoRoGo GAME = GoRoGo.standard().withRules("setup=c2");

    /** Positions with 12 placements left: each part takes a few thousand positions. */
    private static final List<GoRoGoState> POSITIONS = RandomPositions.draw(GAME, GAME.initialState(), 12, 8, 11);

    private static GoRoGoSolver solver(int threads, int partPlacements) {
        return GoRoGoSolver.create(
                GAME,
                SolverOptions.withMemory(16L << 20).withThreads(threads).withParts(partPlacements),
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
        GoRoGoSolver byParts = solver(2, 1);
        assertEquals(lost.toMove().opponent(), byParts.solve(lost).winner());
        List<GoRoGoState> parts = SplitSolve.partsAsMet(GAME, lost, 1);
        assertTrue(parts.size() > 2, "parts: " + parts.size());
        for (GoRoGoState part : parts) {
            assertEquals(Optional.of(part.toMove()), byParts.knownWinner(part), GAME.formatPosition(part));
        }
    }

    @Test
    void thePartThatDecidesTheStartEndsThePhase() {
        // One thread takes the parts in order; the first part lost for its mover wins the start, and
        // the parts after it are then not searched (nor by the search of the start: from 8
        // placements left it tries a child known lost for its mover first).
        boolean checked = false;
        for (GoRoGoState state : POSITIONS) {
            if (plainWinner(state) != state.toMove()) {
                continue;
            }
            List<GoRoGoState> parts = SplitSolve.partsAsMet(GAME, state, 1);
            int deciding = 0;
            while (plainWinner(parts.get(deciding)) == parts.get(deciding).toMove()) {
                deciding++;
            }
            if (deciding == parts.size() - 1) {
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
