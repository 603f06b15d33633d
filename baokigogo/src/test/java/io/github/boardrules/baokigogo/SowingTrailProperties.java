package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** The trail of every move of random games, replayed by hand, gives exactly the board of apply. */
class SowingTrailProperties {
    @Property(tries = 60)
    void replayingTheTrailGivesTheBoardApplyGives(@ForAll long seed) {
        RandomGamesProperties.randomGame(seed, (before, move, after) -> {
            SowingTrail trail = GAME.sowingTrail(before, move);
            assertEquals(before.toMove(), trail.mover());
            assertArrayEquals(TrailReplay.board(after), TrailReplay.replay(before, trail), trail.toString());
            assertEquals(after.captured(trail.mover()) - before.captured(trail.mover()), trail.captured());
            assertEquals(after.lastHole(), trail.end());
            // Asking for the trail leaves the state as it was and tells the same each time.
            assertEquals(trail, GAME.sowingTrail(before, move));
        });
    }
}
