package io.github.boardrules.gorogo.internal;

import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.Point;

/**
 * The shared move instances, one per kind and point, so that move lists and the factories of
 * {@link GoRoGoMove} allocate no moves.
 */
public final class MoveTable {
    private static final GoRoGoMove.Piece[] PIECES = new GoRoGoMove.Piece[25];
    private static final GoRoGoMove.Henge[] HENGE = new GoRoGoMove.Henge[25];
    private static final GoRoGoMove.Setup[] SETUP = new GoRoGoMove.Setup[25];

    static {
        for (int i = 0; i < 25; i++) {
            Point point = Point.ofIndex(i);
            PIECES[i] = new GoRoGoMove.Piece(point);
            HENGE[i] = new GoRoGoMove.Henge(point);
            SETUP[i] = new GoRoGoMove.Setup(point);
        }
    }

    private MoveTable() {}

    /**
     * The coloured piece on a point.
     *
     * @param index the point index
     * @return the shared move
     */
    public static GoRoGoMove.Piece piece(int index) {
        return PIECES[index];
    }

    /**
     * The Henge from hand on a point.
     *
     * @param index the point index
     * @return the shared move
     */
    public static GoRoGoMove.Henge henge(int index) {
        return HENGE[index];
    }

    /**
     * The setup move on a point.
     *
     * @param index the point index
     * @return the shared move
     */
    public static GoRoGoMove.Setup setup(int index) {
        return SETUP[index];
    }

    /**
     * The move a {@linkplain Position#lastMove() last-move code} stands for.
     *
     * @param code {@code PIECE}, {@code HENGE} or {@code SETUP} plus the point index
     * @return the shared move
     */
    public static GoRoGoMove ofCode(int code) {
        int index = code % 25;
        if (code < Position.HENGE) {
            return PIECES[index];
        }
        return code < Position.SETUP ? HENGE[index] : SETUP[index];
    }
}
