package io.github.boardrules.common;

import io.github.boardrules.contract.SearchContract;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.List;

/** The {@code SearchSupport} contract, run against tic-tac-toe (every state is reached). */
class TicTacToeSearchProperties extends SearchContract<TicTacToe.State, FileRank> {
    @Override
    protected Game<TicTacToe.State, FileRank> game() {
        return TicTacToe.GAME;
    }

    @Override
    protected List<String> otherRules() {
        return List.of();
    }
}
