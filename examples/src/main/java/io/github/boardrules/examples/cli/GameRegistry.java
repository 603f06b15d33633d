package io.github.boardrules.examples.cli;

import java.util.List;

/** The games the {@code boardrules} tool knows; a game registers itself by one entry in this list. */
public final class GameRegistry {
    private static final List<CliGame> GAMES = List.of(new BargoCli(), new GoRoGoCli(), new BaoKigogoCli());

    private GameRegistry() {}

    /**
     * All registered games, in the order they are listed in help texts.
     *
     * @return the games
     */
    public static List<CliGame> games() {
        return GAMES;
    }
}
