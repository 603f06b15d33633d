package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The edges of the rules notation and the text forms of the value types. */
class EdgesTest {
    @Test
    void rulesAcceptTheirExtremeValues() {
        // Base 2..13; on base 2 (7 cells) the komi may go down to -7 and up to 7.
        assertEquals("base=2 komi=-7", BargoRules.parse("base=2 komi=-7").notation());
        assertEquals("base=13 komi=469", BargoRules.parse("base=13 komi=469").notation());
        assertEquals("base=5 komi=0", BargoRules.parse("").notation());
        assertEquals("base=5 komi=9", BargoRules.parse("komi=9").notation());
        assertEquals("base=3 komi=0", BargoRules.parse("  base=3  ").notation());
    }

    @Test
    void rulesRefuseValuesJustOutsideTheirRange() {
        assertEquals(
                "base",
                assertThrows(NotationException.class, () -> BargoRules.parse("base=1"))
                        .field());
        assertEquals(
                "base",
                assertThrows(NotationException.class, () -> BargoRules.parse("base=14"))
                        .field());
        NotationException komi = assertThrows(NotationException.class, () -> BargoRules.parse("base=2 komi=8"));
        assertEquals("komi", komi.field());
        assertEquals("base=2 komi=".length(), komi.offset());
        assertEquals(
                0,
                assertThrows(NotationException.class, () -> BargoRules.parse("size=5"))
                        .offset());
        assertEquals(
                7,
                assertThrows(NotationException.class, () -> BargoRules.parse("base=5 base=6"))
                        .offset());
        assertEquals(
                "base",
                assertThrows(NotationException.class, () -> BargoRules.parse("base="))
                        .field());
        assertEquals(
                5,
                assertThrows(NotationException.class, () -> BargoRules.parse("base=05"))
                        .offset());
        assertEquals(
                6,
                assertThrows(NotationException.class, () -> BargoRules.parse("base=5x"))
                        .offset());
        assertEquals(
                5,
                assertThrows(NotationException.class, () -> BargoRules.parse("komi=-0"))
                        .offset());
        assertEquals(
                5,
                assertThrows(NotationException.class, () -> BargoRules.parse("komi=100001"))
                        .offset());
        // 100000 is still read as a number (the komi's range is what refuses it), and so is -9.
        NotationException wide = assertThrows(NotationException.class, () -> BargoRules.parse("komi=100000"));
        assertEquals("komi", wide.field());
        assertEquals(5, wide.offset());
        assertEquals(-9, BargoRules.parse("komi=-9").komi());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "base=15x|base|7",
                "base=-1|base|5",
                "base=0|base|5",
                "komi=5 base=1|base|12",
                "komi=--1|komi|6",
                "komi=-|komi|5",
                "=5|rules|0",
                "base=5 komi|rules|7",
                "base=5 size=3|rules|7",
                // The words are read as key=value options before their values: a repeated key is
                // reported before a bad value of its first occurrence.
                "base=x base=5|rules|7"
            })
    void rulesErrorsPointAtTheOffendingCharacter(String text, String field, int offset) {
        NotationException e = assertThrows(NotationException.class, () -> BargoRules.parse(text));
        assertEquals(field, e.field(), e.getMessage());
        assertEquals(offset, e.offset(), e.getMessage());
    }

    @Test
    void valueTypesPrintTheirNotation() {
        Bargo game = Bargo.standard();
        BargoState state = game.initialState();
        assertEquals("e5ne", game.parseMove(state, "e5ne").toString());
        assertEquals("button", new BargoMove.TakeButton().toString());
        assertEquals("pass", new BargoMove.Pass().toString());
        assertEquals("e5", Cell.parse(5, "e5").toString());
        assertEquals("sw", Direction.SW.toString());
    }

    @Test
    void thePreGameValueKnowsItsBoardAndIsAValue() {
        BargoPreGame first = BargoPreGame.start(7).chooseKomi(2);
        BargoPreGame same = BargoPreGame.start(7).chooseKomi(2);
        assertEquals(7, first.base());
        assertEquals(first, same);
        assertEquals(first.hashCode(), same.hashCode());
        assertNotEquals(first.hashCode(), BargoPreGame.start(7).chooseKomi(3).hashCode());
        assertTrue(first.toString().contains("komi=2"), first.toString());
        assertTrue(first.chooseColour(Colour.WHITE).toString().contains("second seat plays WHITE"));
    }
}
