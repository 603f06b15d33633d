package io.github.boardrules.bargo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.SvgTargetContract;
import java.util.List;
import java.util.Optional;

/** The SVG's click targets, on the default base 5 and on bases 2, 3 and 7. */
class SvgTargetProperties extends SvgTargetContract<BargoState, BargoMove> {
    @Override
    protected Game<BargoState, BargoMove> game() {
        return Bargo.standard();
    }

    @Override
    protected List<String> otherRules() {
        return List.of("base=7 komi=3", "base=3 komi=0", "base=2 komi=-1");
    }

    @Override
    protected List<String> places(BargoState state) {
        return Cell.all(state.base()).stream().map(Cell::notation).toList();
    }

    @Override
    protected Optional<String> placeOf(BargoMove move) {
        return move instanceof BargoMove.Place place ? Optional.of(place.cell().notation()) : Optional.empty();
    }
}
