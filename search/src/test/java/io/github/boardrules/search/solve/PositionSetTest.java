package io.github.boardrules.search.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
 * The walk's set of positions and the join's map of moves: their keys are exact (two positions
 * share one only when they are equal), and they answer as a set and a map of states do, through
 * their growth.
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

    @Test
    void theMapOfMovesAnswersAsAMapOfStatesThroughItsGrowth() {
        // Each position gets an action worked out from its own notation, so a value landing in
        // another position's slot (a growth bug) would show as a wrong action there.
        PositionMoves moves = new PositionMoves();
        Map<GoRoGoState, Integer> reference = new HashMap<>();
        for (GoRoGoState state : POSITIONS) {
            int action = Math.floorMod(GAME.formatPosition(state).hashCode(), 50);
            assertEquals(reference.containsKey(state) ? reference.get(state) : PositionMoves.NONE, moves.action(state));
            reference.put(state, action);
            moves.put(state, action);
        }
        assertEquals(reference.size(), moves.size());
        for (Map.Entry<GoRoGoState, Integer> entry : reference.entrySet()) {
            assertEquals(entry.getValue(), moves.action(entry.getKey()));
        }
    }

    @Test
    void theMapOfMovesReplacesAMoveAndRefusesAnActionOutOfRange() {
        PositionMoves moves = new PositionMoves();
        GoRoGoState state = POSITIONS.get(10);
        moves.put(state, 7);
        moves.put(state, 49);
        assertEquals(49, moves.action(state));
        assertEquals(1, moves.size());
        assertThrows(IllegalArgumentException.class, () -> moves.put(state, -1));
        assertThrows(IllegalArgumentException.class, () -> moves.put(state, 128));
        assertEquals(49, moves.action(state), "a refused put leaves the map as it was");
    }
}
