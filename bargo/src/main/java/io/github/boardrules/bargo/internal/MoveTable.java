package io.github.boardrules.bargo.internal;

import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.Cell;
import io.github.boardrules.bargo.Direction;

/**
 * The shared placement objects of one board base, one per cell and wall direction, so that move
 * generation allocates no move and {@link BargoMove#place} returns the same instance every time.
 * Built with the board's {@link Geometry}.
 */
public final class MoveTable {
    private final BargoMove.Place[] places;

    MoveTable(Cell[] cells) {
        places = new BargoMove.Place[cells.length * Geometry.DIRECTIONS];
        Direction[] directions = Direction.values();
        for (int c = 0; c < cells.length; c++) {
            for (int d = 0; d < Geometry.DIRECTIONS; d++) {
                places[c * Geometry.DIRECTIONS + d] = new BargoMove.Place(cells[c], directions[d]);
            }
        }
    }

    /**
     * The shared placement of a cell and wall, on the cell's board.
     *
     * @param cell the cell
     * @param wall the wall direction
     * @return the shared move object
     */
    public static BargoMove.Place place(Cell cell, Direction wall) {
        return Geometry.of(cell.base()).moves.place(cell.index(), wall.ordinal());
    }

    /**
     * The shared placement of a cell index and a direction index.
     *
     * @param cell the cell index
     * @param direction the direction index, in {@link Direction} order
     * @return the shared move object
     */
    public BargoMove.Place place(int cell, int direction) {
        return places[cell * Geometry.DIRECTIONS + direction];
    }

    /**
     * The shared placement of a code {@code cell * 6 + direction}.
     *
     * @param code the placement code
     * @return the shared move object
     */
    BargoMove.Place place(int code) {
        return places[code];
    }
}
