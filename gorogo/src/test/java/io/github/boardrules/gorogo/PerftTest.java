package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.common.Perft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Perft counts from the start of a game (the setup move is ply 1), kept as test data. They were
 * cross-checked against {@link NaiveGoRoGo}, a separate naive implementation: depths 1..4 on every
 * run, depth 5 with {@code -Dgorogo.slowPerft=true}.
 */
class PerftTest {
    static final long[] COUNTS = {1, 25, 1_200, 55_200, 2_428_832, 102_009_712};

    @Test
    void perftFromTheStart() {
        // Depth 3 is 25 × 48 × 46: no capture is possible before White's first placement. Depth 4
        // exceeds 25 × 48 × 46 × 44 because White's first placement can already capture: a black
        // piece next to the setup Henge dies when that Henge turns white (e.g. Hb1 a1 a2).
        GoRoGo game = GoRoGo.standard();
        for (int depth = 1; depth <= 5; depth++) {
            assertEquals(COUNTS[depth], Perft.count(game, game.initialState(), depth), "depth " + depth);
        }
    }

    @Test
    void perftFromACentreSetup() {
        // After Hc3 Black has 24 empty points, each open to a piece or a Henge.
        GoRoGo game = GoRoGo.withRules(GoRoGoRules.withSetup(Point.parse("c3")));
        assertEquals(48, Perft.count(game, game.initialState(), 1));
        assertEquals(48 * 46, Perft.count(game, game.initialState(), 2));
    }

    @Test
    void naiveAgreesToDepthFour() {
        GoRoGo game = GoRoGo.standard();
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(COUNTS[depth], NaiveGoRoGo.perft(new NaiveGoRoGo(), depth), "naive, depth " + depth);
            assertEquals(COUNTS[depth], Perft.count(game, game.initialState(), depth), "engine, depth " + depth);
        }
    }

    @Test
    @EnabledIfSystemProperty(named = "gorogo.slowPerft", matches = "true")
    void naiveAgreesAtDepthFive() {
        assertEquals(COUNTS[5], NaiveGoRoGo.perft(new NaiveGoRoGo(), 5));
    }
}
