package io.github.boardrules.baokigogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Replays a {@link SowingTrail} on a plain array of the 48 counts (by hole index), checking each
 * step against the rules as it goes: a lap takes up all the seeds of its hole, a relay starts where
 * the previous lap ended and only if that hole was occupied before the seed landed, the move ends
 * in a hole that was empty, and a capture empties the holes it names.
 */
final class TrailReplay {
    private TrailReplay() {}

    /** The counts of a state by hole index. */
    static int[] board(BaoState state) {
        int[] board = new int[48];
        for (Hole hole : Hole.all()) {
            board[hole.index()] = state.seeds(hole);
        }
        return board;
    }

    /**
     * Replays a finished (not endless) trail from the board before the move.
     *
     * @return the board after the laps and the captures
     */
    static int[] replay(BaoState before, SowingTrail trail) {
        int[] board = board(before);
        int total = Arrays.stream(board).sum();
        List<SowingTrail.Lap> laps = trail.laps();
        assertEquals(trail.move().hole(), laps.get(0).from(), "the first lap starts at the origin");
        Hole last = null;
        for (SowingTrail.Lap lap : laps) {
            if (last != null) {
                assertEquals(last, lap.from(), "a relay starts where the last lap ended");
                assertTrue(lap.seeds() >= 2, "a relay only from a hole that was occupied");
            }
            last = sow(board, lap, trail.mover());
            // Seeds are conserved along the trail: every seed taken up is sown again.
            assertEquals(total, Arrays.stream(board).sum());
        }
        assertEquals(last, trail.end().orElseThrow());
        assertEquals(1, board[last.index()], "the move ends in a hole that was empty");
        for (SowingTrail.Capture capture : trail.captures()) {
            assertEquals(trail.mover().opponent(), capture.hole().owner());
            assertEquals(
                    board[capture.hole().index()],
                    capture.seeds(),
                    capture.hole().notation());
            board[capture.hole().index()] = 0;
        }
        return board;
    }

    /**
     * Replays an endless trail and checks that its last lap leads back to a sowing state it passed
     * before (the mover's counts, the hole the next lap starts from, the seeds in hand): from there
     * the laps would repeat for ever. Under a lap limit the sowing may instead just stop.
     *
     * @return whether a repeated state was found
     */
    static boolean repeatsASowingState(BaoState before, SowingTrail trail) {
        int[] board = board(before);
        Set<String> seen = new HashSet<>();
        Hole last = null;
        for (SowingTrail.Lap lap : trail.laps()) {
            if (last != null) {
                assertEquals(last, lap.from());
            }
            seen.add(
                    Arrays.toString(board) + lap.from() + "/" + board[lap.from().index()]);
            last = sow(board, lap, trail.mover());
        }
        assertTrue(board[last.index()] >= 2, "an endless sowing never lands in an empty hole");
        return seen.contains(Arrays.toString(board) + last + "/" + board[last.index()]);
    }

    /** Takes up a lap's seeds and sows them; returns the hole the last one landed in. */
    private static Hole sow(int[] board, SowingTrail.Lap lap, BaoSide mover) {
        assertEquals(mover, lap.from().owner(), "a lap runs round the mover's ring");
        assertEquals(board[lap.from().index()], lap.seeds(), "a lap takes up every seed of its hole");
        board[lap.from().index()] = 0;
        List<Hole> holes = lap.holes();
        assertEquals(lap.seeds(), holes.size());
        for (Hole hole : holes) {
            assertEquals(mover, hole.owner());
            board[hole.index()]++;
        }
        assertEquals(lap.last(), holes.get(holes.size() - 1));
        return lap.last();
    }
}
