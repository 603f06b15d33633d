package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.contract.SvgTargetContract;
import org.junit.jupiter.api.Test;

/** Where the SVG puts the click targets of GoRoGo's points. */
class SvgTargetsTest {
    private final GoRoGo game = GoRoGo.standard();

    @Test
    void eachPointIsADiscCentredOnItsCrossing() {
        // Points are 60 apart from (50, 50), rank 5 at the top: c3 is the centre (170, 170), a1 the
        // bottom-left corner (50, 290). A disc of radius 27 leaves 6 units between neighbours.
        String svg = game.renderSvg(game.initialState());
        assertTrue(svg.contains("<circle cx=\"170\" cy=\"170\" r=\"27\" data-target=\"c3\"/>"), svg);
        assertTrue(svg.contains("<circle cx=\"50\" cy=\"290\" r=\"27\" data-target=\"a1\"/>"), svg);
        assertTrue(svg.contains("<circle cx=\"290\" cy=\"50\" r=\"27\" data-target=\"e5\"/>"), svg);
    }

    @Test
    void anOccupiedPointKeepsItsTargetOverThePiece() {
        // After the setup Henge on c3 and Black's b2, both points are drawn with pieces; their
        // targets come after the pieces, so a click on a piece still names the point.
        GoRoGoState state = game.initialState();
        state = game.apply(state, game.parseMove(state, "Hc3"));
        state = game.apply(state, game.parseMove(state, "b2"));
        String svg = game.renderSvg(state);
        assertEquals(25, SvgTargetContract.targetNames(svg).size());
        assertTrue(svg.indexOf("data-target=\"b2\"") > svg.indexOf("<circle cx=\"110\" cy=\"230\" r=\"25\""), svg);
        assertTrue(svg.indexOf("data-target=\"c3\"") > svg.indexOf("<path d=\"M170,145"), svg);
    }
}
