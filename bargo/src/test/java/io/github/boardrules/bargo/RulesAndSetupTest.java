package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.NotationException;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Rules options, their notation, the game's factories and the pre-game protocol. */
class RulesAndSetupTest {
    @Test
    void defaultsAreBase5AndKomi0() {
        BargoRules rules = BargoRules.builder().build();
        assertEquals(5, rules.base());
        assertEquals(0, rules.komi());
        assertEquals(61, rules.cells());
        assertEquals("base=5 komi=0", rules.notation());
        assertEquals(rules, BargoRules.standard());
        assertEquals("base=5 komi=0", Bargo.standard().rulesNotation());
        assertEquals("bargo", Bargo.standard().id());
        assertSame(Bargo.standard(), Bargo.withRules(BargoRules.standard()));
    }

    @Test
    void everyBaseFrom2To13Works() {
        for (int base = 2; base <= 13; base++) {
            Bargo game = Bargo.withRules(BargoRules.of(base, 0));
            BargoState s = game.initialState();
            assertEquals(3 * base * (base - 1) + 1, game.rules().cells());
            // Every cell takes a wall on each inner edge: 6 per cell minus one per rim edge (6(2N−1)
            // of them... 6 corners with 3, the other rim cells with 2), plus the button.
            int rimEdges = 6 * 3 + 6 * (base - 2) * 2;
            assertEquals(
                    6 * game.rules().cells() - rimEdges + 1, game.legalMoves(s).size());
        }
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {"base=7 komi=-3|7|-3", "komi=2 base=3|3|2", "''|5|0", "base=13|13|0", "komi=61|5|61"})
    void rulesParse(String text, int base, int komi) {
        assertEquals(BargoRules.of(base, komi), BargoRules.parse(text));
        assertEquals(BargoRules.of(base, komi), Bargo.standard().withRules(text).rules());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "base=14|base",
                "base=1|base",
                "base=x|base",
                "komi=62|komi",
                "komi=1.5|komi",
                "size=5|rules",
                "base=5 base=6|rules",
                "base|rules"
            })
    void badRulesNameTheField(String text, String field) {
        NotationException e = assertThrows(NotationException.class, () -> BargoRules.parse(text));
        assertEquals(field, e.field(), e.getMessage());
    }

    @Test
    void theBuilderValidates() {
        assertThrows(
                IllegalArgumentException.class,
                () -> BargoRules.builder().base(1).build());
        assertThrows(
                IllegalArgumentException.class,
                () -> BargoRules.builder().base(14).build());
        assertThrows(
                IllegalArgumentException.class,
                () -> BargoRules.builder().base(2).komi(8).build());
        assertEquals(-7, BargoRules.builder().base(2).komi(-7).build().komi());
    }

    @Test
    void thePreGameProtocolGoesKomiThenColour() {
        BargoPreGame start = BargoPreGame.start(7);
        assertEquals(Optional.of(BargoPreGame.Seat.FIRST), start.nextToChoose());
        assertThrows(IllegalStateException.class, () -> start.chooseColour(Colour.BLACK));
        assertThrows(IllegalStateException.class, start::rules);
        BargoPreGame komi = start.chooseKomi(4);
        assertEquals(OptionalInt.of(4), komi.komi());
        assertEquals(Optional.of(BargoPreGame.Seat.SECOND), komi.nextToChoose());
        assertThrows(IllegalStateException.class, () -> komi.chooseKomi(5));
        assertThrows(IllegalStateException.class, () -> komi.colourOf(BargoPreGame.Seat.FIRST));
        BargoPreGame settled = komi.chooseColour(Colour.WHITE);
        assertTrue(settled.isSettled());
        assertFalse(komi.isSettled());
        assertEquals(BargoRules.of(7, 4), settled.rules());
        assertEquals(Colour.WHITE, settled.colourOf(BargoPreGame.Seat.SECOND));
        assertEquals(Colour.BLACK, settled.colourOf(BargoPreGame.Seat.FIRST));
        assertEquals(BargoPreGame.Seat.FIRST, settled.seatOf(Colour.BLACK));
        assertEquals(BargoPreGame.Seat.SECOND, BargoPreGame.Seat.FIRST.other());
        assertEquals("base=7 komi=4", settled.game().rulesNotation());
        assertThrows(IllegalStateException.class, () -> settled.chooseColour(Colour.BLACK));
        assertEquals(settled, BargoPreGame.start(7).chooseKomi(4).chooseColour(Colour.WHITE));
        assertNotEquals(settled, komi);
        assertEquals(
                settled.hashCode(),
                BargoPreGame.start(7).chooseKomi(4).chooseColour(Colour.WHITE).hashCode());
        assertTrue(settled.toString().contains("komi=4"));
        assertThrows(IllegalArgumentException.class, () -> BargoPreGame.start().chooseKomi(100));
        assertThrows(IllegalArgumentException.class, () -> BargoPreGame.start(20));
    }

    @Test
    void anAgreedKomiNeedsNoProtocol() {
        assertEquals("base=5 komi=6", Bargo.withRules(BargoRules.of(5, 6)).rulesNotation());
        assertEquals(
                6, Bargo.withRules(BargoRules.of(5, 6)).initialState().rules().komi());
    }

    @Test
    void svgShowsBoardPiecesWallsAndLastMove() {
        Bargo game = Bargo.withRules(BargoRules.of(3, 0));
        BargoState s = Fixtures.play(game.initialState(), "c3e", "d4w", "button");
        String svg = game.renderSvg(s);
        assertTrue(svg.startsWith("<?xml"));
        assertTrue(svg.contains("<polygon"));
        assertTrue(svg.contains("<circle"));
        assertTrue(svg.contains("#b3261e"), "walls are drawn");
        assertTrue(svg.contains("button Black"));
        assertTrue(svg.endsWith("</svg>\n"));
        String placed = game.renderSvg(Fixtures.play(game.initialState(), "c3e"));
        assertTrue(placed.contains("#2f6fdf"), "the last move is ringed");
        String over = game.renderSvg(Fixtures.play(game.initialState(), "button", "pass", "pass"));
        assertTrue(over.contains("game over"));
    }

    @Test
    void textShowsRowsWithTheirEndCells() {
        Bargo game = Bargo.withRules(BargoRules.of(2, 0));
        BargoState s = Fixtures.play(game.initialState(), "b2e");
        assertEquals(
                String.join(
                        "\n",
                        "  b3  .   .    c3",
                        "a2  .   Be  .    c2",
                        "  a1  .   .    b1",
                        "White to move · button untaken · komi 0 · passes 0"),
                game.renderText(s));
    }

    @Test
    void statesExposeTheirParts() {
        BargoState s = Fixtures.play(Bargo.withRules(BargoRules.of(2, 1)).initialState(), "b2e", "button");
        assertEquals(Colour.BLACK, s.toMove());
        assertEquals(Colour.BLACK, Bargo.withRules(BargoRules.of(2, 1)).playerToMove(s));
        assertEquals(Optional.of(Colour.WHITE), s.buttonHolder());
        assertEquals(Optional.of(BargoMove.BUTTON), s.lastMove());
        assertEquals(
                Optional.empty(),
                Bargo.withRules(BargoRules.of(2, 1)).initialState().lastMove());
        // A pass and a placement are the last move of the state they lead to.
        assertEquals(Optional.of(BargoMove.PASS), Fixtures.play(s, "pass").lastMove());
        assertEquals(
                Optional.of(BargoMove.place(Cell.parse(2, "b3"), Direction.SW)),
                Fixtures.play(s, "b3sw").lastMove());
        assertEquals(1, s.historySize(Colour.BLACK));
        assertEquals(1, s.historySize(Colour.WHITE));
        BargoState later = Fixtures.play(s, "pass");
        assertEquals(2, later.historySize(Colour.BLACK));
        assertEquals(1, later.historySize(Colour.WHITE));
        assertNotEquals(s, later);
        assertNotEquals(s.hashCode(), later.hashCode());
        assertNotEquals(Bargo.withRules(BargoRules.of(2, 1)).initialState().hashCode(), s.hashCode());
        assertEquals(Optional.of(new BargoPiece(Colour.BLACK, Direction.E)), s.pieceAt(Cell.of(2, 0, 0)));
        assertThrows(IllegalArgumentException.class, () -> s.pieceAt(Cell.of(3, 0, 0)));
        assertEquals(
                Optional.of(BargoIllegalMoveReason.WRONG_BOARD),
                Bargo.withRules(BargoRules.of(2, 1)).check(s, new BargoMove.Place(Cell.of(3, 2, 0), Direction.W)));
        assertEquals(
                "Bargo[base=2 komi=1]", Bargo.withRules(BargoRules.of(2, 1)).toString());
        assertEquals(Direction.SW, Direction.NE.opposite());
        assertEquals(Direction.NW, Direction.parse("NW"));
        assertThrows(NotationException.class, () -> Direction.parse("n"));
        assertEquals(6, Direction.all().size());
    }
}
