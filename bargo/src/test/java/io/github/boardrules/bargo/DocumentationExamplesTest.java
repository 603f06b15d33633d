package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.common.Colour;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The code examples of this module's Javadoc, run as written, with the results their comments give. */
class DocumentationExamplesTest {
    @Test
    void theBargoClassExample() {
        Bargo bargo = Bargo.standard(); // base 5, komi 0
        BargoState state = bargo.initialState();
        state = bargo.apply(state, bargo.parseMove(state, "e5ne"));
        assertEquals(
                Optional.of(BargoIllegalMoveReason.PASS_BEFORE_BUTTON),
                bargo.check(state, bargo.parseMove(state, "pass")));
        assertEquals("ongoing", bargo.status(state).notation());
    }

    @Test
    void thePackageExampleOfRulesTravellingWithTheState() {
        BargoState state = Bargo.standard().parsePosition(".../..../...../..../... b - 3 0");
        assertEquals("base=3 komi=3", state.rules().notation());
        // 19 cells × 6 edges − 30 rim edges = 84 placements, and the button.
        assertEquals(85, Bargo.standard().legalMoves(state).size());
        assertEquals("Bargo[base=3 komi=3]", Bargo.standard().withRulesOf(state).toString());
    }

    @Test
    void theRulesExample() {
        BargoRules rules = BargoRules.builder().base(7).komi(3).build();
        assertEquals("base=7 komi=3", rules.notation());
    }

    @Test
    void thePreGameExample() {
        BargoPreGame agreed = BargoPreGame.start(5).chooseKomi(3).chooseColour(Colour.BLACK);
        Bargo game = agreed.game(); // base 5, komi 3
        assertEquals("base=5 komi=3", game.rulesNotation());
        assertEquals(Colour.WHITE, agreed.colourOf(BargoPreGame.Seat.FIRST));
    }
}
