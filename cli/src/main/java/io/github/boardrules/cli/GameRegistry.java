package io.github.boardrules.cli;

import io.github.boardrules.common.GameProvider;
import io.github.boardrules.common.Games;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The games the {@code boardrules} tool offers: every game on its class path, found through
 * {@link Games} (a game jar provides a {@link GameProvider}). Help texts, error messages and
 * {@code demo} take the games and their ids from here.
 */
public final class GameRegistry {
    private GameRegistry() {}

    /**
     * The games on the class path, ordered by id.
     *
     * @return the games, each under its default rules with the rules aliases it accepts
     */
    public static List<CliGame> games() {
        List<CliGame> games = new ArrayList<>();
        for (GameProvider provider : Games.available()) {
            games.add(new CliGame(provider.defaultGame(), provider.rulesAliases()));
        }
        return List.copyOf(games);
    }

    /** The games' ids, for the {@code <game>} parameter's help text. */
    static final class Ids implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> ids = new ArrayList<>();
            for (CliGame game : games()) {
                ids.add(game.id());
            }
            return ids.iterator();
        }
    }
}
