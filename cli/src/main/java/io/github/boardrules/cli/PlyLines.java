package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import java.util.ArrayList;
import java.util.List;

/** Formats the {@code replay} line of one ply: {@code ply<TAB>position<TAB>legal moves<TAB>outcome}. */
final class PlyLines {
    private PlyLines() {}

    static <S, M> String line(Game<S, M> game, int ply, S state) {
        List<String> moves = new ArrayList<>();
        for (M move : game.legalMoves(state)) {
            moves.add(game.formatMove(move));
        }
        moves.sort(null);
        return ply + "\t" + game.formatPosition(state) + "\t" + String.join(" ", moves) + "\t"
                + game.status(state).notation();
    }
}
