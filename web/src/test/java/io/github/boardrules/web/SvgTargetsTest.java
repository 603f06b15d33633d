package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.common.Game;
import io.github.boardrules.gorogo.GoRoGo;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The targets the server reads out of the library's SVG, and out of shapes it does not draw. */
class SvgTargetsTest {
    @Test
    void goRoGoPointsAreTheDiscsAroundTheCrossings() {
        // Points 60 apart from (50, 50), rank 5 at the top, each under a disc of radius 27.
        List<Target> targets = targets(GoRoGo.standard());
        assertEquals(25, targets.size());
        assertTrue(targets.contains(new Target("c3", 170, 170, 27)), targets.toString());
        assertTrue(targets.contains(new Target("a1", 50, 290, 27)), targets.toString());
    }

    @Test
    void baoHolesAreTheDiscsOverTheHoles() {
        // a1 bottom-left at (36 + 28, 64 + 3·56 + 14 + 28); radius 0.4 · 56.
        List<Target> targets = targets(BaoKigogo.standard());
        assertEquals(48, targets.size());
        assertEquals(new Target("a1", 64, 274, 22.4), targets.get(0));
        assertEquals(new Target("l4", 680, 92, 22.4), targets.get(47));
    }

    @ParameterizedTest(name = "base {0}")
    @ValueSource(ints = {2, 3, 5, 7, 13})
    void bargoCellsAreTheHexagonsCentresWithTheirInradius(int base) {
        // A hexagon of side 24 has its centre as centroid and 24·cos 30° ≈ 20.78 as inradius; the
        // centre cell of base 5, e5, is at (211.06, 192) (worked out in bargo's SvgTargetsTest).
        List<Target> targets = targets(Bargo.standard().withRules("base=" + base + " komi=0"));
        assertEquals(3 * base * (base - 1) + 1, targets.size());
        assertEquals(Cell.all(base).stream().map(Cell::notation).toList(), names(targets));
        for (Target target : targets) {
            assertEquals(20.78, target.r(), 1e-9, target.name());
        }
        if (base == 5) {
            assertTrue(targets.contains(new Target("e5", 211.06, 192, 20.78)), targets.toString());
        }
    }

    @Test
    void otherShapesGiveTheirCentresAndTheLargestDiscInside() {
        // A rect 40 × 20 at (10, 10): centre (30, 20), radius half the shorter side. An ellipse: its
        // smaller radius. A right triangle (0,0) (30,0) (0,30): centroid (10, 10), 10 from both legs
        // but |10 + 10 − 30| / √2 ≈ 7.07 from the hypotenuse x + y = 30, the nearest edge. A line
        // has no area and is skipped, as is a shape without data-target.
        String svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">"
                + "<rect x=\"10\" y=\"10\" width=\"40\" height=\"20\" data-target=\"r\"/>"
                + "<ellipse cx=\"5\" cy=\"6\" rx=\"7\" ry=\"3\" data-target=\"e\"/>"
                + "<polygon points=\"0,0 30,0 0,30\" data-target=\"t\"/>"
                + "<line x1=\"0\" y1=\"0\" x2=\"9\" y2=\"9\" data-target=\"l\"/>"
                + "<circle cx=\"1\" cy=\"2\" r=\"3\"/></svg>";
        assertEquals(
                List.of(new Target("r", 30, 20, 10), new Target("e", 5, 6, 3), new Target("t", 10, 10, 7.07)),
                SvgTargets.of(svg));
    }

    @Test
    void anUnreadablePictureHasNoTargetsAndNoEntityIsResolved() {
        assertEquals(List.of(), SvgTargets.of("<svg><circle cx=\"1\" data-target=\"a1\"></svg"));
        assertEquals(List.of(), SvgTargets.of("<svg><circle cx=\"x\" cy=\"1\" r=\"1\" data-target=\"a1\"/></svg>"));
        // A DTD is not read, so an entity it would declare cannot be expanded into a name.
        String withDtd = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY e \"x\">]>"
                + "<svg><circle cx=\"1\" cy=\"1\" r=\"1\" data-target=\"&e;\"/></svg>";
        assertEquals(List.of(), SvgTargets.of(withDtd));
    }

    @Test
    void aMovesTargetIsTheLongestNameItContains() {
        List<Target> targets = targets(Bargo.standard().withRules("base=13 komi=0"));
        assertEquals("a12", SvgTargets.targetOf(targets, "a12w"));
        assertEquals("a1", SvgTargets.targetOf(targets, "a1ne"));
        assertEquals("", SvgTargets.targetOf(targets, "button"));
        assertEquals("", SvgTargets.targetOf(targets, "pass"));
        assertEquals("c3", SvgTargets.targetOf(targets(GoRoGo.standard()), "Hc3"));
    }

    private static <S, M> List<Target> targets(Game<S, M> game) {
        return SvgTargets.of(game.renderSvg(game.initialState()));
    }

    private static List<String> names(List<Target> targets) {
        return targets.stream().map(Target::name).toList();
    }
}
