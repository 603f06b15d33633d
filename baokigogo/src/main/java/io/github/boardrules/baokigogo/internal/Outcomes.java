package io.github.boardrules.baokigogo.internal;

import io.github.boardrules.baokigogo.BaoEndReason;
import io.github.boardrules.baokigogo.BaoSide;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import java.util.List;

/** The statuses a position can have, made once so that {@link Engine#status} allocates nothing. */
final class Outcomes {
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
     */
    static Status of(byte end, boolean southToMove, boolean endlessLoses) {
        return switch (end) {
            case Position.ONGOING -> Status.ONGOING;
            case Position.ALL_CAPTURED -> southToMove ? WIN_NORTH_ALL_CAPTURED : WIN_SOUTH_ALL_CAPTURED;
            case Position.NO_LEGAL_MOVE -> southToMove ? WIN_NORTH_NO_LEGAL_MOVE : WIN_SOUTH_NO_LEGAL_MOVE;
            case Position.REPETITION -> DRAW_REPETITION;
            // The mover of the endless sowing lost; the turn has passed, so the player to move won.
            default -> endlessLoses ? (southToMove ? WIN_SOUTH_ENDLESS : WIN_NORTH_ENDLESS) : DRAW_ENDLESS;
        };
    }
}
