package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Bao Kigogo's capture-first playout policy, on hand-worked positions. */
class CaptureFirstPolicyTest {
    private static final BaoKigogo GAME = BaoKigogo.standard();

    @Test
    void takesTheCaptureWheneverOneIsOnOffer() {
        // South holds only singletons, a1 and c2, so each may step into the empty hole after it:
        // a1 -> b1 ends in the back row (no capture); c2 -> b2 ends in the front row opposite b3
        // (5 seeds) with b4 (3) behind it, capturing 8. North has 2 in every other hole.
        BaoState state = GAME.parsePosition("2,3,2,2,2,2,2,2,2,2,2,2/2,5,2,2,2,2,2,2,2,2,2,2/"
                + "0,0,1,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S 38,0");
        List<BaoMove> moves = GAME.legalMoves(state);
        assertEquals(Set.of("a1", "c2"), notations(moves));
        CaptureFirstPolicy policy = new CaptureFirstPolicy(GAME);
        for (long seed = 0; seed < 50; seed++) {
            assertEquals("c2", GAME.formatMove(policy.choose(state, moves, new SplittableRandom(seed))));
        }
    }

    @Test
    void playsEveryMoveSomeTimesWhenNothingCaptures() {
        // South's singletons a1 -> b1 and d1 -> e1 end in the back row; c2 -> b2 ends in the front
        // row, but opposite the empty b3, so nothing is captured whatever b4 holds. No move captures
        // (checked first, move by move), so the policy draws uniformly and 200 draws reach all three.
        BaoState state = GAME.parsePosition("2,2,2,2,2,2,2,2,2,2,2,2/2,0,2,2,2,2,2,2,2,2,2,2/"
                + "0,0,1,0,0,0,0,0,0,0,0,0/1,0,0,1,0,0,0,0,0,0,0,0 S 43,0");
        List<BaoMove> moves = GAME.legalMoves(state);
        assertEquals(Set.of("a1", "c2", "d1"), notations(moves));
        for (BaoMove move : moves) {
            assertEquals(43, GAME.apply(state, move).captured(state.toMove()), move.toString());
        }
        CaptureFirstPolicy policy = new CaptureFirstPolicy(GAME);
        SplittableRandom random = new SplittableRandom(3);
        Set<String> chosen = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            chosen.add(GAME.formatMove(policy.choose(state, moves, random)));
        }
        assertEquals(notations(moves), chosen);
    }

    @Test
    void isTheGamesPolicyForSearchBots() {
        // The game offers it to search code through the generic Game interface; its own playouts stay
        // uniform, and the capture-first playouts have the same (absent) ply limit.
        assertInstanceOf(CaptureFirstPolicy.class, GAME.searchPlayoutPolicy());
        assertTrue(GAME.playoutPolicy().isUniform());
        assertTrue(GAME.searchPlayoutPolicy().maxPlies(GAME.initialState()) > 1_000_000);
    }

    private static Set<String> notations(List<BaoMove> moves) {
        Set<String> set = new HashSet<>();
        for (BaoMove move : moves) {
            set.add(GAME.formatMove(move));
        }
        return set;
    }
}
