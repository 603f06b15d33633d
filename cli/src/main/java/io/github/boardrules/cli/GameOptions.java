package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.NotationException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * The options shared by the commands that set up a game: {@code --rules}, {@code --from}, and the
 * shorthands a game registers ({@code --size}, {@code --komi} for Bargo).
 */
final class GameOptions {
    @Option(
            names = "--rules",
            paramLabel = "<rules>",
            description = "The game's rules notation, e.g. \"base=7 komi=3\", \"setup=c3\", \"endless=loss\".")
    @Nullable
    String rules;

    @Option(
            names = "--from",
            paramLabel = "<position>",
            description = "Start from this position (the game's notation).")
    @Nullable
    String from;

    @Option(names = "--size", paramLabel = "N", description = "Bargo: the board base N (2..13), as base=N.")
    @Nullable
    String size;

    @Option(names = "--komi", paramLabel = "K", description = "Bargo: the komi given to White, as komi=K.")
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
        CliGame entry = games.stream()
                .filter(g -> g.id().equals(gameId))
                .findFirst()
                .orElseThrow(() -> new UsageProblem(unknownGame(games, gameId)));
        Map<String, String> given = new LinkedHashMap<>();
        put(given, "size", size);
        put(given, "komi", komi);
        StringBuilder notation = new StringBuilder(rules == null ? "" : rules.strip());
        StringBuilder said = new StringBuilder(rules == null ? "" : "--rules '" + rules + "'");
        for (Map.Entry<String, String> option : given.entrySet()) {
            said.append(said.length() == 0 ? "" : " ")
                    .append("--")
                    .append(option.getKey())
                    .append(' ')
                    .append(option.getValue());
            String key = entry.shorthands().get(option.getKey());
            if (key == null) {
                throw new UsageProblem("option --" + option.getKey() + " does not apply to " + gameId);
            }
            notation.append(notation.length() == 0 ? "" : " ")
                    .append(key)
                    .append('=')
                    .append(option.getValue().strip());
        }
        try {
            return setup(entry.game(), rules == null && given.isEmpty() ? null : notation.toString(), said.toString());
        } catch (NotationException e) {
            throw new UsageProblem(e.getMessage());
        }
    }

    /**
     * The game under the user's rules (or its defaults) and the start state. With {@code --from},
     * the position may record rules of its own (a Bargo position its base and komi); they must not
     * contradict any rule the user gave, and they are taken where the user gave none.
     */
    private <S, M> GameSetup<S, M> setup(Game<S, M> game, @Nullable String userRules, String said) {
        Game<S, M> ruled = userRules == null ? game : game.withRules(userRules);
        if (from == null) {
            return new GameSetup<>(ruled, ruled.initialState());
        }
        S start = ruled.parsePosition(from);
        Game<S, M> own = ruled.withRulesOf(start);
        if (userRules != null) {
            Map<String, String> merged = words(own.rulesNotation());
            merged.putAll(words(userRules));
            String wanted = merged.entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(" "));
            if (!game.withRules(wanted).equals(own)) {
                throw new UsageProblem("the --from position is one under the rules '" + own.rulesNotation()
                        + "', which contradict " + said);
            }
        }
        return new GameSetup<>(own, start);
    }

    /** The {@code key=value} words of a rules notation, in order. */
    private static Map<String, String> words(String notation) {
        Map<String, String> words = new LinkedHashMap<>();
        for (String word : notation.strip().split(" +")) {
            int eq = word.indexOf('=');
            if (eq > 0) {
                words.put(word.substring(0, eq), word.substring(eq + 1));
            }
        }
        return words;
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
