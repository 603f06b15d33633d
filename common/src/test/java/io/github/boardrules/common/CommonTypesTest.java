package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.internal.ImmutableArrayList;
import io.github.boardrules.common.internal.Svg;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommonTypesTest {
    @Test
    void fileRankNamesAndParsesCoordinates() {
        assertEquals(new FileRank(2, 3), FileRank.parse("c3"));
        assertEquals(new FileRank(10, 12), FileRank.parse("K12"));
        assertEquals("k12", new FileRank(10, 12).notation());
    }

    @Test
    void fileRankRejectionsNameTheOffset() {
        assertEquals(
                0,
                assertThrows(NotationException.class, () -> FileRank.parse("3c"))
                        .offset());
        assertEquals(
                1,
                assertThrows(NotationException.class, () -> FileRank.parse("c0"))
                        .offset());
        assertEquals(
                2,
                assertThrows(NotationException.class, () -> FileRank.parse("c1x"))
                        .offset());
        assertEquals(
                0,
                assertThrows(NotationException.class, () -> FileRank.parse("c")).offset());
        assertEquals(
                "coordinate",
                assertThrows(NotationException.class, () -> FileRank.parse("c999"))
                        .field());
        assertThrows(IllegalArgumentException.class, () -> new FileRank(-1, 1));
        assertThrows(IllegalArgumentException.class, () -> new FileRank(0, 0));
    }

    @Test
    void statusesHaveTheirNotation() {
        assertEquals("ongoing", Status.ONGOING.notation());
        assertFalse(Status.ONGOING.isOver());
        Outcome win = new Outcome.Win(Colour.WHITE, TicTacToe.End.LINE, List.of());
        assertEquals("win:w:line", win.notation());
        assertTrue(win.isOver());
        assertEquals("draw:full", new Outcome.Draw(TicTacToe.End.FULL, List.of()).notation());
    }

    @Test
    void coloursAreOpponents() {
        assertEquals(Colour.WHITE, Colour.BLACK.opponent());
        assertEquals(Colour.BLACK, Colour.WHITE.opponent());
        assertEquals("b", Colour.BLACK.code());
    }

    @Test
    void exceptionsCarryTheirDetails() {
        IllegalMoveException illegal = new IllegalMoveException(TicTacToe.Refusal.OCCUPIED, "b2");
        assertEquals("occupied: the cell already holds a mark", illegal.getMessage());
        assertEquals("b2", illegal.move());
        NotationException bad = new NotationException("komi", 7, "b - x 0", "not a number");
        assertEquals("bad komi at offset 7 in 'b - x 0': not a number", bad.getMessage());
        assertEquals("komi", bad.field());
        assertEquals(7, bad.offset());
        assertEquals("b - x 0", bad.input());
    }

    @Test
    void playoutOptionsValidateTheirLimit() {
        assertEquals(Integer.MAX_VALUE, PlayoutOptions.seeded(1).maxPlies());
        assertThrows(
                IllegalArgumentException.class,
                () -> PlayoutOptions.builder().seed(1).maxPlies(-1).build());
        assertThrows(IllegalStateException.class, () -> PlayoutOptions.builder().build());
    }

    @Test
    void immutableArrayListIsAReadOnlyView() {
        List<String> list = ImmutableArrayList.wrap(new String[] {"a", "b", "c"}, 2);
        assertEquals(List.of("a", "b"), list);
        assertThrows(UnsupportedOperationException.class, () -> list.add("d"));
        assertThrows(IndexOutOfBoundsException.class, () -> list.get(2));
        assertTrue(ImmutableArrayList.empty().isEmpty());
    }

    @Test
    void svgWritesLocaleIndependentNumbersAndEscapesText() {
        assertEquals("1.5", Svg.num(1.5));
        assertEquals("2", Svg.num(2.0));
        assertEquals("0.33", Svg.num(1.0 / 3));
        assertEquals("36", Svg.num(36.001));
        assertEquals("0", Svg.num(-0.001));
        assertEquals("-1.5", Svg.num(-1.5));
        String svg = new Svg(10, 10, "a<b").text(5, 5, "x&y", 3, "#000").finish();
        assertTrue(svg.contains("<title>a&lt;b</title>"));
        assertTrue(svg.contains(">x&amp;y</text>"));
        assertTrue(svg.endsWith("</svg>\n"));
    }
}
