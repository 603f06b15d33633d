package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoEndReason;
import io.github.boardrules.baokigogo.BaoSide;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import java.util.List;

/**
 * The end codes a position carries and the statuses they stand for, made once so that reading a
 * status allocates nothing. The codes are also the indexes of the end keys in {@link Zobrist}, so
 * their values are fixed for good.
 */
public final class Outcomes {
    /** The game goes on. */
    public static final byte ONGOING = 0;

    /** The player to move has no seeds: the other player won. */
    public static final byte ALL_CAPTURED = 1;

    /** The player to move has seeds but no legal move: the other player won. */
    public static final byte NO_LEGAL_MOVE = 2;

    /** The position occurred before since the last capture: a draw. */
    public static final byte REPETITION = 3;

    /** The last move was an endless sowing: a draw, or a loss for its mover (Hawalis). */
    public static final byte ENDLESS_SOWING = 4;

    private static final Status WIN_SOUTH_ALL_CAPTURED = win(BaoSide.SOUTH, BaoEndReason.ALL_CAPTURED);
    private static final Status WIN_NORTH_ALL_CAPTURED = win(BaoSide.NORTH, BaoEndReason.ALL_CAPTURED);
    private static final Status WIN_SOUTH_NO_LEGAL_MOVE = win(BaoSide.SOUTH, BaoEndReason.NO_LEGAL_MOVE);
    private static final Status WIN_NORTH_NO_LEGAL_MOVE = win(BaoSide.NORTH, BaoEndReason.NO_LEGAL_MOVE);
    private static final Status WIN_SOUTH_ENDLESS = win(BaoSide.SOUTH, BaoEndReason.ENDLESS_SOWING);
    private static final Status WIN_NORTH_ENDLESS = win(BaoSide.NORTH, BaoEndReason.ENDLESS_SOWING);
    private static final Status DRAW_REPETITION = new Outcome.Draw(BaoEndReason.REPETITION, List.of());
    private static final Status DRAW_ENDLESS = new Outcome.Draw(BaoEndReason.ENDLESS_SOWING, List.of());

    private Outcomes() {}

    private static Status win(BaoSide winner, BaoEndReason reason) {
        return new Outcome.Win(winner, reason, List.of());
    }

    /**
     * The status of a position.
     *
     * @param end the position's end code
     * @param southToMove whether South is to move; in a finished game the mover of the last move is
     *     the other player
     * @param endlessLoses whether an endless sowing loses for its mover (the Hawalis convention)
     * @return the shared status
     */
    public static Status of(byte end, boolean southToMove, boolean endlessLoses) {
        return switch (end) {
            case ONGOING -> Status.ONGOING;
            case ALL_CAPTURED -> southToMove ? WIN_NORTH_ALL_CAPTURED : WIN_SOUTH_ALL_CAPTURED;
            case NO_LEGAL_MOVE -> southToMove ? WIN_NORTH_NO_LEGAL_MOVE : WIN_SOUTH_NO_LEGAL_MOVE;
            case REPETITION -> DRAW_REPETITION;
            // The mover of the endless sowing lost; the turn has passed, so the player to move won.
            default -> endlessLoses ? (southToMove ? WIN_SOUTH_ENDLESS : WIN_NORTH_ENDLESS) : DRAW_ENDLESS;
        };
    }
}
