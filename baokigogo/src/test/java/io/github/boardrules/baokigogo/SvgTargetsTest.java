package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.contract.SvgTargetContract;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where the SVG puts the click targets of Bao Kigogo's holes. */
class SvgTargetsTest {
    private final BaoKigogo game = BaoKigogo.standard();

    @Test
    void eachHoleIsADiscOverTheDrawnHole() {
        // Holes are 56 apart from a margin of 36, radius 0.4·56 = 22.4; the board's top is at 64
        // and South's half lies 14 lower. a1 (bottom-left): x = 36 + 28 = 64, y = 64 + 3·56 + 14 +
        // 28 = 274. l4 (top-right): x = 36 + 11·56 + 28 = 680, y = 64 + 28 = 92.
        String svg = game.renderSvg(game.initialState());
        assertTrue(svg.contains("<circle cx=\"64\" cy=\"274\" r=\"22.4\" data-target=\"a1\"/>"), svg);
        assertTrue(svg.contains("<circle cx=\"680\" cy=\"92\" r=\"22.4\" data-target=\"l4\"/>"), svg);
        // The drawn hole under a1's target, with its seed count on top of it.
        assertTrue(svg.contains("<circle cx=\"64\" cy=\"274\" r=\"22.4\" fill=\"#8a5a22\""), svg);
    }

    @Test
    void theTargetsAreListedRankByRankFromA1() {
        // Hole index order (a1 … l1, a2 … l4), whatever the rows' drawing order (rank 4 first).
        List<String> names = SvgTargetContract.targetNames(game.renderSvg(game.initialState()));
        assertEquals(Hole.all().stream().map(Hole::notation).toList(), names);
    }
}
