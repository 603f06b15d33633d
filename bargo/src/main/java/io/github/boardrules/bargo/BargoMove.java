package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.MoveTable;
import java.util.Objects;

/**
 * A Bargo turn: {@link Place place} a piece with its wall, {@link TakeButton take the button}, or
 * {@link Pass pass}. The interface is sealed, so a {@code switch} (Java), {@code when} (Kotlin) or
 * {@code match} (Scala) over the three records is exhaustive.
 *
 * <p>Notation: {@code pass}, {@code button}, or a cell and a wall direction such as {@code e5ne};
 * {@link Bargo#parseMove} reads it (in either case) on the board of a state. {@link #place}, {@link
 * #BUTTON} and {@link #PASS} are shared instances; the records' constructors give equal values.
 */
public sealed interface BargoMove permits BargoMove.Place, BargoMove.TakeButton, BargoMove.Pass {
    /** The button move; every {@link TakeButton} is equal to it. */
    TakeButton BUTTON = new TakeButton();

    /** The pass; every {@link Pass} is equal to it. */
    Pass PASS = new Pass();

    /**
     * The shared move placing a piece of the mover's colour on a cell with its wall on one edge.
     *
     * @param cell the cell
     * @param wall the edge that gets the piece's wall
     * @return the move, the same instance for the same cell and wall
     */
    static Place place(Cell cell, Direction wall) {
        return MoveTable.place(cell, wall);
    }

    /**
     * The move in notation: {@code pass}, {@code button}, or cell and direction like {@code e5ne}.
     *
     * @return the canonical notation
     */
    String notation();

    /**
     * Placing a piece of the mover's colour on an empty cell with its wall on one edge.
     *
     * @param cell the empty cell
     * @param wall the edge that gets the piece's wall
     */
    record Place(Cell cell, Direction wall) implements BargoMove {
        /**
         * Checks the components.
         *
         * @param cell the empty cell
         * @param wall the edge that gets the piece's wall
         */
        public Place {
            Objects.requireNonNull(cell, "cell");
            Objects.requireNonNull(wall, "wall");
        }

        /**
         * {@inheritDoc}
         *
         * @return the cell's name and the wall's code, e.g. {@code e5ne}
         */
        @Override
        public String notation() {
            return cell.notation() + wall.code();
        }

        /**
         * The move in notation, as {@link #notation()}.
         *
         * @return the notation
         */
        @Override
        public String toString() {
            return notation();
        }
    }

    /** Taking the button, worth half a point; allowed once per game, while nobody holds it. */
    record TakeButton() implements BargoMove {
        /**
         * {@inheritDoc}
         *
         * @return {@code button}
         */
        @Override
        public String notation() {
            return "button";
        }

        /**
         * The move in notation, as {@link #notation()}.
         *
         * @return {@code button}
         */
        @Override
        public String toString() {
            return notation();
        }
    }

    /** Passing, allowed only once the button has been taken. */
    record Pass() implements BargoMove {
        /**
         * {@inheritDoc}
         *
         * @return {@code pass}
         */
        @Override
        public String notation() {
            return "pass";
        }

        /**
         * The move in notation, as {@link #notation()}.
         *
         * @return {@code pass}
         */
        @Override
        public String toString() {
            return notation();
        }
    }
}
