package io.github.boardrules.testing.tictactoe;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameProvider;

/** Offers tic-tac-toe to {@link io.github.boardrules.common.Games} in the tests of the lookup. */
public final class TicTacToeProvider implements GameProvider {
    /** Called by {@link java.util.ServiceLoader}. */
    public TicTacToeProvider() {}

    @Override
    public String id() {
        return TicTacToe.GAME.id();
    }

    @Override
    public String displayName() {
        return "Tic-tac-toe";
    }

    @Override
    public Game<?, ?> defaultGame() {
        return TicTacToe.GAME;
    }
}
