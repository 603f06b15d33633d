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

    @Test
    void theEmptyBoardsAreWrittenAsOnTheRulePage() {
        assertEquals(
                "../.../.. b - 0 0",
                Bargo.of(2, 0).formatPosition(Bargo.of(2, 0).initialState()));
        assertEquals(
                "...../....../......./......../........./......../......./....../..... b - 0 0",
                Bargo.standard().initialState().toString());
        assertEquals(
                ".../..../...../..../... b - -3 0",
                Bargo.of(3, -3).initialState().toString());
    }

    @Test
    void positionsRoundTrip() {
        String text = "WseBse/.../We. b w 4 1";
        assertEquals(text, Bargo.readPosition(text).toString());
        assertEquals(2, Bargo.readPosition(text).base());
        assertEquals(4, Bargo.readPosition(text).rules().komi());
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
        NotationException e = assertThrows(NotationException.class, () -> Bargo.readPosition(text));
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
                "../.../.. b - 0 1|passes|16"
            })
    void errorsPointAtTheOffendingCharacter(String text, String field, int offset) {
        NotationException e = assertThrows(NotationException.class, () -> Bargo.readPosition(text));
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    @Test
    void parsePositionKeepsToItsOwnRules() {
        NotationException base =
                assertThrows(NotationException.class, () -> Bargo.standard().parsePosition("../.../.. b - 0 0"));
        assertEquals("rows", base.field());
        NotationException komi =
                assertThrows(NotationException.class, () -> Bargo.of(2, 0).parsePosition("../.../.. b - 3 0"));
        assertEquals("komi", komi.field());
        assertEquals(14, komi.offset());
        assertTrue(Bargo.of(2, 3).parsePosition("../.../.. b - 3 0").rules().komi() == 3);
    }

    @Test
    void illegalMoveReasonsHaveKebabCaseCodes() {
        assertEquals("wall-faces-enemy", IllegalBargoMove.WALL_FACES_ENEMY.code());
        assertEquals("pass-before-button", IllegalBargoMove.PASS_BEFORE_BUTTON.code());
        assertEquals("score", BargoEndReason.SCORE.code());
        for (IllegalBargoMove reason : IllegalBargoMove.values()) {
            assertTrue(reason.code().matches("[a-z]+(-[a-z]+)*"));
            assertTrue(!reason.description().isEmpty());
        }
    }
}
