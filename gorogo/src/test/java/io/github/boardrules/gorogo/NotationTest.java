package io.github.boardrules.gorogo;

import static io.github.boardrules.gorogo.RulesExamplesTest.ONLINE;
import static io.github.boardrules.gorogo.RulesExamplesTest.STANDARD;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Position, move and rules notation, and the errors for bad input. */
class NotationTest {
    private final GoRoGo game = GoRoGo.standard();

    @Test
    void points() {
        assertEquals("a1", Point.ofIndex(0).notation());
        assertEquals("e5", Point.ofIndex(24).notation());
        assertEquals(Point.of(2, 3), Point.parse("C3"));
        assertEquals(12, Point.parse("c3").index());
        assertEquals(2, Point.parse("c3").file());
        assertEquals(3, Point.parse("c3").rank());
        assertEquals("c3", Point.parse("c3").toFileRank().notation());
        assertEquals(25, Point.all().size());
        assertTrue(Point.parse("a2").compareTo(Point.parse("e1")) > 0);
        assertThrows(IllegalArgumentException.class, () -> Point.of(5, 1));
        assertThrows(IllegalArgumentException.class, () -> Point.ofIndex(25));
    }

    @Test
    void theFourCornersAreTheLastPointsOnTheBoard() {
        // Files 0..4 and ranks 1..5: the corners are points, one step further out is not.
        assertEquals("a1", Point.of(0, 1).notation());
        assertEquals("e1", Point.of(4, 1).notation());
        assertEquals("a5", Point.of(0, 5).notation());
        assertEquals("e5", Point.of(4, 5).notation());
        assertThrows(IllegalArgumentException.class, () -> Point.of(-1, 1));
        assertThrows(IllegalArgumentException.class, () -> Point.of(0, 0));
        assertThrows(IllegalArgumentException.class, () -> Point.of(0, 6));
        assertThrows(IllegalArgumentException.class, () -> Point.of(5, 5));
    }

    @Test
    void movesReadCaseInsensitivelyAndHengeIsTheSetupMoveDuringSetup() {
        GoRoGoState start = game.initialState();
        GoRoGoState later =
                GoRoGo.withRules(GoRoGoRules.withSetup(Point.parse("c3"))).initialState();
        assertEquals(GoRoGoMove.setup(Point.parse("c3")), game.parseMove(start, "Hc3"));
        assertEquals(GoRoGoMove.setup(Point.parse("c3")), game.parseMove(start, "hC3"));
        assertEquals(GoRoGoMove.henge(Point.parse("c3")), game.parseMove(later, "Hc3"));
        assertEquals(GoRoGoMove.piece(Point.parse("b2")), game.parseMove(later, "B2"));
        assertEquals("Hc3", game.formatMove(GoRoGoMove.setup(Point.parse("c3"))));
        assertEquals("Hc3", game.formatMove(GoRoGoMove.henge(Point.parse("c3"))));
        assertEquals("c3", game.formatMove(new GoRoGoMove.Piece(Point.parse("c3"))));
        assertEquals("c3", GoRoGoMove.piece(Point.parse("c3")).toString());
    }

    @ParameterizedTest
    @CsvSource({"'',0", "f1,0", "c6,1", "c0,1", "c33,0", "Hf1,1", "H,1", "Hc,1", "x3,0", "c,0"})
    void badMovesNameTheOffset(String text, int offset) {
        NotationException e = assertThrows(NotationException.class, () -> game.parseMove(game.initialState(), text));
        assertEquals("move", e.field());
        assertEquals(offset, e.offset());
    }

