package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.search.SearchSupport;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Bargo's actions, observation, symmetries and hash on positions worked out by hand. */
class SearchSupportExamplesTest {
    private final Bargo base2 = Bargo.standard().withRules("base=2");
    private final SearchSupport<BargoState, BargoMove> search2 = base2.searchSupport();

    private BargoMove move(Bargo game, String text) {
        return game.parseMove(game.initialState(), text);
    }

    @Test
    void actionsAreSixWallsPerCellThenButtonThenPass() {
        // base 2: the cells from the top row down: (0,-1) (1,-1) / (-1,0) (0,0) (1,0) / (-1,1) (0,1);
        // the centre b2 = (0, 0) is cell 3, so b2ne is 3 * 6 + 1 (ne is the second direction)
        assertEquals(44, search2.actionCount());
        assertEquals(19, search2.actionOf(move(base2, "b2ne")));
        assertEquals(42, search2.actionOf(BargoMove.BUTTON));
        assertEquals(43, search2.actionOf(BargoMove.PASS));
        assertEquals(6 * 61 + 2, Bargo.standard().searchSupport().actionCount());
        // a base-5 cell does not belong to the base-2 layout, nor does a base-5 state
        assertThrows(IllegalArgumentException.class, () -> search2.actionOf(move(Bargo.standard(), "e5ne")));
        assertThrows(
                IllegalArgumentException.class,
                () -> search2.hash(Bargo.standard().initialState()));
    }

    @Test
    void theCandidatesAreTheWallsOfTheEmptyCellsThenTheButtonOrThePass() {
        // b2 (cell 3) holds a piece: its walls, actions 18..23, are no candidates
        BargoState state = base2.apply(base2.initialState(), move(base2, "b2e"));
        assertEquals(6 * 6 + 1, search2.candidateActionCount(state));
        assertEquals(17, search2.candidateAction(state, 17), "cell 2's last wall");
        assertEquals(24, search2.candidateAction(state, 18), "then cell 4's first");
        assertEquals(42, search2.candidateAction(state, 36), "the button, untaken");
        // taken, the pass follows the walls; after two passes there are none
        BargoState taken = base2.apply(state, BargoMove.BUTTON);
        assertEquals(43, search2.candidateAction(taken, 36));
        BargoState over = base2.apply(base2.apply(taken, BargoMove.PASS), BargoMove.PASS);
        assertEquals(0, search2.candidateActionCount(over));
        assertThrows(IllegalArgumentException.class, () -> search2.candidateAction(over, 0));
        // a wall towards the rim is a candidate, and isLegalAction refuses it
        int a1w = search2.actionOf(move(base2, "a1w"));
        assertTrue(search2.isLegalAction(base2.initialState(), a1w - 1));
        assertEquals(false, search2.isLegalAction(base2.initialState(), a1w));
        // a state of another base is refused
        BargoState base5 = Bargo.standard().initialState();
        assertThrows(IllegalArgumentException.class, () -> search2.candidateActionCount(base5));
        assertThrows(IllegalArgumentException.class, () -> search2.candidateAction(base5, 0));
        assertThrows(IllegalArgumentException.class, () -> search2.isLegalAction(base5, 0));
    }

    @Test
    void aSixthOfATurnTakesTheEastCornerToTheSouthWithItsWall() {
        // c2e is (1, 0) with wall e; (q, r) -> (-r, q + r) gives (0, 1) = b1, e turns to se
        int c2e = search2.actionOf(move(base2, "c2e"));
        assertEquals(24, c2e);
        assertEquals(6 * 6 + 5, search2.transformAction(c2e, 1));
        assertEquals(42, search2.transformAction(42, 7), "the button is the button under every symmetry");
        assertEquals(5, search2.inverseSymmetry(1));
        // a placed piece turns with its wall: b2e at the centre becomes b2se
        BargoState state = base2.apply(base2.initialState(), move(base2, "b2e"));
        BargoState turned = search2.transform(state, 1);
        assertEquals(
                Direction.SE, turned.pieceAt(Cell.parse(2, "b2")).orElseThrow().wall());
    }

