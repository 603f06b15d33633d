package io.github.boardrules.common.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The stable hash keys are SplitMix64's published sequence, so every stored hash stays valid. */
class StableKeysTest {
    @Test
    void theKeysAreSplitMix64() {
        // the reference implementation (Vigna, splitmix64.c) from state 0 starts with these outputs
        long[] keys = StableKeys.splitMix64(0, 3);
        assertEquals(0xE220A8397B1DCDAFL, keys[0]);
        assertEquals(0x6E789E6AA1B965F4L, keys[1]);
        assertEquals(0x06C45D188009454FL, keys[2]);
    }
}
