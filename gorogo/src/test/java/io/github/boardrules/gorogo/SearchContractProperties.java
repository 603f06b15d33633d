package io.github.boardrules.gorogo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.SearchContract;
import java.util.List;

/**
 * The {@code SearchSupport} contract, run against GoRoGo under the standard rules (the setup phase
 * included), a chosen setup and the online platform's Henge-last reading (whose ending the notation
 * cannot show: the hash tells it apart, as the status does).
 */
class SearchContractProperties extends SearchContract<GoRoGoState, GoRoGoMove> {
    @Override
    protected Game<GoRoGoState, GoRoGoMove> game() {
        return GoRoGo.standard();
    }

    @Override
    protected List<String> otherRules() {
        return List.of("setup=c3", "lastHenge=loses", "setup=b2 lastHenge=loses");
    }
}
