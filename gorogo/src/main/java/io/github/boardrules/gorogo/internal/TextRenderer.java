package io.github.boardrules.gorogo.internal;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;

/**
 * Draws a GoRoGo position as a plain-text board for terminals; also words the hand and turn lines
 * the {@link SvgRenderer} shows.
 */
public final class TextRenderer {
    private TextRenderer() {}

    /**
     * Draws a position: the board with rank and file labels, both hands and captures, the last move
     * and the status.
     *
     * @param position the position
     * @param status its status, for the last line
     * @return the drawing, lines ending in {@code \n}
     */
    public static String render(Position position, Status status) {
        StringBuilder out = new StringBuilder(200);
        for (int rank = 5; rank >= 1; rank--) {
            out.append(rank).append(' ');
            for (int file = 0; file < 5; file++) {
                out.append(' ').append(letter(position, (rank - 1) * 5 + file));
            }
            out.append('\n');
        }
        out.append("   a b c d e\n");
        out.append("Black ").append(hand(position, true));
        out.append("; White ").append(hand(position, false)).append('\n');
        int last = Position.lastMove(position.info());
        if (last != Position.NO_MOVE) {
            out.append("last move ").append(MoveTable.ofCode(last).notation()).append("; ");
        }
        out.append(status instanceof Outcome ? "result " + status.notation() : turn(position));
        return out.append('\n').toString();
    }

    /** What stands on a point: {@code B}, {@code W}, {@code H} or {@code .} for empty. */
    static char letter(Position position, int index) {
        return ".BWH".charAt(PositionNotation.occupant(position, index));
    }

    /** A player's hand and captures, e.g. {@code 4/2 in hand, captured 1}. */
    static String hand(Position position, boolean ofBlack) {
        return position.pieces(ofBlack) + "/" + position.hengeInHand(ofBlack) + " in hand, captured "
                + position.captures(ofBlack);
    }

    /** Whose turn it is in a game that goes on. */
    static String turn(Position position) {
        if (position.isSetupPhase()) {
            return "White to place the neutral Henge";
        }
        return (position.toMove() == Colour.BLACK ? "Black" : "White") + " to move";
    }
}
