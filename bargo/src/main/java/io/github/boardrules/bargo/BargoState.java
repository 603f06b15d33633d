package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.bargo.internal.Position;
import io.github.boardrules.bargo.internal.PositionNotation;
import io.github.boardrules.common.Colour;
import java.util.Optional;

/**
 * A Bargo game state: the pieces with their walls, the player to move, the button, the komi, the
 * consecutive passes, and each player's earlier end-of-turn positions (for the superko rule 3c).
 * Immutable and thread-safe. Two states are equal when all of these are equal; the last move, kept
 * for rendering, is not part of equality. The history is a persistent structure shared with the
 * states before it, so a state costs little more than its board.
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
     * The rules of this state: its board base and komi.
     *
     * @return the rules
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
        return position.geometry().index(cell);
    }

    static Colour colour(int player) {
        return player == Position.BLACK ? Colour.BLACK : Colour.WHITE;
    }

    @Override
    public boolean equals(Object other) {
        return this == other || other instanceof BargoState && position.equals(((BargoState) other).position);
    }

    @Override
    public int hashCode() {
        return position.hashCode();
    }

    /**
     * The position in notation, as {@link Bargo#formatPosition} writes it.
     *
     * @return the notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(position);
    }
}