    @Test
    void positions() {
        assertEquals("...../...../...../...../..... w 10/2 10/2 0,0", game.formatPosition(game.initialState()));
        assertEquals(game.initialState(), game.parsePosition("...../...../...../...../..... w 10/2 10/2 0,0"));
        String issue = "..W../.WBW./.H.BB/BWB../....B w 4/2 5/2 1,0";
        GoRoGoState state = game.parsePosition(issue);
        assertEquals(issue, game.formatPosition(state));
        assertEquals(issue, state.toString());
        assertEquals(Occupant.HENGE, state.occupant(Point.parse("b3")));
        assertTrue(state.lastMove().isEmpty());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "...../...../...../...../.... w 10/2 10/2 0,0|rank 1|28",
                "...../...../...../...../.....|rank 1|29",
                "...../...../...../...../..... w 1x/2 10/2 0,0|black hand|33",
                "...../...../..H../...../..... b 10/2 10/2 0,11|captures|44",
                "...../...../..H../...../..... b 10/2 10/2 0|captures|42",
                "...../..x../...../...../..... w 10/2 10/2 0,0|rank 4|8",
                "....../...../...../...../..... w 10/2 10/2 0,0|rank 5|5",
                "...../...../...../...../.....  w 10/2 10/2 0,0|player to move|30",
                "...../...../...../...../..... x 10/2 10/2 0,0|player to move|30",
                "...../...../...../...../..... w 10/2 10/2|captures|41",
                "'...../...../...../...../..... w 10/2 10/2 0,0 '|captures|45",
                "...../...../...../...../..... w 11/2 10/2 0,0|black hand|32",
                "...../...../...../...../..... w 10-2 10/2 0,0|black hand|32",
                "...../...../...../...../..... w 10/2 10/3 0,0|white hand|40",
                "...../...../...../...../..... w 10/2 10/2 0;0|captures|42",
                "...../...../...../...../..... w 10/2 10/2 00,0|captures|42",
                "...../...../..H../...../..... b 10/2 9/2 0,0|white hand|37",
                "...../...../..H../...../..... b 10/2 10/2 1,0|white hand|37",
                "...../...../..HH./...../..... b 10/2 10/2 0,0|henge|0",
                "...../...../..B../...../..... w 9/2 10/2 0,0|henge|0",
                "...../...../..H../...../..... w 10/2 10/2 0,0|player to move|30",
                "...../...../..H../B..../..... b 9/2 10/2 0,0|player to move|30",
                "...../...../..H../BBB../..... w 7/2 10/2 0,0|player to move|30",
            })
    void badPositionsNameTheField(String text, String field, int offset) {
        NotationException e = assertThrows(NotationException.class, () -> game.parsePosition(text));
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // Each offset points at the character to fix: a 0 followed by a non-digit at that
                // character, a number too long at its start, a missing field at the end of the text.
                "...../...../...../...../..... w 10/2 10/2 0,0x|captures|45",
                "...../...../...../...../..... w 10/2 10/2 0x,0|captures|43",
                "...../...../...../...../..... w 10/2 10/2 9,0x0|captures|44",
                "...../...../...../...../..... w 10/2 10/2 0,|captures|44",
                "...../...../...../...../..... w 10/2 10/2 ,0|captures|42",
                "...../...../...../...../..... w 10/2 10/2 0,0/|captures|45",
                "...../...../...../...../..... w 1x3/2 10/2 0,0|black hand|32",
                "...../...../...../...../..... w 100/2 10/2 0,0|black hand|32",
                "...../...../...../...../..... w 10/-2 10/2 0,0|black hand|35",
                "...../...../...../...../..... w|black hand|31",
                "'...../...../...../...../..... w '|black hand|32",
            })
    void numbersAndMissingFieldsNameTheOffset(String text, String field, int offset) {
        NotationException e = assertThrows(NotationException.class, () -> game.parsePosition(text));
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"'',0", "f1,0", "c6,1", "c0,1", "c33,0", "C,0", "a9,1"})
    void badPointsNameTheOffset(String text, int offset) {
        NotationException e = assertThrows(NotationException.class, () -> Point.parse(text));
        assertEquals("point", e.field());
        assertEquals(offset, e.offset());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "komi=5|rules|0",
                "setup=z9|setup|6",
                "setup=|setup|6",
                "' setup=c3 x'|rules|10",
                "=c3|rules|0",
                "setup|rules|0",
                "setup=c3 setup=c4|rules|9",
                "lastHenge=maybe|lastHenge|10",
                "setup=c3 lastHenge=|lastHenge|19",
                "setup=c3 lastHenge=loses lastHenge=loses|rules|25",
            })
    void badRulesNameTheOptionAndTheOffset(String text, String field, int offset) {
        NotationException e = assertThrows(NotationException.class, () -> GoRoGoRules.parse(text));
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    @Test
    void separatorMessagesSayWhatWasExpected() {
        assertTrue(assertThrows(NotationException.class, () -> game.parsePosition("....."))
                .getMessage()
                .endsWith("expected '/' after five points"));
        assertTrue(assertThrows(NotationException.class, () -> game.parsePosition("...../...../...../...../....."))
                .getMessage()
                .endsWith("expected a space after the board"));
    }

    @Test
    void namesAndDescriptions() {
        assertEquals("gorogo", game.id());
        assertEquals("c3", Point.parse("c3").toString());
        assertEquals("Hc3", GoRoGoMove.henge(Point.parse("c3")).toString());
        assertEquals("Hc3", GoRoGoMove.setup(Point.parse("c3")).toString());
        for (GoRoGoIllegalMoveReason reason : GoRoGoIllegalMoveReason.values()) {
            assertTrue(reason.code().matches("[a-z]+(-[a-z]+)*"), reason.code());
            assertTrue(reason.description().length() > 10, reason.description());
        }
        for (GoRoGoEndReason reason : GoRoGoEndReason.values()) {
            assertTrue(reason.description().length() > 10, reason.description());
        }
        GoRoGo centre = game.withRules("setup=c3");
        assertEquals(centre, game.withRules("setup=c3"));
        assertEquals(centre.hashCode(), game.withRules("setup=c3").hashCode());
        assertNotEquals(game, centre);
        assertNotEquals(game.withRules("setup=c4"), centre);
        assertEquals(GoRoGoRules.withSetup(Point.parse("c3")), centre.rules());
    }

    @Test
    void rulesNotation() {
        assertEquals("", GoRoGoRules.standard().notation());
        assertEquals("setup=c3", GoRoGoRules.withSetup(Point.parse("c3")).notation());
        assertEquals(GoRoGoRules.withSetup(Point.parse("c3")), GoRoGoRules.parse("setup=c3"));
        assertEquals(GoRoGoRules.standard(), GoRoGoRules.parse("  "));
        assertEquals(GoRoGo.standard(), game.withRules(""));
        assertEquals("GoRoGo[setup=c3]", game.withRules("setup=c3").toString());
        NotationException bad = assertThrows(NotationException.class, () -> GoRoGoRules.parse("komi=5"));
        assertEquals("rules", bad.field());
        NotationException badPoint = assertThrows(NotationException.class, () -> GoRoGoRules.parse("setup=z9"));
        assertEquals("setup", badPoint.field());
        assertEquals(6, badPoint.offset());
    }

    @Test
    void gameRecordsRoundTripWithRules() {
        GoRoGo centre = game.withRules("setup=c3");
        GoRoGoState start = centre.initialState();
        List<GoRoGoMove> moves =
                List.of(centre.parseMove(start, "b2"), centre.parseMove(start, "Hd4"), centre.parseMove(start, "a1"));
        GameRecord<GoRoGoState, GoRoGoMove> record = GameRecord.fromStart(centre, moves);
        String text = record.format();
        assertTrue(text.contains("rules: setup=c3\n"), text);
        assertTrue(text.contains("moves: b2 Hd4 a1\n"), text);
        GameRecord<GoRoGoState, GoRoGoMove> read = GameRecord.parse(game, text);
        assertEquals(centre, read.game());
        assertEquals(record.finalState(), read.finalState());
    }

    @Test
    void rulesNotationWithTheHengeLastOption() {
        GoRoGoRules online = GoRoGoRules.builder().lastHengeLoses(true).build();
        GoRoGoRules both = GoRoGoRules.builder()
                .setupPoint(Point.parse("c3"))
                .lastHengeLoses(true)
                .build();
        assertEquals("", GoRoGoRules.standard().notation());
        assertEquals("setup=c3", GoRoGoRules.withSetup(Point.parse("c3")).notation());
        assertEquals("lastHenge=loses", online.notation());
        assertEquals("setup=c3 lastHenge=loses", both.notation());
        assertEquals(online, GoRoGoRules.parse("lastHenge=loses"));
        assertEquals(both, GoRoGoRules.parse("setup=c3 lastHenge=loses"));
        assertEquals(both, GoRoGoRules.parse(" lastHenge=loses  setup=c3 "));
        // The default may be written out; it is never written.
        assertEquals(GoRoGoRules.standard(), GoRoGoRules.parse("lastHenge=illegal"));
        assertEquals("setup=c3", GoRoGoRules.parse("lastHenge=illegal setup=c3").notation());
        assertEquals(
                "GoRoGo[setup=c3 lastHenge=loses]",
                STANDARD.withRules("setup=c3 lastHenge=loses").toString());
        assertEquals(ONLINE, STANDARD.withRules("lastHenge=loses"));
        assertTrue(ONLINE.rules().lastHengeLoses());
    }
}
