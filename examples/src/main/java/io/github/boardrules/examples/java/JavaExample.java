package io.github.boardrules.examples.java;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.gorogo.GoRoGo;
import java.util.ArrayList;
import java.util.List;

/** Plays one complete game of each game from Java and prints a line about each. */
public final class JavaExample {
    private JavaExample() {}

    /**
     * A Bargo move policy: random placements, the button when offered, and a pass now and then
     * once passing is legal — so that random games end. Shows a switch over the sealed move type.
     *
     * @return the policy
     */
    public static PlayoutPolicy<BargoState, BargoMove> bargoPolicy() {
        return (state, moves, random) -> {
            List<BargoMove> others = new ArrayList<>();
            BargoMove pass = null;
            for (BargoMove move : moves) {
                if (move instanceof BargoMove.Pass) {
                    pass = move;
                } else {
                    others.add(move);
                }
            }
            if (pass != null && (others.isEmpty() || random.nextDouble() < 0.05)) {
                return pass;
            }
            return others.get(random.nextInt(others.size()));
        };
    }

    /**
     * Plays the three games and reports them.
     *
     * @return one line per game
     */
    public static List<String> playAll() {
        return List.of(
                JavaTour.tour(Bargo.standard(), bargoPolicy(), 1, 10_000),
                JavaTour.tour(GoRoGo.standard(), PlayoutPolicy.uniform(), 1, 10_000),
                JavaTour.tour(BaoKigogo.standard(), PlayoutPolicy.uniform(), 1, 10_000));
    }

    /**
     * Prints {@link #playAll()}.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        playAll().forEach(System.out::println);
    }
}
