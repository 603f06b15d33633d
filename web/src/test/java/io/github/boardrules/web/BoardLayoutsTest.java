package io.github.boardrules.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.PlayoutOptions;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.gorogo.GoRoGo;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The clickable targets lie exactly on the shapes the library's renderers draw: if a renderer's
 * layout changes, these tests say so before a click lands on the wrong cell.
 */
class BoardLayoutsTest {
    private static final Pattern POLYGON = Pattern.compile("<polygon points=\"([^\"]+)\"");
    private static final Pattern CIRCLE = Pattern.compile("<circle cx=\"([^\"]+)\" cy=\"([^\"]+)\" r=\"([^\"]+)\"");

    @ParameterizedTest(name = "base {0}")
    @ValueSource(ints = {2, 3, 5, 13})
    void bargoTargetsAreTheCentresOfTheDrawnHexes(int base) {
        Game<?, ?> game = Bargo.standard().withRules("base=" + base + " komi=0");
        List<double[]> hexes = new ArrayList<>();
        Matcher m = POLYGON.matcher(svg(game));
        while (m.find()) {
            String[] xy = m.group(1).split("[ ,]");
            double x = 0;
            double y = 0;
            for (int i = 0; i < xy.length; i += 2) {
                x += Double.parseDouble(xy[i]);
                y += Double.parseDouble(xy[i + 1]);
            }
            hexes.add(new double[] {x / (xy.length / 2.0), y / (xy.length / 2.0)});
        }
        List<Target> targets = BoardLayouts.targets(game);
        assertEquals(3 * base * (base - 1) + 1, targets.size());
        assertEquals(hexes.size(), targets.size());
        // The renderer draws the hexes in cell-index order, as Cell.all lists the cells.
        for (int i = 0; i < targets.size(); i++) {
            assertEquals(
                    hexes.get(i)[0], targets.get(i).x(), 0.02, targets.get(i).name());
            assertEquals(
                    hexes.get(i)[1], targets.get(i).y(), 0.02, targets.get(i).name());
        }
    }

    @Test
    void baoTargetsAreTheDrawnHoles() {
        Game<?, ?> game = BaoKigogo.standard();
        List<double[]> holes = circles(svg(game), 22.4);
        List<Target> targets = BoardLayouts.targets(game);
        assertEquals(48, targets.size());
        assertEquals(48, holes.size());
        for (Target target : targets) {
            assertTrue(holes.stream().anyMatch(h -> at(h, target)), target.name());
        }
        // Hole.all() starts at a1, which the renderer draws bottom-left (rank 1 is the last row drawn).
        assertEquals("a1", targets.get(0).name());
        assertEquals(holes.get(36)[0], targets.get(0).x(), 0.01);
        assertEquals(holes.get(36)[1], targets.get(0).y(), 0.01);
    }

    @Test
    void goRoGoPiecesAreDrawnOnTheirPointsTargets() {
        // After a seeded random game every stone the renderer draws (radius 25) sits on a target, and
        // the target named by the last move is where the last-move ring is drawn.
        GoRoGo game = GoRoGo.standard();
        var state = Playouts.play(game, game.initialState(), PlayoutOptions.seeded(3))
                .finalState();
        String svg = game.renderSvg(state);
        List<Target> targets = BoardLayouts.targets(game);
        assertEquals(25, targets.size());
        List<double[]> stones = circles(svg, 25);
        assertTrue(stones.size() >= 10, "stones drawn: " + stones.size()); // 19 here: captures removed some
        for (double[] stone : stones) {
            assertTrue(targets.stream().anyMatch(t -> at(stone, t)), stone[0] + "," + stone[1]);
        }
        String last = game.formatMove(state.lastMove().orElseThrow());
        Target named = targets.stream()
                .filter(t -> t.name().equals(BoardLayouts.targetOf(targets, last)))
                .findFirst()
                .orElseThrow();
        assertTrue(circles(svg, 9).stream().anyMatch(ring -> at(ring, named)), last);
    }

    @Test
    void aMovesTargetIsTheLongestNameItContains() {
        List<Target> targets = BoardLayouts.targets(Bargo.standard().withRules("base=13 komi=0"));
        assertEquals("a12", BoardLayouts.targetOf(targets, "a12w"));
        assertEquals("a1", BoardLayouts.targetOf(targets, "a1ne"));
        assertEquals("", BoardLayouts.targetOf(targets, "button"));
        assertEquals("", BoardLayouts.targetOf(targets, "pass"));
    }

    private static <S, M> String svg(Game<S, M> game) {
        return game.renderSvg(game.initialState());
    }

    private static List<double[]> circles(String svg, double radius) {
        List<double[]> found = new ArrayList<>();
        Matcher m = CIRCLE.matcher(svg);
        while (m.find()) {
            if (Math.abs(Double.parseDouble(m.group(3)) - radius) < 0.01) {
                found.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
            }
        }
        return found;
    }

    private static boolean at(double[] point, Target target) {
        return Math.abs(point[0] - target.x()) < 0.02 && Math.abs(point[1] - target.y()) < 0.02;
    }
}
