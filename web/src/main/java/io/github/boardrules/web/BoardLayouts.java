package io.github.boardrules.web;

import io.github.boardrules.baokigogo.Hole;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.common.Game;
import io.github.boardrules.gorogo.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Where each game's SVG draws its cells, points and holes, so that the page can lay clickable
 * discs over the picture. The renderers belong to the game modules and give their shapes no ids;
 * this table repeats their layout constants (checked against the rendered SVG by
 * {@code BoardLayoutsTest}). A fourth game adds one entry; a game without one is still playable on
 * the page through its list of legal moves.
 *
 * <p>A move's target is the longest target name that its notation contains ({@code e5ne} → {@code
 * e5}, {@code Hc3} → {@code c3}, {@code a12w} → {@code a12}); moves without one ({@code pass},
 * {@code button}) are offered as buttons.
 */
final class BoardLayouts {
    private static final double ROOT3 = Math.sqrt(3);
    private static final Map<String, Function<Game<?, ?>, List<Target>>> LAYOUTS =
            Map.of("bargo", BoardLayouts::bargo, "gorogo", game -> goRoGo(), "baokigogo", game -> bao());

    private BoardLayouts() {}

    /**
     * The targets of a game under its rules, or none when the game has no layout here.
     *
     * @param game the game under the rules of the position shown
     * @return the targets
     */
    static List<Target> targets(Game<?, ?> game) {
        Function<Game<?, ?>, List<Target>> layout = LAYOUTS.get(game.id());
        return layout == null ? List.of() : layout.apply(game);
    }

    /**
     * The target a move names: the longest target name contained in its notation.
     *
     * @param targets the game's targets
     * @param move a move's notation
     * @return the target's name, or the empty string for a move that names none
     */
    static String targetOf(List<Target> targets, String move) {
        String best = "";
        for (Target target : targets) {
            if (target.name().length() > best.length() && move.contains(target.name())) {
                best = target.name();
            }
        }
        return best;
    }

    /** Bargo's {@code SvgRenderer}: pointy-top hexes of side 24 around the centre cell, a 24 margin. */
    private static List<Target> bargo(Game<?, ?> game) {
        int base = bargoBase(game.rulesNotation());
        double size = 24;
        int m = base - 1;
        double cx = (ROOT3 * size * (2 * m + 1) + 2 * size) / 2;
        double cy = size + size * (1.5 * m + 1);
        List<Target> targets = new ArrayList<>();
        for (Cell cell : Cell.all(base)) {
            double x = cx + size * ROOT3 * (cell.q() + cell.r() / 2.0);
            double y = cy + size * 1.5 * cell.r();
            targets.add(new Target(cell.notation(), round(x), round(y), 20));
        }
        return List.copyOf(targets);
    }

    /** The base in Bargo's rules notation ({@code base=5 komi=0}). */
    private static int bargoBase(String rules) {
        for (String word : rules.split(" ")) {
            if (word.startsWith("base=")) {
                return Integer.parseInt(word.substring("base=".length()));
            }
        }
        throw new IllegalStateException("Bargo rules without a base: " + rules);
    }

    /** GoRoGo's {@code SvgRenderer}: points 60 apart from (50, 50), rank 5 at the top. */
    private static List<Target> goRoGo() {
        List<Target> targets = new ArrayList<>();
        for (Point point : Point.all()) {
            targets.add(new Target(point.notation(), 50 + point.file() * 60, 50 + (5 - point.rank()) * 60, 27));
        }
        return List.copyOf(targets);
    }

    /** Bao Kigogo's {@code SvgRenderer}: holes 56 apart, the board's top at 64, a gap of 14 between the halves. */
    private static List<Target> bao() {
        List<Target> targets = new ArrayList<>();
        for (Hole hole : Hole.all()) {
            int row = 4 - hole.rank();
            double y = 64 + row * 56 + (row >= 2 ? 14 : 0) + 28;
            targets.add(new Target(hole.notation(), 36 + hole.file() * 56 + 28, y, 24));
        }
        return List.copyOf(targets);
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
