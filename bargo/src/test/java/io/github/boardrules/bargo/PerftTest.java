package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.common.Perft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft counts from the empty board as test data. Every figure was cross-checked once against
 * {@link NaiveBargo} (base 2 up to depth 6, base 5 up to depth 3, about a minute);
 * {@link #naiveAgreesOnTheSmallCounts} repeats the cheap part of that check on every build, and
 * the long variant ({@code -Plong}, which sets {@code boardrules.long}) repeats all of it.
 */
class PerftTest {
    @ParameterizedTest(name = "base {0}, depth {1}: {2}")
    @CsvSource({
        "2, 1, 25",
        "2, 2, 445",
        "2, 3, 6391",
        "2, 4, 58716",
        "2, 5, 452106",
        "5, 1, 313",
        "5, 2, 94621",
        "5, 3, 28014403"
    })
    void perftFromTheEmptyBoard(int base, int depth, long nodes) {
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        assertEquals(nodes, Perft.count(game, game.initialState(), depth));
    }

    @Test
    void naiveAgreesOnTheSmallCounts() {
        for (int depth = 1; depth <= 3; depth++) {
            Bargo game = Bargo.withRules(BargoRules.of(2, 0));
            assertEquals(NaiveBargo.perft(NaiveBargo.initial(2), depth), Perft.count(game, game.initialState(), depth));
        }
        Bargo game = Bargo.withRules(BargoRules.of(5, 0));
        assertEquals(NaiveBargo.perft(NaiveBargo.initial(5), 1), Perft.count(game, game.initialState(), 1));
    }

    @Test
    @EnabledIfSystemProperty(named = "boardrules.long", matches = "true")
    void naiveAgreesOnEveryCount() {
        for (int depth = 1; depth <= 6; depth++) {
            Bargo game = Bargo.withRules(BargoRules.of(2, 0));
            assertEquals(NaiveBargo.perft(NaiveBargo.initial(2), depth), Perft.count(game, game.initialState(), depth));
        }
        for (int depth = 1; depth <= 3; depth++) {
            Bargo game = Bargo.withRules(BargoRules.of(5, 0));
            assertEquals(NaiveBargo.perft(NaiveBargo.initial(5), depth), Perft.count(game, game.initialState(), depth));
        }
    }
}
