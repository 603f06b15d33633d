package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.common.GameProvider;
import io.github.boardrules.common.Games;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The service that lets {@link Games} find Bargo: its names, its games and its tool aliases. */
class BargoProviderTest {
    @Test
    void gamesFindsBargoUnderItsId() {
        GameProvider provider = Games.find("bargo").orElseThrow();
        assertInstanceOf(BargoProvider.class, provider);
        assertEquals("bargo", provider.id());
        assertEquals("Bargo", provider.displayName());
        // The provider's id is its games' id, as Games promises.
        assertEquals(provider.id(), provider.defaultGame().id());
    }

    @Test
    void itsGamesAreBargoUnderTheGivenRules() {
        GameProvider provider = new BargoProvider();
        assertEquals(Bargo.standard(), provider.defaultGame());
        assertEquals(Bargo.withRules(BargoRules.of(3, 0)), provider.game("base=3 komi=0"));
    }

    @Test
    void theToolsSizeOptionNamesTheBase() {
        assertEquals(Map.of("size", "base", "komi", "komi"), new BargoProvider().rulesAliases());
    }
}
