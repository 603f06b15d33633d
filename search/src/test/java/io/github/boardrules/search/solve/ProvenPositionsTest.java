package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Merging the proofs of runs made apart: the union, refused whole when two proofs disagree. */
class ProvenPositionsTest {
    @TempDir
    Path dir;

    @Test
    void addAllKeepsWhatEitherStoreProved() {
        ProvenPositions whole = ProvenPositions.empty("setup=c3");
        whole.put(1, SolverTable.WIN);
        whole.put(2, SolverTable.LOSS);
        ProvenPositions part = ProvenPositions.empty("setup=c3");
        part.put(2, SolverTable.LOSS); // proved by both runs: kept once
        part.put(3, SolverTable.WIN);
        part.put(0, SolverTable.LOSS); // key 0 is stored aside, and merged too
        assertEquals(2, whole.addAll(part));
        assertEquals(4, whole.size());
        assertEquals(SolverTable.WIN, whole.value(1));
        assertEquals(SolverTable.LOSS, whole.value(2));
        assertEquals(SolverTable.WIN, whole.value(3));
        assertEquals(SolverTable.LOSS, whole.value(0));
        // The part is left as it was, and merging it again adds nothing.
        assertEquals(3, part.size());
        assertEquals(0, whole.addAll(part));
        assertEquals(0, whole.addAll(whole));
    }

    @Test
    void aMergeSurvivesTheCheckpointFile() {
        // Enough keys to make both stores grow past their first arrays.
        ProvenPositions a = ProvenPositions.empty("");
        ProvenPositions b = ProvenPositions.empty("");
        for (long key = 1; key <= 5000; key++) {
            (key % 2 == 0 ? a : b).put(key * 0x9E3779B97F4A7C15L, key % 3 == 0 ? SolverTable.WIN : SolverTable.LOSS);
        }
        Path file = dir.resolve("merged.ckpt");
        a.addAll(b);
        a.write(file);
        ProvenPositions read = ProvenPositions.read(file, "");
        assertEquals(5000, read.size());
        for (long key = 1; key <= 5000; key++) {
            assertEquals(
                    key % 3 == 0 ? SolverTable.WIN : SolverTable.LOSS,
                    read.value(key * 0x9E3779B97F4A7C15L),
                    "key " + key);
        }
    }

    @Test
    void disagreeingProofsOrOtherRulesAreRefusedAndNothingIsAdded() {
        ProvenPositions whole = ProvenPositions.empty("setup=c3");
        whole.put(1, SolverTable.WIN);
        ProvenPositions bad = ProvenPositions.empty("setup=c3");
        bad.put(5, SolverTable.WIN); // new, but must not be added: the merge is all or nothing
        bad.put(1, SolverTable.LOSS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> whole.addAll(bad));
        assertTrue(e.getMessage().contains("0000000000000001"), e.getMessage());
        assertEquals(1, whole.size());
        assertEquals(SolverTable.UNKNOWN, whole.value(5));

        ProvenPositions other = ProvenPositions.empty("setup=a1");
        other.put(7, SolverTable.WIN);
        e = assertThrows(IllegalArgumentException.class, () -> whole.addAll(other));
        assertTrue(e.getMessage().contains("'setup=a1'"), e.getMessage());
        assertEquals(1, whole.size());
    }
}
