package io.github.boardrules.search.selfplay;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Player;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.function.IntConsumer;

/**
 * Plays games of one game with a bot against itself and writes every position as training data:
 * {@code observations.npy} float32 {@code [positions, planes, height, width]}, {@code masks.npy}
 * bool {@code [positions, actions]}, {@code actions.npy} int32 {@code [positions]},
 * {@code players.npy} int8 (+1 when the player who moves first is to move, −1 otherwise),
 * {@code results.npy} float32 (the final result from the mover's view: +1 win, −1 loss, 0 draw or a
 * game stopped at the ply limit) and {@code games.npy} int32 (the game of each position), plus
 * {@code meta.json} and {@code README.txt}. Positions are those where a move was chosen, in play
 * order, game after game; the final positions are not written.
 *
 * @param <S> the state type
 * @param <M> the move type
 */
public final class SelfPlay<S, M> {
    private final Game<S, M> game;
    private final S start;
    private final SelfPlaySettings settings;
    private final SearchSupport<S, M> search;
    private final int maxPlies;

    /**
     * Prepares a run.
     *
     * @param game the game (any rules: the start state's are used)
     * @param start the state every game starts from, not over
     * @param settings the number of games, the bot and its budget, the seed
     * @throws IllegalArgumentException when the start state is over
     */
    public SelfPlay(Game<S, M> game, S start, SelfPlaySettings settings) {
        if (game.status(start).isOver()) {
            throw new IllegalArgumentException("the start position is already over");
        }
        this.game = game.withRulesOf(start);
        this.start = start;
        this.settings = settings;
        this.search = this.game.searchSupport();
        this.maxPlies = this.game.playoutPolicy().maxPlies(start);
    }

    /**
     * Plays the games and writes the files into a folder (created if missing; files of an earlier
     * run are replaced).
     *
     * @param dir the folder
     * @param gameDone told the number of games finished after each game, for a progress display
     * @return what was written
     * @throws UncheckedIOException when a file cannot be written
     */
    public SelfPlaySummary run(Path dir, IntConsumer gameDone) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(dir.toString(), e);
        }
        int[] shape = search.observationShape();
        int actions = search.actionCount();
        float[] observation = new float[search.observationSize()];
        SplittableRandom seeds = new SplittableRandom(settings.seed());
        Player first = game.playerToMove(start);
        int[] wins = new int[3]; // first player, second player, neither
        int[] moverSigns = new int[64];
        try (NpyWriter observations = new NpyWriter(dir.resolve("observations.npy"), NpyType.FLOAT32, shape);
                NpyWriter masks = new NpyWriter(dir.resolve("masks.npy"), NpyType.BOOL, actions);
                NpyWriter chosen = new NpyWriter(dir.resolve("actions.npy"), NpyType.INT32);
                NpyWriter players = new NpyWriter(dir.resolve("players.npy"), NpyType.INT8);
                NpyWriter results = new NpyWriter(dir.resolve("results.npy"), NpyType.FLOAT32);
                NpyWriter gameIndex = new NpyWriter(dir.resolve("games.npy"), NpyType.INT32)) {
            for (int g = 0; g < settings.games(); g++) {
                ActionChooser<S> bot = settings.bot().create(game, settings.playouts(), seeds.nextLong());
                S state = start;
                int plies = 0;
                while (!game.status(state).isOver() && plies < maxPlies) {
                    int action = bot.choose(state);
                    search.observation(state, observation, 0);
                    observations.writeFloats(observation, 0);
                    masks.writeBits(search.legalActionMask(state));
                    chosen.writeScalar(action);
                    int sign = game.playerToMove(state).equals(first) ? 1 : -1;
                    players.writeScalar(sign);
                    gameIndex.writeScalar(g);
                    if (plies == moverSigns.length) {
                        moverSigns = java.util.Arrays.copyOf(moverSigns, plies * 2);
                    }
                    moverSigns[plies++] = sign;
                    state = game.apply(state, search.moveOf(state, action));
                }
                int firstResult = firstPlayerResult(game.status(state), first);
                wins[firstResult == 1 ? 0 : firstResult == -1 ? 1 : 2]++;
                for (int i = 0; i < plies; i++) {
                    results.writeScalar(firstResult * moverSigns[i]);
                }
                gameDone.accept(g + 1);
            }
            SelfPlaySummary summary =
                    new SelfPlaySummary(settings.games(), observations.rows(), wins[0], wins[1], wins[2]);
            SelfPlayDescription.write(dir, game, start, settings, summary, maxPlies);
            return summary;
        }
    }

    /** +1 when the first player won, −1 when the second did, 0 for a draw or an unfinished game. */
    private static int firstPlayerResult(Status status, Player first) {
        if (status instanceof Outcome.Win win) {
            return win.winner().equals(first) ? 1 : -1;
        }
        return 0;
    }
}
