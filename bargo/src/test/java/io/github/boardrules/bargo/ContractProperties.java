package io.github.boardrules.bargo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.GameContract;
import java.util.List;

/**
 * The {@link Game} contract, run against Bargo: the default base-5 game, a base-3 game with komi 2
 * and a base-2 game with komi −1, so that the "a state carries its rules" property judges states of
 * three boards and three komis with each other's instances. The kit's default of 120 plies per
 * random game keeps the run near ten seconds: the small boards' games end well within it, and on
 * base 5 it reaches the captures and the button.
 */
class ContractProperties extends GameContract<BargoState, BargoMove> {
    @Override
    protected Game<BargoState, BargoMove> game() {
        return Bargo.standard();
    }

    @Override
    protected List<String> otherRules() {
        return List.of("base=3 komi=2", "base=2 komi=-1");
    }
}
