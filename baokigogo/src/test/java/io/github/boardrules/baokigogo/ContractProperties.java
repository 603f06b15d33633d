package io.github.boardrules.baokigogo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.GameContract;
import java.util.List;

/** The contract of {@link Game}, run against Bao Kigogo under its default and two other rules. */
class ContractProperties extends GameContract<BaoState, BaoMove> {
    @Override
    protected Game<BaoState, BaoMove> game() {
        return BaoKigogo.standard();
    }

    /**
     * Both conventions with lap limits low enough to be reached: a move of 10 laps or more comes in
     * nearly half of all random games, so a state judged by an instance with other rules shows at
     * once whether the engine used the state's limit and convention; plus the exact detection under
     * the Hawalis convention.
     */
    @Override
    protected List<String> otherRules() {
        return List.of("endless=loss laps=10", "endless=draw laps=12", "endless=loss");
    }
}
