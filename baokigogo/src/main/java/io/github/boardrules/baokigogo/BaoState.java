package io.github.boardrules.baokigogo;

import io.github.boardrules.baokigogo.internal.Layout;
import io.github.boardrules.baokigogo.internal.Position;
import io.github.boardrules.baokigogo.internal.PositionNotation;
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
 * initial or a parsed position), so a move costs two small objects: this state and its packed
 * position (the 48 counts in six words).
 *
 * <p>Two states are {@link #equals equal} when their positions, captured counts, end of game,
 * rules and histories since the last capture are equal. The marks of the last move
 * ({@link #lastOrigin()}, {@link #lastHole()}) are display information and take no part in
 * equality.
 */
public final class BaoState {
    private final Position position;

    BaoState(Position position) {
        this.position = position;
    }

    Position position() {
        return position;
    }

    /**
     * The rules this state is played under: those of the instance that made its history's first
     * state (the initial state or a parsed position).
     *
     * @return the rules
     */
    public BaoRules rules() {
        return position.rules();
    }

    /**
     * The player to move (in a finished game, the player who would move next).
     *
     * @return the player to move
     */
    public BaoSide toMove() {
        return position.southToMove() ? BaoSide.SOUTH : BaoSide.NORTH;
    }

    /**
     * The seeds in a hole.
     *
     * @param hole the hole
     * @return its seed count, 0..92
     */
    public int seeds(Hole hole) {
        return position.seeds(Layout.slot(hole));
    }

    /**
     * The seeds on a side's two rows.
     *
     * @param side the side
     * @return the sum of its 24 holes
     */
    public int seedsOn(BaoSide side) {
        return position.seedsOn(side == BaoSide.SOUTH);
    }

    /**
     * The seeds a side has captured so far.
     *
     * @param side the capturing side
     * @return the seeds it captured
     */
    public int captured(BaoSide side) {
        return position.captured(side == BaoSide.SOUTH);
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
        return mark(position.lastOrigin());
    }

    /**
     * The hole the last move ended in (where its last seed landed), for display.
     *
     * @return the last hole; empty for a history's first state and after an endless sowing
     */
    public Optional<Hole> lastHole() {
        return mark(position.lastEnd());
    }

    private static Optional<Hole> mark(int slot) {
        return slot == Position.NO_MARK ? Optional.empty() : Optional.of(Layout.hole(slot));
    }

    /**
     * The number of positions in the repetition history: the positions since the last capture (or
     * since the start of the history), this one included.
     *
     * @return at least 1
     */
    public int historySize() {
        return position.historySize();
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
        return this == o || (o instanceof BaoState other && position.equals(other.position));
    }

    /**
     * A hash code consistent with {@link #equals}.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return position.hashCode();
    }

    /**
     * The position in notation, as {@link BaoKigogo#formatPosition} writes it.
     *
     * @return the notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(position);
    }
}
