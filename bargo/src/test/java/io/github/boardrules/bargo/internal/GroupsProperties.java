package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.bargo.BargoMove;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The groups that follow a game move by move ({@link Groups#advance}) must describe every position
 * exactly as a fresh analysis does: the same partition into groups, the same liberty counts and
 * Zobrist sums, the same zero-liberty groups. A stale liberty count would make the engine miss a
 * capture or allow a suicide, so each ply of random games (captures, merges, walls cutting off own
 * groups, passes and the button included) is compared.
 */
class GroupsProperties {
    @Property(tries = 60)
    void followingAGameEqualsAFreshAnalysis(@ForAll long seed, @ForAll @IntRange(min = 2, max = 7) int base) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = Position.initial(base, 0);
        Groups fresh = new Groups();
        for (int ply = 0; ply < 3 * p.geometry.cells && !p.isOver(); ply++) {
            List<BargoMove> moves = Engine.legalMoves(p); // brings this thread's analysis to p
            Groups followed = Analysis.of(p).groups;
            fresh.analyse(p);
            assertSameGroups(fresh, followed, p);
            BargoMove move = moves.get(random.nextInt(moves.size()));
            p = Engine.apply(p, move);
        }
    }

    private static void assertSameGroups(Groups expected, Groups actual, Position p) {
        int cells = p.geometry.cells;
        for (int cell = 0; cell < cells; cell++) {
            final int x = cell;
            int e = expected.label[x];
            int a = actual.label[x];
            assertEquals(e < 0, a < 0, () -> "occupancy of cell " + x + " in " + p);
            if (e < 0) {
                continue;
            }
            assertEquals(expected.liberties[e], actual.liberties[a], () -> "liberties at " + x + " in " + p);
            assertEquals(expected.zobrist[e], actual.zobrist[a], () -> "Zobrist sum at " + x + " in " + p);
            for (int other = 0; other < cells; other++) {
                final int y = other;
                if (expected.label[y] >= 0) {
                    boolean together = e == expected.label[y];
                    assertEquals(together, a == actual.label[y], () -> "cells " + x + " and " + y + " grouped in " + p);
                }
            }
        }
        assertEquals(expected.zeroLibertyCount, actual.zeroLibertyCount, () -> "zero-liberty groups in " + p);
        assertEquals(expected.zeroLibertyZobrist, actual.zeroLibertyZobrist, () -> "zero-liberty sum in " + p);
    }
}
