package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.PlayoutPolicy;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Bao Kigogo's capture-first playout policy, on hand-worked positions. */
class CaptureFirstPolicyTest {
    private static final BaoKigogo GAME = BaoKigogo.standard();
    private static final String NOTHING_CAPTURES = "2,2,2,2,2,2,2,2,2,2,2,2/2,0,2,2,2,2,2,2,2,2,2,2/"
            + "0,0,1,0,0,0,0,0,0,0,0,0/1,0,0,1,0,0,0,0,0,0,0,0 S 43,0";

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
        List<BaoMove> reversed = new ArrayList<>(moves);
        Collections.reverse(reversed);
        for (long seed = 0; seed < 50; seed++) {
            assertEquals("c2", GAME.formatMove(policy.choose(state, moves, new SplittableRandom(seed))));
            // The capture first in the list is found as well as the capture last in it.
            assertEquals("c2", GAME.formatMove(policy.choose(state, reversed, new SplittableRandom(seed))));
        }
    }

    @Test
    void drawsAmongEqualBestCaptures() {
        // As above with a second singleton e2 -> d2 opposite d3 (5) and d4 (3): c2 and e2 each
        // capture 8, a1 nothing. Both captures are drawn, a1 never.
        BaoState state = GAME.parsePosition("2,3,2,3,2,2,2,2,2,2,2,2/2,5,2,5,2,2,2,2,2,2,2,2/"
                + "0,0,1,0,1,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S 33,0");
        List<BaoMove> moves = GAME.legalMoves(state);
        assertEquals(Set.of("a1", "c2", "e2"), notations(moves));
        for (BaoMove move : moves) {
            int gain = GAME.apply(state, move).captured(state.toMove()) - 33;
            assertEquals(GAME.formatMove(move).equals("a1") ? 0 : 8, gain, move.toString());
        }
        CaptureFirstPolicy policy = new CaptureFirstPolicy(GAME);
        SplittableRandom random = new SplittableRandom(11);
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < 400; i++) {
            counts.merge(GAME.formatMove(policy.choose(state, moves, random)), 1, Integer::sum);
        }
        assertEquals(Set.of("c2", "e2"), counts.keySet());
        // A fair draw between two: 200 expected each; 150 is more than five standard deviations off.
        assertTrue(counts.get("c2") > 150 && counts.get("e2") > 150, counts.toString());
    }

    @Test
    void withoutACaptureItDrawsAsTheUniformPolicy() {
        // The position of the next test: no move captures, so the choice is the uniform policy's,
        // draw for draw.
        BaoState state = GAME.parsePosition(NOTHING_CAPTURES);
        List<BaoMove> moves = GAME.legalMoves(state);
        CaptureFirstPolicy policy = new CaptureFirstPolicy(GAME);
        for (long seed = 0; seed < 50; seed++) {
            assertEquals(
                    PlayoutPolicy.<BaoState, BaoMove>uniform().choose(state, moves, new SplittableRandom(seed)),
                    policy.choose(state, moves, new SplittableRandom(seed)));
        }
    }

    @Test
    void playsEveryMoveSomeTimesWhenNothingCaptures() {
        // South's singletons a1 -> b1 and d1 -> e1 end in the back row; c2 -> b2 ends in the front
        // row, but opposite the empty b3, so nothing is captured whatever b4 holds. No move captures
        // (checked first, move by move), so the policy draws uniformly and 200 draws reach all three.
        BaoState state = GAME.parsePosition(NOTHING_CAPTURES);
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
