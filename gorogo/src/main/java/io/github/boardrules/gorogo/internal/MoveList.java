package io.github.boardrules.gorogo.internal;

import io.github.boardrules.gorogo.GoRoGoMove;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal moves as an immutable list over two masks: the coloured pieces in point order, then
 * the Henge in point order (in the setup phase: the setup Henge on every point). One small object
 * and no array; {@link #get} picks the {@code i}-th point of a mask and hands out the shared move
 * of {@link MoveTable}. Every answer of {@code legalMoves} is one of these, so a caller's calls
 * through {@code List} see one class.
 */
final class MoveList extends AbstractList<GoRoGoMove> implements RandomAccess {
    /** The setup phase's moves. */
    static final MoveList SETUP = new MoveList(0, Bits.FULL, true);
    /** No move: the game is over. */
    static final MoveList NONE = new MoveList(0, 0, false);

    private final int pieces;
    private final int henge;
    private final boolean setup;
    private final int pieceCount;
    private final int size;

    MoveList(int pieces, int henge) {
        this(pieces, henge, false);
    }

    private MoveList(int pieces, int henge, boolean setup) {
        this.pieces = pieces;
        this.henge = henge;
        this.setup = setup;
        this.pieceCount = Integer.bitCount(pieces);
        this.size = pieceCount + Integer.bitCount(henge);
    }

    @Override
    public GoRoGoMove get(int index) {
        Objects.checkIndex(index, size);
        if (index < pieceCount) {
            return MoveTable.piece(io.github.boardrules.common.internal.Bits.select(pieces, index));
        }
        int point = io.github.boardrules.common.internal.Bits.select(henge, index - pieceCount);
        return setup ? MoveTable.setup(point) : MoveTable.henge(point);
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }
}
