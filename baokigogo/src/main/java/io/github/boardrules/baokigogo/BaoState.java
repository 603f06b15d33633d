package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Diagram;
import io.github.boardrules.baokigogo.internal.Layout;
import io.github.boardrules.baokigogo.internal.PositionNotation;
import io.github.boardrules.baokigogo.internal.SeenFilter;
import io.github.boardrules.baokigogo.internal.Zobrist;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable Bao Kigogo state: the 48 seed counts, the player to move, the seeds each player has
 * captured, whether and how the game ended, the positions since the last capture that the
 * repetition rule needs, and the {@linkplain #rules() rules} the game is played under. Every
 * {@link BaoKigogo} instance judges a state by those rules.
 *
 * <p>States are created by {@link BaoKigogo} only. The history is shared, not copied: each state
 * links to the state before it, back to the last capture (or to the start of the history: the
 * initial or a parsed position), so a move costs one object, which holds the 48 counts packed in
 * six words.
 *
 * <p>Two states are {@link #equals equal} when their positions, captured counts, end of game,
 * rules and histories since the last capture are equal. The marks of the last move
 * ({@link #lastOrigin()}, {@link #lastHole()}) are display information and take no part in
 * equality.
 */
public final class BaoState {
    /** The rules of the history's first state. */
    final BaoRules rules;

    /**
     * South's ring positions 0..7, 8..15 and 16..23 in {@linkplain Layout ring order}, one byte
     * each (ring position {@code k} in byte {@code k % 8}); a count never exceeds 92, so whole-word
     * additions never carry between holes.
     */
    final long s0;

    final long s1;
    final long s2;

    /** North's ring positions 0..7, 8..15 and 16..23, as South's. */
    final long n0;

    final long n1;
    final long n2;

    final boolean southToMove;

    /** Seeds captured by South and by North, at most 92 each. */
    final byte capturedBySouth;

    final byte capturedByNorth;

    /** The legal moves of the player to move: bit {@code k} for ring position {@code k}; 0 when over. */
    final int moves;

    /** The state before, back to the last capture; {@code null} for a history's first state. */
    final @Nullable BaoState previous;

    /** The state two moves back, with the same player to move: the next repetition candidate. */
    final @Nullable BaoState sameMover;

    /**
     * The {@linkplain SeenFilter seen filter} of this board and the boards of its history with the
     * same player to move.
     */
    final long seen;

    final int historySize;

    /** How the game ended: a code of {@code internal.Outcomes}. */
    final byte end;

    /** The slot the last move started from; {@link Diagram#NO_MARK} for a history's first state. */
    final byte lastOrigin;

    /** The slot the last move ended in; {@link Diagram#NO_MARK} also after an endless sowing. */
    final byte lastEnd;

    /**
     * Fills in a state; the repetition links and filter follow from {@code previous}. Every state is
     * made here, by {@link Engine}.
     */
    @SuppressWarnings("ParameterNumber")
    BaoState(
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
            @Nullable BaoState previous,
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
        @Nullable BaoState same = previous == null ? null : previous.previous;
        this.sameMover = same;
        this.seen = (same == null ? 0 : same.seen) | 1L << SeenFilter.bit(s0, s1, s2, n0, n1, n2);
        this.historySize = previous == null ? 1 : previous.historySize + 1;
        this.end = end;
        this.lastOrigin = (byte) lastOrigin;
        this.lastEnd = (byte) lastEnd;
    }

    /**
     * The rules this state is played under: those of the instance that made its history's first
     * state (the initial state or a parsed position).
     *
     * @return the rules
     */
    public BaoRules rules() {
        return rules;
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
        return seeds(Layout.slot(hole));
    }

    /** The seeds in a slot of {@link Layout}'s ring order, 0..92. */
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
     * The seeds on a side's two rows.
     *
     * @param side the side
     * @return the sum of its 24 holes
     */
    public int seedsOn(BaoSide side) {
        int base = Layout.base(side == BaoSide.SOUTH);
        int sum = 0;
        for (int slot = base; slot < base + Layout.RING; slot++) {
            sum += seeds(slot);
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
     * The move that led to this state.
     *
     * @return the last move; empty for a history's first state
     */
    public Optional<BaoMove> lastMove() {
        return lastOrigin().map(BaoMove::sow);
    }

    /**
     * The hole the last move started from, for display.
     *
     * @return the origin of the move that produced this state; empty for a history's first state
     */
    public Optional<Hole> lastOrigin() {
        return mark(lastOrigin);
    }

    /**
     * The hole the last move ended in (where its last seed landed), for display.
     *
     * @return the last hole; empty for a history's first state and after an endless sowing
     */
    public Optional<Hole> lastHole() {
        return mark(lastEnd);
    }

    private static Optional<Hole> mark(int slot) {
        return slot == Diagram.NO_MARK ? Optional.empty() : Optional.of(Layout.hole(slot));
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

    /**
     * The Zobrist hash of the counts and the player to move, computed when asked: moves need no
     * hash, as repetitions are found by comparing the six packed words.
     */
    long hash() {
        long h = southToMove ? 0 : Zobrist.northToMove();
        return h
                ^ Zobrist.word(s0, 0)
                ^ Zobrist.word(s1, 8)
                ^ Zobrist.word(s2, 16)
                ^ Zobrist.word(n0, Layout.RING)
                ^ Zobrist.word(n1, Layout.RING + 8)
                ^ Zobrist.word(n2, Layout.RING + 16);
    }

    /** Same 48 counts and same player to move. */
    boolean samePosition(BaoState other) {
        return s0 == other.s0
                && s1 == other.s1
                && s2 == other.s2
                && n0 == other.n0
                && n1 == other.n1
                && n2 == other.n2
                && southToMove == other.southToMove;
    }

    /** What the notation and the drawings show of this state. */
    Diagram diagram() {
        byte[] seeds = new byte[Layout.HOLES];
        for (int slot = 0; slot < Layout.HOLES; slot++) {
            seeds[slot] = (byte) seeds(slot);
        }
        return new Diagram(seeds, southToMove, capturedBySouth, capturedByNorth, lastOrigin, lastEnd);
    }

    /**
     * Whether another object is a state with the same position, captures, end of game, rules and
     * history since the last capture.
     *
     * @param o another object
     * @return whether it is an equal state
     */
    @Override
    public boolean equals(@Nullable Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof BaoState other)) {
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
        // Histories of equal length: compare them state by state until they meet.
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

    /**
     * A hash code consistent with {@link #equals}.
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
     * The position in notation, as {@link BaoKigogo#formatPosition} writes it.
     *
     * @return the notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(diagram());
    }
}
