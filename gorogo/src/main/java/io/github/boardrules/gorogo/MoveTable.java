package io.github.boardrules.gorogo;

import java.util.List;

/** The shared move instances, so that move lists allocate no moves. */
final class MoveTable {
    static final GoRoGoMove.Piece[] PIECES = new GoRoGoMove.Piece[25];
    static final GoRoGoMove.Henge[] HENGE = new GoRoGoMove.Henge[25];
    static final GoRoGoMove.Setup[] SETUP = new GoRoGoMove.Setup[25];

    static {
        for (int i = 0; i < 25; i++) {
            Point point = Point.ofIndex(i);
            PIECES[i] = new GoRoGoMove.Piece(point);
            HENGE[i] = new GoRoGoMove.Henge(point);
            SETUP[i] = new GoRoGoMove.Setup(point);
        }
    }

    /** The legal moves of the setup phase: the setup Henge on every point. */
    static final List<GoRoGoMove> SETUP_MOVES = List.of(SETUP);

    private MoveTable() {}
}
