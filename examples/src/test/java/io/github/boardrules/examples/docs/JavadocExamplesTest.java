package io.github.boardrules.examples.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.baokigogo.BaoMove;
import io.github.boardrules.baokigogo.BaoState;
import io.github.boardrules.baokigogo.Hole;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoPreGame;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.BargoState;
import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.Perft;
import io.github.boardrules.common.PlayoutOptions;
import io.github.boardrules.gorogo.GoRoGo;
import org.junit.jupiter.api.Test;

/**
 * The code examples of the published Javadoc, compiled and run here as written (GoRoGo's are in
 * its own module's tests). When an example changes, change it here too.
 */
class JavadocExamplesTest {
    // io.github.boardrules.common package overview
    <S, M> long countGames(Game<S, M> game, int depth) {
        return Perft.count(game, game.initialState(), depth);
    }

    @Test
    void commonPackageOverview() {
        assertEquals(1200, countGames(GoRoGo.standard(), 2));
    }

    @Test
    void playoutOptions() {
        PlayoutOptions options = PlayoutOptions.builder().seed(42).maxPlies(500).build();
        assertEquals(500, options.maxPlies());
    }

    @Test
    void bargoPackageOverview() {
        Bargo bargo = Bargo.standard(); // base 5, komi 0
        BargoState state = bargo.initialState();
        state = bargo.apply(state, bargo.parseMove(state, "e5ne"));
        assertEquals(
                "pass-before-button",
                bargo.check(state, bargo.parseMove(state, "pass"))
                        .map(r -> r.code())
                        .orElse(""));
        assertEquals("ongoing", bargo.status(state).notation());
    }

    @Test
    void bargoRules() {
        BargoRules rules = BargoRules.builder().base(7).komi(3).build();
        assertEquals("base=7 komi=3", rules.notation());
    }

    @Test
    void bargoPreGame() {
        BargoPreGame agreed = BargoPreGame.start(5).chooseKomi(3).chooseColour(Colour.BLACK);
        Bargo game = agreed.game(); // base 5, komi 3
        assertEquals(3, game.rules().komi());
        assertEquals(Colour.WHITE, agreed.colourOf(BargoPreGame.Seat.FIRST));
    }

    @Test
    void baoKigogoPackageOverview() {
        BaoKigogo game = BaoKigogo.standard();
        BaoState state = game.initialState();
        state = game.apply(state, BaoMove.sow(Hole.parse("c1")));
        assertEquals("ongoing", game.status(state).notation());
        System.out.println(game.formatPosition(state) + " " + game.status(state).notation());
    }
}
