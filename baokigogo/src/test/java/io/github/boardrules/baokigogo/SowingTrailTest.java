package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static io.github.boardrules.baokigogo.Positions.sow;
import static io.github.boardrules.baokigogo.Positions.state;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.IllegalMoveException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The trail of a move, on positions worked out by hand (those of {@code RulesExamplesTest}). */
class SowingTrailTest {
    @Test
    void aPlainSowingIsOneLapEndingInAnEmptyHole() {
        // a1 holds 2: one seed to b1, one to c1; c1 was empty, so the move ends there, in the back
        // row: nothing is captured.
        SowingTrail trail = GAME.sowingTrail(state('S', "a1=2", "a3=2"), sow("a1"));
        assertEquals(List.of(lap("a1", 2)), trail.laps());
        assertEquals(holes("b1", "c1"), trail.laps().get(0).holes());
        assertEquals(Optional.of(Hole.parse("c1")), trail.end());
        assertEquals(List.of(), trail.captures());
        assertEquals(BaoSide.SOUTH, trail.mover());
        assertFalse(trail.endless());
        assertEquals("a1: a1×2 → c1", trail.toString());
    }

    @Test
    void relayLapsStartWhereTheLastSeedLanded() {
        // Lap 1: a1 (2) -> b1, c1; c1 held 1, now 2: taken up.
        // Lap 2: c1 (2) -> d1, e1; e1 held 2, now 3: taken up.
        // Lap 3: e1 (3) -> f1, g1, h1; h1 was empty: the move ends in h1.
        SowingTrail trail = GAME.sowingTrail(state('S', "a1=2", "c1=1", "e1=2", "a3=2"), sow("a1"));
        assertEquals(List.of(lap("a1", 2), lap("c1", 2), lap("e1", 3)), trail.laps());
        assertEquals(holes("f1", "g1", "h1"), trail.laps().get(2).holes());
        assertEquals(Optional.of(Hole.parse("h1")), trail.end());
        assertEquals(7, trail.seedsSown());
    }

    @Test
    void theFirstMoveA1RelaysRoundTheRingAndCapturesFrontAndBack() {
        // From the start: a1 (2) -> b1, c1; then c1, f1, i1, l1, j2, g2, d2 (3 each) are taken up in
        // turn, each lap of three seeds landing in an occupied hole, round the corner from l1 to l2;
        // the last lap d2 -> c2, b2, a2 lands in the empty a2, South's front row, file a. North's
        // a3 (2) is occupied, so it is captured, and with it a4 (2).
        SowingTrail trail = GAME.sowingTrail(GAME.initialState(), sow("a1"));
        assertEquals(
                List.of(
                        lap("a1", 2),
                        lap("c1", 3),
                        lap("f1", 3),
                        lap("i1", 3),
                        lap("l1", 3),
                        lap("j2", 3),
                        lap("g2", 3),
                        lap("d2", 3)),
                trail.laps());
        assertEquals(holes("l2", "k2", "j2"), trail.laps().get(4).holes());
        assertEquals(Optional.of(Hole.parse("a2")), trail.end());
        assertEquals(
                List.of(new SowingTrail.Capture(Hole.parse("a3"), 2), new SowingTrail.Capture(Hole.parse("a4"), 2)),
                trail.captures());
        assertEquals(4, trail.captured());
    }

    @Test
    void aCaptureWithAnEmptyBackHoleNamesTheFrontHoleOnly() {
        // h2 (2) -> g2, f2; f2 was empty: ends in the front row, file f. North's f3 (3) is taken;
        // f4 is empty, so nothing more.
        SowingTrail trail = GAME.sowingTrail(state('S', "h2=2", "f3=3", "a3=2"), sow("h2"));
        assertEquals(List.of(new SowingTrail.Capture(Hole.parse("f3"), 3)), trail.captures());
        assertEquals(Optional.of(Hole.parse("f2")), trail.end());
    }

