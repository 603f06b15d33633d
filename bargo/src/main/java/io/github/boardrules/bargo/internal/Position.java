package io.github.boardrules.bargo.internal;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A Bargo position with the history rule 3c needs, packed: one byte per cell (0 empty, 1..6 a
 * Black piece with its wall in direction 0..5, 7..12 a White piece) and the same pieces as two
 * colour bitsets (Black's words, then White's). Arrays are never changed after construction, so
 * positions share them freely (a pass or a button turn reuses the board).
 */
public final class Position {
    /** Black's index. */
    public static final int BLACK = 0;
    /** White's index. */
    public static final int WHITE = 1;
    /** No player: the button is untaken. */
    public static final int NOBODY = -1;
    /** The last move was no move: the position was set up. */
    public static final int LAST_NONE = -1;
    /** The last move took the button. */
    public static final int LAST_BUTTON = -2;
    /** The last move was a pass. */
    public static final int LAST_PASS = -3;

    static final byte[] COLOUR = {-1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1};
    static final byte[] WALL = {-1, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5};
    static final int[] OPPOSITE = {3, 4, 5, 0, 1, 2};

    final Geometry geometry;
    final byte[] board;
    final long[] stones;
    final int toMove;
    final int button;
    final int passes;
    final int komi;
    /** The superko hash: the internal Zobrist keys of the colours on the cells, and the button taken. */
    final long hash;
    /** The XOR of the pieces' {@linkplain Geometry#stableKeys stable keys}, walls included. */
    final long pieceHash;

    final PositionSet blackHistory;
    final PositionSet whiteHistory;
    final int lastMove;
    private int hashCode;

    Position(
            Geometry geometry,
            byte[] board,
            long[] stones,
            int toMove,
            int button,
            int passes,
            int komi,
            long hash,
            long pieceHash,
            PositionSet blackHistory,
            PositionSet whiteHistory,
            int lastMove) {
        this.geometry = geometry;
        this.board = board;
        this.stones = stones;
        this.toMove = toMove;
        this.button = button;
        this.passes = passes;
        this.komi = komi;
        this.hash = hash;
        this.pieceHash = pieceHash;
        this.blackHistory = blackHistory;
        this.whiteHistory = whiteHistory;
        this.lastMove = lastMove;
    }

    /**
     * A position without history, from its parts; the stones, hash and checks are derived here.
     *
     * @param geometry the board
     * @param board one byte per cell as described in the class comment; owned from now on
     * @param toMove the player to move
     * @param button who holds the button, or {@link #NOBODY}
     * @param passes consecutive passes, 0..2
     * @param komi the komi
     * @return the position
     */
    static Position setUp(Geometry geometry, byte[] board, int toMove, int button, int passes, int komi) {
        long[] stones = new long[2 * geometry.words];
        long hash = button == NOBODY ? 0 : geometry.zobristButton;
        long pieceHash = 0;
        for (int c = 0; c < geometry.cells; c++) {
            int v = board[c];
            if (v != 0) {
                int colour = COLOUR[v];
                stones[colour * geometry.words + (c >>> 6)] |= 1L << c;
                hash ^= geometry.zobrist[colour * geometry.cells + c];
                pieceHash ^= geometry.pieceKey(c, v);
            }
        }
        return new Position(
                geometry,
                board,
                stones,
                toMove,
                button,
                passes,
                komi,
                hash,
                pieceHash,
                PositionSet.EMPTY,
                PositionSet.EMPTY,
                LAST_NONE);
    }

    /**
     * The empty board with Black to move.
     *
     * @param base the base
     * @param komi the komi
     * @return the start position
     */
    public static Position initial(int base, int komi) {
        Geometry geometry = Geometry.of(base);
        return setUp(geometry, new byte[geometry.cells], BLACK, NOBODY, 0, komi);
    }

    /**
     * The board geometry.
     *
     * @return the geometry
     */
    public Geometry geometry() {
        return geometry;
    }

    /**
     * The board base.
     *
     * @return N
     */
    public int base() {
        return geometry.base;
    }

    /**
     * The komi.
     *
     * @return the komi
     */
    public int komi() {
        return komi;
    }

    /**
     * The player to move.
     *
     * @return {@link #BLACK} or {@link #WHITE}
     */
    public int toMove() {
        return toMove;
    }

    /**
     * Who took the button.
     *
     * @return {@link #BLACK}, {@link #WHITE} or {@link #NOBODY}
     */
    public int button() {
        return button;
    }

    /**
     * The number of consecutive passes that ended the last turns.
     *
     * @return 0, 1 or 2 (2: the game is over)
     */
    public int passes() {
        return passes;
    }

    /**
     * The colour on a cell.
     *
     * @param cell the cell index
     * @return {@link #BLACK}, {@link #WHITE} or {@link #NOBODY} when empty
     */
    public int colourAt(int cell) {
        return COLOUR[board[cell]];
    }

    /**
     * The wall direction of the piece on a cell.
     *
     * @param cell the cell index
     * @return the direction index 0..5, or −1 when the cell is empty
     */
    public int wallAt(int cell) {
        return WALL[board[cell]];
    }

    /**
     * The last move: a placement as {@code cell * 6 + direction}, or one of the {@code LAST_}
     * constants.
     *
     * @return the last move code
     */
    public int lastMove() {
        return lastMove;
    }

    /**
     * The number of earlier end-of-turn positions kept for a player.
     *
     * @param player {@link #BLACK} or {@link #WHITE}
     * @return the size of that player's superko history
     */
    public int historySize(int player) {
        return history(player).size();
    }

    PositionSet history(int player) {
        return player == BLACK ? blackHistory : whiteHistory;
    }

    /**
     * Whether the game is over (two successive passes).
     *
     * @return whether it is over
     */
    public boolean isOver() {
        return passes == 2;
    }

    /** Whether another position has the same board, turn, button, passes, komi and histories. */
    @Override
    public boolean equals(@Nullable Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Position)) {
            return false;
        }
        Position that = (Position) other;
        return geometry == that.geometry
                && toMove == that.toMove
                && button == that.button
                && passes == that.passes
                && komi == that.komi
                && Arrays.equals(board, that.board)
                && blackHistory.sameAs(that.blackHistory)
                && whiteHistory.sameAs(that.whiteHistory);
    }

    /** Computed once (racy single-check: every thread computes the same value). */
    @Override
    public int hashCode() {
        int h = hashCode;
        if (h == 0) {
            h = computeHashCode();
            hashCode = h;
        }
        return h;
    }

    private int computeHashCode() {
        int h = Arrays.hashCode(board);
        h = 31 * h + geometry.base;
        h = 31 * h + toMove;
        h = 31 * h + button;
        h = 31 * h + passes;
        h = 31 * h + komi;
        h = 31 * h + blackHistory.contentHash();
        return 31 * h + whiteHistory.contentHash();
    }

    /** The position in notation, for debugging. */
    @Override
    public String toString() {
        return PositionNotation.format(this);
    }
}
