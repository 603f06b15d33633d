package io.github.boardrules.baokigogo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.SvgTargetContract;
import java.util.List;
import java.util.Optional;

/** The SVG's click targets: all 48 holes, both players' moves naming their origin hole. */
class SvgTargetProperties extends SvgTargetContract<BaoState, BaoMove> {
    @Override
    protected Game<BaoState, BaoMove> game() {
        return BaoKigogo.standard();
    }

    @Override
    protected List<String> otherRules() {
        return List.of("endless=loss");
    }

    @Override
    protected List<String> places(BaoState state) {
        return Hole.all().stream().map(Hole::notation).toList();
    }

    @Override
    protected Optional<String> placeOf(BaoMove move) {
        return Optional.of(move.hole().notation());
    }
}
