package io.github.boardrules.examples.java;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays complete games through the public API, from Java: legal moves, apply, an illegal move's
 * reason, the outcome matched with a type switch, notation, and a game record written and read
 * back.
 */
public final class JavaTour {
    private JavaTour() {}

    /**
     * One seeded random game, its moves chosen by the game's own playout policy.
     *
     * @param game the game
     * @param seed the seed of the random moves
     * @param maxPlies the most plies to play
     * @param <S> the state type
     * @param <M> the move type
     * @return a one-line report
     */
    public static <S, M> String tour(Game<S, M> game, long seed, int maxPlies) {
        PlayoutPolicy<S, M> policy = game.playoutPolicy();
        SplittableRandom random = new SplittableRandom(seed);
        List<M> played = new ArrayList<>();
        S state = game.initialState();
        String refusal = "none met";
        for (List<M> legal = game.legalMoves(state);
                !legal.isEmpty() && played.size() < maxPlies;
                legal = game.legalMoves(state)) {
            M move = policy.choose(state, legal, random);
            S next = game.apply(state, move);
            try {
                game.apply(next, move); // the same move again: refused in most games, with a reason
            } catch (IllegalMoveException e) {
                refusal = e.reason().code();
            }
            if (!game.parseMove(state, game.formatMove(move)).equals(move)) {
                throw new AssertionError("move notation round trip failed for " + game.formatMove(move));
            }
            played.add(move);
            state = next;
        }
        Status status = game.status(state);
        String result;
        if (status instanceof Outcome.Win win) {
            result = win.winner().code() + " wins (" + win.reason().code() + ")";
        } else if (status instanceof Outcome.Draw draw) {
            result = "draw (" + draw.reason().code() + ")";
        } else {
            result = "ongoing after " + maxPlies + " plies";
        }
        GameRecord<S, M> record = GameRecord.fromStart(game, played);
        if (!GameRecord.parse(game, record.format()).finalState().equals(state)) {
            throw new AssertionError("the record did not read back to the same state");
        }
        return game.id() + ": " + played.size() + " plies, " + result + ", illegal-move reason seen: " + refusal;
    }
}
