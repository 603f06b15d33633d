package io.github.boardrules.gorogo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.common.GameProvider;
import io.github.boardrules.contract.ProviderContract;
import io.github.boardrules.gorogo.GoRoGo;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The service that lets {@code Games} find GoRoGo: its names, its games and its tool aliases. */
class GoRoGoProviderTest {
    @Test
    void gamesFindsGoRoGo() {
        GameProvider provider = ProviderContract.assertFound(GoRoGoProvider.class, "gorogo", "GoRoGo", "setup=c3");
        assertEquals(GoRoGo.standard(), provider.defaultGame());
        // The tool has no option of its own for GoRoGo's rules.
        assertEquals(Map.of(), provider.rulesAliases());
    }
}
