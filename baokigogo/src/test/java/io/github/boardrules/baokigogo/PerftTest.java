package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.common.Perft;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Perft counts from the start position, kept as test data and cross-checked against
 * {@link NaiveBaoKigogo}: depths 1 to 4 in every run, depth 5 (about a minute) with the long
 * variants ({@code -Plong}, which sets {@code boardrules.long=true}).
 */
class PerftTest {
    static final long[] START = {1, 23, 499, 7393, 111915, 1363518};

    @Test
    void perftFromTheStartPosition() {
        for (int depth = 1; depth < START.length; depth++) {
            assertEquals(START[depth], Perft.count(GAME, GAME.initialState(), depth), "depth " + depth);
        }
    }

    @Test
    void naiveImplementationAgreesUpToDepth4() {
        NaiveBaoKigogo start = NaiveBaoKigogo.parse(GAME.formatPosition(GAME.initialState()));
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(START[depth], NaiveBaoKigogo.perft(start, depth), "depth " + depth);
        }
    }

    @Test
    @EnabledIfSystemProperty(named = "boardrules.long", matches = "true")
    void naiveImplementationAgreesAtDepth5() {
        NaiveBaoKigogo start = NaiveBaoKigogo.parse(GAME.formatPosition(GAME.initialState()));
        assertEquals(START[5], NaiveBaoKigogo.perft(start, 5));
    }

    @Test
    void perftFromAMidgamePositionMatchesTheNaiveImplementation() {
        // A position with relays, singletons nowhere yet, and captures available to both sides.
        String position =
                "3,0,1,4,2,0,2,5,1,0,2,1/1,2,0,3,0,2,6,0,1,2,0,3/2,0,4,1,0,3,1,2,0,5,1,2/0,1,3,2,2,0,1,4,0,2,3,1 N 8,3";
        NaiveBaoKigogo naive = NaiveBaoKigogo.parse(position);
        for (int depth = 1; depth <= 3; depth++) {
            assertEquals(NaiveBaoKigogo.perft(naive, depth), Perft.count(GAME, GAME.parsePosition(position), depth));
        }
    }
}