    @Test
    void theObservationLiesOnTheAxialGrid() {
        BargoState state = base2.apply(base2.initialState(), move(base2, "b2ne"));
        float[] tensor = search2.observation(state);
        assertArrayEquals(new int[] {16, 3, 3}, search2.observationShape());
        // the grid corners (q, r) = (-1, -1) and (1, 1) are off the board: plane 0 is 0 there
        assertArrayEquals(new float[] {0, 1, 1, 1, 1, 1, 1, 1, 0}, java.util.Arrays.copyOfRange(tensor, 0, 9));
        // White moves: Black's b2 (row 1, column 1) is the opponent's, with its wall in plane 4 + 1
        assertEquals(1f, tensor[2 * 9 + 4]);
        assertEquals(0f, tensor[9 + 4]);
        assertEquals(1f, tensor[5 * 9 + 4], "the wall faces ne");
        assertEquals(1f, tensor[10 * 9], "the button is untaken");
        BargoState komi = Bargo.standard().withRules("base=2 komi=-7").initialState();
        assertEquals(1f, search2.observation(komi)[13 * 9], "Black moves, so komi -7 counts +7 / 7 cells");
    }

    @Test
    void theSuperkoPlaneMarksTheCellsSuperkoAloneCloses() {
        // on the smallest board superko refusals are common; the plane must mark exactly the empty
        // cells where no wall is legal and the game's check refuses some wall for superko
        SplittableRandom random = new SplittableRandom(7);
        int marked = 0;
        for (int game = 0; game < 40; game++) {
            BargoState state = base2.initialState();
            for (int ply = 0; ply < 60 && !state.isOver(); ply++) {
                float[] tensor = search2.observation(state);
                BargoState now = state;
                for (Cell cell : Cell.all(2)) {
                    boolean expected = isClosedBySuperko(now, cell);
                    int at = 15 * 9 + (cell.r() + 1) * 3 + cell.q() + 1;
                    assertEquals(expected ? 1f : 0f, tensor[at], () -> cell + " in " + now);
                    marked += expected ? 1 : 0;
                }
                List<BargoMove> moves = base2.legalMoves(state);
                state = base2.apply(state, moves.get(random.nextInt(moves.size())));
            }
        }
        assertTrue(marked > 0, "the games reach cells closed by superko");
    }

    private boolean isClosedBySuperko(BargoState state, Cell cell) {
        if (state.pieceAt(cell).isPresent()) {
            return false;
        }
        boolean superko = false;
        for (Direction wall : Direction.all()) {
            var reason = base2.check(state, BargoMove.place(cell, wall));
            if (reason.isEmpty()) {
                return false;
            }
            superko |= reason.get() == BargoIllegalMoveReason.SUPERKO;
        }
        return superko;
    }

    @Test
    void theHashIsPinned() {
        // fixed keys: a change to these values breaks every stored hash, so it must be deliberate
        Bargo game = Bargo.standard();
        SearchSupport<BargoState, BargoMove> search = game.searchSupport();
        assertEquals(-3765010752158004350L, search.hash(game.initialState()));
        BargoState after = game.apply(game.initialState(), move(game, "e5ne"));
        assertEquals(-3955035332817958524L, search.hash(after));
    }

    @Test
    void theHashKeptMoveByMoveEqualsTheHashOfTheSamePositionParsed() {
        // The engine updates the pieces' part of the hash with each placement and capture; a parsed
        // position computes it from scratch. Random games on small boards, where captures are
        // frequent, must agree at every ply (and must capture, or this checks nothing new).
        int captures = 0;
        SplittableRandom random = new SplittableRandom(2026);
        for (int base = 2; base <= 5; base++) {
            Bargo game = Bargo.standard().withRules("base=" + base);
            SearchSupport<BargoState, BargoMove> search = game.searchSupport();
            for (int g = 0; g < 5; g++) {
                BargoState state = game.initialState();
                for (int ply = 0; ply < 120 && !state.isOver(); ply++) {
                    List<BargoMove> moves = game.legalMoves(state);
                    BargoState next = game.apply(state, game.playoutPolicy().choose(state, moves, random));
                    captures += pieces(next) < pieces(state) ? 1 : 0;
                    state = next;
                    assertEquals(search.hash(game.parsePosition(game.formatPosition(state))), search.hash(state));
                }
            }
        }
        assertTrue(captures > 10, captures + " captures");
    }

    private static int pieces(BargoState state) {
        int count = 0;
        for (Cell cell : Cell.all(state.base())) {
            count += state.pieceAt(cell).isPresent() ? 1 : 0;
        }
        return count;
    }
}
