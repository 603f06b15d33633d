package io.github.boardrules.gorogo;

import io.github.boardrules.gorogo.internal.MoveTable;
import java.util.Objects;

/**
 * A GoRoGo move: a coloured {@link Piece}, a {@link Henge}, or the {@link Setup} Henge that White
 * places before the first real move.
 *
 * <p>Notation: {@code c3} for a piece of the mover's colour, {@code Hc3} for a Henge. The setup
 * move is also written {@code Hc3}; {@link GoRoGo#parseMove} reads {@code Hc3} as the setup move
 * in the setup phase and as a Henge placement afterwards. The static factories return shared
 * instances; the records' constructors give equal values.
 *
 * <pre>{@code
 * GoRoGoMove piece = GoRoGoMove.piece(Point.parse("c3"));   // c3
 * GoRoGoMove henge = GoRoGoMove.henge(Point.parse("c3"));   // Hc3
 * }</pre>
 */
public sealed interface GoRoGoMove permits GoRoGoMove.Piece, GoRoGoMove.Henge, GoRoGoMove.Setup {
    /**
     * The point the piece is placed on.
     *
     * @return the point
     */
    Point point();

    /**
     * The move in notation, {@code c3} or {@code Hc3}.
     *
     * @return the notation
     */
    String notation();

    /**
     * The shared move placing a piece of the mover's colour on a point.
     *
     * @param point the point
     * @return the move
     */
    static Piece piece(Point point) {
        return MoveTable.piece(point.index());
    }

    /**
     * The shared move placing a Henge from the mover's hand on a point.
     *
     * @param point the point
     * @return the move
     */
    static Henge henge(Point point) {
        return MoveTable.henge(point.index());
    }

    /**
     * The shared setup move placing the neutral Henge on a point.
     *
     * @param point the point
     * @return the move
     */
    static Setup setup(Point point) {
        return MoveTable.setup(point.index());
    }

    /**
     * A piece of the mover's colour placed on an empty point.
     *
     * @param point the point
     */
    record Piece(Point point) implements GoRoGoMove {
        /**
         * Checks the point.
         *
         * @param point the point
         */
        public Piece {
            Objects.requireNonNull(point, "point");
        }

        /**
         * The point's name, such as {@code c3}.
         *
         * @return the notation
         */
        @Override
        public String notation() {
            return point.notation();
        }

        /**
         * The move's {@linkplain #notation() notation}.
         *
         * @return e.g. {@code c3}
         */
        @Override
        public String toString() {
            return notation();
        }
    }

    /**
     * A Henge from the mover's hand placed on an empty point.
     *
     * @param point the point
     */
    record Henge(Point point) implements GoRoGoMove {
        /**
         * Checks the point.
         *
         * @param point the point
         */
        public Henge {
            Objects.requireNonNull(point, "point");
        }

        /**
         * {@code H} and the point's name, such as {@code Hc3}.
         *
         * @return the notation
         */
        @Override
        public String notation() {
            return "H" + point.notation();
        }

        /**
         * The move's {@linkplain #notation() notation}.
         *
         * @return e.g. {@code Hc3}
         */
        @Override
        public String toString() {
            return notation();
        }
    }

    /**
     * White's setup move: the neutral fifth Henge placed on any point of the empty board.
     *
     * @param point the point
     */
    record Setup(Point point) implements GoRoGoMove {
        /**
         * Checks the point.
         *
         * @param point the point
         */
        public Setup {
            Objects.requireNonNull(point, "point");
        }

        /**
         * {@code H} and the point's name, such as {@code Hc3}.
         *
         * @return the notation
         */
        @Override
        public String notation() {
            return "H" + point.notation();
        }

        /**
         * The move's {@linkplain #notation() notation}.
         *
         * @return e.g. {@code Hc3}
         */
        @Override
        public String toString() {
            return notation();
        }
    }
}
