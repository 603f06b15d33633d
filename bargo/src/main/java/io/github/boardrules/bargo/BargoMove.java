package io.github.boardrules.bargo;

/**
 * A Bargo turn: {@link Place place} a piece with its wall, {@link TakeButton take the button}, or
 * {@link Pass pass}. The interface is sealed, so a {@code switch} (Java), {@code when} (Kotlin) or
 * {@code match} (Scala) over the three records is exhaustive.
 */
public sealed interface BargoMove permits BargoMove.Place, BargoMove.TakeButton, BargoMove.Pass {
    /** The button move; every {@link TakeButton} is equal to it. */
    TakeButton BUTTON = new TakeButton();

    /** The pass; every {@link Pass} is equal to it. */
    Pass PASS = new Pass();

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
        @Override
        public String notation() {
            return cell.notation() + wall.code();
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /** Taking the button, worth half a point; allowed once per game, while nobody holds it. */
    record TakeButton() implements BargoMove {
        @Override
        public String notation() {
            return "button";
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /** Passing, allowed only once the button has been taken. */
    record Pass() implements BargoMove {
        @Override
        public String notation() {
            return "pass";
        }

        @Override
        public String toString() {
            return notation();
        }
    }
}
