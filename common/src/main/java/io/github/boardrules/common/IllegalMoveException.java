package io.github.boardrules.common;

import java.util.Objects;

/**
 * Thrown by {@link Game#apply} when a move is not legal in the given state. The state passed in is
 * never changed. The {@linkplain #reason() reason} is typed, so callers can react to it without
 * parsing the message.
 */
public final class IllegalMoveException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Why the move was refused (not serialized: reasons are enums of the game modules). */
    private final transient IllegalMoveReason reason;
    /** The refused move in notation. */
    private final String move;

    /**
     * Creates the exception.
     *
     * @param reason why the move is illegal
     * @param move the move in notation
     * @param detail a sentence about this particular case, e.g. which cell is occupied
     */
    public IllegalMoveException(IllegalMoveReason reason, String move, String detail) {
        super(reason.code() + ": " + detail);
        this.reason = Objects.requireNonNull(reason, "reason");
        this.move = Objects.requireNonNull(move, "move");
    }

    /**
     * Creates the exception with the reason's own description as detail.
     *
     * @param reason why the move is illegal
     * @param move the move in notation
     */
    public IllegalMoveException(IllegalMoveReason reason, String move) {
        this(reason, move, reason.description());
    }

    /**
     * Why the move is illegal.
     *
     * @return the reason
     */
    public IllegalMoveReason reason() {
        return reason;
    }

    /**
     * The refused move in the game's notation.
     *
     * @return the move
     */
    public String move() {
        return move;
    }
}
