package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.HashMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The solver against {@link PlainMinimax} on the positions of GoRoGo's rule examples (the module's
 * {@code RulesExamplesTest} and {@code HengeLastTest}, and the game page), under both readings of
 * the last-placement rule. Two examples are left out because they are too far from the end for
 * plain minimax: the setup-phase examples with 20 and 13 placements left.
 */
class SolverOnRuleExamplesTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "BBBBB/BBBB./WWWWW/WWWW./HHH.. b 1/1 1/1 0,0",
                "BBBBB/BBBBB/WWWWW/WWWW./HHHH. b 0/1 1/0 0,0",
                "BBBBB/BBBBB/WWWWW/WWWWW/H.... b 0/2 0/2 0,0",
                "BBBBB/BBBBW/WWWWW/WWHHH/HH... b 0/0 0/0 2,1",
                "BBBBB/BBBBW/WWWWW/WWWHH/HHH.. b 0/0 0/0 1,1",
                "BBBBB/BBBWW/WWWWW/WWHHH/HH... b 0/0 0/0 1,2",
                "BBBBB/WWBBB/.WHHH/WWWWW/.W.W. b 2/0 0/2 0,0",
                "BBBBB/WWWWW/BBBBB/WWWWH/HHH.. b 0/1 1/0 0,0",
                "BWBWB/WBWBW/BWBWB/WBWBW/HHHHH b 0/0 0/0 0,0",
                "HHHHH/BBBBB/WBBBB/WWWWW/.WWW. b 1/0 1/0 0,0",
                "WBWBW/BWBWB/WBWBW/HHHBB/HHWB. w 0/0 1/0 0,0",
                ".B..H/..BH./.BWB./....W/HH.WW b 1/1 2/0 4,5",
                "BB..H/..BH./WB.B./..H.W/HH.WW w 0/0 1/0 5,5",
                "BB..H/..BH./WBWB./....W/HH.WW b 0/1 1/0 4,5"
            })
    void agreesWithMinimax(String position) {
        for (GoRoGo game : new GoRoGo[] {GoRoGo.standard(), GoRoGo.standard().withRules("lastHenge=loses")}) {
            GoRoGoState state = game.parsePosition(position);
            GoRoGoSolver solver = GoRoGoSolver.create(
                    game,
                    SolverOptions.withMemory(1L << 20),
                    ProvenPositions.empty(game.rulesNotation()),
                    SolveProgress.SILENT);
            assertEquals(
                    PlainMinimax.winner(game, state, new HashMap<>()),
                    solver.solve(state).winner(),
                    game.rulesNotation());
        }
    }
}
