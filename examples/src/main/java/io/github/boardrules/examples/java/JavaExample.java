package io.github.boardrules.examples.java;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.gorogo.GoRoGo;
import java.util.List;

/** Plays one complete game of each game from Java and prints a line about each. */
public final class JavaExample {
    private JavaExample() {}

    /**
     * Names a Bargo move in words: the sealed move type has exactly three kinds of move.
     *
     * @param move a move
     * @return a description
     */
    public static String describe(BargoMove move) {
        if (move instanceof BargoMove.Place place) {
            return "place on " + place.cell().notation() + " with the wall " + place.wall();
        }
        return move instanceof BargoMove.TakeButton ? "take the button" : "pass";
    }

    /**
     * Plays the three games and reports them.
     *
     * @return one line per game
     */
    public static List<String> playAll() {
        return List.of(
                JavaTour.tour(Bargo.standard(), 1, 10_000),
                JavaTour.tour(GoRoGo.standard(), 1, 10_000),
                JavaTour.tour(BaoKigogo.standard(), 1, 10_000));
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
