package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.bargo.Bargo;
import io.github.boardrules.bargo.BargoMove;
import io.github.boardrules.bargo.BargoRules;
import io.github.boardrules.bargo.BargoState;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The groups that follow a game move by move ({@link Groups#advance}) must describe every board
 * exactly as a fresh analysis does: the same partition into groups, the same liberty counts and
 * Zobrist sums, the same zero-liberty groups. A stale liberty count would make the engine miss a
 * capture or allow a suicide, so each ply of random games (captures, merges, walls cutting off own
 * groups, passes and the button included) is compared. The games are played through the public API
 * and their boards read back from the position notation.
 */
class GroupsProperties {
    @Property(tries = 60)
    void followingAGameEqualsAFreshAnalysis(@ForAll long seed, @ForAll @IntRange(min = 2, max = 7) int base) {
        SplittableRandom random = new SplittableRandom(seed);
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        Geometry geometry = Geometry.of(base);
        BargoState state = game.initialState();
        byte[] board = board(state);
        Groups followed = new Groups();
        followed.analyse(geometry, board, Codes.BLACK);
        Groups fresh = new Groups();
        for (int ply = 0; ply < 3 * geometry.cells && !state.isOver(); ply++) {
            List<BargoMove> moves = game.legalMoves(state);
            BargoMove move = moves.get(random.nextInt(moves.size()));
            int mover = state.toMove().ordinal();
            BargoState next = game.apply(state, move);
            byte[] after = board(next);
            if (!followed.advance(geometry, board, after, mover, code(move))) {
                followed.analyse(geometry, after, 1 - mover); // labels ran out, as the engine does
            }
            fresh.analyse(geometry, after, 1 - mover);
            assertSameGroups(fresh, followed, geometry.cells, next);
            state = next;
            board = after;
        }
    }

    static byte[] board(BargoState state) {
        return PositionNotation.parse(state.toString(), (geometry, board, toMove, button, passes, komi) -> board);
    }

    static int code(BargoMove move) {
        if (move instanceof BargoMove.Place place) {
            return place.cell().index() * Geometry.DIRECTIONS + place.wall().ordinal();
        }
        return move instanceof BargoMove.Pass ? Codes.LAST_PASS : Codes.LAST_BUTTON;
    }

    private static void assertSameGroups(Groups expected, Groups actual, int cells, BargoState state) {
        for (int cell = 0; cell < cells; cell++) {
            final int x = cell;
            int e = expected.label[x];
            int a = actual.label[x];
            assertEquals(e < 0, a < 0, () -> "occupancy of cell " + x + " in " + state);
            if (e < 0) {
                continue;
            }
            assertEquals(expected.liberties[e], actual.liberties[a], () -> "liberties at " + x + " in " + state);
            assertEquals(expected.zobrist[e], actual.zobrist[a], () -> "Zobrist sum at " + x + " in " + state);
            for (int other = 0; other < cells; other++) {
                final int y = other;
                if (expected.label[y] >= 0) {
                    boolean together = e == expected.label[y];
                    assertEquals(
                            together, a == actual.label[y], () -> "cells " + x + " and " + y + " grouped in " + state);
                }
            }
        }
        assertEquals(expected.zeroLibertyCount, actual.zeroLibertyCount, () -> "zero-liberty groups in " + state);
        assertEquals(expected.zeroLibertyZobrist, actual.zeroLibertyZobrist, () -> "zero-liberty sum in " + state);
    }
}
