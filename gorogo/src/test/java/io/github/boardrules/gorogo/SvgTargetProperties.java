package io.github.boardrules.gorogo;

import io.github.boardrules.common.Game;
import io.github.boardrules.contract.SvgTargetContract;
import java.util.List;
import java.util.Optional;

/** The SVG's click targets: the 25 points under every rules option, the setup phase included. */
class SvgTargetProperties extends SvgTargetContract<GoRoGoState, GoRoGoMove> {
    @Override
    protected Game<GoRoGoState, GoRoGoMove> game() {
        return GoRoGo.standard();
    }

    @Override
    protected List<String> otherRules() {
        return List.of("setup=c3", "lastHenge=loses");
    }

    @Override
    protected List<String> places(GoRoGoState state) {
        return Point.all().stream().map(Point::notation).toList();
    }

    @Override
    protected Optional<String> placeOf(GoRoGoMove move) {
        return Optional.of(move.point().notation());
    }
}
