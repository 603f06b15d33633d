package io.github.boardrules.search.bot;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Games;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A match of {@link TranspositionBot} against {@link MctsBot} at equal playouts per move, colours
 * alternating game by game (the new bot moves first in the even games). A game not over at the
 * game's playout ply limit counts as a draw. {@link #main} runs one for any game on the class path
 * (found through {@link io.github.boardrules.common.Games}): arguments game, games, playouts per
 * move and an optional rules notation, e.g. {@code gorogo 200 200}.
 */
public final class BotMatch {
    private BotMatch() {}

    /**
     * The result of a match, from the new bot's side.
     *
     * @param games the games played
     * @param wins the games the new bot won
     * @param draws the games drawn or not over at the ply limit
     */
    public record Result(int games, int wins, int draws) {
        /**
         * The new bot's score: a win counts 1, a draw ½.
         *
         * @return the score rate in [0, 1]
         */
        public double rate() {
            return (wins + 0.5 * draws) / games;
        }

        /**
         * The 95 % Wilson score interval of the rate.
         *
         * @return {low, high}
         */
        public double[] interval95() {
            double z = 1.959964;
            double p = rate();
            double n = games;
            double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
            double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
            return new double[] {centre - half, centre + half};
        }
    }

    /**
     * Plays a match.
     *
     * @param game the game under the rules to play
     * @param games the number of games, at least 1
     * @param playouts the playouts per move of both bots
     * @param seed the seed of the match
     * @param <S> the state type
     * @param <M> the move type
     * @return the result from the new bot's side
     */
    public static <S, M> Result play(Game<S, M> game, int games, int playouts, long seed) {
        SplittableRandom seeds = new SplittableRandom(seed);
        int maxPlies = game.playoutPolicy().maxPlies(game.initialState());
        int wins = 0;
        int draws = 0;
        for (int g = 0; g < games; g++) {
            TranspositionBot<S, M> challenger = new TranspositionBot<>(game, playouts, seeds.nextLong());
            MctsBot<S, M> incumbent = new MctsBot<>(game, playouts, 0, seeds.nextLong());
            boolean challengerFirst = g % 2 == 0;
            S state = game.initialState();
            var first = game.playerToMove(state);
            for (int ply = 0; ply < maxPlies && !game.status(state).isOver(); ply++) {
                boolean challengerToMove = game.playerToMove(state).equals(first) == challengerFirst;
                state = game.apply(state, challengerToMove ? challenger.choose(state) : incumbent.choose(state));
            }
            Status status = game.status(state);
            if (status instanceof Outcome.Win win) {
                wins += win.winner().equals(first) == challengerFirst ? 1 : 0;
            } else {
                draws++;
            }
        }
        return new Result(games, wins, draws);
    }

    /**
     * Runs a match and prints its result.
     *
     * @param args game id, games, playouts per move, and optionally the rules notation
     */
    public static void main(String[] args) {
        if (args.length < 3) {
            System.err.println("usage: BotMatch <game> <games> <playouts> [rules]");
            System.exit(2);
        }
        Game<?, ?> game = Games.game(args[0], args.length > 3 ? args[3] : "");
        int games = Integer.parseInt(args[1]);
        int playouts = Integer.parseInt(args[2]);
        long start = System.nanoTime();
        Result result = play(game, games, playouts, 12);
        double[] ci = result.interval95();
        System.out.printf(
                Locale.ROOT,
                "%s (%s): %d games at %d playouts/move: TranspositionBot won %d, drew %d, lost %d;"
                        + " score %.1f %% (95 %% interval %.1f–%.1f %%) in %.0f s%n",
                game.id(),
                game.rulesNotation(),
                games,
                playouts,
                result.wins(),
                result.draws(),
                games - result.wins() - result.draws(),
                100 * result.rate(),
                100 * ci[0],
                100 * ci[1],
                (System.nanoTime() - start) / 1e9);
    }
}
