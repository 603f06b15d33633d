package io.github.boardrules.examples.java;

import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;

/** The README's first Java program: a few GoRoGo moves, a refused one, the status. */
public final class FirstProgram {
    private FirstProgram() {}

    /**
     * Runs the program.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        GoRoGo game = GoRoGo.standard();
        GoRoGoState state = game.initialState();
        for (String move : new String[] {"Hc3", "b2", "d4"}) {
            state = game.apply(state, game.parseMove(state, move));
        }
        GoRoGoMove again = game.parseMove(state, "b2");
        System.out.println(game.formatPosition(state));
        System.out.println(
                "b2 again: " + game.check(state, again).map(r -> r.code()).orElse("legal"));
        System.out.println(game.legalMoves(state).size() + " legal moves, "
                + game.status(state).notation());
    }
}
