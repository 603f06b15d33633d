package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.MoveTable;
import java.util.Objects;

/**
 * A move of Bao Kigogo. The only kind of move is {@link Sow}: every move, multi-seed or singleton,
 * is named by the hole it starts from. The interface is sealed so that a {@code switch}, a Kotlin
 * {@code when} or a Scala {@code match} over moves is exhaustive.
 *
 * <p>Moves are read with {@link BaoKigogo#parseMove} and made with {@link #sow(Hole)}, which returns
 * one shared instance per hole.
 */
public sealed interface BaoMove {
    /**
     * The move from a hole: the shared instance, so nothing is allocated.
     *
     * @param hole the origin hole
     * @return the move
     */
    static Sow sow(Hole hole) {
        return MoveTable.sow(hole);
    }

    /**
     * The hole the move starts from.
     *
     * @return the origin hole
     */
    Hole hole();

    /**
     * The move in notation: the origin hole in lower case, e.g. {@code c1}.
     *
     * @return the notation
     */
    default String notation() {
        return hole().notation();
    }

    /**
     * Sowing from a hole: take up the seeds of {@code hole} and sow them around the mover's ring (a
     * multi-seed move with relays), or move its single seed into the empty next hole (a singleton
     * move). Which of the two it is follows from the position. Prefer {@link BaoMove#sow(Hole)},
     * which returns shared instances; moves are equal by their hole either way.
     *
     * @param hole the hole the move starts from
     */
    record Sow(Hole hole) implements BaoMove {
        /**
         * Checks the component.
         *
         * @param hole the hole the move starts from
         */
        public Sow {
            Objects.requireNonNull(hole, "hole");
        }

        /**
         * The move in notation, as {@link #notation()}.
         *
         * @return the origin hole's name
         */
        @Override
        public String toString() {
            return hole.notation();
        }
    }
}
