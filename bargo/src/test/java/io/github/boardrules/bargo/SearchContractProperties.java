package io.github.boardrules.bargo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.SearchContract;
import java.util.List;

/**
 * The {@code SearchSupport} contract, run against Bargo on every base from 2 to 13 (each try picks
 * one), with komis of both signs. Random games are cut at 60 plies: the small boards reach captures,
 * superko refusals and the end well within it, the large ones a board with a few dozen pieces.
 */
class SearchContractProperties extends SearchContract<BargoState, BargoMove> {
    @Override
    protected Game<BargoState, BargoMove> game() {
        return Bargo.standard();
    }

    @Override
    protected List<String> otherRules() {
        return List.of(
                "base=2 komi=-1",
                "base=3 komi=2",
                "base=4",
                "base=6 komi=-3",
                "base=7",
                "base=8 komi=1",
                "base=9",
                "base=10",
                "base=11 komi=5",
                "base=12",
                "base=13 komi=-7");
    }
}
