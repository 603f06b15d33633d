package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.contract.SvgTargetContract;
import org.junit.jupiter.api.Test;

/** Where the SVG puts the click targets of Bargo's cells, worked out from the renderer's layout. */
class SvgTargetsTest {
    @Test
    void theCentreCellOfBaseFiveIsAHexagonNamedE5() {
        // Base 5: hexes of side 24, the board 9 hexes wide (√3·24·9 ≈ 374.12) plus a margin of 24
        // on each side, so the centre cell e5 sits at x ≈ 211.06; its row is the fifth of nine,
        // y = 24 + 24·(1.5·4 + 1) = 192. The corners lie 24 away at 30°, 90°, …: x ± 20.78, y ± 12
        // or y ± 24.
        String svg = Bargo.standard().renderSvg(Bargo.standard().initialState());
        assertTrue(
                svg.contains("<polygon points=\"231.85,204 211.06,216 190.28,204 190.28,180 211.06,168 231.85,180\""
                        + " data-target=\"e5\"/>"),
                svg);
    }

    @Test
    void theTargetsComeLastOverPiecesAndEveryBaseHasItsCells() {
        // 3·b·(b − 1) + 1 cells on a board of base b: 61 for base 5, 127 for base 7.
        Bargo seven = Bargo.standard().withRules("base=7 komi=3");
        BargoState state = Fixtures.play(seven.initialState(), "g7ne");
        String svg = seven.renderSvg(state);
        assertEquals(127, SvgTargetContract.targetNames(svg).size());
        assertEquals(
                61,
                SvgTargetContract.targetNames(
                                Bargo.standard().renderSvg(Bargo.standard().initialState()))
                        .size());
        // The group opens after the caption and closes just before the end of the document, so the
        // piece on g7 lies under its target.
        int group = svg.indexOf("<g class=\"targets\"");
        assertTrue(group > svg.indexOf("komi 3"), svg);
        assertTrue(svg.endsWith("</g>\n</svg>\n"), svg);
        assertTrue(svg.indexOf("data-target=\"g7\"") > group);
    }
}
