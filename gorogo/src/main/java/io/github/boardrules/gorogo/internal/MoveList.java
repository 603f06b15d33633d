package io.github.boardrules.gorogo.internal;

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
            return MoveTable.piece(select(pieces, index));
        }
        return MoveTable.henge(select(henge, index - pieceCount));
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    /** {@code SELECT[b << 3 | n]}: the index of the {@code n}-th (from 0) set bit of the byte {@code b}. */
    private static final byte[] SELECT = new byte[256 << 3];

    static {
        for (int b = 0; b < 256; b++) {
            int m = b;
            for (int n = 0; m != 0; n++, m &= m - 1) {
                SELECT[b << 3 | n] = (byte) Integer.numberOfTrailingZeros(m);
            }
        }
    }

    /**
     * The index of the {@code n}-th (from 0) set bit of a mask that has more than {@code n}: a
     * byte at a time, then a table.
     */
    static int select(int mask, int n) {
        int c = Integer.bitCount(mask & 0xFF);
        if (n < c) {
            return SELECT[(mask & 0xFF) << 3 | n];
        }
        n -= c;
        c = Integer.bitCount(mask & 0xFF00);
        if (n < c) {
            return 8 + SELECT[(mask >>> 5 & 0x7F8) | n];
        }
        n -= c;
        c = Integer.bitCount(mask & 0xFF0000);
        if (n < c) {
            return 16 + SELECT[(mask >>> 13 & 0x7F8) | n];
        }
        return 24 + SELECT[(mask >>> 21 & 0x7F8) | (n - c)];
    }
}
