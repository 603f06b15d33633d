package io.github.boardrules.search.solve;

import io.github.boardrules.common.Status;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Positions to measure the solver on: each from its own game of uniformly random legal moves,
 * played from a start position until a given number of placements is left. Games that end before
 * (a player without a legal move) are skipped, so every position is still going.
 */
public final class RandomPositions {
    private static final int TRIES_PER_POSITION = 1_000;

    private RandomPositions() {}

    /**
     * Draws positions.
     *
     * @param game the game and its rules
     * @param from the start of every game (the setup phase, or a position after it)
     * @param left the placements left in each position, 1..24, at most those left in {@code from}
     * @param count how many positions
     * @param seed the seed of the whole draw
     * @return {@code count} ongoing positions, in the order drawn
     * @throws IllegalArgumentException when {@code left} is out of range, or when the games keep
     *     ending before {@code left} placements are left
     */
    public static List<GoRoGoState> draw(GoRoGo game, GoRoGoState from, int left, int count, long seed) {
        if (left < 1 || left > 24 - from.placements()) {
            throw new IllegalArgumentException(
                    "placements left must be 1.." + (24 - from.placements()) + " from this position, not " + left);
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<GoRoGoState> positions = new ArrayList<>(count);
        long tries = 0;
        while (positions.size() < count) {
            if (++tries > (long) TRIES_PER_POSITION * count) {
                throw new IllegalArgumentException(
                        "random games from this position end before " + left + " placements are left");
            }
            GoRoGoState state = from;
            while (game.status(state) instanceof Status.Ongoing
                    && (state.isSetupPhase() || 24 - state.placements() > left)) {
                List<GoRoGoMove> moves = game.legalMoves(state);
                state = game.apply(state, moves.get(random.nextInt(moves.size())));
            }
            if (game.status(state) instanceof Status.Ongoing) {
                positions.add(state);
            }
        }
        return positions;
    }
}
