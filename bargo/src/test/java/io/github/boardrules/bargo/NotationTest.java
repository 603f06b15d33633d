package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Cell names, move notation and position notation, with their validation. */
class NotationTest {
    @Test
    void cellNamesFollowFileAndRank() {
        // Base 5: file = a + (q + 4), rank = 5 − r.
        assertEquals(Cell.of(5, 0, 0), Cell.parse(5, "e5"));
        assertEquals(Cell.of(5, -4, 4), Cell.parse(5, "a1"));
        assertEquals(Cell.of(5, -4, 0), Cell.parse(5, "a5"));
        assertEquals(Cell.of(5, 4, -4), Cell.parse(5, "i9"));
        assertEquals(Cell.of(5, 0, 4), Cell.parse(5, "E1"));
        assertEquals("e5", Cell.of(5, 0, 0).notation());
        assertEquals("b2", Cell.of(2, 0, 0).notation());
        assertEquals(Cell.of(5, 1, -1), Cell.of(5, 0, 0).neighbour(Direction.NE));
        assertEquals(null, Cell.of(5, 4, -4).neighbour(Direction.E));
    }

    @ParameterizedTest
    @CsvSource({"5, a9", "5, i1", "5, j5", "5, e10", "5, e0", "2, a3", "2, c1", "5, 5e", "5, e"})
    void namesOffTheBoardAreRejected(int base, String name) {
        NotationException e = assertThrows(NotationException.class, () -> Cell.parse(base, name));
        assertEquals("cell", e.field());
    }

    @Test
    void cellsOffTheBoardCannotBeMade() {
        assertThrows(IllegalArgumentException.class, () -> Cell.of(5, 4, 1));
        assertThrows(IllegalArgumentException.class, () -> Cell.of(14, 0, 0));
    }

    @Test
    void movesParseCaseInsensitively() {
        Bargo game = Bargo.standard();
        BargoState s = game.initialState();
        assertEquals(new BargoMove.Place(Cell.of(5, 0, 0), Direction.NE), game.parseMove(s, "E5NE"));
        assertEquals(new BargoMove.Place(Cell.of(5, 0, 0), Direction.E), game.parseMove(s, "e5e"));
        assertEquals(new BargoMove.Place(Cell.of(5, -4, 0), Direction.W), game.parseMove(s, "a5w"));
        assertEquals(BargoMove.PASS, game.parseMove(s, "Pass"));
        assertEquals(BargoMove.BUTTON, game.parseMove(s, "BUTTON"));
        assertEquals("e5sw", game.formatMove(game.parseMove(s, "e5sw")));
    }

