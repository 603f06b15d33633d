package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Layout;
import java.util.Arrays;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable Bao Kigogo state: the 48 seed counts, the player to move, the seeds each player has
 * captured, whether and how the game ended, and the positions since the last capture that the
 * repetition rule needs.
 *
 * <p>States are created by {@link BaoKigogo} only. The history is shared, not copied: each state
 * links to the state before it, back to the last capture (or to the start of the history: the
 * initial or a parsed position), so a move costs one new state object and one 48-byte board.
 *
 * <p>Two states are {@link #equals equal} when their positions, captured counts, end of game and
 * histories since the last capture are equal. The marks of the last move ({@link #lastOrigin()},
 * {@link #lastHole()}) are display information and take no part in equality.
 */
public final class BaoState {
    static final byte ONGOING = 0;
    static final byte ALL_CAPTURED = 1;
    static final byte NO_LEGAL_MOVE = 2;
    static final byte REPETITION = 3;
    static final byte ENDLESS_SOWING = 4;

    /** Seed counts in ring order (see the internal layout); never changed after construction. */
    final byte[] board;

    final boolean southToMove;
    final int capturedBySouth;
    final int capturedByNorth;
    final long hash;
    final @Nullable BaoState previous;
    final int historySize;
    final byte end;
    final byte lastOrigin;
    final byte lastEnd;

    @SuppressWarnings("ParameterNumber")
    BaoState(
            byte[] board,
            boolean southToMove,
            int capturedBySouth,
            int capturedByNorth,
            long hash,
            @Nullable BaoState previous,
            byte end,
            int lastOrigin,
            int lastEnd) {
        this.board = board;
        this.southToMove = southToMove;
        this.capturedBySouth = capturedBySouth;
        this.capturedByNorth = capturedByNorth;
        this.hash = hash;
        this.previous = previous;
        this.historySize = previous == null ? 1 : previous.historySize + 1;
        this.end = end;
        this.lastOrigin = (byte) lastOrigin;
        this.lastEnd = (byte) lastEnd;
    }

    /**
     * The player to move (in a finished game, the player who would move next).
     *
     * @return the player to move
     */
    public BaoSide toMove() {
        return southToMove ? BaoSide.SOUTH : BaoSide.NORTH;
    }

    /**
     * The seeds in a hole.
     *
     * @param hole the hole
     * @return its seed count, 0..92
     */
    public int seeds(Hole hole) {
        return board[Layout.slot((hole.rank() - 1) * Hole.FILES + hole.file())];
    }

    /**
     * The seeds on a side's two rows.
     *
     * @param side the side
     * @return the sum of its 24 holes
     */
    public int seedsOn(BaoSide side) {
        int base = Layout.base(side == BaoSide.SOUTH);
        int sum = 0;
        for (int i = base; i < base + Layout.RING; i++) {
            sum += board[i];
        }
        return sum;
    }

    /**
     * The seeds a side has captured so far.
     *
     * @param side the capturing side
     * @return the seeds it captured
     */
    public int captured(BaoSide side) {
        return side == BaoSide.SOUTH ? capturedBySouth : capturedByNorth;
    }

    /**
     * The hole the last move started from, for display.
     *
     * @return the origin of the move that produced this state; empty for a history's first state
     */
    public Optional<Hole> lastOrigin() {
        return lastOrigin < 0 ? Optional.empty() : Optional.of(holeAt(lastOrigin));
    }

    /**
     * The hole the last move ended in (where its last seed landed), for display.
     *
     * @return the last hole; empty for a history's first state and after an endless sowing
     */
    public Optional<Hole> lastHole() {
        return lastEnd < 0 ? Optional.empty() : Optional.of(holeAt(lastEnd));
    }

    /**
     * The number of positions in the repetition history: the positions since the last capture (or
     * since the start of the history), this one included.
     *
     * @return at least 1
     */
    public int historySize() {
        return historySize;
    }

    static Hole holeAt(int slot) {
        int square = Layout.square(slot);
        return Hole.of(square % Hole.FILES, square / Hole.FILES + 1);
    }

    /** Same counts and same player to move. */
    boolean samePosition(BaoState other) {
        return hash == other.hash && southToMove == other.southToMove && Arrays.equals(board, other.board);
    }

    @Override
    public boolean equals(@Nullable Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof BaoState)) {
            return false;
        }
        BaoState other = (BaoState) o;
        if (!samePosition(other)
                || capturedBySouth != other.capturedBySouth
                || capturedByNorth != other.capturedByNorth
                || end != other.end
                || historySize != other.historySize) {
            return false;
        }
        BaoState a = previous;
        BaoState b = other.previous;
        while (a != null && b != null) {
            if (a == b) {
                return true;
            }
            if (!a.samePosition(b)) {
                return false;
            }
            a = a.previous;
            b = b.previous;
        }
        return a == null && b == null;
    }

    @Override
    public int hashCode() {
        long h = hash * 31 + historySize;
        h = h * 31 + end;
        h = h * 31 + capturedBySouth * 97L + capturedByNorth;
        return Long.hashCode(h);
    }

    @Override
    public String toString() {
        return BaoKigogo.standard().formatPosition(this);
    }
}
