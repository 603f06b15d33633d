package io.github.boardrules.examples.cli;

import io.github.boardrules.common.NotationException;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * How a game registers itself with the {@code boardrules} tool. Every command works over the
 * generic {@link io.github.boardrules.common.Game} interface; a game only says how its options and
 * a {@code --from} position turn into a {@link GameSetup}. Registered games are listed in
 * {@link GameRegistry}.
 */
public interface CliGame {
    /**
     * The game's name on the command line, e.g. {@code bargo}.
     *
     * @return the name
     */
    String id();

    /**
     * The game options this game accepts (without the leading dashes), e.g. {@code size} and
     * {@code komi}; empty for none.
     *
     * @return the option names
     */
    Set<String> optionNames();

    /**
     * Builds the game from the options the user gave and an optional start position.
     *
     * @param options the user's options, keys among {@link #optionNames()}, values unparsed
     * @param from the {@code --from} position, or {@code null} for the initial position
     * @return the setup
     * @throws NotationException when an option or the position cannot be read, or the options
     *     contradict the position
     */
    GameSetup<?, ?> setup(Map<String, String> options, @Nullable String from);
}
