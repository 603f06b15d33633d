package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.common.GameProvider;
import io.github.boardrules.contract.ProviderContract;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The service that lets {@code Games} find Bargo: its names, its games and its tool aliases. */
class BargoProviderTest {
    @Test
    void gamesFindsBargo() {
        GameProvider provider = ProviderContract.assertFound(BargoProvider.class, "bargo", "Bargo", "base=3 komi=0");
        assertEquals(Bargo.standard(), provider.defaultGame());
        assertEquals(Bargo.withRules(BargoRules.of(3, 0)), provider.game("base=3 komi=0"));
    }

    @Test
    void theToolsSizeOptionNamesTheBase() {
        assertEquals(Map.of("size", "base", "komi", "komi"), new BargoProvider().rulesAliases());
    }
}
