package io.github.boardrules.testing.tictactoe;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameProvider;

/**
 * A second provider claiming tic-tac-toe's id, which the lookup must refuse; listed only in a
 * services file that {@code GamesTest} writes for a class loader of its own.
 */
public final class SecondTicTacToeProvider implements GameProvider {
    /** Called by {@link java.util.ServiceLoader}. */
    public SecondTicTacToeProvider() {}

    @Override
    public String id() {
        return TicTacToe.GAME.id();
    }

    @Override
    public String displayName() {
        return "Tic-tac-toe again";
    }

    @Override
    public Game<?, ?> defaultGame() {
        return TicTacToe.GAME;
    }
}
