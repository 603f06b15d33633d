package com.example.consumer;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.Perft;
import io.github.boardrules.gorogo.GoRoGo;
import java.util.ArrayList;
import java.util.List;

/** A user's program: uses the three games through their published artifacts only. */
public final class Consumer {
    private Consumer() {}

    /**
     * Describes each game: its start position, perft 2, and the reason the first move is refused
     * when played twice.
     *
     * @return a line per game
     */
    public static List<String> describe() {
        List<String> lines = new ArrayList<>();
        lines.add(describe(Bargo.withRules(BargoRules.of(2, 0))));
        lines.add(describe(GoRoGo.standard()));
        lines.add(describe(BaoKigogo.standard()));
        return lines;
    }

    private static <S, M> String describe(Game<S, M> game) {
        S start = game.initialState();
        M first = game.legalMoves(start).get(0);
        S next = game.apply(start, first);
        String refusal;
        try {
            game.apply(next, first);
            refusal = "accepted";
        } catch (IllegalMoveException e) {
            refusal = e.reason().code();
        }
        return game.id() + " " + game.formatPosition(start) + " perft2=" + Perft.count(game, start, 2)
                + " again=" + refusal;
    }

    /**
     * Prints {@link #describe()}.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        describe().forEach(System.out::println);
    }
}
