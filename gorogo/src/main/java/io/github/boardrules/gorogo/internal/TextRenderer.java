package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import io.github.boardrules.gorogo.GoRoGoState;
import io.github.boardrules.gorogo.Occupant;
import io.github.boardrules.gorogo.Point;

/**
 * Draws a GoRoGo state as a plain-text board for terminals; also words the hand and turn lines the
 * {@link SvgRenderer} shows.
 */
public final class TextRenderer {
    private TextRenderer() {}

    /**
     * Draws a state: the board with rank and file labels, both hands and captures, the last move and
     * the status.
     *
     * @param state the state
     * @param status its status, for the last line
     * @return the drawing, lines ending in {@code \n}
     */
    public static String render(GoRoGoState state, Status status) {
        StringBuilder out = new StringBuilder(200);
        for (int rank = 5; rank >= 1; rank--) {
            out.append(rank).append(' ');
            for (int file = 0; file < 5; file++) {
                out.append(' ').append(letter(state.occupant(Point.of(file, rank))));
            }
            out.append('\n');
        }
        out.append("   a b c d e\n");
        out.append("Black ").append(hand(state, Colour.BLACK));
        out.append("; White ").append(hand(state, Colour.WHITE)).append('\n');
        state.lastMove()
                .ifPresent(
                        move -> out.append("last move ").append(move.notation()).append("; "));
        out.append(status instanceof Outcome ? "result " + status.notation() : turn(state));
        return out.append('\n').toString();
    }

    private static char letter(Occupant occupant) {
        return switch (occupant) {
            case EMPTY -> '.';
            case BLACK -> 'B';
            case WHITE -> 'W';
            case HENGE -> 'H';
        };
    }

    /** A player's hand and captures, e.g. {@code 4/2 in hand, captured 1}. */
    static String hand(GoRoGoState state, Colour colour) {
        return state.piecesInHand(colour) + "/" + state.hengeInHand(colour) + " in hand, captured "
                + state.captures(colour);
    }

    /** Whose turn it is in a game that goes on. */
    static String turn(GoRoGoState state) {
        if (state.isSetupPhase()) {
            return "White to place the neutral Henge";
        }
        return (state.toMove() == Colour.BLACK ? "Black" : "White") + " to move";
    }
}
