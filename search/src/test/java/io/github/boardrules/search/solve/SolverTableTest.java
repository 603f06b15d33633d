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
        assertEquals(0, table.probe(key));
        table.store(key, 17, SolverTable.WIN, 49);
        long entry = table.probe(key);
        assertEquals(SolverTable.WIN, SolverTable.value(entry));
        assertEquals(49, SolverTable.action(entry));
        table.store(key ^ 1L << 40, 3, SolverTable.LOSS, -1);
        assertEquals(-1, SolverTable.action(table.probe(key ^ 1L << 40)));
        assertEquals(SolverTable.LOSS, SolverTable.value(table.probe(key ^ 1L << 40)));
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
        assertEquals(SolverTable.WIN, SolverTable.value(table.probe(deep)));
        assertEquals(0, table.probe(shallow));
        assertEquals(SolverTable.LOSS, SolverTable.value(table.probe(latest)));
    }

    @Test
    void theBudgetRoundsDownToAPowerOfTwo() {
        assertEquals(1 << 17, SolverTable.ofBytes((1 << 20) + 12345).slots());
    }
}
