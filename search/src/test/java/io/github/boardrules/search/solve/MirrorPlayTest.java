package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoRules;
import io.github.boardrules.gorogo.GoRoGoState;
import io.github.boardrules.gorogo.Point;
import java.util.List;
import org.junit.jupiter.api.Test;

/** White's mirror play: the opposite move, the symmetry test, and the mirrored sample positions. */
class MirrorPlayTest {
    private static final GoRoGo CENTRE = GoRoGo.withRules(GoRoGoRules.withSetup(Point.parse("c3")));

    @Test
    void theMirrorMoveIsTheSameKindOnTheOppositePoint() {
        var support = CENTRE.searchSupport();
        // a1 is opposite e5, b2 opposite d4, c2 opposite c4; a Henge stays a Henge.
        assertEquals(
                support.actionOf(GoRoGoMove.piece(Point.parse("e5"))),
                MirrorPlay.mirrorOf(support.actionOf(GoRoGoMove.piece(Point.parse("a1")))));
        assertEquals(
                support.actionOf(GoRoGoMove.henge(Point.parse("d4"))),
                MirrorPlay.mirrorOf(support.actionOf(GoRoGoMove.henge(Point.parse("b2")))));
        assertEquals(
                support.actionOf(GoRoGoMove.piece(Point.parse("c4"))),
                MirrorPlay.mirrorOf(support.actionOf(GoRoGoMove.piece(Point.parse("c2")))));
        for (int action = 0; action < 50; action++) {
            assertEquals(action, MirrorPlay.mirrorOf(MirrorPlay.mirrorOf(action)));
        }
    }

    @Test
    void aPositionIsSymmetricWhenTheHalfTurnSwapsItsColours() {
        // Black b2, Henge a4, White d4 (opposite b2), Henge e2 (opposite a4), neutral Henge c3;
        // both hands 9/1 and no captures: symmetric.
        GoRoGoState symmetric = CENTRE.parsePosition("...../H..W./..H../.B..H/..... b 9/1 9/1 0,0");
        assertTrue(MirrorPlay.symmetric(symmetric));
        // The same stones with White's piece on e4 instead of d4: e4 is not opposite b2.
        assertFalse(MirrorPlay.symmetric(CENTRE.parsePosition("...../H...W/..H../.B..H/..... b 9/1 9/1 0,0")));
    }

    @Test
    void theLastPlacementOfAPositionReadFromNotationIsTheOneThatBreaksTheSymmetry() {
        GoRoGoState symmetric = CENTRE.parsePosition("...../H..W./..H../.B..H/..... b 9/1 9/1 0,0");
        var support = CENTRE.searchSupport();
        for (GoRoGoMove move : List.of(GoRoGoMove.piece(Point.parse("a1")), GoRoGoMove.henge(Point.parse("d2")))) {
            GoRoGoState played = CENTRE.apply(symmetric, move);
            GoRoGoState read = CENTRE.parsePosition(CENTRE.formatPosition(played));
            assertTrue(read.lastMove().isEmpty());
            assertEquals(support.actionOf(move), MirrorPlay.lastPlacementOf(read), CENTRE.formatMove(move));
        }
        // Black to move, or White to move where a5, b5 and a1 all lack their opposite: none.
        assertEquals(-1, MirrorPlay.lastPlacementOf(symmetric));
        assertEquals(
                -1, MirrorPlay.lastPlacementOf(CENTRE.parsePosition("BB.../H..W./..H../.B..H/W.... w 7/1 8/1 0,0")));
        // Below a symmetric position read from notation, the solver searches exactly as below the
        // same position reached by play: White's mirror reply is tried first in both.
        GoRoGoState mirrored = RandomPositions.drawMirrored(CENTRE, CENTRE.initialState(), 12, 1, 1)
                .get(0);
        for (GoRoGoMove move : CENTRE.legalMoves(mirrored)) {
            GoRoGoState after = CENTRE.apply(mirrored, move);
            GoRoGoState afterRead = CENTRE.parsePosition(CENTRE.formatPosition(after));
            if (!CENTRE.status(after).isOver()
                    && MirrorPlay.symmetricBut(after, move.point().index())) {
                assertEquals(
                        solver().solve(after).nodes(), solver().solve(afterRead).nodes(), CENTRE.formatMove(move));
            }
        }
    }

    private static GoRoGoSolver solver() {
        return GoRoGoSolver.create(
                CENTRE,
                SolverOptions.withMemory(1L << 20),
                ProvenPositions.empty(CENTRE.rulesNotation()),
                SolveProgress.SILENT);
    }

    @Test
    void symmetricButTheLastPlacementWhenItsOppositePointIsEmpty() {
        GoRoGoState symmetric = CENTRE.parsePosition("...../H..W./..H../.B..H/..... b 9/1 9/1 0,0");
        GoRoGoState afterA1 = CENTRE.apply(symmetric, GoRoGoMove.piece(Point.parse("a1")));
        assertTrue(MirrorPlay.symmetricBut(afterA1, Point.parse("a1").index()));
        // With White to move a position is never symmetric: Black moves first in each pair.
        assertFalse(MirrorPlay.symmetric(afterA1));
        // Told the wrong point, the pair a1/e5 does not match.
        assertFalse(MirrorPlay.symmetricBut(afterA1, Point.parse("b1").index()));
        // Once White has answered on e5 it is Black's turn again, and symmetric.
        GoRoGoState answered = CENTRE.apply(afterA1, GoRoGoMove.piece(Point.parse("e5")));
        assertTrue(MirrorPlay.symmetric(answered));
        assertEquals(Colour.BLACK, answered.toMove());
    }

    @Test
    void mirroredSamplesAreSymmetricAndReproducible() {
        List<GoRoGoState> positions = RandomPositions.drawMirrored(CENTRE, CENTRE.initialState(), 12, 5, 7);
        assertEquals(5, positions.size());
        for (GoRoGoState position : positions) {
            assertEquals(12, 24 - position.placements());
            assertTrue(MirrorPlay.symmetric(position), CENTRE.formatPosition(position));
        }
        assertEquals(positions, RandomPositions.drawMirrored(CENTRE, CENTRE.initialState(), 12, 5, 7));
    }

    @Test
    void mirroredSamplesNeedASymmetricStartAndAnEvenCount() {
        GoRoGo corner = GoRoGo.withRules(GoRoGoRules.withSetup(Point.parse("a1")));
        assertThrows(
                IllegalArgumentException.class,
                () -> RandomPositions.drawMirrored(corner, corner.initialState(), 12, 1, 1));
        assertThrows(
                IllegalArgumentException.class,
                () -> RandomPositions.drawMirrored(CENTRE, CENTRE.initialState(), 11, 1, 1));
        assertThrows(
                IllegalArgumentException.class,
                () -> RandomPositions.drawMirrored(CENTRE, CENTRE.initialState(), 26, 1, 1));
    }
}
