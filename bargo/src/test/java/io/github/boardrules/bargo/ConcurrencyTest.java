package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Games and states are shared between threads: each thread's results equal a sequential run. */
class ConcurrencyTest {
    @Test
    void threadsSharingGamesAndStatesAgreeWithASequentialRun() throws Exception {
        Bargo game = Bargo.withRules(BargoRules.of(4, 0));
        List<BargoState> states = RandomGamesProperties.randomGame(game, 99, 200);
        List<String> expected = new ArrayList<>();
        for (BargoState state : states) {
            expected.add(game.legalMoves(state).toString());
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int offset = t * 37;
                results.add(pool.submit(() -> {
                    // Interleave the states differently in each thread so per-thread caches are
                    // exercised with alternating positions.
                    String[] seen = new String[states.size()];
                    for (int i = 0; i < states.size(); i++) {
                        int k = (i + offset) % states.size();
                        seen[k] = game.legalMoves(states.get(k)).toString();
                    }
                    return List.of(seen);
                }));
            }
            for (Future<List<String>> result : results) {
                assertEquals(expected, result.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
