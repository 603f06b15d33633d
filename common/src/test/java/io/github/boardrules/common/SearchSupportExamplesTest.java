package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.search.SearchSupport;
import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.Random;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search-support examples of the {@code search} package overview and docs/search.md, compiled and
 * run as written on tic-tac-toe; and tic-tac-toe's own encodings worked out by hand.
 */
class SearchSupportExamplesTest {
    // io.github.boardrules.common.search package overview
    <S, M> int randomLegalAction(Game<S, M> game, S state, Random random) {
        SearchSupport<S, M> search = game.withRulesOf(state).searchSupport();
        int[] legal = search.legalActions(state);
        return legal[random.nextInt(legal.length)];
    }

    // docs/search.md, "Search and learning support"
    <S, M> S playRandomAction(Game<S, M> game, S state, SplittableRandom random) { // a game not over
        SearchSupport<S, M> search = game.withRulesOf(state).searchSupport(); // Bargo: one layout per base
        int[] legal = search.legalActions(state); // sorted; empty once the game is over
        float[] tensor = search.observation(state); // or observation(state, batch, offset)
        long key = search.hash(state); // same keys in every version
        int k = random.nextInt(search.symmetryCount()); // data augmentation:
        S image = search.transform(state, k); //   the state turned,
        int imageAction = search.transformAction(legal[0], k); //   and its actions with it
        assertEquals(search.observationSize(), tensor.length);
        assertEquals(key, search.hash(state));
        assertEquals(search.legalActions(image).length, legal.length);
        assertEquals(imageAction, search.transformAction(legal[0], k));
        return game.apply(state, search.moveOf(state, legal[random.nextInt(legal.length)]));
    }

    @Test
    void theExamplesRun() {
        TicTacToe game = TicTacToe.GAME;
        int action = randomLegalAction(game, game.initialState(), new Random(1));
        assertTrue(action >= 0 && action < 9);
        TicTacToe.State state = game.initialState();
        SplittableRandom random = new SplittableRandom(2);
        for (int ply = 0; ply < 4; ply++) {
            state = playRandomAction(game, state, random);
        }
        assertEquals(5, game.legalMoves(state).size());
    }

    @Test
    void ticTacToeEncodingsWorkedByHand() {
        SearchSupport<TicTacToe.State, FileRank> search = TicTacToe.GAME.searchSupport();
        // x on b2 (action 4), o on a1 (action 0): x to move again sees its b2 in plane 0 at the
        // centre and o's a1 in plane 1 at the bottom left (row 2, column 0)
        TicTacToe.State state = TicTacToe.GAME.parsePosition(".../.x./o.. x");
        float[] tensor = search.observation(state);
        assertEquals(1f, tensor[4]);
        assertEquals(1f, tensor[9 + 6]);
        assertArrayEquals(new int[] {1, 2, 3, 5, 6, 7, 8}, search.legalActions(state));
        // a quarter turn counter-clockwise takes a1 (file 0, rank 0) to c1 (file 2, rank 0)
        assertEquals(2, search.transformAction(0, 1));
        assertEquals(".../.x./..o x", TicTacToe.GAME.formatPosition(search.transform(state, 1)));
        assertThrows(IllegalMoveException.class, () -> search.moveOf(state, 4));
    }
}
