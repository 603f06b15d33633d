package io.github.boardrules.gorogo;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;

/** Draws a GoRoGo state as a plain-text board for terminals. */
final class TextRenderer {
    private TextRenderer() {}

    static String render(GoRoGoState state, Status status) {
        StringBuilder out = new StringBuilder(200);
        for (int rank = 5; rank >= 1; rank--) {
            out.append(rank).append(' ');
            for (int file = 0; file < 5; file++) {
                out.append(' ')
                        .append(".BWH"
                                .charAt(state.occupant(Point.at(file, rank)).ordinal()));
            }
            out.append('\n');
        }
        out.append("   a b c d e\n");
        out.append("Black ")
                .append(state.piecesInHand(Colour.BLACK))
                .append('/')
                .append(state.hengeInHand(Colour.BLACK))
                .append(" in hand, captured ")
                .append(state.captures(Colour.BLACK))
                .append("; White ")
                .append(state.piecesInHand(Colour.WHITE))
                .append('/')
                .append(state.hengeInHand(Colour.WHITE))
                .append(" in hand, captured ")
                .append(state.captures(Colour.WHITE))
                .append('\n');
        state.lastMove()
                .ifPresent(
                        move -> out.append("last move ").append(move.notation()).append("; "));
        if (status instanceof Outcome) {
            out.append("result ").append(status.notation());
        } else if (state.isSetupPhase()) {
            out.append("White to place the neutral Henge");
        } else {
            out.append(state.toMove() == Colour.BLACK ? "Black" : "White").append(" to move");
        }
        return out.append('\n').toString();
    }
}
