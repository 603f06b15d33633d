package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoRules;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A Bao Kigogo position as the {@link Engine} works on it, packed: the 48 seed counts in
 * {@linkplain Layout ring order}, the player to move, the seeds each side captured, a Zobrist hash,
 * the link to the position before it (back to the last capture, for the repetition rule), how the
 * game ended, the marks of the last move and the rules the game is played under.
 *
 * <p>Positions never change after construction, so they share their boards and histories freely: a
 * move costs one new position and one 48-byte board.
 *
 * <p>Two positions are equal when their counts, player to move, captures, end of game, rules and
 * histories since the last capture are equal; the marks of the last move are display information
 * and take no part in equality.
 */
public final class Position {
    static final byte ONGOING = 0;
    static final byte ALL_CAPTURED = 1;
    static final byte NO_LEGAL_MOVE = 2;
    static final byte REPETITION = 3;
    static final byte ENDLESS_SOWING = 4;

    /** The mark of a history's first position: no move led to it. */
    public static final int NO_MARK = -1;

    final BaoRules rules;

    /** Seed counts in ring order; never changed after construction. */
    final byte[] board;

    final boolean southToMove;
    final int capturedBySouth;
    final int capturedByNorth;
    final long hash;
    final @Nullable Position previous;
    final int historySize;
    final byte end;
    final byte lastOrigin;
    final byte lastEnd;

    @SuppressWarnings("ParameterNumber")
    Position(
            BaoRules rules,
            byte[] board,
            boolean southToMove,
            int capturedBySouth,
            int capturedByNorth,
            long hash,
            @Nullable Position previous,
            byte end,
            int lastOrigin,
            int lastEnd) {
        this.rules = rules;
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
     * The rules the game is played under.
     *
     * @return the rules
     */
    public BaoRules rules() {
        return rules;
    }

    /**
     * Whether South is to move (in a finished game, would move next).
     *
     * @return {@code true} for South
     */
    public boolean southToMove() {
        return southToMove;
    }

    /**
     * The seeds in a slot.
     *
     * @param slot a slot in ring order
     * @return its count, 0..92
     */
    public int seeds(int slot) {
        return board[slot];
    }

    /**
     * The seeds on one side's 24 holes.
     *
     * @param south whether the side is South
     * @return their sum
     */
    public int seedsOn(boolean south) {
        int base = Layout.base(south);
        int sum = 0;
        for (int i = base; i < base + Layout.RING; i++) {
            sum += board[i];
        }
        return sum;
    }

    /**
     * The seeds a side has captured.
     *
     * @param south whether the side is South
     * @return the seeds it captured
     */
    public int captured(boolean south) {
        return south ? capturedBySouth : capturedByNorth;
    }

    /**
     * The slot the last move started from.
     *
     * @return the slot, or {@link #NO_MARK} for a history's first position
     */
    public int lastOrigin() {
        return lastOrigin;
    }

    /**
     * The slot the last move ended in.
     *
     * @return the slot, or {@link #NO_MARK} for a history's first position and after an endless
     *     sowing
     */
    public int lastEnd() {
        return lastEnd;
    }

    /**
     * The positions in the repetition history, this one included.
     *
     * @return at least 1
     */
    public int historySize() {
        return historySize;
    }

    /**
     * The Zobrist hash of the counts and the player to move.
     *
     * @return the hash
     */
    public long hash() {
        return hash;
    }

    /** Same counts and same player to move. */
    boolean samePosition(Position other) {
        return hash == other.hash && southToMove == other.southToMove && Arrays.equals(board, other.board);
    }

    /**
     * Whether another object is an equal position: same counts, player to move, captures, end,
     * rules and history since the last capture (see the class description).
     *
     * @param o another object
     * @return whether it is equal
     */
    @Override
    public boolean equals(@Nullable Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Position other)) {
            return false;
        }
        if (!samePosition(other)
                || capturedBySouth != other.capturedBySouth
                || capturedByNorth != other.capturedByNorth
                || end != other.end
                || historySize != other.historySize
                || !rules.equals(other.rules)) {
            return false;
        }
        // Histories of equal length: compare them position by position until they meet.
        Position a = previous;
        Position b = other.previous;
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

    /**
     * A hash code consistent with {@link #equals}, from the Zobrist hash and the other fields.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        long h = hash * 31 + historySize;
        h = h * 31 + end;
        h = h * 31 + capturedBySouth * 97L + capturedByNorth;
        return Long.hashCode(h) * 31 + rules.hashCode();
    }

    /**
     * The position in notation.
     *
     * @return the canonical notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(this);
    }
}
