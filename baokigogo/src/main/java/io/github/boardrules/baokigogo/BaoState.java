package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Layout;
import io.github.boardrules.baokigogo.internal.Position;
import io.github.boardrules.baokigogo.internal.PositionNotation;
import io.github.boardrules.baokigogo.internal.States;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An immutable Bao Kigogo state: the 48 seed counts, the player to move, the seeds each player has
 * captured, whether and how the game ended, the positions since the last capture that the
 * repetition rule needs, and the {@linkplain #rules() rules} the game is played under. Every
 * {@link BaoKigogo} instance judges a state by those rules.
 *
 * <p>States are created by {@link BaoKigogo} only. The history is shared, not copied: each state
 * links to the position before it, back to the last capture (or to the start of the history: the
 * initial or a parsed position), so a move costs one object: the state is its own packed
 * position (the 48 counts in six words).
 *
 * <p>Two states are {@link #equals equal} when their positions, captured counts, end of game,
 * rules and histories since the last capture are equal. The marks of the last move
 * ({@link #lastOrigin()}, {@link #lastHole()}) are display information and take no part in
 * equality.
 */
public final class BaoState extends Position {
    static {
        States.install(BaoState::new);
    }

    @SuppressWarnings("ParameterNumber")
    private BaoState(
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
        super(
                rules,
                s0,
                s1,
                s2,
                n0,
                n1,
                n2,
                southToMove,
                capturedBySouth,
                capturedByNorth,
                moves,
                previous,
                end,
                lastOrigin,
                lastEnd);
    }

    /** The packed position: this state itself. */
    BaoState position() {
        return this;
    }

    /** The Zobrist hash of the counts and the player to move. */
    long hash() {
        return States.hash(this);
    }

    /**
     * The rules this state is played under: those of the instance that made its history's first
     * state (the initial state or a parsed position).
     *
     * @return the rules
     */
    public BaoRules rules() {
        return States.rules(this);
    }

    /**
     * The player to move (in a finished game, the player who would move next).
     *
     * @return the player to move
     */
    public BaoSide toMove() {
        return States.southToMove(this) ? BaoSide.SOUTH : BaoSide.NORTH;
    }

    /**
     * The seeds in a hole.
     *
     * @param hole the hole
     * @return its seed count, 0..92
     */
    public int seeds(Hole hole) {
        return States.seeds(this, Layout.slot(hole));
    }

    /**
     * The seeds on a side's two rows.
     *
     * @param side the side
     * @return the sum of its 24 holes
     */
    public int seedsOn(BaoSide side) {
        return States.seedsOn(this, side == BaoSide.SOUTH);
    }

    /**
     * The seeds a side has captured so far.
     *
     * @param side the capturing side
     * @return the seeds it captured
     */
    public int captured(BaoSide side) {
        return States.captured(this, side == BaoSide.SOUTH);
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
        return mark(States.lastOrigin(this));
    }

    /**
     * The hole the last move ended in (where its last seed landed), for display.
     *
     * @return the last hole; empty for a history's first state and after an endless sowing
     */
    public Optional<Hole> lastHole() {
        return mark(States.lastEnd(this));
    }

    private static Optional<Hole> mark(int slot) {
        return slot < 0 ? Optional.empty() : Optional.of(Layout.hole(slot));
    }

    /**
     * The number of positions in the repetition history: the positions since the last capture (or
     * since the start of the history), this one included.
     *
     * @return at least 1
     */
    public int historySize() {
        return States.historySize(this);
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
        return this == o || (o instanceof BaoState && super.equals(o));
    }

    /**
     * A hash code consistent with {@link #equals}.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return super.hashCode();
    }

    /**
     * The position in notation, as {@link BaoKigogo#formatPosition} writes it.
     *
     * @return the notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(this);
    }
}
