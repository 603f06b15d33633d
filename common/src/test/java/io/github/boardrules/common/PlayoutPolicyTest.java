package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Playout policies and {@link Playouts} over tic-tac-toe: which policy plays, the default playout
 * loop, and the ply limits.
 */
class PlayoutPolicyTest {
    private static final TicTacToe GAME = TicTacToe.GAME;
    private static final TicTacToe.State START = GAME.initialState();

    /** Always the first legal move: tic-tac-toe's are listed a1, b1, c1, a2, … */
    private static final PlayoutPolicy<TicTacToe.State, FileRank> FIRST = (state, moves, random) -> moves.get(0);

    /** A uniform policy that counts the playouts it plays, as a game's faster one would play them. */
    private static final class CountingUniform implements PlayoutPolicy<TicTacToe.State, FileRank> {
        int playouts;

        @Override
        public FileRank choose(TicTacToe.State state, List<FileRank> legalMoves, SplittableRandom random) {
            return PlayoutPolicy.<TicTacToe.State, FileRank>uniform().choose(state, legalMoves, random);
        }

        @Override
        public Playout<TicTacToe.State> playout(
                Game<TicTacToe.State, FileRank> game, TicTacToe.State start, SplittableRandom random, int maxPlies) {
            playouts++;
            return PlayoutPolicy.super.playout(game, start, random, maxPlies);
        }

        @Override
        public boolean isUniform() {
            return true;
        }
    }

    @Test
    void theUniformPolicyIsOneInstanceThatSaysSo() {
        PlayoutPolicy<TicTacToe.State, FileRank> uniform = PlayoutPolicy.uniform();
        assertSame(uniform, PlayoutPolicy.<String, Integer>uniform());
        assertTrue(uniform.isUniform());
        assertEquals(Integer.MAX_VALUE, uniform.maxPlies(START));
        assertSame(uniform, GAME.playoutPolicy());
    }

    @Test
    void aPolicyIsNotUniformAndHasNoPlyLimitUnlessItSaysSo() {
        assertFalse(FIRST.isUniform());
        assertEquals(Integer.MAX_VALUE, FIRST.maxPlies(START));
    }

    @Test
    void theUniformChoiceIsOneDrawOfNextInt() {
        List<FileRank> moves = GAME.legalMoves(START);
        for (long seed = 0; seed < 20; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            SplittableRandom reference = new SplittableRandom(seed);
            FileRank chosen = PlayoutPolicy.<TicTacToe.State, FileRank>uniform().choose(START, moves, random);
            assertEquals(moves.get(reference.nextInt(9)), chosen, "seed " + seed);
            // Exactly one draw was taken from the playout's random source.
            assertEquals(reference.nextLong(), random.nextLong(), "seed " + seed);
        }
    }

    @Test
    void theDefaultPlayoutPlaysChooseOverLegalMovesAndApply() {
        // First moves: x a1, o b1, x c1, o a2, x b2, o c2, x a3; x has c1-b2-a3 after 7 plies
        // (after x's third move, a1 c1 b2, no line yet: b1 is o's).
        Playout<TicTacToe.State> playout = FIRST.playout(GAME, START, new SplittableRandom(1), Integer.MAX_VALUE);
        assertEquals(7, playout.plies());
        assertEquals("x../oxo/xox o", GAME.formatPosition(playout.finalState()));
        assertEquals("win:b:line", GAME.status(playout.finalState()).notation());
        // The limit stops it early: after 4 plies x a1 c1, o b1 a2.
        Playout<TicTacToe.State> four = FIRST.playout(GAME, START, new SplittableRandom(1), 4);
        assertEquals(4, four.plies());
        assertEquals(".../o../xox x", GAME.formatPosition(four.finalState()));
        // A limit of 0 plays nothing; an ended game has nothing to play.
        assertEquals(new Playout<>(START, 0), FIRST.playout(GAME, START, new SplittableRandom(1), 0));
        assertEquals(
                new Playout<>(playout.finalState(), 0),
                FIRST.playout(GAME, playout.finalState(), new SplittableRandom(1), 5));
    }

    @Test
    void uniformPlayoutsIgnoreAGamesOwnPolicyThatIsNotUniform() {
        Game<TicTacToe.State, FileRank> biased = new ForwardingGame<>(GAME, "", FIRST);
        for (long seed = 1; seed <= 5; seed++) {
            PlayoutOptions options = PlayoutOptions.seeded(seed);
            assertEquals(Playouts.play(GAME, START, options), Playouts.play(biased, START, options), "seed " + seed);
        }
        // The biased policy is still played where it is asked for.
        assertEquals(
                7, Playouts.play(biased, START, PlayoutOptions.seeded(1), FIRST).plies());
    }

    @Test
    void uniformPlayoutsUseAGamesOwnUniformPolicy() {
        CountingUniform own = new CountingUniform();
        Game<TicTacToe.State, FileRank> game = new ForwardingGame<>(GAME, "", own);
        PlayoutOptions options = PlayoutOptions.seeded(3);
        // The game's own uniform policy plays the playout (its faster loop would serve) and plays
        // what the plain uniform policy plays.
        assertEquals(Playouts.play(GAME, START, options), Playouts.play(game, START, options));
        assertEquals(1, own.playouts);
    }

    @Test
    void aPlayoutWithACallersRandomTakesTheGamesPolicyAndItsLimit() {
        // The uniform policy has no limit: tic-tac-toe is played to its end.
        Playout<TicTacToe.State> full = Playouts.play(GAME, START, new SplittableRandom(7));
        assertTrue(GAME.status(full.finalState()).isOver());
        assertTrue(full.plies() >= 5, "no one wins in fewer than 5 plies");
        // A policy's own limit of 3 plies stops a game that cannot end that soon.
        PlayoutPolicy<TicTacToe.State, FileRank> short3 = new PlayoutPolicy<>() {
            @Override
            public FileRank choose(TicTacToe.State state, List<FileRank> legalMoves, SplittableRandom random) {
                return legalMoves.get(0);
            }

            @Override
            public int maxPlies(TicTacToe.State start) {
                return 3;
            }
        };
        Playout<TicTacToe.State> three =
                Playouts.play(new ForwardingGame<>(GAME, "", short3), START, new SplittableRandom(7));
        assertEquals(3, three.plies());
        assertEquals(".../.../xox o", GAME.formatPosition(three.finalState()));
    }

    @Test
    void aNegativeLimitIsRefused() {
        SplittableRandom random = new SplittableRandom(1);
        assertThrows(IllegalArgumentException.class, () -> Playouts.play(GAME, START, random, -1, FIRST));
        assertEquals(new Playout<>(START, 0), Playouts.play(GAME, START, random, 0, FIRST));
    }
}
