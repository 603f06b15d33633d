package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The trail of every move of random games, replayed by hand, gives exactly the board of apply; an
 * endless sowing's trail leads back to a sowing state it passed before, and the board stays as it
 * was.
 */
class SowingTrailProperties {
    @Property(tries = 60)
    void replayingTheTrailGivesTheBoardApplyGives(@ForAll long seed) {
        RandomGamesProperties.randomGame(seed, SowingTrailProperties::checkTrail);
    }

    /**
     * The random game of seed 21094 ends with an endless sowing (a draw, {@code endless-sowing}): the
     * property above once took every trail for a finished one and failed on it, so this game is
     * checked on every build.
     */
    @Example
    void aGameEndingInAnEndlessSowingHasItsTrailChecked() {
        boolean[] endless = {false};
        RandomGamesProperties.randomGame(21094, (before, move, after) -> {
            checkTrail(before, move, after);
            endless[0] |= GAME.sowingTrail(before, move).endless();
        });
        assertTrue(endless[0], "seed 21094 plays an endless sowing");
    }

    private static void checkTrail(BaoState before, BaoMove move, BaoState after) {
        SowingTrail trail = GAME.sowingTrail(before, move);
        assertEquals(before.toMove(), trail.mover());
        if (trail.endless()) {
            // The move can never be completed, so it leaves the board as it was and captures
            // nothing; its laps run into a sowing state they passed before (the standard rules'
            // lap limit of 1,000,000 is far beyond the repeats of a real game).
            assertArrayEquals(TrailReplay.board(before), TrailReplay.board(after), trail.toString());
            assertEquals(0, trail.captured());
            assertTrue(trail.captures().isEmpty());
            assertTrue(TrailReplay.repeatsASowingState(before, trail), trail.toString());
        } else {
            assertArrayEquals(TrailReplay.board(after), TrailReplay.replay(before, trail), trail.toString());
            assertEquals(after.captured(trail.mover()) - before.captured(trail.mover()), trail.captured());
            assertEquals(after.lastHole(), trail.end());
        }
        // Asking for the trail leaves the state as it was and tells the same each time.
        assertEquals(trail, GAME.sowingTrail(before, move));
    }
}
