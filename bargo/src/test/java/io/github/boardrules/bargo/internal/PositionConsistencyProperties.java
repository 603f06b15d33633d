package io.github.boardrules.bargo.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.boardrules.bargo.BargoMove;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The engine keeps its colour bitsets and Zobrist hash up to date incrementally (placements,
 * captures, the button); here every state of random games is compared with the same position set up
 * from scratch through its notation. A wrong incremental hash would let superko miss a repetition.
 */
class PositionConsistencyProperties {
    @Property(tries = 40)
    void incrementalStonesAndHashEqualARecount(@ForAll long seed, @ForAll @IntRange(min = 2, max = 6) int base) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = Position.initial(base, 0);
        for (int ply = 0; ply < 4 * p.geometry.cells && !p.isOver(); ply++) {
            Position fresh = PositionNotation.parse(PositionNotation.format(p));
            assertArrayEquals(fresh.stones, p.stones, "stones of " + p);
            assertEquals(fresh.hash, p.hash, "hash of " + p);
            List<BargoMove> moves = Engine.legalMoves(p);
            BargoMove last = moves.get(moves.size() - 1);
            BargoMove move = last instanceof BargoMove.Pass && random.nextInt(12) != 0 && moves.size() > 1
                    ? moves.get(random.nextInt(moves.size() - 1))
                    : moves.get(random.nextInt(moves.size()));
            p = Engine.applyLegal(p, move);
        }
    }

    @Property(tries = 20)
    void zeroLibertyGroupsAreRemovedWithTheRightHash(@ForAll long seed) {
        // Black b2 (wall w) cuts off its own a2 (wall ne, last liberty b2), as in the rule tests; then
        // random play from there: White's next placement removes a2, and the hash must follow.
        Position p = PositionNotation.parse("../Bne../Wne. b - 0 0");
        p = Engine.applyLegal(p, new BargoMove.Place(p.geometry.cell(3), io.github.boardrules.bargo.Direction.W));
        SplittableRandom random = new SplittableRandom(seed);
        for (int ply = 0; ply < 20 && !p.isOver(); ply++) {
            List<BargoMove> moves = Engine.legalMoves(p);
            p = Engine.applyLegal(p, moves.get(random.nextInt(moves.size())));
            Position fresh = PositionNotation.parse(PositionNotation.format(p));
            assertArrayEquals(fresh.stones, p.stones);
            assertEquals(fresh.hash, p.hash);
        }
    }
}
