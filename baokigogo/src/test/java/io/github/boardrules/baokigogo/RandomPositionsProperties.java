package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The engine against {@link NaiveBaoKigogo} on random positions, including crowded sides with long relay
 * sowings. The seed is fixed: a random ring can (about once in a million moves) hold a sowing whose
 * exact fate takes very long to establish, and a test run must not depend on luck.
 */
class RandomPositionsProperties {
    static String randomPosition(SplittableRandom random) {
        int[][] board = new int[5][12];
        int onBoard = 2 + random.nextInt(91);
        // Lean towards one side now and then, to get crowded rings and long relays.
        double southShare = random.nextInt(3) == 0 ? random.nextDouble() : 0.5;
        for (int i = 0; i < onBoard; i++) {
            int rank = random.nextDouble() < southShare ? 1 + random.nextInt(2) : 3 + random.nextInt(2);
            board[rank][random.nextInt(12)]++;
        }
        int rest = 92 - onBoard;
        int bySouth = rest == 0 ? 0 : random.nextInt(rest + 1);
        StringBuilder sb = new StringBuilder();
        for (int r = 4; r >= 1; r--) {
            for (int f = 0; f < 12; f++) {
                sb.append(board[r][f]).append(f < 11 ? "," : "");
            }
            sb.append(r > 1 ? "/" : "");
        }
        sb.append(random.nextBoolean() ? " S " : " N ");
        return sb.append(bySouth).append(',').append(rest - bySouth).toString();
    }

    @Property(tries = 300, seed = "20261130")
    void everyMoveOfARandomPositionMatchesTheNaiveRules(@ForAll long seed) {
        String position = randomPosition(new SplittableRandom(seed));
        BaoState state = GAME.parsePosition(position);
        NaiveBaoKigogo naive = NaiveBaoKigogo.parse(position);
        assertEquals(naive.outcome, GAME.status(state).notation(), position);
        List<String> moves = new ArrayList<>();
        for (BaoMove move : GAME.legalMoves(state)) {
            moves.add(move.notation());
        }
        assertEquals(naive.moves(), moves, position);
        RandomGamesProperties.checkMoves(state);
        for (String move : moves) {
            NaiveBaoKigogo expected = naive.play(move, false);
            BaoState after = GAME.apply(state, Positions.sow(move));
            assertEquals(expected.position(), GAME.formatPosition(after), position + " " + move);
            assertEquals(expected.outcome, GAME.status(after).notation(), position + " " + move);
            assertEquals(RandomGamesProperties.fullHash(after), after.hash());
        }
    }
}
