package io.github.boardrules.examples.cli;

import java.util.List;
import java.util.Optional;

/** The games the {@code boardrules} tool knows, each registered by one line below. */
public final class GameRegistry {
    private static final List<CliGame> GAMES = List.of(
            // one line per game, e.g. new BargoCli(),
            new GoRoGoCli());

    private GameRegistry() {}

    /**
     * All registered games, in the order they are listed in help texts.
     *
     * @return the games
     */
    public static List<CliGame> games() {
        return GAMES;
    }

    /**
     * The game with the given command-line name.
     *
     * @param id the name, e.g. {@code gorogo}
     * @return the game, or empty when no such game is installed
     */
    public static Optional<CliGame> find(String id) {
        for (CliGame game : GAMES) {
            if (game.id().equals(id)) {
                return Optional.of(game);
            }
        }
        return Optional.empty();
    }
}
