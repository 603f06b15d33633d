package io.github.boardrules.search.solve;

import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

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
        return collect(
                count, seed, "random games from this position end before " + left + " placements are left", random -> {
                    GoRoGoState state = from;
                    while (game.status(state) instanceof Status.Ongoing
                            && (state.isSetupPhase() || 24 - state.placements() > left)) {
                        List<GoRoGoMove> moves = game.legalMoves(state);
                        state = game.apply(state, moves.get(random.nextInt(moves.size())));
                    }
                    return game.status(state) instanceof Status.Ongoing ? state : null;
                });
    }

    /**
     * Draws symmetric positions: each from its own game in which Black makes uniformly random legal
     * moves and White answers each with the same kind of move on the opposite point through the
     * centre, so that every position reached with Black to move is its own half-turned image with
     * the colours swapped. A game is dropped when White's mirror move is illegal or leaves the
     * position unsymmetric (a capture on one side only), or when the game ends early. These are the
     * positions White's mirror play meets after a setup on the centre (see {@code MirrorPlay}).
     *
     * @param game the game and its rules
     * @param from a symmetric start with Black to move, for example the position after a setup on c3
     * @param left the placements left in each position: even, 2..24, at most those left in {@code from}
     * @param count how many positions
     * @param seed the seed of the whole draw
     * @return {@code count} ongoing symmetric positions with Black to move, in the order drawn
     * @throws IllegalArgumentException when {@code from} is not symmetric, {@code left} is out of
     *     range or odd, or the games keep breaking the symmetry or ending before {@code left}
     */
    public static List<GoRoGoState> drawMirrored(GoRoGo game, GoRoGoState from, int left, int count, long seed) {
        if (!MirrorPlay.symmetric(from)) {
            throw new IllegalArgumentException(
                    "the start must be symmetric with Black to move: " + game.formatPosition(from));
        }
        if (left < 2 || left > 24 - from.placements() || left % 2 != 0) {
            throw new IllegalArgumentException("placements left must be even, 2.." + (24 - from.placements())
                    + " from this position, not " + left);
        }
        var support = game.searchSupport();
        return collect(
                count,
                seed,
                "mirrored games from this position break their symmetry before " + left + " placements are left",
                random -> mirroredGame(support, from, left, random));
    }

    /** One mirrored game to {@code left} placements left, or null when it breaks the symmetry or ends. */
    private static @Nullable GoRoGoState mirroredGame(
            SearchSupport<GoRoGoState, GoRoGoMove> support, GoRoGoState from, int left, SplittableRandom random) {
        GoRoGoState state = from;
        while (24 - state.placements() > left) {
            int[] actions = support.legalActions(state);
            if (actions.length == 0) {
                return null;
            }
            int black = actions[random.nextInt(actions.length)];
            GoRoGoState answered = support.applyAction(state, black);
            int white = MirrorPlay.mirrorOf(black);
            if (!support.isLegalAction(answered, white)) {
                return null;
            }
            state = support.applyAction(answered, white);
            if (!MirrorPlay.symmetric(state)) {
                return null;
            }
        }
        return support.legalActionWord(state) != 0 ? state : null;
    }

    /** Plays games until {@code count} of them give a position, each game from its own draws of one seeded stream. */
    private static List<GoRoGoState> collect(
            int count, long seed, String failure, Function<SplittableRandom, @Nullable GoRoGoState> game) {
        SplittableRandom random = new SplittableRandom(seed);
        List<GoRoGoState> positions = new ArrayList<>(count);
        long tries = 0;
        while (positions.size() < count) {
            if (++tries > (long) TRIES_PER_POSITION * count) {
                throw new IllegalArgumentException(failure);
            }
            GoRoGoState position = game.apply(random);
            if (position != null) {
                positions.add(position);
            }
        }
        return positions;
    }
}
