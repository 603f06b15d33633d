package io.github.boardrules.gorogo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.GameContract;
import java.util.List;

/**
 * The {@link Game} contract, run against GoRoGo under the standard rules, a chosen setup and the
 * online platform's reading of a Henge as the last placement (about 1 random game in 100 ends by it,
 * an ending the position notation cannot show; the suite compares records from such positions only
 * where the notation keeps the status).
 */
class ContractProperties extends GameContract<GoRoGoState, GoRoGoMove> {
    @Override
    protected Game<GoRoGoState, GoRoGoMove> game() {
        return GoRoGo.standard();
    }

    @Override
    protected List<String> otherRules() {
        return List.of("setup=c3", "lastHenge=loses", "setup=b2 lastHenge=loses");
    }
}
