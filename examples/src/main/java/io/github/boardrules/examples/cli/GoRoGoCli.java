package io.github.boardrules.examples.cli;

import io.github.boardrules.common.NotationException;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * GoRoGo in the {@code boardrules} tool. It takes no game options: a game starts with White's setup
 * move (the standard rules), or from the {@code --from} position. Bench playouts are uniformly
 * random and always end by themselves (at most 25 plies).
 */
public final class GoRoGoCli implements CliGame {
    /** Creates the registration. */
    public GoRoGoCli() {}

    @Override
    public String id() {
        return "gorogo";
    }

    @Override
    public Set<String> optionNames() {
        return Set.of();
    }

    @Override
    public GameSetup<?, ?> setup(Map<String, String> options, @Nullable String from) {
        if (!options.isEmpty()) {
            String name = options.keySet().iterator().next();
            throw new NotationException("option", 0, name, "gorogo takes no game options");
        }
        GoRoGo game = GoRoGo.standard();
        GoRoGoState start = from == null ? game.initialState() : game.parsePosition(from);
        return GameSetup.uniform(game, start);
    }
}
