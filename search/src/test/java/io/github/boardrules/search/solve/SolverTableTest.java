package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The transposition table's packing and its two-tier replacement. */
class SolverTableTest {
    @Test
    void storesAndFindsValueAndAction() {
        SolverTable table = SolverTable.ofBytes(1);
        assertEquals(SolverTable.MIN_SLOTS, table.slots());
        long key = 0x1234_5678_9ABC_DEF0L;
        assertEquals(0, table.probe(key, 17));
        table.store(key, 17, SolverTable.WIN, 49);
        long entry = table.probe(key, 17);
        assertEquals(SolverTable.WIN, SolverTable.value(entry));
        assertEquals(49, SolverTable.action(entry));
        table.store(key ^ 1L << 40, 3, SolverTable.LOSS, -1);
        assertEquals(-1, SolverTable.action(table.probe(key ^ 1L << 40, 3)));
        assertEquals(SolverTable.LOSS, SolverTable.value(table.probe(key ^ 1L << 40, 3)));
    }

    @Test
    void theDeeperProofSurvivesTwoLaterOnesInTheSameSlot() {
        // Three keys on one slot pair (same low bits, different high bits): the first has the most
        // placements left, so it keeps the first slot; the second slot takes each later one.
        SolverTable table = SolverTable.ofBytes(1);
        long deep = 5L << 40 | 6;
        long shallow = 7L << 40 | 6;
        long latest = 9L << 40 | 6;
        table.store(deep, 20, SolverTable.WIN, 3);
        table.store(shallow, 4, SolverTable.LOSS, -1);
        table.store(latest, 5, SolverTable.LOSS, -1);
        assertEquals(SolverTable.WIN, SolverTable.value(table.probe(deep, 20)));
        assertEquals(0, table.probe(shallow, 4));
        assertEquals(SolverTable.LOSS, SolverTable.value(table.probe(latest, 5)));
    }

    @Test
    void theBudgetRoundsDownToAPowerOfTwo() {
        assertEquals(1 << 17, SolverTable.ofBytes((1 << 20) + 12345).slots());
    }

    @Test
    void positionsNearTheEndShareTheNearWindowAndDeeperOnesTheWholeTable() {
        // a and c have the same low bits, b differs from a only in the first bit above the near
        // window. Near the end all three fall on one slot pair, so the third stored pushes out the
        // first; with more placements left b has a pair of its own, and all three stay.
        long a = 5L << 40 | 6;
        long b = a | (long) SolverTable.NEAR_SLOTS;
        long c = 9L << 40 | 6;
        long bytes = (long) SolverTable.NEAR_SLOTS * 2 * Long.BYTES;

        SolverTable table = SolverTable.ofBytes(bytes);
        int near = SolverTable.NEAR_LEFT - 1;
        table.store(a, near, SolverTable.WIN, -1);
        table.store(b, near, SolverTable.LOSS, -1);
        table.store(c, near, SolverTable.LOSS, -1);
        assertEquals(0, table.probe(a, near));
        assertEquals(SolverTable.LOSS, SolverTable.value(table.probe(b, near)));
        assertEquals(SolverTable.LOSS, SolverTable.value(table.probe(c, near)));

        table = SolverTable.ofBytes(bytes);
        int deep = SolverTable.NEAR_LEFT;
        table.store(a, deep, SolverTable.WIN, -1);
        table.store(b, deep, SolverTable.LOSS, -1);
        table.store(c, deep, SolverTable.LOSS, -1);
        assertEquals(SolverTable.WIN, SolverTable.value(table.probe(a, deep)));
        assertEquals(SolverTable.LOSS, SolverTable.value(table.probe(b, deep)));
        assertEquals(SolverTable.LOSS, SolverTable.value(table.probe(c, deep)));
    }
}
