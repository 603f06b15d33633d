package io.github.boardrules.bargo;

import io.github.boardrules.bargo.internal.Codes;
import io.github.boardrules.bargo.internal.Geometry;
import io.github.boardrules.bargo.internal.PositionNotation;
import io.github.boardrules.bargo.internal.PositionSet;
import io.github.boardrules.common.Colour;
import java.util.Arrays;
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
    // The packed position, read directly by the engine in this package. Arrays are never changed
    // after construction, so states share them (a pass or a button turn reuses the board).

    /** The board of this base. */
    final Geometry geometry;
    /** One byte per cell, as {@link Codes} describes. */
    final byte[] board;
    /** The same pieces as two colour bitsets: Black's words, then White's. */
    final long[] stones;
    /** {@link Codes#BLACK} or {@link Codes#WHITE}. */
    final int toMove;
    /** Who holds the button, or {@link Codes#NOBODY}. */
    final int button;
    /** Consecutive passes that ended the last turns, 0..2. */
    final int passes;
    /** The komi, part of the rules. */
    final int komi;
    /** The superko hash: the internal Zobrist keys of the colours on the cells, and the button taken. */
    final long hash;
    /** The XOR of the pieces' stable keys, walls included: the board's part of the search hash. */
    final long pieceHash;
    /** Black's earlier end-of-turn positions. */
    final PositionSet blackHistory;
    /** White's earlier end-of-turn positions. */
    final PositionSet whiteHistory;
    /** The last move as a {@link Codes} last-move code. */
    final int lastMove;

    private int hashCode;

    /**
     * The working memory of the thread whose engine made this state by a move ({@code null} for a
     * state set up otherwise): that thread finds its analysis here without a thread-local look-up.
     * Not part of the state's value; it keeps that thread's analysis alive as long as the state.
     */
    final @Nullable Analysis maker;

    /** The one constructor; {@code maker} is the analysis of the thread whose move made the state, if any. */
    BargoState(
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
            int lastMove,
            @Nullable Analysis maker) {
        this.maker = maker;
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

    /** The superko history of a player. */
    PositionSet history(int player) {
        return player == Codes.BLACK ? blackHistory : whiteHistory;
    }

    /**
     * The rules this state is played under: its board base and komi.
     *
     * @return the rules; {@code Bargo.withRules(state.rules())} is the game of this state
     */
    public BargoRules rules() {
        return BargoRules.of(geometry.base, komi);
    }

    /**
     * The board base N.
     *
     * @return the base
     */
    public int base() {
        return geometry.base;
    }

    /**
     * The player to move (in a finished game, the one who would move next).
     *
     * @return the colour
     */
    public Colour toMove() {
        return colour(toMove);
    }

    /**
     * Who took the button.
     *
     * @return the holder, or empty while the button is untaken
     */
    public Optional<Colour> buttonHolder() {
        return button == Codes.NOBODY ? Optional.empty() : Optional.of(colour(button));
    }

    /**
     * The number of consecutive passes that ended the last turns.
     *
     * @return 0, 1, or 2 once the game has ended
     */
    public int consecutivePasses() {
        return passes;
    }

    /**
     * Whether the game has ended (two successive passes).
     *
     * @return whether it is over
     */
    public boolean isOver() {
        return passes == 2;
    }

    /**
     * The piece on a cell.
     *
     * @param cell a cell of this board
     * @return the piece, or empty when the cell is empty
     * @throws IllegalArgumentException when the cell belongs to a board of another base
     */
    public Optional<BargoPiece> pieceAt(Cell cell) {
        int v = board[index(cell)];
        if (v == 0) {
            return Optional.empty();
        }
        return Optional.of(new BargoPiece(colour(Codes.colour(v)), Direction.values()[Codes.wall(v)]));
    }

    /**
     * The move that led to this state.
     *
     * @return the last move, or empty for a state that was set up (the initial or a parsed position)
     */
    public Optional<BargoMove> lastMove() {
        if (lastMove == Codes.LAST_NONE) {
            return Optional.empty();
        }
        if (lastMove == Codes.LAST_BUTTON) {
            return Optional.of(BargoMove.BUTTON);
        }
        if (lastMove == Codes.LAST_PASS) {
            return Optional.of(BargoMove.PASS);
        }
        return Optional.of(geometry.place(lastMove / Geometry.DIRECTIONS, lastMove % Geometry.DIRECTIONS));
    }

    /**
     * How many distinct end-of-turn positions of a player rule 3c remembers.
     *
     * @param player the player
     * @return the number of positions in that player's history
     */
    public int historySize(Colour player) {
        return history(player == Colour.BLACK ? Codes.BLACK : Codes.WHITE).size();
    }

    private int index(Cell cell) {
        if (cell.base() != geometry.base) {
            throw new IllegalArgumentException(
                    "cell " + cell + " is on a base-" + cell.base() + " board, not base " + geometry.base);
        }
        return cell.index();
    }

    private static Colour colour(int player) {
        return player == Codes.BLACK ? Colour.BLACK : Colour.WHITE;
    }

    /**
     * Whether another object is a state with the same rules, position and history.
     *
     * @param other any object
     * @return whether they are equal
     */
    @Override
    public boolean equals(@Nullable Object other) {
        if (this == other) {
            return true;
        }
        return other instanceof BargoState that
                && geometry == that.geometry
                && toMove == that.toMove
                && button == that.button
                && passes == that.passes
                && komi == that.komi
                && Arrays.equals(board, that.board)
                && blackHistory.sameAs(that.blackHistory)
                && whiteHistory.sameAs(that.whiteHistory);
    }

    /**
     * A hash consistent with {@link #equals}.
     *
     * @return the hash code
     */
    @Override
    public int hashCode() {
        // Computed once; a racy single check is safe since every thread computes the same value.
        int h = hashCode;
        if (h == 0) {
            h = Arrays.hashCode(board);
            h = 31 * h + geometry.base;
            h = 31 * h + toMove;
            h = 31 * h + button;
            h = 31 * h + passes;
            h = 31 * h + komi;
            h = 31 * h + blackHistory.contentHash();
            h = 31 * h + whiteHistory.contentHash();
            hashCode = h;
        }
        return h;
    }

    /**
     * The position in notation, as {@link Bargo#formatPosition} writes it: with its base (the number
     * of rows) and komi.
     *
     * @return the notation
     */
    @Override
    public String toString() {
        return PositionNotation.format(geometry, board, toMove, button, komi, passes);
    }
}
