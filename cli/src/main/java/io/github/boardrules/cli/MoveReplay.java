package io.github.boardrules.cli;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Moves typed on the command line, played from a start state. Every move is read before the
 * caller prints anything: an unreadable move is a {@link UsageProblem} even after an illegal one
 * (moves after an illegal move are read against the last legal state).
 *
 * @param states the start state and the state after each legal move
 * @param refusal why the first illegal move was refused, or {@code null} when all were legal
 * @param refusedMove the first illegal move as typed, or the empty string
 * @param <S> the state type
 */
record MoveReplay<S>(List<S> states, @Nullable String refusal, String refusedMove) {
    static <S, M> MoveReplay<S> play(Game<S, M> game, S start, List<String> tokens) {
        List<S> states = new ArrayList<>();
        states.add(start);
        S state = start;
        @Nullable String refusal = null;
        String refusedMove = "";
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            M move;
            try {
                move = game.parseMove(state, token);
            } catch (NotationException e) {
                throw new UsageProblem("unparseable move '" + token + "' at ply " + (i + 1) + ": " + e.getMessage());
            }
            if (refusal != null) {
                continue;
            }
            try {
                state = game.apply(state, move);
                states.add(state);
            } catch (IllegalMoveException e) {
                refusal = e.getMessage();
                refusedMove = token;
            }
        }
        return new MoveReplay<>(List.copyOf(states), refusal, refusedMove);
    }

    S finalState() {
        return states.get(states.size() - 1);
    }

    /**
     * Reports the illegal move, if any, on standard error as the contract words it.
     *
     * @param terminal where to report
     * @return 0 when every move was legal, else {@link BoardrulesCli#EXIT_ILLEGAL_MOVE}
     */
    int report(Terminal terminal) {
        if (refusal == null) {
            return 0;
        }
        // The illegal move would have produced ply states.size().
        terminal.err().println("illegal move '" + refusedMove + "' at ply " + states.size() + ": " + refusal);
        return BoardrulesCli.EXIT_ILLEGAL_MOVE;
    }
}
