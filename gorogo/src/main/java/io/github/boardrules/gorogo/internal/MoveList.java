package io.github.boardrules.gorogo.internal;

import static io.github.boardrules.common.search.ActionWords.select;

import io.github.boardrules.gorogo.GoRoGoMove;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal moves as an immutable list over two masks: the coloured pieces in point order, then
 * the Henge in point order (in the setup phase: the setup Henge on every point). One object of two
 * {@code int} fields (24 bytes with the header and {@code AbstractList}'s counter) and no array:
 * sizes are popcounts, and {@link #get} picks the {@code i}-th point of a mask and hands out the
 * shared move of {@link MoveTable}. Every answer of {@code legalMoves} is one of these, so a
 * caller's calls through {@code List} see one class.
 */
public final class MoveList extends AbstractList<GoRoGoMove> implements RandomAccess {
    /** The setup phase's moves: a setup Henge on every point, which no later list has. */
    public static final MoveList SETUP = new MoveList(0, Bits.FULL);
    /** No move: the game is over. */
    public static final MoveList NONE = new MoveList(0, 0);

    private final int pieces;
    private final int henge;

    /**
     * The list over two masks.
     *
     * @param pieces the points of the coloured pieces
     * @param henge the points of the Henge; the full board only for {@link #SETUP}, since after the
     *     setup a Henge is on the board
     */
    public MoveList(int pieces, int henge) {
        this.pieces = pieces;
        this.henge = henge;
    }

    @Override
    public GoRoGoMove get(int index) {
        int pieceCount = Integer.bitCount(pieces);
        Objects.checkIndex(index, pieceCount + Integer.bitCount(henge));
        if (index < pieceCount) {
            return MoveTable.piece(select(pieces, index));
        }
        int point = select(henge, index - pieceCount);
        return henge == Bits.FULL ? MoveTable.setup(point) : MoveTable.henge(point);
    }

    @Override
    public int size() {
        return Integer.bitCount(pieces) + Integer.bitCount(henge);
    }

    @Override
    public boolean isEmpty() {
        return (pieces | henge) == 0;
    }
}
