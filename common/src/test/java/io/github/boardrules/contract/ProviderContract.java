package io.github.boardrules.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.boardrules.common.GameProvider;
import io.github.boardrules.common.Games;

/**
 * What every game module's {@link GameProvider} promises, checked the same way for each game: the
 * module's test of its provider calls {@link #assertFound}.
 */
public final class ProviderContract {
    private ProviderContract() {}

    /**
     * Checks that {@link Games} finds the provider under its id, that it names the game as given, and
     * that its games are the default game under the rules asked for.
     *
     * @param type the module's provider class
     * @param id the game's identifier
     * @param displayName the game's name for people
     * @param rules a rules notation other than the default one
     * @return the provider found
     */
    public static GameProvider assertFound(
            Class<? extends GameProvider> type, String id, String displayName, String rules) {
        GameProvider provider = Games.find(id).orElseThrow(() -> new AssertionError("no provider of " + id));
        assertInstanceOf(type, provider);
        assertEquals(id, provider.id());
        assertEquals(displayName, provider.displayName());
        assertEquals(id, provider.defaultGame().id(), "the provider's id is its games' id");
        assertEquals(provider.defaultGame().withRules(rules), provider.game(rules));
        assertEquals(rules, provider.game(rules).rulesNotation());
        return provider;
    }
}
