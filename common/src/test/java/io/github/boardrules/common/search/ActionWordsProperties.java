package io.github.boardrules.common.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** {@link ActionWords#select} against the plain definition: clear the lowest set bit n times. */
class ActionWordsProperties {
    @Property(tries = 300)
    void selectFindsTheNthSetBit(@ForAll long word) {
        long rest = word;
        for (int n = 0; rest != 0; n++, rest &= rest - 1) {
            assertEquals(
                    Long.numberOfTrailingZeros(rest),
                    ActionWords.select(word, n),
                    "bit " + n + " of " + Long.toBinaryString(word));
        }
    }

    @Property(tries = 300)
    void selectInAnIntAgreesWithTheLongVersion(@ForAll int mask) {
        for (int n = 0; n < Integer.bitCount(mask); n++) {
            assertEquals(
                    ActionWords.select(mask & 0xFFFF_FFFFL, n),
                    ActionWords.select(mask, n),
                    "bit " + n + " of " + mask);
        }
    }

    @Test
    void handWorkedWords() {
        // 0b1010_0000_0000_0001: bits 0, 13 and 15; the top bit of a word is bit 63.
        assertEquals(0, ActionWords.select(0xA001L, 0));
        assertEquals(13, ActionWords.select(0xA001L, 1));
        assertEquals(15, ActionWords.select(0xA001L, 2));
        assertEquals(63, ActionWords.select(Long.MIN_VALUE, 0));
        assertEquals(63, ActionWords.select(-1L, 63));
    }

    @Test
    void eachStepOfTheSearchGoesEitherWay() {
        // select halves, quarters and bytes the word without branches: bits 5, 20, 40 and 57 lie
        // in the low half's low byte, the low half's high quarter, the high half's low quarter
        // (its second byte) and the high half's high quarter (its second byte), so every choice is
        // taken both ways.
        long word = 1L << 5 | 1L << 20 | 1L << 40 | 1L << 57;
        assertEquals(5, ActionWords.select(word, 0));
        assertEquals(20, ActionWords.select(word, 1));
        assertEquals(40, ActionWords.select(word, 2));
        assertEquals(57, ActionWords.select(word, 3));
        // GoRoGo's layout: pieces in bits 0..24, Henge in 25..49, the halves split inside the Henge.
        long gorogo = (1L << 50) - 1;
        assertEquals(31, ActionWords.select(gorogo, 31));
        assertEquals(32, ActionWords.select(gorogo, 32));
        assertEquals(49, ActionWords.select(gorogo, 49));
    }

    @Test
    void aBitNumberOutOfRangeIsRefused() {
        // 0xA001 has three set bits, numbered 0..2.
        assertThrows(IllegalArgumentException.class, () -> ActionWords.select(0xA001L, 3));
        assertThrows(IllegalArgumentException.class, () -> ActionWords.select(0xA001L, -1));
        assertThrows(IllegalArgumentException.class, () -> ActionWords.select(0L, 0));
        assertThrows(IllegalArgumentException.class, () -> ActionWords.select(0xA001, 3));
    }
}
