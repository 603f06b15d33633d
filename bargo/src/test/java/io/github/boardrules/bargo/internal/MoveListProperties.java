package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * the same order, placements by code — cell, then wall — and the button or pass last. Random
 * bitsets on boards up to base 13 put placement codes in every word, empty words between them, and
 * a cell's six bits across word boundaries.
 */
class MoveListProperties {
    @Property(tries = 100)
    void indexIteratorAndForEachAgree(@ForAll long seed, @ForAll @IntRange(min = 2, max = 13) int base) {
        SplittableRandom random = new SplittableRandom(seed);
        Geometry geometry = Geometry.of(base);
        int places = geometry.cells * Geometry.DIRECTIONS;
        long[] codes = new long[(places + 63) >>> 6];
        List<Integer> expected = new ArrayList<>();
        int density = random.nextInt(5); // 0: no placement at all; else about 1 in 2^density
        for (int code = 0; code < places; code++) {
            if (density > 0 && random.nextInt(1 << density) == 0) {
                codes[code >>> 6] |= 1L << code;
                expected.add(code);
            }
        }
        BargoMove last = random.nextBoolean() ? BargoMove.BUTTON : BargoMove.PASS;
        MoveList moves = new MoveList(geometry.moves, codes.clone(), expected.size(), last);

        assertEquals(expected.size() + 1, moves.size());
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
        for (int i = 0; i < expected.size(); i++) {
            int code = expected.get(i);
            assertEquals(geometry.place(code / Geometry.DIRECTIONS, code % Geometry.DIRECTIONS), byIndex.get(i));
        }
        assertEquals(last, byIndex.get(expected.size()));
        assertEquals(last, moves.last());
        assertThrows(IndexOutOfBoundsException.class, () -> moves.get(moves.size()));
        assertThrows(IndexOutOfBoundsException.class, () -> moves.get(-1));

        assertTrue(!moves.isEmpty());
    }
}
