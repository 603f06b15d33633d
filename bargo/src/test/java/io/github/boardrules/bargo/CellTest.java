package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.FileRank;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The coordinate API shared with GoRoGo's points and Bao's holes, with Bargo's base: factories from
 * axial coordinates, file and rank, and index; the cells of a board in index (notation) order; one
 * instance per cell.
 */
class CellTest {
    @Test
    void theBase2BoardInIndexOrder() {
        // Rows from the top (rank 3) down, each west to east.
        List<String> names = new ArrayList<>();
        for (Cell cell : Cell.all(2)) {
            names.add(cell.notation());
            assertSame(cell, Cell.ofIndex(2, cell.index()));
        }
        assertEquals(List.of("b3", "c3", "a2", "b2", "c2", "a1", "b1"), names);
        assertEquals(61, Cell.all(5).size());
        // Base 5: index 0 is the top row's west end e9; the bottom row a1..e1 holds the last five.
        assertEquals("e9", Cell.ofIndex(5, 0).notation());
        assertEquals("a1", Cell.ofIndex(5, 56).notation());
        assertEquals("e1", Cell.ofIndex(5, 60).notation());
        assertEquals(30, Cell.parse(5, "e5").index());
    }

    @Test
    void everyFactoryGivesTheSameInstance() {
        Cell centre = Cell.of(5, 0, 0);
        assertSame(centre, Cell.parse(5, "E5"));
        assertSame(centre, Cell.of(5, new FileRank(4, 5)));
        assertSame(centre, Cell.ofIndex(5, 30));
        assertSame(Cell.of(5, 1, -1), centre.neighbour(Direction.NE));
        assertEquals(new FileRank(4, 5), centre.toFileRank());
        assertEquals("e5", centre.toString());
        assertEquals(5, centre.base());
        // The same name on another base is another cell.
        assertTrue(!Cell.parse(3, "c3").equals(Cell.parse(5, "c3")));
        assertEquals(Cell.of(3, 0, 0), Cell.parse(3, "c3"));
        assertEquals(Cell.of(3, 0, 0).hashCode(), Cell.parse(3, "c3").hashCode());
    }

    @Test
    void cellsSortByBaseThenIndex() {
        List<Cell> cells = new ArrayList<>(List.of(
                Cell.parse(3, "a1"),
                Cell.parse(2, "b1"),
                Cell.parse(3, "e5"),
                Cell.parse(3, "c3"),
                Cell.parse(2, "b3")));
        Collections.sort(cells);
        assertEquals("[b3, b1, e5, c3, a1]", cells.toString());
        assertEquals(List.of(Cell.parse(2, "b3"), Cell.parse(2, "b1")), cells.subList(0, 2));
    }

    @Test
    void factoriesRefuseWhatIsNotOnTheBoard() {
        assertThrows(IllegalArgumentException.class, () -> Cell.of(5, new FileRank(0, 9)));
        assertThrows(IllegalArgumentException.class, () -> Cell.of(2, new FileRank(4, 5)));
        assertThrows(IllegalArgumentException.class, () -> Cell.ofIndex(2, 7));
        assertThrows(IllegalArgumentException.class, () -> Cell.ofIndex(2, -1));
        assertThrows(IllegalArgumentException.class, () -> Cell.all(1));
        assertThrows(IllegalArgumentException.class, () -> Cell.all(14));
        assertThrows(IllegalArgumentException.class, () -> Cell.parse(14, "a1"));
    }

    @Test
    void everyFactoryChecksTheBaseFirst() {
        // Base 1 and base 14 are no boards: the message names the range, whatever the cell.
        for (int base : new int[] {1, 14}) {
            assertBaseRefused(() -> Cell.of(base, new FileRank(0, 1)));
            assertBaseRefused(() -> Cell.ofIndex(base, 0));
            assertBaseRefused(() -> Cell.parse(base, "a1"));
            assertBaseRefused(() -> Cell.all(base));
        }
        // The smallest and the largest boards are boards.
        assertEquals(7, Cell.all(BargoRules.MIN_BASE).size());
        assertEquals(469, Cell.all(BargoRules.MAX_BASE).size());
    }

    private static void assertBaseRefused(Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().startsWith("base must be 2..13: "), e.getMessage());
    }

    @Test
    void anIndexOutOfRangeNamesTheBoardsRange() {
        // Base 3 has 19 cells, indexed 0..18.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Cell.ofIndex(3, 19));
        assertEquals("cell index out of range 0..18 on the base-3 board: 19", e.getMessage());
    }

    @Test
    void fileAndRankCountFromTheSouthWest() {
        // On base 5, e9 is the top row's west end: file e (index 4), rank 9; a1 is file 0, rank 1.
        Cell e9 = Cell.parse(5, "e9");
        assertEquals(4, e9.file());
        assertEquals(9, e9.rank());
        Cell a1 = Cell.parse(5, "a1");
        assertEquals(0, a1.file());
        assertEquals(1, a1.rank());
    }

    @Test
    void cellsAreEqualOnlyOnTheSameBoardAtTheSameIndex() {
        Cell first = Cell.ofIndex(3, 0);
        assertTrue(!first.equals(Cell.ofIndex(5, 0)), "same index, other base");
        assertTrue(!first.equals(Cell.ofIndex(3, 1)), "same base, other index");
        assertTrue(!first.equals((Object) "b5"), "not a cell");
        assertTrue(first.equals(Cell.parse(3, first.notation())));
        // No two cells of any board share a hash code.
        Set<Integer> hashes = new HashSet<>();
        int count = 0;
        for (int base = BargoRules.MIN_BASE; base <= BargoRules.MAX_BASE; base++) {
            for (Cell cell : Cell.all(base)) {
                hashes.add(cell.hashCode());
                count++;
            }
        }
        assertEquals(count, hashes.size());
    }

    @Test
    void placementsAreSharedInstances() {
        Bargo game = Bargo.standard();
        BargoMove.Place move = BargoMove.place(Cell.parse(5, "e5"), Direction.NE);
        assertSame(move, game.parseMove(game.initialState(), "e5ne"));
        assertTrue(game.legalMoves(game.initialState()).stream().anyMatch(listed -> listed == move));
        assertEquals(new BargoMove.Place(Cell.of(5, 0, 0), Direction.NE), move);
    }
}
