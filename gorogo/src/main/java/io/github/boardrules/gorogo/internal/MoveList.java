package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.internal.Bits;
import io.github.boardrules.gorogo.GoRoGoMove;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal moves after the setup as an immutable list over two masks: the coloured pieces in
 * point order, then the Henge in point order. One small object and no array; {@link #get} picks
 * the {@code i}-th point of a mask and hands out the shared move of {@link MoveTable}.
 */
final class MoveList extends AbstractList<GoRoGoMove> implements RandomAccess {
    private final int pieces;
    private final int henge;
    private final int pieceCount;
    private final int size;

    MoveList(int pieces, int henge) {
        this.pieces = pieces;
        this.henge = henge;
        this.pieceCount = Integer.bitCount(pieces);
        this.size = pieceCount + Integer.bitCount(henge);
    }

    @Override
    public GoRoGoMove get(int index) {
        Objects.checkIndex(index, size);
        if (index < pieceCount) {
            return MoveTable.piece(Bits.select(pieces, index));
        }
        return MoveTable.henge(Bits.select(henge, index - pieceCount));
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
