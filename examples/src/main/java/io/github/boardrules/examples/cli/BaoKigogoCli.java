package io.github.boardrules.examples.cli;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.baokigogo.BaoState;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Registers Bao Kigogo with the tool. It takes no options (the rules of the rule page: an endless
 * sowing is a draw); {@code --from} gives a position in the rule page's notation, which starts a
 * new repetition history. {@code bench} plays uniformly random legal moves to the end of the game
 * (every game ends: positions cannot repeat since the last capture, and captures are finite).
 */
final class BaoKigogoCli implements CliGame {
    @Override
    public String id() {
        return "baokigogo";
    }

    @Override
    public Set<String> optionNames() {
        return Set.of();
    }

    @Override
    public GameSetup<?, ?> setup(Map<String, String> options, @Nullable String from) {
        BaoKigogo game = BaoKigogo.standard();
        BaoState start = from == null ? game.initialState() : game.parsePosition(from);
        return GameSetup.uniform(game, start);
    }
}
