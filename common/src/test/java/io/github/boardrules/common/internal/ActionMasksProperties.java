package io.github.boardrules.common.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** Legal-action masks to sorted action lists: worked words, and the round trip back to the mask. */
class ActionMasksProperties {
    @Test
    void oneWord() {
        // 0b1010_0000_0000_0001: bits 0, 13 and 15, ascending.
        assertArrayEquals(new int[] {0, 13, 15}, ActionMasks.actions(0xA001L));
        // The top bit is action 63; the empty mask has no actions.
        assertArrayEquals(new int[] {63}, ActionMasks.actions(Long.MIN_VALUE));
        assertArrayEquals(new int[] {}, ActionMasks.actions(0L));
        int[] all = ActionMasks.actions(-1L);
        assertEquals(64, all.length);
        for (int a = 0; a < 64; a++) {
            assertEquals(a, all[a]);
        }
    }

    @Test
    void severalWords() {
        // Word w holds actions 64w..64w+63: bits 0 and 2 of word 0, none of word 1, bits 0 and 63
        // of word 2 (actions 128 and 191).
        assertArrayEquals(
                new int[] {0, 2, 128, 191}, ActionMasks.actions(new long[] {0b101L, 0L, Long.MIN_VALUE | 1L}));
        // One action in the second word only: bit 5 there is action 69.
        assertArrayEquals(new int[] {69}, ActionMasks.actions(new long[] {0L, 1L << 5}));
        assertArrayEquals(new int[] {}, ActionMasks.actions(new long[] {0L, 0L}));
        assertArrayEquals(new int[] {}, ActionMasks.actions(new long[0]));
    }

    @Property(tries = 300)
    void theActionsAreTheSetBitsAscending(@ForAll @Size(max = 4) long[] mask) {
        int[] actions = ActionMasks.actions(mask);
        int count = 0;
        for (long word : mask) {
            count += Long.bitCount(word);
        }
        assertEquals(count, actions.length);
        long[] back = new long[mask.length];
        for (int n = 0; n < actions.length; n++) {
            if (n > 0) {
                assertTrue(actions[n - 1] < actions[n], "ascending");
            }
            back[actions[n] >>> 6] |= 1L << (actions[n] & 63);
        }
        assertArrayEquals(mask, back);
    }

    @Property(tries = 300)
    void oneWordAgreesWithTheArrayOfOne(@ForAll long word) {
        int[] actions = ActionMasks.actions(word);
        assertArrayEquals(ActionMasks.actions(new long[] {word}), actions);
        assertEquals(Long.bitCount(word), actions.length);
        long back = 0;
        for (int action : actions) {
            back |= 1L << action;
        }
        assertEquals(word, back);
    }
}
