package io.github.boardrules.common;

import io.github.boardrules.contract.GameContract;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.List;

/** The {@link Game} contract, run against the test game the generic tools are checked with. */
class TicTacToeContractProperties extends GameContract<TicTacToe.State, FileRank> {
    @Override
    protected Game<TicTacToe.State, FileRank> game() {
        return TicTacToe.GAME;
    }

    @Override
    protected List<String> otherRules() {
        return List.of();
    }
}
