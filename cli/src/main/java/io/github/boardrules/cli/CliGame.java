package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import java.util.Map;

/**
 * A game as the {@code boardrules} tool knows it: the game under its default rules, and the
 * shorthand options it accepts besides {@code --rules}. Every command works over the generic
 * {@link Game} interface; a game needs nothing else to be on the command line. The registered games
 * are those {@link GameRegistry} finds.
 *
 * @param game the game under its default rules; its {@link Game#id()} is the name on the command line
 * @param shorthands option names (without dashes) that set one key of the rules notation, e.g.
 *     {@code size} for Bargo's {@code base}
 */
public record CliGame(Game<?, ?> game, Map<String, String> shorthands) {
    /**
     * Keeps an immutable copy of the shorthands.
     *
     * @param game the game under its default rules
     * @param shorthands option name to rules key
     */
    public CliGame {
        shorthands = Map.copyOf(shorthands);
    }

    /**
     * A game with no shorthand options: its rules are given with {@code --rules} only.
     *
     * @param game the game under its default rules
     * @return the entry
     */
    public static CliGame of(Game<?, ?> game) {
        return new CliGame(game, Map.of());
    }

    /**
     * The game's name on the command line, e.g. {@code bargo}.
     *
     * @return the name
     */
    public String id() {
        return game.id();
    }
}
