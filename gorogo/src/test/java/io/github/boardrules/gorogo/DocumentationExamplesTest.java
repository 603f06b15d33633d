package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.FileRank;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The code shown in the package overview and in docs/gorogo.md, kept honest. */
class DocumentationExamplesTest {
    @Test
    void packageOverviewExample() {
        GoRoGo game = GoRoGo.standard();
        GoRoGoState state = game.initialState();
        state = game.apply(state, game.parseMove(state, "Hc3"));
        state = game.apply(state, game.parseMove(state, "b2"));
        assertEquals("...../...../..H../.B.../..... w 9/2 10/2 0,0", game.formatPosition(state));
        assertEquals("ongoing", game.status(state).notation());

        GoRoGo online = game.withRules("lastHenge=loses");
        GoRoGoState last = online.parsePosition("BB..H/..BH./WBWB./....W/HH.WW b 0/1 1/0 4,5");
        assertEquals(11, game.legalMoves(last).size());
        assertEquals(
                "win:w:henge-last",
                online.status(online.apply(last, online.parseMove(last, "Hc2"))).notation());
    }

    @Test
    void rulesAndPointExamples() {
        GoRoGoRules centre = GoRoGoRules.withSetup(Point.parse("c3"));
        GoRoGoRules online = GoRoGoRules.builder().lastHengeLoses(true).build();
        GoRoGo game = GoRoGo.withRules(GoRoGoRules.parse("setup=c3 lastHenge=loses"));
        assertEquals("setup=c3", centre.notation());
        assertEquals("lastHenge=loses", online.notation());
        assertEquals("setup=c3 lastHenge=loses", game.rulesNotation());
        Point point = Point.parse("c3");
        assertEquals(Point.of(2, 3), point);
        assertEquals(Point.ofIndex(12), point);
        assertEquals(2, point.file());
        assertEquals(3, point.rank());
        assertEquals(point, Point.of(FileRank.parse("c3")));
        assertEquals("Hc3", GoRoGoMove.henge(point).toString());
    }

    @Test
    void docsPageExample() {
        GoRoGo game = GoRoGo.withRules(GoRoGoRules.withSetup(Point.parse("c3")));
        GoRoGoState state = game.initialState();
        assertEquals(48, game.legalMoves(state).size());
        state = game.apply(state, GoRoGoMove.piece(Point.parse("b2")));
        state = game.apply(state, GoRoGoMove.henge(Point.parse("d4")));
        assertEquals(Colour.BLACK, game.playerToMove(state));
        assertEquals(
                "suicide",
                GoRoGo.standard()
                        .check(
                                GoRoGo.standard().parsePosition("....B/....B/..H../W..../.W... b 8/2 8/2 0,0"),
                                GoRoGoMove.piece(Point.parse("a1")))
                        .orElseThrow()
                        .code());
        Status status = game.status(game.parsePosition("BBBBB/BBBBW/WWWWW/WWHHH/HH... b 0/0 0/0 2,1"));
        if (status instanceof Outcome outcome) {
            assertEquals("win:b:captures", outcome.notation());
            assertEquals(List.of(new Score(Colour.BLACK, 2), new Score(Colour.WHITE, 1)), outcome.scores());
        }
    }
}
