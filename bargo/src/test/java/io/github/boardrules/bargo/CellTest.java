package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.FileRank;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

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
    void placementsAreSharedInstances() {
        Bargo game = Bargo.standard();
        BargoMove.Place move = BargoMove.place(Cell.parse(5, "e5"), Direction.NE);
        assertSame(move, game.parseMove(game.initialState(), "e5ne"));
        assertTrue(game.legalMoves(game.initialState()).stream().anyMatch(listed -> listed == move));
        assertEquals(new BargoMove.Place(Cell.of(5, 0, 0), Direction.NE), move);
    }
}
