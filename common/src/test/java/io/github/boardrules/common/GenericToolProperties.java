package io.github.boardrules.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.testing.tictactoe.TicTacToe;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Properties of the generic tools over random tic-tac-toe games. */
class GenericToolProperties {
    private static final TicTacToe GAME = TicTacToe.GAME;

    @Property(tries = 300)
    void aSeedFixesThePlayout(@ForAll long seed) {
        Playout<TicTacToe.State> first = Playouts.play(GAME, GAME.initialState(), PlayoutOptions.seeded(seed));
        Playout<TicTacToe.State> second = Playouts.play(GAME, GAME.initialState(), PlayoutOptions.seeded(seed));
        assertEquals(first, second);
        // Without a ply limit a playout runs to the end of the game.
        assertTrue(GAME.status(first.finalState()).isOver());
    }

    @Property(tries = 200)
    void aPlayoutStopsAtItsPlyLimit(@ForAll long seed, @ForAll @IntRange(min = 0, max = 9) int limit) {
        PlayoutOptions options =
                PlayoutOptions.builder().seed(seed).maxPlies(limit).build();
        Playout<TicTacToe.State> playout = Playouts.play(GAME, GAME.initialState(), options);
        assertTrue(playout.plies() <= limit);
        assertTrue(playout.plies() == limit || GAME.status(playout.finalState()).isOver());
    }

    @Property(tries = 300)
    void recordsOfRandomGamesReadBackToEqualStates(@ForAll long seed, @ForAll @IntRange(min = 0, max = 9) int length) {
        SplittableRandom random = new SplittableRandom(seed);
        List<FileRank> moves = new ArrayList<>();
        TicTacToe.State state = GAME.initialState();
        while (moves.size() < length && !GAME.status(state).isOver()) {
            List<FileRank> legal = GAME.legalMoves(state);
            FileRank move = legal.get(random.nextInt(legal.size()));
            moves.add(move);
            state = GAME.apply(state, move);
        }
        GameRecord<TicTacToe.State, FileRank> rec = GameRecord.fromStart(GAME, moves);
        GameRecord<TicTacToe.State, FileRank> back = GameRecord.parse(GAME, rec.format());
        assertEquals(rec, back);
        assertEquals(state, back.finalState());
        assertEquals(rec.format(), back.format());
    }

    @Property(tries = 200)
    void legalMovesAreExactlyTheMovesThatApply(@ForAll long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        TicTacToe.State state = GAME.initialState();
        while (true) {
            List<FileRank> legal = GAME.legalMoves(state);
            assertEquals(legal.isEmpty(), GAME.status(state).isOver());
            for (int file = 0; file < 3; file++) {
                for (int rank = 1; rank <= 3; rank++) {
                    FileRank move = new FileRank(file, rank);
                    Optional<IllegalMoveReason> refusal = GAME.check(state, move);
                    assertEquals(legal.contains(move), refusal.isEmpty(), move.notation());
                }
            }
            if (legal.isEmpty()) {
                return;
            }
            TicTacToe.State before = state;
            String text = GAME.formatPosition(before);
            state = GAME.apply(state, legal.get(random.nextInt(legal.size())));
            assertEquals(text, GAME.formatPosition(before), "apply changed its input");
            assertEquals(state, GAME.parsePosition(GAME.formatPosition(state)));
            assertFalse(state.equals(before));
        }
    }
}
