package io.github.boardrules.search.selfplay;

import io.github.boardrules.common.Game;
import io.github.boardrules.common.search.SearchSupport;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/** Writes the {@code meta.json} and {@code README.txt} that describe a self-play run's files. */
final class SelfPlayDescription {
    private SelfPlayDescription() {}

    static <S, M> void write(
            Path dir, Game<S, M> game, S start, SelfPlaySettings settings, SelfPlaySummary summary, int maxPlies) {
        SearchSupport<S, M> search = game.searchSupport();
        int[] shape = search.observationShape();
        long n = summary.positions();
        String json = String.format(
                Locale.ROOT,
                """
                {
                  "format": "boardrules-selfplay-1",
                  "game": "%s",
                  "rules": "%s",
                  "start": "%s",
                  "bot": "%s",
                  "botDescription": "%s",
                  "playouts": %d,
                  "seed": %d,
                  "maxPlies": %d,
                  "games": %d,
                  "positions": %d,
                  "firstPlayerWins": %d,
                  "secondPlayerWins": %d,
                  "drawnOrUnfinished": %d,
                  "actionCount": %d,
                  "observationShape": %s,
                  "files": {
                    "observations.npy": {"dtype": "float32", "shape": [%d, %d, %d, %d]},
                    "masks.npy": {"dtype": "bool", "shape": [%d, %d]},
                    "actions.npy": {"dtype": "int32", "shape": [%d]},
                    "players.npy": {"dtype": "int8", "shape": [%d]},
                    "results.npy": {"dtype": "float32", "shape": [%d]},
                    "games.npy": {"dtype": "int32", "shape": [%d]}
                  }
                }
                """,
                json(game.id()),
                json(game.rulesNotation()),
                json(game.formatPosition(start)),
                settings.bot().name().toLowerCase(Locale.ROOT),
                json(settings.bot().description()),
                settings.playouts(),
                settings.seed(),
                maxPlies,
                summary.games(),
                n,
                summary.firstWins(),
                summary.secondWins(),
                summary.undecided(),
                search.actionCount(),
                Arrays.toString(shape),
                n,
                shape[0],
                shape[1],
                shape[2],
                n,
                search.actionCount(),
                n,
                n,
                n,
                n);
        String readme = String.format(
                Locale.ROOT,
                """
                boardrules self-play: %d games of %s (rules '%s'), %d positions.
                Bot on both sides: %s, %d playouts per move, seed %d;
                ply limit: %s (a game not over by then counts as undecided).

                One row per position where a move was chosen, in play order, game after game:
                  observations.npy  float32 [positions, %d, %d, %d]  the observation tensor seen by the mover
                                    (SearchSupport.observation; the plane table for %s in docs/search.md)
                  masks.npy         bool    [positions, %d]  the legal actions (SearchSupport.legalActionMask)
                  actions.npy       int32   [positions]  the action played
                  players.npy       int8    [positions]  +1 when the player who moves first is to move, -1 otherwise
                  results.npy       float32 [positions]  the final result for the mover: +1 win, -1 loss, 0 draw/undecided
                  games.npy         int32   [positions]  the game's index, 0 to %d

                Load in Python:  import numpy as np; obs = np.load("observations.npy")
                """,
                summary.games(),
                game.id(),
                game.rulesNotation(),
                n,
                settings.bot().description(),
                settings.playouts(),
                settings.seed(),
                maxPlies == Integer.MAX_VALUE ? "none" : Integer.toString(maxPlies),
                shape[0],
                shape[1],
                shape[2],
                game.id(),
                search.actionCount(),
                summary.games() - 1);
        try {
            Files.writeString(dir.resolve("meta.json"), json, StandardCharsets.UTF_8);
            Files.writeString(dir.resolve("README.txt"), readme, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(dir.toString(), e);
        }
    }

    private static String json(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
