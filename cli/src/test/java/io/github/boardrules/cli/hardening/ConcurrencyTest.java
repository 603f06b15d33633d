package io.github.boardrules.cli.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.cli.CliGame;
import io.github.boardrules.cli.GameRegistry;
import io.github.boardrules.cli.GameSetup;
import io.github.boardrules.common.Game;
import io.github.boardrules.common.Playout;
import io.github.boardrules.common.PlayoutPolicy;
import io.github.boardrules.common.Playouts;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * States are immutable and shared: eight threads replay the same random games from the same shared
 * states, all at once, and must all reach results identical to a single-threaded run.
 */
class ConcurrencyTest {
    private static final int THREADS = 8;
    private static final int GAMES = 12;

    static Stream<Arguments> games() {
        List<Arguments> games = new ArrayList<>();
        games.add(Arguments.of("tictactoe", GameSetup.of(TicTacToe.GAME)));
        for (CliGame game : GameRegistry.games()) {
            games.add(Arguments.of(game.id(), GameSetup.of(game.game())));
        }
        return games.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void threadsSharingStatesReachIdenticalResults(String id, GameSetup<?, ?> setup) throws Exception {
        check(setup);
    }

    private static <S, M> void check(GameSetup<S, M> setup) throws Exception {
        Game<S, M> game = setup.game();
        // Shared inputs: the start state and a few states part-way through seeded games.
        List<S> starts = new ArrayList<>();
        for (int g = 0; g < GAMES; g++) {
            Playout<S> opening = Playouts.play(game, setup.start(), new SplittableRandom(g), g % 4 * 3, setup.policy());
            starts.add(opening.finalState());
        }
        List<String> expected = replayAll(game, starts, setup.policy(), setup.maxPlies());
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                results.add(pool.submit(() -> {
                    go.await();
                    return replayAll(game, starts, setup.policy(), setup.maxPlies());
                }));
            }
            go.countDown();
            for (Future<List<String>> result : results) {
                assertEquals(expected, result.get(2, TimeUnit.MINUTES));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static <S, M> List<String> replayAll(
            Game<S, M> game, List<S> starts, PlayoutPolicy<S, M> policy, int maxPlies) {
        List<String> outcomes = new ArrayList<>();
        for (int g = 0; g < starts.size(); g++) {
            Playout<S> playout = Playouts.play(game, starts.get(g), new SplittableRandom(1000 + g), maxPlies, policy);
            S end = playout.finalState();
            outcomes.add(playout.plies() + " " + game.formatPosition(end) + " "
                    + game.status(end).notation() + " " + end.hashCode());
        }
        return outcomes;
    }
}
