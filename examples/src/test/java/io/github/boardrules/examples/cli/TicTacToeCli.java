package io.github.boardrules.examples.cli;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.TicTacToe;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** Registers the common module's test game with the tool, to test the commands without a real game. */
final class TicTacToeCli implements CliGame {
    @Override
    public String id() {
        return "tictactoe";
    }

    @Override
    public Set<String> optionNames() {
        return Set.of();
    }

    @Override
    public GameSetup<?, ?> setup(Map<String, String> options, @Nullable String from) {
        if (!options.isEmpty()) {
            throw new NotationException("options", 0, options.toString(), "tic-tac-toe has no options");
        }
        TicTacToe game = TicTacToe.GAME;
        return GameSetup.uniform(game, from == null ? game.initialState() : game.parsePosition(from));
    }
}
