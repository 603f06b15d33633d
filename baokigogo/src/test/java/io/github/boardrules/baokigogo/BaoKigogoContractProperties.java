package io.github.boardrules.baokigogo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.GameContract;
import java.util.List;

/** The contract of {@link Game}, run against Bao Kigogo under its default and two other rules. */
class BaoKigogoContractProperties extends GameContract<BaoState, BaoMove> {
    @Override
    protected Game<BaoState, BaoMove> game() {
        return BaoKigogo.standard();
    }

    /**
     * Both conventions, one with a lap limit. Random games seldom show the difference: an endless
     * sowing ends about one random game in 1,700 within 60 plies, and a move of 1,000 laps or more
     * comes in one game in 4,000. Lower limits would be reached often (10 laps: in nearly half of
     * all games, and a mutant engine that used the instance's limit or convention then fails the
     * "judged by its own rules" property at once), but a game that ends by an endless sowing makes
     * the kit's "record started from a later position" check fail, because the position notation
     * does not record how a game ended; see {@link StateCarriesItsRulesTest} for the constructed
     * positions that show the carried rules instead.
     */
    @Override
    protected List<String> otherRules() {
        return List.of("endless=loss", "endless=draw laps=1000");
    }
}