    @ParameterizedTest
    @CsvSource({"e5, move", "e5x, move", "'', move", "z9e, cell", "e55e, cell", "e5nee, cell", "passe, cell"})
    void badMovesNameTheField(String text, String field) {
        Bargo game = Bargo.standard();
        NotationException e = assertThrows(NotationException.class, () -> game.parseMove(game.initialState(), text));
        assertEquals(field, e.field(), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({
        // No direction ends the text: the last character.
        "e5, move, 1",
        "e5x, move, 2",
        "'', move, 0",
        // The cell before the direction: its letter, the offending digit, or its start.
        "z9e, cell, 0",
        "e55e, cell, 0",
        "e5nee, cell, 2",
        "passe, cell, 1",
        "ne, cell, 0",
        "5e5e, cell, 0",
        "e0e, cell, 1",
        "e05e, cell, 1",
        "e-5e, cell, 1",
        "e100e, cell, 1"
    })
    void badMovesPointAtTheOffendingCharacter(String text, String field, int offset) {
        Bargo game = Bargo.standard();
        NotationException e = assertThrows(NotationException.class, () -> game.parseMove(game.initialState(), text));
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"e, 0", "5e, 0", "e0, 1", "e05, 1", "ex, 1", "e1x, 2", "e100, 1", "i1, 0"})
    void badCellNamesPointAtTheOffendingCharacter(String text, int offset) {
        NotationException e = assertThrows(NotationException.class, () -> Cell.parse(5, text));
        assertEquals("cell", e.field(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    @Test
    void theEmptyBoardsAreWrittenAsOnTheRulePage() {
        assertEquals(
                "../.../.. b - 0 0",
                Bargo.withRules(BargoRules.of(2, 0))
                        .formatPosition(Bargo.withRules(BargoRules.of(2, 0)).initialState()));
        assertEquals(
                "...../....../......./......../........./......../......./....../..... b - 0 0",
                Bargo.standard().initialState().toString());
        assertEquals(
                ".../..../...../..../... b - -3 0",
                Bargo.withRules(BargoRules.of(3, -3)).initialState().toString());
    }

    @Test
    void positionsRoundTrip() {
        String text = "WseBse/.../We. b w 4 1";
        assertEquals(text, Bargo.standard().parsePosition(text).toString());
        assertEquals(2, Bargo.standard().parsePosition(text).base());
        assertEquals(4, Bargo.standard().parsePosition(text).rules().komi());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "../.../. b - 0 0|rank 1",
                "../..../.. b - 0 0|rank 2",
                "../.X./.. b - 0 0|rank 2",
                "../.B./.. b - 0 0|rank 2",
                "../.Bx./.. b - 0 0|rank 2",
                "../Bw../.. b - 0 0|wall",
                "../BeWw./.. b - 0 0|wall",
                "../... b - 0 0|rows",
                "../.../../. b - 0 0|rows",
                "../.../.. x - 0 0|player",
                "../.../.. b c 0 0|button",
                "../.../.. b - x 0|komi",
                "../.../.. b - 08 0|komi",
                "../.../.. b - -0 0|komi",
                "../.../.. b - 8 0|komi",
                "../.../.. b - 0 3|passes",
                "../.../.. b - 0 1|passes",
                "../.../.. b - 0|position",
                "../.../..  b - 0 0|position"
            })
    void badPositionsNameTheField(String text, String field) {
        NotationException e =
                assertThrows(NotationException.class, () -> Bargo.standard().parsePosition(text));
        assertEquals(field, e.field(), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "../BeWw./.. b - 0 0|wall|3",
                "../.../.Bse b - 0 0|wall|8",
                "../Bw../.. b - 0 0|wall|3",
                "Bnw./.../.. b - 0 0|wall|0",
                "../..../.. b - 0 0|rank 2|6",
                "../.X./.. b - 0 0|rank 2|4",
                "../.../.Bq b - 0 0|rank 1|9",
                "../.../. b - 0 0|rank 1|7",
                "../.../.. x - 0 0|player|10",
                "../.../.. b x 0 0|button|12",
                "../.../.. b - 1x 0|komi|15",
                "../.../.. b - 9 0|komi|14",
                "../.../.. b - 0 5|passes|16",
                "../.../.. b - 0 1|passes|16",
                // The komi is read by the library's one number reader: at the offending character.
                "../.../.. b - -x 0|komi|15",
                "../.../.. b - 12x 0|komi|16",
                "../.../.. b - - 0|komi|14",
                "../.../.. b - 1234567 0|komi|14",
                "../.../.. b - -2147483648 0|komi|14",
                // A leading zero after a minus sign is reported at the zero, as in the rules
                // notation: the zero is the character that makes the number malformed.
                "../.../.. b - -08 0|komi|15",
                "../.../.. b - 0 1x|passes|16",
                "'../.../.. b - 0 '|passes|16",
                "../.../..|position|0",
                "'../.../.. b - 0 0 '|position|0",
                "../.../.. w - 0 0 x|position|0",
                "./.../.. b - 0 0|rank 3|0",
                "../.../..b b - 0 0|rank 1|9",
                ".././.. b - 0 0|rank 2|3"
            })
    void errorsPointAtTheOffendingCharacter(String text, String field, int offset) {
        NotationException e =
                assertThrows(NotationException.class, () -> Bargo.standard().parsePosition(text));
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    @Test
    void parsePositionTakesBaseAndKomiFromTheText() {
        // A Bargo position records the whole rules: the base is the number of rows (3 rows: base 2),
        // the komi the fourth field. Whatever the instance's rules, the state gets those of the text;
        // before the common Game contract, these calls were refused with "rows" and "komi" errors.
        BargoState base2 = Bargo.standard().parsePosition("../.../.. b - 0 0");
        assertEquals(BargoRules.of(2, 0), base2.rules());
        BargoState komi3 = Bargo.withRules(BargoRules.of(2, 0)).parsePosition("../.../.. b - 3 0");
        assertEquals(BargoRules.of(2, 3), komi3.rules());
        assertEquals(Bargo.withRules(BargoRules.of(2, 3)), Bargo.standard().withRulesOf(komi3));
        assertEquals(komi3, Bargo.withRules(BargoRules.of(7, -4)).parsePosition("../.../.. b - 3 0"));
        // A komi beyond the board's cells is still refused, at the komi: ±7 on base 2.
        NotationException komi =
                assertThrows(NotationException.class, () -> Bargo.standard().parsePosition("../.../.. b - 8 0"));
        assertEquals("komi", komi.field());
        assertEquals(14, komi.offset());
    }

    @Test
    void illegalMoveReasonsHaveKebabCaseCodes() {
        assertEquals("wall-faces-enemy", BargoIllegalMoveReason.WALL_FACES_ENEMY.code());
        assertEquals("pass-before-button", BargoIllegalMoveReason.PASS_BEFORE_BUTTON.code());
        assertEquals("score", BargoEndReason.SCORE.code());
        for (BargoIllegalMoveReason reason : BargoIllegalMoveReason.values()) {
            assertTrue(reason.code().matches("[a-z]+(-[a-z]+)*"));
            assertTrue(!reason.description().isEmpty());
            // The codes are those the enum constants always had: the name in kebab case.
            assertEquals(reason.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'), reason.code());
        }
        assertTrue(!BargoEndReason.SCORE.description().isEmpty());
    }
}
