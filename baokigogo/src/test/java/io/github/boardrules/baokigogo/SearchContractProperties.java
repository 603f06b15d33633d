package io.github.boardrules.baokigogo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.SearchContract;
import java.util.List;

/**
 * The {@code SearchSupport} contract, run against Bao Kigogo under the standard rules and the
 * Hawalis convention for endless sowings; random games are long, so they are cut at 200 plies.
 */
class SearchContractProperties extends SearchContract<BaoState, BaoMove> {
    @Override
    protected Game<BaoState, BaoMove> game() {
        return BaoKigogo.standard();
    }

    @Override
    protected List<String> otherRules() {
        return List.of("endless=loss");
    }

    @Override
    protected int maxPlies() {
        return 200;
    }
}
