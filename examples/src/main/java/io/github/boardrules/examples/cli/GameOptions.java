package io.github.boardrules.examples.cli;

import io.github.boardrules.common.NotationException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/** The options shared by the commands that set up a game: {@code --from}, {@code --size}, {@code --komi}. */
final class GameOptions {
    @Option(
            names = "--from",
            paramLabel = "<position>",
            description = "Start from this position (the game's notation).")
    @Nullable
    String from;

    @Option(names = "--size", paramLabel = "N", description = "Bargo: the board base N (2..13, default 5).")
    @Nullable
    String size;

    @Option(names = "--komi", paramLabel = "K", description = "Bargo: the komi given to White (default 0).")
    @Nullable
    String komi;

    /**
     * Finds the game and builds its setup, turning every problem into a {@link UsageProblem}.
     *
     * @param games the installed games
     * @param gameId the game's command-line name
     * @return the setup
     */
    GameSetup<?, ?> setup(List<CliGame> games, String gameId) {
        CliGame game = games.stream()
                .filter(g -> g.id().equals(gameId))
                .findFirst()
                .orElseThrow(() -> new UsageProblem(unknownGame(games, gameId)));
        Map<String, String> options = new LinkedHashMap<>();
        put(options, "size", size);
        put(options, "komi", komi);
        for (String name : options.keySet()) {
            if (!game.optionNames().contains(name)) {
                throw new UsageProblem("option --" + name + " does not apply to " + gameId);
            }
        }
        try {
            return game.setup(options, from);
        } catch (NotationException e) {
            throw new UsageProblem(e.getMessage());
        }
    }

    private static void put(Map<String, String> options, String name, @Nullable String value) {
        if (value != null) {
            options.put(name, value);
        }
    }

    static String unknownGame(List<CliGame> games, String gameId) {
        String installed = games.stream().map(CliGame::id).collect(Collectors.joining(", "));
        return "unknown game '" + gameId + "' (installed: " + (installed.isEmpty() ? "none" : installed) + ")";
    }
}
