package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.search.SearchSupport;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Bao Kigogo's actions, observation and hash on positions worked out by hand. */
class SearchSupportExamplesTest {
    private final BaoKigogo game = BaoKigogo.standard();
    private final SearchSupport<BaoState, BaoMove> search = game.searchSupport();

    private BaoMove sow(String hole) {
        return BaoMove.sow(Hole.parse(hole));
    }

    @Test
    void actionsAreTheMoversHolesInSowingOrder() {
        // South's ring a1..l1 then l2..a2; North's a3..l3 then l4..a4
        assertEquals(2, search.actionOf(sow("c1")));
        assertEquals(12, search.actionOf(sow("l2")));
        assertEquals(23, search.actionOf(sow("a2")));
        assertEquals(0, search.actionOf(sow("a3")));
        assertEquals(12, search.actionOf(sow("l4")));
        BaoState start = game.initialState();
        assertEquals(sow("c1"), search.moveOf(start, 2));
        BaoState north = game.apply(start, sow("c1"));
        assertEquals(sow("l4"), search.moveOf(north, 12));
    }

    @Test
    void atTheStartEveryHoleButTheEmptyA2IsLegal() {
        assertArrayEquals(IntStream.range(0, 23).toArray(), search.legalActions(game.initialState()));
        assertArrayEquals(new long[] {(1L << 23) - 1}, search.legalActionMask(game.initialState()));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> search.moveOf(game.initialState(), 23));
        assertEquals(BaoIllegalMoveReason.EMPTY_HOLE, e.reason());
    }

    @Test
    void actionsApplyWithoutMoves() {
        // At the start South may sow from every hole but the empty a2 (action 23): c1 is action 2.
        BaoState start = game.initialState();
        assertEquals((1L << 23) - 1, search.legalActionWord(start));
        long[] words = new long[3];
        assertEquals(23, search.legalActionMask(start, words, 2));
        assertEquals((1L << 23) - 1, words[2]);
        assertTrue(search.isLegalAction(start, 2));
        assertFalse(search.isLegalAction(start, 23));
        assertEquals(game.apply(start, sow("c1")), search.applyAction(start, 2));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> search.applyAction(start, 23));
        assertEquals(BaoIllegalMoveReason.EMPTY_HOLE, e.reason());
    }

    @Test
    void bothPlayersSeeTheirStartRowsAlike() {
        // South at the start, and North after South's c1 (which changes only South's rows), see
        // their own rows the same way: the empty hole (a2 for South, l3 for North) at row 2, column 0
        float[] south = search.observation(game.initialState());
        float[] north = search.observation(game.apply(game.initialState(), sow("c1")));
        assertArrayEquals(new int[] {7, 4, 12}, search.observationShape());
        assertEquals(1f, south[48 + 24], "a2 is empty");
        assertEquals(1f, north[48 + 24], "l3 is empty");
        assertEquals(0.25f, south[36], "a1 holds 2 seeds: 2 / 8");
        for (int plane = 0; plane < 4; plane++) {
            int rows = plane * 48 + 24;
            assertArrayEquals(Arrays.copyOfRange(south, rows, rows + 24), Arrays.copyOfRange(north, rows, rows + 24));
        }
        // c1 relays round to 1/0/3 on rank 1 from a1 (3,0,1,4,1,3,3,0,3,3,0,3); North sees South's
        // back row as its row 0, l1 to a1 from its left: b1 (column 10) empty, c1 (column 9) one seed
        assertEquals(1f, north[48 + 10], "b1 is empty");
        assertEquals(1f, north[2 * 48 + 9], "c1 holds one seed");
        assertEquals(0.375f, north[0], "l1 holds 3 seeds: 3 / 8");
        assertEquals(0f, south[6 * 48], "South has holes of two seeds");
    }

    /** North's rows as in the capture-first policy's test; South has two singletons, a1 and c2. */
    private static final String ROWS =
            "2,3,2,2,2,2,2,2,2,2,2,2/2,5,2,2,2,2,2,2,2,2,2,2/" + "0,0,1,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 ";

    @Test
    void theObservationShowsSeedsCapturesAndASingletonsOnlyMover() {
        // 54 seeds on the board, 33 captured by South and 5 by North: 92 in all.
        float[] seen = search.observation(game.parsePosition(ROWS + "S 33,5"));
        // South to move sees rank 4 as row 0: b3 (5 seeds) at row 1, column 1; c2 (1) at row 2,
        // column 2; the empty b2 beside it.
        assertEquals(5 / 8f, seen[13], "b3 holds 5 seeds");
        assertEquals(1f, seen[3 * 48 + 13], "b3 holds two or more");
        assertEquals(1 / 8f, seen[26], "c2 holds one seed");
        assertEquals(1f, seen[2 * 48 + 26], "c2 holds one");
        assertEquals(0f, seen[48 + 26], "c2 is not empty");
        assertEquals(0f, seen[3 * 48 + 26], "c2 does not hold two");
        assertEquals(1f, seen[48 + 25], "b2 is empty");
        for (int cell = 0; cell < 48; cell++) {
            assertEquals(33 / 92f, seen[4 * 48 + cell], "captured by the mover");
            assertEquals(5 / 92f, seen[5 * 48 + cell], "captured by the opponent");
            // North's a3, next to South's ring in slot order, holds 2: only the mover's holes count.
            assertEquals(1f, seen[6 * 48 + cell], "the mover holds singletons only");
        }
    }

    @Test
    void theSingletonsPlaneLooksAtTheMoversWholeRing() {
        // South's first hole a1 with two seeds is enough to clear the plane.
        String rows = ROWS.replace("/1,0,0,0,0,0,0,0,0,0,0,0 ", "/2,0,0,0,0,0,0,0,0,0,0,0 ");
        assertEquals(0f, search.observation(game.parsePosition(rows + "S 32,5"))[6 * 48]);
        // North to move sees its own captures first; its holes hold two or more.
        float[] north = search.observation(game.parsePosition(ROWS + "N 33,5"));
        assertEquals(5 / 92f, north[4 * 48]);
        assertEquals(33 / 92f, north[5 * 48]);
        assertEquals(0f, north[6 * 48]);
        // North holding only singletons, a3 (its first hole) among them, and South's last hole a2
        // holding two: the plane is set.
        String singles =
                "0,0,0,0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0,0,0,0/" + "2,0,0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 ";
        assertEquals(1f, search.observation(game.parsePosition(singles + "N 44,44"))[6 * 48]);
    }

    @Test
    void theHashIsPinned() {
        // fixed keys: a change to these values breaks every stored hash, so it must be deliberate
        assertEquals(-220707038825566098L, search.hash(game.initialState()));
        BaoState after = game.apply(game.initialState(), sow("c1"));
        assertEquals(4418833142128330195L, search.hash(after));
        assertEquals(search.hash(after), search.hash(game.parsePosition(after.toString())));
        // The captured counts and the end of the game have keys of their own: South's c2 -> b2
        // takes North's last 8 seeds (b3 and b4) and wins.
        BaoState lastSeeds = game.parsePosition(
                "0,3,0,0,0,0,0,0,0,0,0,0/0,5,0,0,0,0,0,0,0,0,0,0/0,0,1,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0,0,0 S 80,3");
        BaoState won = game.apply(lastSeeds, sow("c2"));
        assertEquals("win:s:all-captured", game.status(won).notation());
        assertEquals(-1228762465919572427L, search.hash(lastSeeds));
        assertEquals(-6794330040222610387L, search.hash(won));
    }

    @Test
    void theOnlySymmetryIsTheIdentity() {
        assertEquals(1, search.symmetryCount());
        assertEquals(game.initialState(), search.transform(game.initialState(), 0));
        assertThrows(IllegalArgumentException.class, () -> search.transform(game.initialState(), 1));
    }
}
