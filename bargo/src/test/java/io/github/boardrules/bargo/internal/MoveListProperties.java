package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.boardrules.bargo.BargoMove;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The legal-move list reads its moves from bitset words, by index ({@code get} selects a set bit),
 * by iterator and by {@code forEach} (both walk the words): all three must give the same moves in
 * the same order, placements by code — cell, then wall — and the button or pass last. Boards up to
 * base 13 put placement codes across word boundaries (a cell's six bits can straddle two words).
 */
class MoveListProperties {
    @Property(tries = 30)
    void indexIteratorAndForEachAgree(@ForAll long seed, @ForAll @IntRange(min = 2, max = 13) int base) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = Position.initial(base, 0);
        for (int ply = 0; ply < 40 && !p.isOver(); ply++) {
            List<BargoMove> moves = Engine.legalMoves(p);
            List<BargoMove> byIndex = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                byIndex.add(moves.get(i));
            }
            List<BargoMove> byIterator = new ArrayList<>();
            Iterator<BargoMove> iterator = moves.iterator();
            while (iterator.hasNext()) {
                byIterator.add(iterator.next());
            }
            assertThrows(NoSuchElementException.class, iterator::next);
            List<BargoMove> byForEach = new ArrayList<>();
            moves.forEach(byForEach::add);
            assertEquals(byIndex, byIterator);
            assertEquals(byIndex, byForEach);
            int previous = -1;
            for (int i = 0; i < moves.size() - 1; i++) {
                BargoMove.Place place = (BargoMove.Place) moves.get(i);
                int code = place.cell().index() * Geometry.DIRECTIONS
                        + place.wall().ordinal();
                assertEquals(true, code > previous, "placements in code order");
                previous = code;
            }
            assertThrows(IndexOutOfBoundsException.class, () -> moves.get(moves.size()));
            p = Engine.applyLegal(p, moves.get(random.nextInt(moves.size())));
        }
    }
}
