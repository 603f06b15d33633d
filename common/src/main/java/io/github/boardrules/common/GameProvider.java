package io.github.boardrules.common;

import java.util.Map;

/**
 * A game offered to generic code through {@link java.util.ServiceLoader}: each game artifact
 * provides one, so that a platform, a command-line tool or a bot finds every game on its class path
 * or module path through {@link Games} without naming any of them.
 *
 * <p>A game module declares it in its {@code module-info} ({@code provides
 * io.github.boardrules.common.GameProvider with …}) and, for class-path users, in
 * {@code META-INF/services/io.github.boardrules.common.GameProvider}. Implementations are immutable,
 * have a public no-argument constructor, and are cheap to create.
 */
public interface GameProvider {
    /**
     * The game's identifier, the same as {@link Game#id()} of its games, e.g. {@code bargo}.
     *
     * @return the identifier: lower-case letters and digits
     */
    String id();

    /**
     * The game's name for people, e.g. {@code Bao Kigogo}.
     *
     * @return the name
     */
    String displayName();

    /**
     * The game under its default rules.
     *
     * @return the game; its {@link Game#rulesNotation()} names the default rules
     */
    Game<?, ?> defaultGame();

    /**
     * The game under the rules a notation describes; options the notation leaves out keep their
     * defaults.
     *
     * @param rulesNotation options as {@link Game#rulesNotation()} writes them, e.g. {@code base=7}
     * @return the game with those rules
     * @throws NotationException when the options cannot be read or are out of range
     */
    default Game<?, ?> game(String rulesNotation) {
        return defaultGame().withRules(rulesNotation);
    }

    /**
     * Other names a tool may accept for rules options, each mapped to the key of the rules notation
     * it sets: Bargo's {@code size} for {@code base}, say. The default has none.
     *
     * @return an immutable map from alias to rules key
     */
    default Map<String, String> rulesAliases() {
        return Map.of();
    }
}
