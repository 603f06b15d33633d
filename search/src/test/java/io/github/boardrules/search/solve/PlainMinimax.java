package io.github.boardrules.search.solve;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.Status;

/**
 * The reference the solver is checked against: plain minimax over the generic {@link Game}
 * interface, with none of the solver's machinery — no table, no symmetries, no move ordering, moves
 * in the game's own order. For a win/loss game minimax's maximum may stop at the first child that
 * is lost for its mover (a maximum of 1 cannot grow), which is all it shares with the solver.
 */
final class PlainMinimax {
    private PlainMinimax() {}

    /**
     * The winner of a position with perfect play.
     *
     * @param game the game
     * @param state the position
     * @return the winner
     */
    static <S, M> Player winner(Game<S, M> game, S state) {
        Status status = game.status(state);
        if (status instanceof Outcome.Win win) {
            return win.winner();
        }
        Player mover = game.playerToMove(state);
        for (M move : game.legalMoves(state)) {
            if (winner(game, game.apply(state, move)).equals(mover)) {
                return mover;
            }
        }
        return mover.opponent();
    }
}
