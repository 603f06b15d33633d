package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.boardrules.common.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A Bargo state carries its rules — its position records the base and the komi — so every method
 * that takes a state answers from them, whichever instance it is called on. Here the default game
 * (base 5, komi 0) and a base-7 game with komi 3 judge base-3 states, and agree.
 */
class StateCarriesItsRulesTest {
    private static final Bargo STANDARD = Bargo.standard();
    private static final Bargo SEVEN = Bargo.withRules(BargoRules.of(7, 3));

    /** A base-3 game with komi 1 after Black c3e, White d4w, Black's button. */
    private static BargoState played() {
        return Fixtures.play(Bargo.withRules(BargoRules.of(3, 1)).initialState(), "c3e", "d4w", "button");
    }

    @Test
    void bothInstancesGiveTheSameLegalMovesSuccessorsAndChecks() {
        BargoState state = played();
        assertEquals(BargoRules.of(3, 1), state.rules());
        List<BargoMove> moves = STANDARD.legalMoves(state);
        assertEquals(moves, SEVEN.legalMoves(state));
        // The button is taken, so the list ends with the pass; every move names a base-3 cell.
        assertEquals(BargoMove.PASS, moves.get(moves.size() - 1));
        for (BargoMove move : moves) {
            assertEquals(STANDARD.apply(state, move), SEVEN.apply(state, move));
        }
        BargoMove occupied = STANDARD.parseMove(state, "c3ne");
        assertEquals(occupied, SEVEN.parseMove(state, "c3ne"));
        assertEquals(STANDARD.check(state, occupied), SEVEN.check(state, occupied));
        assertEquals(
                BargoIllegalMoveReason.OCCUPIED, STANDARD.check(state, occupied).orElseThrow());
        assertEquals(STANDARD.playerToMove(state), SEVEN.playerToMove(state));
        assertEquals(STANDARD.formatPosition(state), SEVEN.formatPosition(state));
        assertEquals(STANDARD.renderText(state), SEVEN.renderText(state));
        assertEquals(STANDARD.renderSvg(state), SEVEN.renderSvg(state));
    }

    @Test
    void movesAreReadOnTheStatesBoard() {
        // g7 is the centre of the base-7 board but not a cell of base 3 (files a..e there): both
        // instances refuse it, at the cell, because the state's board names the cells.
        BargoState state = played();
        for (Bargo game : List.of(STANDARD, SEVEN)) {
            NotationException e = assertThrows(NotationException.class, () -> game.parseMove(state, "g7e"));
            assertEquals("cell", e.field());
            assertEquals(0, e.offset());
        }
    }

    @Test
    void theStatesKomiDecidesTheCountWhateverTheInstance() {
        // A finished empty base-3 board, Black holds the button, komi 1. The one territory (19 cells)
        // has no linked piece and counts for both: Black 19 + ½ = 19½, White 19 + 1 = 20. With the
        // standard instance's komi 0 Black would win, with the base-7 instance's komi 3 White by
        // more: both answer from the state's komi 1.
        BargoState over = STANDARD.parsePosition(".../..../...../..../... b b 1 2");
        for (Bargo game : List.of(STANDARD, SEVEN)) {
            assertEquals("win:w:score", game.status(over).notation());
            assertEquals(19.5, game.score(over).black().total());
            assertEquals(20.0, game.score(over).white().total());
            assertEquals(List.of(), game.legalMoves(over));
            assertEquals(Bargo.withRules(BargoRules.of(3, 1)), game.withRulesOf(over));
        }
        assertEquals(STANDARD.status(over), SEVEN.status(over));
    }

    @Test
    void theInstanceStillGivesTheStartStateAndTheRulesNotation() {
        // Only initialState, rulesNotation and withRules depend on the instance.
        assertEquals(BargoRules.of(7, 3), SEVEN.initialState().rules());
        assertEquals("base=7 komi=3", SEVEN.rulesNotation());
        assertEquals(SEVEN, STANDARD.withRules("komi=3 base=7"));
        assertEquals(SEVEN.hashCode(), STANDARD.withRules("base=7 komi=3").hashCode());
        assertNotEquals(STANDARD, SEVEN);
        assertEquals(STANDARD, SEVEN.withRulesOf(STANDARD.initialState()));
    }

    @Test
    void aParsedPositionHasTheRulesButNotTheHistoryOfThePlayedState() {
        // Same position, same rules, but the played state remembers Black's and White's earlier
        // positions for rule 3c: the states differ, and so may their legal moves.
        BargoState state = played();
        BargoState read = SEVEN.parsePosition(state.toString());
        assertEquals(state.rules(), read.rules());
        assertEquals(state.toString(), read.toString());
        assertEquals(2, state.historySize(io.github.boardrules.common.Colour.BLACK));
        assertEquals(0, read.historySize(io.github.boardrules.common.Colour.BLACK));
        assertNotEquals(state, read);
    }
}
