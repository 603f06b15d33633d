package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.bargo.internal.Position;
import io.github.boardrules.bargo.internal.PositionNotation;
import io.github.boardrules.common.Colour;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A Bargo game state: the pieces with their walls, the player to move, the button, the consecutive
 * passes, and each player's earlier end-of-turn positions (for the superko rule 3c) — and its rules:
 * the board base and the komi, which the position itself records. Every {@link Bargo} method that
 * takes a state answers from these rules, whichever instance it is called on.
 *
 * <p>Immutable and thread-safe. Two states are equal when all of these are equal, rules included;
 * the last move, kept for rendering, is not part of equality. The history is a persistent structure
 * shared with the states before it, so a state costs little more than its board.
 */
public final class BargoState {
    private final Position position;

    BargoState(Position position) {
        this.position = position;
    }

    Position position() {
        return position;
    }

    /**
     * The rules this state is played under: its board base and komi.
     *
     * @return the rules; {@code Bargo.withRules(state.rules())} is the game of this state
     */
    public BargoRules rules() {
        return BargoRules.of(position.base(), position.komi());
    }

    /**
     * The board base N.
     *
     * @return the base
     */
    public int base() {
        return position.base();
    }

    /**
     * The player to move (in a finished game, the one who would move next).
     *
     * @return the colour
     */
    public Colour toMove() {
        return colour(position.toMove());
    }

    /**
     * Who took the button.
     *
     * @return the holder, or empty while the button is untaken
     */
    public Optional<Colour> buttonHolder() {
        return position.button() == Position.NOBODY ? Optional.empty() : Optional.of(colour(position.button()));
    }

    /**
     * The number of consecutive passes that ended the last turns.
     *
     * @return 0, 1, or 2 once the game has ended
     */
    public int consecutivePasses() {
        return position.passes();
    }

    /**
     * Whether the game has ended (two successive passes).
     *
     * @return whether it is over
     */
    public boolean isOver() {
        return position.isOver();
    }

    /**
     * The piece on a cell.
     *
     * @param cell a cell of this board
     * @return the piece, or empty when the cell is empty
     * @throws IllegalArgumentException when the cell belongs to a board of another base
     */
    public Optional<BargoPiece> pieceAt(Cell cell) {
        int index = index(cell);
        int colour = position.colourAt(index);
        if (colour == Position.NOBODY) {
            return Optional.empty();
        }
        return Optional.of(new BargoPiece(colour(colour), Direction.values()[position.wallAt(index)]));
    }

    /**
     * The move that led to this state.
     *
     * @return the last move, or empty for a state that was set up (the initial or a parsed position)
     */
    public Optional<BargoMove> lastMove() {
        int last = position.lastMove();
        if (last == Position.LAST_NONE) {
            return Optional.empty();
        }
        if (last == Position.LAST_BUTTON) {
            return Optional.of(BargoMove.BUTTON);
        }
        if (last == Position.LAST_PASS) {
            return Optional.of(BargoMove.PASS);
        }
        return Optional.of(position.geometry().place(last / Geometry.DIRECTIONS, last % Geometry.DIRECTIONS));
    }

    /**
     * How many distinct end-of-turn positions of a player rule 3c remembers.
     *
     * @param player the player
     * @return the number of positions in that player's history
     */
    public int historySize(Colour player) {
        return position.historySize(player == Colour.BLACK ? Position.BLACK : Position.WHITE);
    }

    private int index(Cell cell) {
        if (cell.base() != position.base()) {
            throw new IllegalArgumentException(
                    "cell " + cell + " is on a base-" + cell.base() + " board, not base " + position.base());
        }
        return cell.index();
    }

    private static Colour colour(int player) {
        return player == Position.BLACK ? Colour.BLACK : Colour.WHITE;
    }

    /**
     * Whether another object is a state with the same rules, position and history.
     *
     * @param other any object
     * @return whether they are equal
     */
    @Override
    public boolean equals(@Nullable Object other) {
        return this == other || (other instanceof BargoState that && position.equals(that.position));
    }

    /**
     * A hash consistent with {@link #equals}.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        return position.hashCode();
    }

    /**
     * The position in notation, as {@link Bargo#formatPosition} writes it: with its base (the number
     * of rows) and komi.
     *
     * @return the notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(position);
    }
}
