package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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

    @Test
    void theHashIsPinned() {
        // fixed keys: a change to these values breaks every stored hash, so it must be deliberate
        assertEquals(-220707038825566098L, search.hash(game.initialState()));
        BaoState after = game.apply(game.initialState(), sow("c1"));
        assertEquals(4418833142128330195L, search.hash(after));
        assertEquals(search.hash(after), search.hash(game.parsePosition(after.toString())));
    }

    @Test
    void theOnlySymmetryIsTheIdentity() {
        assertEquals(1, search.symmetryCount());
        assertEquals(game.initialState(), search.transform(game.initialState(), 0));
        assertThrows(IllegalArgumentException.class, () -> search.transform(game.initialState(), 1));
    }
}
