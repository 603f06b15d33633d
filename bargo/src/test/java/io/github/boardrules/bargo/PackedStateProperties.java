package io.github.boardrules.bargo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The engine keeps a state's colour bitsets, superko hash and piece hash up to date incrementally
 * (placements, captures, the button); here every state of random games is compared with the same
 * position set up from scratch through its notation. A wrong incremental superko hash would let
 * superko miss a repetition, a wrong piece hash would break the search support's stable hash.
 */
class PackedStateProperties {
    @Property(tries = 40)
    void incrementalFieldsEqualARecount(@ForAll long seed, @ForAll @IntRange(min = 2, max = 6) int base) {
        SplittableRandom random = new SplittableRandom(seed);
        Bargo game = Bargo.withRules(BargoRules.of(base, 0));
        BargoState s = game.initialState();
        for (int ply = 0; ply < 4 * s.geometry.cells && !s.isOver(); ply++) {
            assertSameAsRecount(s);
            List<BargoMove> moves = game.legalMoves(s);
            BargoMove last = moves.get(moves.size() - 1);
            BargoMove move = last instanceof BargoMove.Pass && random.nextInt(12) != 0 && moves.size() > 1
                    ? moves.get(random.nextInt(moves.size() - 1))
                    : moves.get(random.nextInt(moves.size()));
            s = Engine.applyLegal(s, move);
        }
    }

    @Property(tries = 20)
    void zeroLibertyGroupsAreRemovedWithTheRightHash(@ForAll long seed) {
        // Black b2 (wall w) cuts off its own a2 (wall ne, last liberty b2), as in the rule tests; then
        // random play from there: White's next placement removes a2, and the hashes must follow.
        BargoState s = Fixtures.at("../Bne../Wne. b - 0 0");
        s = Engine.applyLegal(s, new BargoMove.Place(s.geometry.cell(3), Direction.W));
        SplittableRandom random = new SplittableRandom(seed);
        for (int ply = 0; ply < 20 && !s.isOver(); ply++) {
            List<BargoMove> moves = Engine.legalMoves(s);
            s = Engine.applyLegal(s, moves.get(random.nextInt(moves.size())));
            assertSameAsRecount(s);
        }
    }

    private static void assertSameAsRecount(BargoState s) {
        BargoState fresh = Fixtures.at(s.toString());
        assertArrayEquals(fresh.stones, s.stones, () -> "stones of " + s);
        assertEquals(fresh.hash, s.hash, () -> "superko hash of " + s);
        assertEquals(fresh.pieceHash, s.pieceHash, () -> "piece hash of " + s);
    }
}
