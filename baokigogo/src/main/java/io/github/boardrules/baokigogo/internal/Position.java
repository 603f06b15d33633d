package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoRules;
import org.jspecify.annotations.Nullable;

/**
 * A Bao Kigogo position as the {@link Engine} works on it, packed: the 48 seed counts in
 * {@linkplain Layout ring order}, one byte each, eight to a {@code long} (South's ring in
 * {@code s0..s2}, North's in {@code n0..n2}, ring position {@code k} in byte {@code k % 8} of word
 * {@code k / 8}; a count never exceeds 92, so whole-word additions never carry between holes), the
 * player to move, the seeds each side captured, the legal moves of the player to move as a 24-bit
 * mask of ring positions, the link to the position before it (back to the last capture, for the
 * repetition rule), how the game ended, the marks of the last move and the rules the game is played
 * under.
 *
 * <p>Positions never change after construction, so they share their histories freely: a move
 * costs one new object and nothing else.
 *
 * <p>Two positions are equal when their counts, player to move, captures, end of game, rules and
 * histories since the last capture are equal; the marks of the last move are display information
 * and take no part in equality.
 */
public abstract class Position {
    static final byte ONGOING = 0;
    static final byte ALL_CAPTURED = 1;
    static final byte NO_LEGAL_MOVE = 2;
    static final byte REPETITION = 3;
    static final byte ENDLESS_SOWING = 4;

    /** The mark of a history's first position: no move led to it. */
    static final int NO_MARK = -1;

    final BaoRules rules;

    /** South's ring positions 0..7, 8..15 and 16..23, one byte each. */
    final long s0;

    final long s1;
    final long s2;

    /** North's ring positions 0..7, 8..15 and 16..23, one byte each. */
    final long n0;

    final long n1;
    final long n2;

    final boolean southToMove;
    /** Seeds captured by South and by North, at most 92 each. */
    final byte capturedBySouth;

    final byte capturedByNorth;

    /** The legal moves of the player to move: bit {@code k} for ring position {@code k}; 0 when over. */
    final int moves;

    final @Nullable Position previous;

    /** The position two moves back, with the same player to move: the next repetition candidate. */
    final @Nullable Position sameMover;

    /**
     * A 64-bit Bloom filter (one bit per position, see {@link #seenBit}) of this position and the
     * positions of its history with the same player to move: every second one back to the last
     * capture. A clear bit proves that a new position is no repetition without walking the history.
     * Random games average under 8 positions since the last capture, so 64 bits rule out almost
     * every walk.
     */
    final long seen;

    final int historySize;
    final byte end;
    final byte lastOrigin;
    final byte lastEnd;

    /**
     * Fills in a position; only {@code BaoState}, the one subclass, calls it, through
     * {@link States#maker}.
     */
    @SuppressWarnings("ParameterNumber")
    protected Position(
            BaoRules rules,
            long s0,
            long s1,
            long s2,
            long n0,
            long n1,
            long n2,
            boolean southToMove,
            int capturedBySouth,
            int capturedByNorth,
            int moves,
            @Nullable Position previous,
            byte end,
            int lastOrigin,
            int lastEnd) {
        this.rules = rules;
        this.s0 = s0;
        this.s1 = s1;
        this.s2 = s2;
        this.n0 = n0;
        this.n1 = n1;
        this.n2 = n2;
        this.southToMove = southToMove;
        this.capturedBySouth = (byte) capturedBySouth;
        this.capturedByNorth = (byte) capturedByNorth;
        this.moves = moves;
        this.previous = previous;
        int bit = seenBit(s0, s1, s2, n0, n1, n2);
        @Nullable Position same = previous == null ? null : previous.previous;
        this.sameMover = same;
        this.seen = (same == null ? 0 : same.seen) | 1L << bit;
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
    BaoRules rules() {
        return rules;
    }

    /**
     * Whether South is to move (in a finished game, would move next).
     *
     * @return {@code true} for South
     */
    boolean southToMove() {
        return southToMove;
    }

    /**
     * The seeds in a slot.
     *
     * @param slot a slot in ring order
     * @return its count, 0..92
     */
    int seeds(int slot) {
        return (int) (word(slot >>> 3) >>> ((slot & 7) << 3)) & 0xFF;
    }

    /** Word {@code i} of the board: 0..2 South's ring, 3..5 North's. */
    private long word(int i) {
        return switch (i) {
            case 0 -> s0;
            case 1 -> s1;
            case 2 -> s2;
            case 3 -> n0;
            case 4 -> n1;
            default -> n2;
        };
    }

    /**
     * The seeds on one side's 24 holes.
     *
     * @param south whether the side is South
     * @return their sum
     */
    int seedsOn(boolean south) {
        int base = Layout.base(south);
        int sum = 0;
        for (int i = base; i < base + Layout.RING; i++) {
            sum += seeds(i);
        }
        return sum;
    }

    /**
     * The seeds a side has captured.
     *
     * @param south whether the side is South
     * @return the seeds it captured
     */
    int captured(boolean south) {
        return south ? capturedBySouth : capturedByNorth;
    }

    /**
     * The slot the last move started from.
     *
     * @return the slot, or {@link #NO_MARK} for a history's first position
     */
    int lastOrigin() {
        return lastOrigin;
    }

    /**
     * The slot the last move ended in.
     *
     * @return the slot, or {@link #NO_MARK} for a history's first position and after an endless
     *     sowing
     */
    int lastEnd() {
        return lastEnd;
    }

    /**
     * The positions in the repetition history, this one included.
     *
     * @return at least 1
     */
    int historySize() {
        return historySize;
    }

    /**
     * The Zobrist hash of the counts and the player to move, computed when asked (moves need no
     * hash: repetitions are found by comparing the six packed words).
     *
     * @return the hash
     */
    long hash() {
        return Zobrist.board(this);
    }

    /**
     * The bit of a board in the {@linkplain #seen seen} filters: six bits of a multiplicative
     * hash of the six words.
     */
    @SuppressWarnings("ParameterNumber")
    static int seenBit(long s0, long s1, long s2, long n0, long n1, long n2) {
        long h = s0 * 0x9E3779B97F4A7C15L
                ^ s1 * 0xC2B2AE3D27D4EB4FL
                ^ s2 * 0x165667B19E3779F9L
                ^ n0 * 0xD6E8FEB86659FD93L
                ^ n1 * 0xFF51AFD7ED558CCDL
                ^ n2 * 0xC4CEB9FE1A85EC53L;
        return (int) ((h ^ h >>> 29) * 0xBF58476D1CE4E5B9L >>> 58);
    }

    /** Same counts and same player to move. */
    boolean samePosition(Position other) {
        return sameCounts(other) && southToMove == other.southToMove;
    }

    /** Same 48 counts. */
    boolean sameCounts(Position other) {
        return s0 == other.s0 && s1 == other.s1 && s2 == other.s2 && n0 == other.n0 && n1 == other.n1 && n2 == other.n2;
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
        long h = hash() * 31 + historySize;
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
