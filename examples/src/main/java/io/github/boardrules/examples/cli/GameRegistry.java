package io.github.boardrules.examples.cli;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.gorogo.GoRoGo;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The games the {@code boardrules} tool knows: the one place a game is added. Help texts, error
 * messages and {@code demo} take the games and their ids from here.
 */
public final class GameRegistry {
    private static final List<CliGame> GAMES = List.of(
            // The command-line contract keeps Bargo's older shorthands for its two rules options.
            new CliGame(Bargo.standard(), Map.of("size", "base", "komi", "komi")),
            CliGame.of(GoRoGo.standard()),
            CliGame.of(BaoKigogo.standard()));

    private GameRegistry() {}

    /**
     * All registered games, in the order they are listed in help texts.
     *
     * @return the games
     */
    public static List<CliGame> games() {
        return GAMES;
    }

    /** The registered games' ids, for the {@code <game>} parameter's help text. */
    static final class Ids implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> ids = new ArrayList<>();
            for (CliGame game : GAMES) {
                ids.add(game.id());
            }
            return ids.iterator();
        }
    }
}
