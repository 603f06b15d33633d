package io.github.boardrules.search.solve;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.Status;
import java.util.Map;

/**
 * The reference the solver is checked against, and the search that re-solves the leaves of a
 * {@linkplain Certificate certificate}: plain minimax over the generic {@link Game}
 * interface, with none of the solver's machinery — no stable hashes, no symmetries, no move
 * ordering, no bounds, moves in the game's own order. For a win/loss game minimax's maximum may stop
 * at the first child that is lost for its mover (a maximum of 1 cannot grow), which is all it shares
 * with the solver.
 *
 * <p>It remembers the values it found in a map keyed by the states themselves ({@code equals} is the
 * game's own: a GoRoGo state's value depends on nothing its equality leaves out), so the many move
 * orders that reach one position are searched once. That is what lets the test check ten thousand
 * positions in seconds; the values are those of the unmemoised recursion.
 */
final class PlainMinimax {
    /** Values the three-argument overload remembers at most, so that a long test keeps within its memory. */
    static final int MEMO_LIMIT = 4_000_000;

    private PlainMinimax() {}

    /**
     * The winner of a position with perfect play.
     *
     * @param game the game
     * @param state the position
     * @param memo values found so far for this game's rules; filled in by the call
     * @return the winner
     */
    static <S, M> Player winner(Game<S, M> game, S state, Map<S, Player> memo) {
        return winner(game, state, memo, MEMO_LIMIT);
    }

    /**
     * The winner of a position with perfect play, remembering at most {@code memoLimit} values.
     *
     * @param game the game
     * @param state the position
     * @param memo values found so far for this game's rules; filled in by the call, and emptied
     *     when it holds {@code memoLimit}
     * @param memoLimit the values remembered at most
     * @return the winner
     */
    static <S, M> Player winner(Game<S, M> game, S state, Map<S, Player> memo, int memoLimit) {
        Player known = memo.get(state);
        if (known != null) {
            return known;
        }
        Player winner = search(game, state, memo, memoLimit);
        if (memo.size() >= memoLimit) {
            memo.clear();
        }
        memo.put(state, winner);
        return winner;
    }

    private static <S, M> Player search(Game<S, M> game, S state, Map<S, Player> memo, int memoLimit) {
        Status status = game.status(state);
        if (status instanceof Outcome.Win win) {
            return win.winner();
        }
        if (status instanceof Outcome.Draw) {
            throw new IllegalStateException("plain minimax here is for games without draws");
        }
        Player mover = game.playerToMove(state);
        for (M move : game.legalMoves(state)) {
            if (winner(game, game.apply(state, move), memo, memoLimit).equals(mover)) {
                return mover;
            }
        }
        return mover.opponent();
    }
}
