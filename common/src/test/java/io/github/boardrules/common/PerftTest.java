package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PerftTest {
    // The number of tic-tac-toe move sequences of each length from the empty board, as published
    // (games stop at three in a row, which is why the counts fall after depth 8).
    private static final long[] TIC_TAC_TOE = {9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872};

    @Test
    void countsTicTacToeSequencesOfEveryLength() {
        for (int depth = 1; depth <= TIC_TAC_TOE.length; depth++) {
            assertEquals(
                    TIC_TAC_TOE[depth - 1],
                    Perft.count(TicTacToe.GAME, TicTacToe.GAME.initialState(), depth),
                    "depth " + depth);
        }
    }

    @Test
    void countsEveryDepthInOneTraversal() {
        assertArrayEquals(TIC_TAC_TOE, Perft.countEachDepth(TicTacToe.GAME, TicTacToe.GAME.initialState(), 9));
    }

    @Test
    void depthZeroIsTheEmptySequenceAndTenIsBeyondTheLongestGame() {
        assertEquals(1, Perft.count(TicTacToe.GAME, TicTacToe.GAME.initialState(), 0));
        assertEquals(0, Perft.count(TicTacToe.GAME, TicTacToe.GAME.initialState(), 10));
    }

    @Test
    void divideSplitsTheCountByFirstMove() {
        Map<String, Long> divided = Perft.divide(TicTacToe.GAME, TicTacToe.GAME.initialState(), 3);
        assertEquals(9, divided.size());
        assertEquals(504L, divided.values().stream().mapToLong(Long::longValue).sum());
        // The centre, a corner and an edge see the same number of replies at depth 2 (8 × 7).
        assertEquals(56L, divided.get("b2"));
        assertEquals(56L, divided.get("a1"));
    }

    @Test
    void aFinishedGameHasNoSequences() {
        TicTacToe.State won = TicTacToe.GAME.parsePosition("xxx/oo./... o");
        assertEquals(0, Perft.count(TicTacToe.GAME, won, 1));
    }

    @Test
    void rejectsNegativeDepths() {
        assertThrows(
                IllegalArgumentException.class, () -> Perft.count(TicTacToe.GAME, TicTacToe.GAME.initialState(), -1));
        assertThrows(
                IllegalArgumentException.class,
                () -> Perft.countEachDepth(TicTacToe.GAME, TicTacToe.GAME.initialState(), 0));
        assertThrows(
                IllegalArgumentException.class, () -> Perft.divide(TicTacToe.GAME, TicTacToe.GAME.initialState(), 0));
    }
}