    @Test
    void aSingletonMoveIsOneLapOfOneSeed() {
        // No South hole holds two seeds, so single seeds may move, into an empty next hole only:
        // a1 -> b1 is legal (b1 empty). The move ends in b1.
        BaoState before = state('S', "a1=1", "c1=1", "a3=2");
        SowingTrail trail = GAME.sowingTrail(before, sow("a1"));
        assertEquals(List.of(lap("a1", 1)), trail.laps());
        assertEquals(holes("b1"), trail.laps().get(0).holes());
        assertEquals(Optional.of(Hole.parse("b1")), trail.end());
    }

    @Test
    void aLapOfTwentyFourSeedsPassesItsOwnOrigin() {
        // a1 holds 24: b1..l1, l2..a2 and the 24th seed back into a1, emptied when the seeds were
        // taken up: the lap's last hole is its origin, and the move ends there.
        SowingTrail trail = GAME.sowingTrail(state('S', "a1=24", "a3=2"), sow("a1"));
        List<Hole> holes = trail.laps().get(0).holes();
        assertEquals(24, holes.size());
        assertEquals(Hole.parse("l2"), holes.get(11));
        assertEquals(Hole.parse("a1"), holes.get(23));
        assertEquals(Optional.of(Hole.parse("a1")), trail.end());
    }

    @Test
    void northsLapsRunRoundNorthsRing() {
        // a4 is the last hole of North's ring: its seeds go to a3 and b3; b3 was empty.
        SowingTrail trail = GAME.sowingTrail(state('N', "a4=2", "a1=2"), sow("a4"));
        assertEquals(BaoSide.NORTH, trail.mover());
        assertEquals(holes("a3", "b3"), trail.laps().get(0).holes());
    }

    @Test
    void aSowingStoppedByTheLapLimitListsTheLapsPlayed() {
        // Under laps=2 the three-lap relay a1, c1, e1 is cut after two laps and counts as endless:
        // the trail has those two laps and no end; the board stays as it was.
        BaoState before = GAME.withRules("endless=draw laps=2")
                .parsePosition(Positions.notation('S', "a1=2", "c1=1", "e1=2", "a3=2"));
        SowingTrail trail = GAME.sowingTrail(before, sow("a1"));
        assertEquals(List.of(lap("a1", 2), lap("c1", 2)), trail.laps());
        assertTrue(trail.endless());
        assertEquals(Optional.empty(), trail.end());
        assertEquals(List.of(), trail.captures());
    }

    @Test
    void anEndlessSowingsLapsComeBackToAStateTheyPassed() {
        // The 169-lap cycle of EndlessSowingTest: the engine plays laps until its cycle detection
        // sees a state again, so the laps recorded lead back to a state met before.
        BaoState before = GAME.parsePosition(EndlessSowingTest.southRing(EndlessSowingTest.ENDLESS_RING, 6));
        SowingTrail trail = GAME.sowingTrail(before, sow("j2"));
        assertTrue(trail.endless());
        assertTrue(trail.lapCount() >= 169, "laps: " + trail.lapCount());
        assertTrue(TrailReplay.repeatsASowingState(before, trail));
    }

    @Test
    void aLongSowingPastTheCycleWatchIsRecordedToTheEnd() {
        // 4330 laps: all but the first 64 run in the engine's watched loop, which reports its laps
        // too. Replaying them gives the board apply gives.
        BaoState before = GAME.parsePosition(EndlessSowingTest.southRing(EndlessSowingTest.LONG_RING, 6));
        SowingTrail trail = GAME.sowingTrail(before, sow("l1"));
        assertEquals(4330, trail.lapCount());
        assertArrayEquals(TrailReplay.board(GAME.apply(before, sow("l1"))), TrailReplay.replay(before, trail));
    }

    @Test
    void anIllegalMoveIsRefusedAsApplyRefusesIt() {
        // d1 is empty at the start: the same typed refusal as apply's.
        IllegalMoveException e =
                assertThrows(IllegalMoveException.class, () -> GAME.sowingTrail(GAME.initialState(), sow("a2")));
        assertEquals(BaoIllegalMoveReason.EMPTY_HOLE, e.reason());
    }

    private static SowingTrail.Lap lap(String hole, int seeds) {
        return new SowingTrail.Lap(Hole.parse(hole), seeds);
    }

    private static List<Hole> holes(String... names) {
        return java.util.Arrays.stream(names).map(Hole::parse).toList();
    }
}
