package io.github.boardrules.search.selfplay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.baokigogo.BaoKigogo;
import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.gorogo.GoRoGo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Self-play files read back with an independent reader and checked against the games they record:
 * each game is replayed from the start with the recorded actions, and every row must be what the
 * game's search support says about the replayed position.
 */
class SelfPlayFilesTest {
    @TempDir
    Path dir;

    @Test
    void goRoGoRandomGames() throws IOException {
        SelfPlaySummary summary = new SelfPlay<>(
                        GoRoGo.standard(),
                        GoRoGo.standard().initialState(),
                        new SelfPlaySettings(3, SelfPlayBot.RANDOM, 0, 7))
                .run(dir, done -> {});
        replay(GoRoGo.standard(), GoRoGo.standard().initialState(), summary);
    }

    @Test
    void bargoSmallBoardWithTheBot() throws IOException {
        Bargo game = Bargo.standard().withRules("base=3 komi=1");
        SelfPlaySummary summary = new SelfPlay<>(
                        game, game.initialState(), new SelfPlaySettings(2, SelfPlayBot.MCTS, 8, 3))
                .run(dir, done -> {});
        replay(game, game.initialState(), summary);
    }

    @Test
    void goRoGoWithTheTranspositionBot() throws IOException {
        SelfPlaySummary summary = new SelfPlay<>(
                        GoRoGo.standard(),
                        GoRoGo.standard().initialState(),
                        new SelfPlaySettings(2, SelfPlayBot.TRANSPOSITION, 20, 9))
                .run(dir, done -> {});
        replay(GoRoGo.standard(), GoRoGo.standard().initialState(), summary);
    }

    @Test
    void baoKigogoWithTheBot() throws IOException {
        BaoKigogo game = BaoKigogo.standard();
        SelfPlaySummary summary = new SelfPlay<>(
                        game, game.initialState(), new SelfPlaySettings(1, SelfPlayBot.MCTS, 4, 5))
                .run(dir, done -> {});
        replay(game, game.initialState(), summary);
    }

    @Test
    void theSameSeedWritesTheSameFiles(@TempDir Path other) throws IOException {
        SelfPlaySettings settings = new SelfPlaySettings(2, SelfPlayBot.RANDOM, 0, 11);
        new SelfPlay<>(GoRoGo.standard(), GoRoGo.standard().initialState(), settings).run(dir, done -> {});
        new SelfPlay<>(GoRoGo.standard(), GoRoGo.standard().initialState(), settings).run(other, done -> {});
        for (String name : List.of("observations.npy", "masks.npy", "actions.npy", "results.npy", "meta.json")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve(name)), Files.readAllBytes(other.resolve(name)), name);
        }
    }

    @Test
    void settingsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new SelfPlaySettings(0, SelfPlayBot.RANDOM, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> new SelfPlaySettings(1, SelfPlayBot.RANDOM, 5, 1));
        assertThrows(IllegalArgumentException.class, () -> new SelfPlaySettings(1, SelfPlayBot.MCTS, 0, 1));
    }

    /** Reads every file, checks the headers' shapes, and replays the games row by row. */
    private <S, M> void replay(Game<S, M> game, S start, SelfPlaySummary summary) throws IOException {
        SearchSupport<S, M> search = game.searchSupport();
        int n = (int) summary.positions();
        assertTrue(n > 0);
        int[] shape = search.observationShape();
        NpyFile observations = file("observations.npy", "<f4", n, shape[0], shape[1], shape[2]);
        NpyFile masks = file("masks.npy", "|b1", n, search.actionCount());
        NpyFile actions = file("actions.npy", "<i4", n);
        NpyFile players = file("players.npy", "|i1", n);
        NpyFile results = file("results.npy", "<f4", n);
        NpyFile games = file("games.npy", "<i4", n);
        String meta = Files.readString(dir.resolve("meta.json"));
        assertTrue(meta.contains("\"positions\": " + n + ","), meta);
        assertTrue(meta.contains("\"rules\": \"" + game.rulesNotation() + "\""), meta);
        assertTrue(Files.readString(dir.resolve("README.txt")).contains("np.load"));

        int row = 0;
        int[] outcomes = new int[3];
        for (int g = 0; g < summary.games(); g++) {
            S state = start;
            List<Integer> signs = new ArrayList<>();
            while (row < n && games.data().getInt(row * 4) == g) {
                assertArrayEquals(search.observation(state), floats(observations, row, search.observationSize()));
                long[] mask = new long[(search.actionCount() + 63) / 64];
                for (int a = 0; a < search.actionCount(); a++) {
                    byte bit = masks.data().get(row * search.actionCount() + a);
                    assertTrue(bit == 0 || bit == 1);
                    mask[a >>> 6] |= (long) bit << a;
                }
                assertArrayEquals(search.legalActionMask(state), mask, "mask of row " + row);
                int action = actions.data().getInt(row * 4);
                assertTrue((mask[action >>> 6] >>> action & 1) == 1, "action " + action + " is legal");
                int sign = players.data().get(row);
                assertEquals(game.playerToMove(state).equals(game.playerToMove(start)) ? 1 : -1, sign);
                signs.add(sign);
                state = game.apply(state, search.moveOf(state, action));
                row++;
            }
            int first = firstResult(game.status(state), game, start);
            outcomes[first == 1 ? 0 : first == -1 ? 1 : 2]++;
            for (int i = 0; i < signs.size(); i++) {
                assertEquals((float) (first * signs.get(i)), results.data().getFloat((row - signs.size() + i) * 4));
            }
        }
        assertEquals(n, row, "every row belongs to a game in order");
        assertArrayEquals(new int[] {summary.firstWins(), summary.secondWins(), summary.undecided()}, outcomes);
    }

    private static <S, M> int firstResult(Status status, Game<S, M> game, S start) {
        return status instanceof Outcome.Win win ? (win.winner().equals(game.playerToMove(start)) ? 1 : -1) : 0;
    }

    private NpyFile file(String name, String descr, int... shape) throws IOException {
        NpyFile file = NpyFile.read(dir.resolve(name));
        assertEquals(descr, file.descr(), name);
        assertArrayEquals(shape, file.shape(), name);
        assertEquals(0, file.headerBytes() % 64, name);
        assertEquals(file.elements() * file.bytesPerElement(), file.data().remaining(), name);
        return file;
    }

    private static float[] floats(NpyFile file, int row, int size) {
        float[] out = new float[size];
        for (int i = 0; i < size; i++) {
            out[i] = file.data().getFloat((row * size + i) * 4);
        }
        return out;
    }
}
