package io.github.boardrules.baokigogo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.common.GameProvider;
import io.github.boardrules.contract.ProviderContract;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The service that lets {@code Games} find Bao Kigogo: its names, its games and its tool aliases. */
class BaoKigogoProviderTest {
    @Test
    void gamesFindsBaoKigogo() {
        GameProvider provider =
                ProviderContract.assertFound(BaoKigogoProvider.class, "baokigogo", "Bao Kigogo", "endless=loss");
        assertEquals(BaoKigogo.standard(), provider.defaultGame());
        // The tool has no option of its own for Bao Kigogo's rules.
        assertEquals(Map.of(), provider.rulesAliases());
    }
}
