package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.gorogo.GoRoGo;
import io.github.boardrules.gorogo.GoRoGoMove;
import io.github.boardrules.gorogo.GoRoGoState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The walk's set of positions: its keys are exact (two positions share one only when they are
 * equal), and it answers as a set of states does, through its growth.
 */
class PositionSetTest {
    private static final GoRoGo GAME = GoRoGo.standard().withRules("setup=c2");

    /** Every unfinished position of 3,000 seeded random games, with repeats. */
    private static final List<GoRoGoState> POSITIONS = new ArrayList<>();

    @BeforeAll
    static void play() {
        Random random = new Random(3);
        for (int game = 0; game < 3_000; game++) {
            GoRoGoState state = GAME.initialState();
            while (!GAME.status(state).isOver()) {
                POSITIONS.add(state);
                List<GoRoGoMove> moves = GAME.legalMoves(state);
                state = GAME.apply(state, moves.get(random.nextInt(moves.size())));
            }
        }
    }

    @Test
    void positionsShareAKeyExactlyWhenTheyAreEqual() {
        Map<Long, GoRoGoState> byKey = new HashMap<>();
        for (GoRoGoState state : POSITIONS) {
            GoRoGoState before = byKey.putIfAbsent(PositionSet.key(state), state);
            if (before != null) {
                assertEquals(before, state, "two positions with one key");
            }
        }
        // Many positions repeat (the setup, the first few moves), so the check above is not empty;
        // and there are far more distinct positions than 16-bit or 32-bit keys would separate.
        assertTrue(byKey.size() < POSITIONS.size());
        assertTrue(byKey.size() > 50_000, "distinct positions: " + byKey.size());
    }

    @Test
    void theKeyIgnoresTheLastMoveAsEqualityDoes() {
        // A position read back from its notation has no last move, and equals the one written.
        for (GoRoGoState state : POSITIONS.subList(0, 2_000)) {
            GoRoGoState parsed = GAME.parsePosition(GAME.formatPosition(state));
            assertEquals(state, parsed);
            assertEquals(PositionSet.key(state), PositionSet.key(parsed));
        }
    }

    @Test
    void itAnswersAsASetOfStatesThroughItsGrowth() {
        // From 4,096 slots the table doubles many times on the way to the distinct positions.
        PositionSet set = new PositionSet();
        Set<GoRoGoState> reference = new HashSet<>();
        for (GoRoGoState state : POSITIONS) {
            assertEquals(reference.add(state), set.add(state));
        }
        assertEquals(reference.size(), set.size());
        for (GoRoGoState state : reference) {
            assertFalse(set.add(state));
        }
        assertEquals(reference.size(), set.size());
    }
}
