package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The legal-move list is a view over the state's packed move mask (one small object per call): it
 * must behave exactly like an immutable list of the moves in ring order.
 */
class MoveListProperties {
    @Property(tries = 20)
    void theLegalMoveListIsAnImmutableListInRingOrder(@ForAll long seed) {
        BaoState last = RandomGamesProperties.randomGame(seed, (before, move, after) -> {
            List<BaoMove> moves = GAME.legalMoves(before);
            List<BaoMove> copy = new ArrayList<>(moves);
            assertEquals(copy, moves);
            assertEquals(moves, copy);
            assertEquals(copy.hashCode(), moves.hashCode());
            assertEquals(copy.toString(), moves.toString());
            int previous = -1;
            for (int i = 0; i < moves.size(); i++) {
                BaoMove m = moves.get(i);
                assertEquals(copy.get(i), m);
                assertTrue(moves.contains(m));
                assertEquals(i, moves.indexOf(m));
                int ring = ringIndex(m.hole(), before.toMove());
                assertTrue(ring > previous, "ring order");
                previous = ring;
            }
            assertThrows(IndexOutOfBoundsException.class, () -> moves.get(moves.size()));
            assertThrows(IndexOutOfBoundsException.class, () -> moves.get(-1));
            assertThrows(UnsupportedOperationException.class, () -> moves.add(move));
            assertThrows(UnsupportedOperationException.class, () -> moves.remove(0));
        });
        assertTrue(GAME.legalMoves(last).isEmpty());
    }

    /** The position of a hole in its owner's sowing ring: rank 1 (or 3) left to right, then back. */
    private static int ringIndex(Hole hole, BaoSide side) {
        int square = hole.index();
        int file = square % 12;
        int rank = square / 12 + 1;
        boolean inner = side == BaoSide.SOUTH ? rank == 1 : rank == 3;
        return inner ? file : 23 - file;
    }
}
