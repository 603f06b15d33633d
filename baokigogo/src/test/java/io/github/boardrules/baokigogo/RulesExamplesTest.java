package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static io.github.boardrules.baokigogo.Positions.moves;
import static io.github.boardrules.baokigogo.Positions.play;
import static io.github.boardrules.baokigogo.Positions.seeds;
import static io.github.boardrules.baokigogo.Positions.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.IllegalMoveException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One example per rule clause, each on a position worked out by hand. */
class RulesExamplesTest {
    @Test
    void startPositionHas92SeedsWithA2AndL3EmptyAndSouthToMove() {
        BaoState start = GAME.initialState();
        assertEquals(
                "2,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,0/0,2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2,2 S 0,0",
                GAME.formatPosition(start));
        assertEquals(BaoSide.SOUTH, GAME.playerToMove(start));
        assertEquals(0, seeds(start, "a2"));
        assertEquals(0, seeds(start, "l3"));
        assertEquals(46, start.seedsOn(BaoSide.SOUTH));
        assertEquals(46, start.seedsOn(BaoSide.NORTH));
        // South's 23 holes of two seeds, in South's sowing order a1..l1, l2..b2 (a2 is empty).
        assertEquals(
                List.of(
                        "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "l2", "k2", "j2", "i2",
                        "h2", "g2", "f2", "e2", "d2", "c2", "b2"),
                moves(start));
        assertEquals("ongoing", GAME.status(start).notation());
    }

    @Test
    void multiSeedMoveSowsOnePerHoleFromTheNextHoleAndEndsInAnEmptyHole() {
        // a1 holds 2: one seed to b1, one to c1; c1 was empty, so the move ends there (back row:
        // no capture). North's a3 keeps North alive.
        BaoState after = play(state('S', "a1=2", "a3=2"), "a1");
        assertEquals(0, seeds(after, "a1"));
        assertEquals(1, seeds(after, "b1"));
        assertEquals(1, seeds(after, "c1"));
        assertEquals(Optional.of(Hole.parse("c1")), after.lastHole());
        assertEquals(Optional.of(Hole.parse("a1")), after.lastOrigin());
        assertEquals(BaoSide.NORTH, after.toMove());
    }

    @Test
    void relaySowingOfThreeLapsTracedByHand() {
        // Lap 1: a1 (2) -> b1=1, c1=2; c1 held 1, so its 2 seeds are taken up.
        // Lap 2: c1 (2) -> d1=1, e1=3; e1 held 2, so its 3 seeds are taken up.
        // Lap 3: e1 (3) -> f1=1, g1=1, h1=1; h1 was empty: the move ends in h1.
        BaoState after = play(state('S', "a1=2", "c1=1", "e1=2", "a3=2"), "a1");
        int[] expected = {0, 1, 0, 1, 0, 1, 1, 1, 0, 0, 0, 0};
        for (int f = 0; f < 12; f++) {
            assertEquals(expected[f], after.seeds(Hole.of(f, 1)), "file " + f);
        }
        assertEquals(Optional.of(Hole.parse("h1")), after.lastHole());
    }

    @Test
    void relayLapsWrapFromTheBackRowIntoTheFrontRowAndAround() {
        // Lap 1: k1 (3) -> l1=1, l2=1, k2=2; k2 held 1: take 2.
        // Lap 2: k2 (2) -> j2=1, i2=2; i2 held 1: take 2.
        // Lap 3: i2 (2) -> h2=1, g2=1; g2 was empty: ends in g2 (front row), g3 is empty: no capture.
        // North's g4 shows that the back hole alone is never captured.
        BaoState after = play(state('S', "k1=3", "k2=1", "i2=1", "g4=4", "a3=2"), "k1");
        assertEquals(1, seeds(after, "l1"));
        assertEquals(1, seeds(after, "l2"));
        assertEquals(0, seeds(after, "k2"));
        assertEquals(1, seeds(after, "j2"));
        assertEquals(0, seeds(after, "i2"));
        assertEquals(1, seeds(after, "h2"));
        assertEquals(1, seeds(after, "g2"));
        assertEquals(4, seeds(after, "g4"));
        assertEquals(81, after.captured(BaoSide.SOUTH), "nothing captured: 92 - 11 seeds on the board");
    }

    @Test
    void theFirstMoveA1RelaysRoundTheWholeRingAndCaptures() {
        // From the start: a1 (2) -> b1=3, c1=3; c1 was occupied: take 3 -> d1, e1, f1 (3 each);
        // take f1 -> g1, h1, i1; take i1 -> j1, k1, l1; take l1 -> l2, k2, j2; take j2 -> i2, h2,
        // g2; take g2 -> f2, e2, d2; take d2 -> c2=3, b2=3, a2=1. a2 was empty: the move ends in
        // South's front row, file a, after eight laps. North's a3 (2) is occupied: it is captured
        // with a4 (2).
        BaoState after = play(GAME.initialState(), "a1");
        assertEquals(
                "0,2,2,2,2,2,2,2,2,2,2,2/0,2,2,2,2,2,2,2,2,2,2,0/1,3,3,0,3,3,0,3,3,0,3,3/0,3,0,3,3,0,3,3,0,3,3,0 N 4,0",
                GAME.formatPosition(after));
        assertEquals(Optional.of(Hole.parse("a2")), after.lastHole());
    }

    @Test
    void theOriginIsNotSkippedWhenALapPassesIt() {
        // a1 holds 24: b1..l1 (11), l2..a2 (12) and the 24th seed back into a1, which was emptied
        // when the seeds were taken up: the move ends in its own origin with one seed everywhere.
        BaoState after = play(state('S', "a1=24", "a3=2"), "a1");
        for (Hole hole : Hole.all()) {
            if (hole.owner() == BaoSide.SOUTH) {
                assertEquals(1, after.seeds(hole), hole.notation());
            }
        }
        assertEquals(2, seeds(after, "a3"), "North's holes are not sown into");
        assertEquals(2, after.seedsOn(BaoSide.NORTH));
        assertEquals(Optional.of(Hole.parse("a1")), after.lastHole());
    }

    @Test
    void northSowsAroundItsOwnRing() {
        // North's ring runs a3..l3, l4..a4. l4 (3) -> k4=1, j4=1, i4=1; i4 was empty: ends there.
        // l3 (2) would go to l4 and k4 — the test takes l4. North never sows into South's rows.
        BaoState after = play(state('N', "l4=3", "a1=2"), "l4");
        assertEquals(1, seeds(after, "k4"));
        assertEquals(1, seeds(after, "j4"));
        assertEquals(1, seeds(after, "i4"));
        assertEquals(2, seeds(after, "a1"));
        BaoState wrap = play(state('N', "a4=2", "a1=2"), "a4");
        // a4 is the last hole of North's ring: its next holes are a3 and b3.
        assertEquals(1, seeds(wrap, "a3"));
        assertEquals(1, seeds(wrap, "b3"));
    }

    @Test
    void captureOfTheFrontHoleOnlyWhenTheBackHoleIsEmpty() {
        // h2 (2) -> g2, f2; f2 was empty: the move ends in South's front row, file f. North's f3
        // holds 3: captured. f4 is empty: nothing more.
        BaoState before = state('S', "h2=2", "f3=3", "a3=2");
        BaoState after = play(before, "h2");
        assertEquals(0, seeds(after, "f3"));
        assertEquals(before.captured(BaoSide.SOUTH) + 3, after.captured(BaoSide.SOUTH));
        assertEquals(1, seeds(after, "f2"), "the capturing seed stays where it landed");
        assertEquals(2, seeds(after, "a3"));
    }

    @Test
    void captureOfFrontAndBackHoles() {
        // As above, with North's f4 holding 2: the front hole is taken, so the back hole is too.
        BaoState before = state('S', "h2=2", "f3=3", "f4=2", "a3=2");
        BaoState after = play(before, "h2");
        assertEquals(0, seeds(after, "f3"));
        assertEquals(0, seeds(after, "f4"));
        assertEquals(before.captured(BaoSide.SOUTH) + 5, after.captured(BaoSide.SOUTH));
        assertEquals(1, after.historySize(), "a capture starts a new repetition history");
    }

    @Test
    void northCapturesSouthsFrontAndBackHoles() {
        // North: b3 (2) -> c3, d3; d3 was empty, North's front row, file d: South's d2 (1) and
        // d1 (4) are captured.
        BaoState before = state('N', "b3=2", "d2=1", "d1=4", "a1=2");
        BaoState after = play(before, "b3");
        assertEquals(0, seeds(after, "d2"));
        assertEquals(0, seeds(after, "d1"));
        assertEquals(5, after.captured(BaoSide.NORTH));
    }

    @Test
    void noCaptureWhenTheOppositeFrontHoleIsEmptyWhateverTheBackHoleHolds() {
        BaoState before = state('S', "h2=2", "f4=7", "a3=2");
        BaoState after = play(before, "h2");
        assertEquals(7, seeds(after, "f4"));
        assertEquals(before.captured(BaoSide.SOUTH), after.captured(BaoSide.SOUTH));
    }

    @Test
    void noCaptureWhenTheMoveEndsInTheBackRow() {
        // a1 (2) -> b1, c1: ends in c1, South's back row. North's c3 stays.
        BaoState after = play(state('S', "a1=2", "c3=3", "c4=3"), "a1");
        assertEquals(3, seeds(after, "c3"));
        assertEquals(3, seeds(after, "c4"));
    }

    @Test
    void singletonMovesOnlyIntoAnEmptyNextHole() {
        // South has only single seeds: a1, b1, d1. a1's next hole b1 is occupied (blocked);
        // b1 -> c1 (empty) and d1 -> e1 (empty) are the legal singleton moves.
        BaoState before = state('S', "a1=1", "b1=1", "d1=1", "a3=2");
        assertEquals(List.of("b1", "d1"), moves(before));
        assertEquals(Optional.of(BaoIllegalMoveReason.BLOCKED_SINGLETON), GAME.check(before, Positions.sow("a1")));
        assertEquals(Optional.of(BaoIllegalMoveReason.EMPTY_HOLE), GAME.check(before, Positions.sow("c1")));
        BaoState after = play(before, "b1");
        assertEquals(0, seeds(after, "b1"));
        assertEquals(1, seeds(after, "c1"));
        assertEquals(Optional.of(Hole.parse("c1")), after.lastHole());
    }

    @Test
    void singletonMoveIntoTheFrontRowCaptures() {
        // South's only seed b2 moves to a2 (next in South's ring), which ends in the front row of
        // file a: North's a3 (2) and a4 (1) are captured.
        BaoState after = play(state('S', "b2=1", "a3=2", "a4=1", "l4=1"), "b2");
        assertEquals(1, seeds(after, "a2"));
        assertEquals(0, seeds(after, "a3"));
        assertEquals(0, seeds(after, "a4"));
    }

    @Test
    void singletonIsNotAllowedWhileAHoleHoldsTwoSeeds() {
        BaoState before = state('S', "a1=2", "c1=1", "a3=2");
        assertEquals(List.of("a1"), moves(before));
        assertEquals(Optional.of(BaoIllegalMoveReason.SINGLETON_NOT_ALLOWED), GAME.check(before, Positions.sow("c1")));
        IllegalMoveException e =
                assertThrows(IllegalMoveException.class, () -> GAME.apply(before, Positions.sow("c1")));
        assertEquals(BaoIllegalMoveReason.SINGLETON_NOT_ALLOWED, e.reason());
        assertEquals("c1", e.move());
    }

    @Test
    void holesOfTheOpponentAreRefused() {
        BaoState start = GAME.initialState();
        assertEquals(Optional.of(BaoIllegalMoveReason.NOT_YOUR_HOLE), GAME.check(start, Positions.sow("c3")));
        assertEquals(Optional.of(BaoIllegalMoveReason.EMPTY_HOLE), GAME.check(start, Positions.sow("a2")));
        assertEquals(Optional.empty(), GAME.check(start, Positions.sow("c1")));
    }

    @Test
    void blockedSideLosesWithNoLegalMove() {
        // North holds one seed in each of its 24 holes: every single seed's next hole is occupied,
        // so North has no legal move. South's a1 -> b1, c1 captures nothing; North, to move, is
        // blocked: South wins.
        String[] north = new String[25];
        int i = 0;
        for (Hole h : Hole.all()) {
            if (h.owner() == BaoSide.NORTH) {
                north[i++] = h.notation() + "=1";
            }
        }
        north[24] = "a1=2";
        BaoState before = state('S', north);
        BaoState after = play(before, "a1");
        assertEquals("win:s:no-legal-move", GAME.status(after).notation());
        assertTrue(GAME.legalMoves(after).isEmpty());
        assertEquals(Optional.of(BaoIllegalMoveReason.GAME_OVER), GAME.check(after, Positions.sow("a3")));
        // The same blocked position given directly, North to move: South has won.
        BaoState given = GAME.parsePosition(GAME.formatPosition(after));
        assertEquals("win:s:no-legal-move", GAME.status(given).notation());
    }

    @Test
    void capturingTheLastSeedsWinsAllCaptured() {
        // North's only seeds are f3 (3) and f4 (2); South's h2 -> g2, f2 captures both.
        BaoState after = play(state('S', "h2=2", "f3=3", "f4=2"), "h2");
        assertEquals("win:s:all-captured", GAME.status(after).notation());
        assertEquals(0, after.seedsOn(BaoSide.NORTH));
        // A position given directly with the player to move empty: the other player has won.
        assertEquals("win:n:all-captured", GAME.status(state('S', "a3=2")).notation());
    }

    @Test
    void allCapturedIsCheckedBeforeNoLegalMove() {
        // After the capture North has no seeds, which also means no legal move: the first check wins.
        BaoState after = play(state('S', "h2=2", "f3=1"), "h2");
        assertEquals("win:s:all-captured", GAME.status(after).notation());
    }

    @Test
    void repeatedPositionSinceTheLastCaptureIsADraw() {
        // Found by a search over small positions and then followed move by move: both sides have
        // a few seeds, mostly single. In 28 plies each side walks its seeds forward round its ring
        // without ever landing opposite an occupied front hole (no capture), and the last move
        // g2 brings back the start position with North to move: a draw by repetition. Every
        // position before that is new, so the game goes on until then.
        BaoState start = GAME.parsePosition(
                "0,1,0,0,0,0,0,1,2,0,0,0/0,0,1,0,1,0,0,1,0,1,0,0/1,1,0,1,0,2,0,0,1,0,1,0/0,1,0,0,0,0,0,0,0,0,0,0 N 76,0");
        String[] moves =
                ("i4 f2 h4 a2 g4 a1 f4 d1 e4 e1 d4 f1 c4 g1 a3 h1 b3 i1 g3 j1 l3 k1 l4 l1 k4 l2 j4 g2").split(" ");
        BaoState s = start;
        for (int ply = 0; ply < moves.length; ply++) {
            assertEquals("ongoing", GAME.status(s).notation(), "ply " + ply);
            s = GAME.apply(s, Positions.sow(moves[ply]));
            assertEquals(76, s.captured(BaoSide.SOUTH), "no capture at ply " + (ply + 1));
            assertEquals(0, s.captured(BaoSide.NORTH), "no capture at ply " + (ply + 1));
        }
        assertEquals(GAME.formatPosition(start), GAME.formatPosition(s));
        assertEquals("draw:repetition", GAME.status(s).notation());
        assertEquals(moves.length + 1, s.historySize());
        assertTrue(GAME.legalMoves(s).isEmpty());
    }

    @Test
    void repetitionCountsOnlyPositionsSinceTheLastCapture() {
        // The start position of a parsed history is part of it; a capture clears it.
        BaoState s = state('S', "h2=2", "f3=3", "f4=2", "a3=2");
        BaoState after = play(s, "h2");
        assertEquals(1, after.historySize());
        assertEquals(2, play(state('S', "a1=2", "a3=2"), "a1").historySize());
    }

    @Test
    void statesAreEqualByPositionAndHistory() {
        // The same moves replayed give equal states. a1 -> b1, c1 captures nothing, so the state
        // after it remembers the position before; the same position read from notation has no
        // history and is a different state (a return to the earlier position is a repetition
        // only for the first).
        BaoState one = play(state('S', "a1=2", "a3=2"), "a1");
        BaoState two = play(state('S', "a1=2", "a3=2"), "a1");
        assertEquals(one, two);
        assertEquals(one.hashCode(), two.hashCode());
        assertEquals(2, one.historySize());
        BaoState parsed = GAME.parsePosition(GAME.formatPosition(one));
        assertEquals(GAME.formatPosition(one), GAME.formatPosition(parsed));
        assertEquals(1, parsed.historySize());
        assertNotEquals(one, parsed);
        assertEquals(GAME.formatPosition(one), one.toString());
    }

    @Test
    void northSingletonMovesLookAtNorthsNextHole() {
        // North has only single seeds: a3, b3 and d3. a3's next hole b3 is occupied (blocked);
        // b3 -> c3 and d3 -> e3 are legal. South's b1 is empty, which must not matter to a3.
        BaoState before = state('N', "a3=1", "b3=1", "d3=1", "a1=2", "c1=2");
        assertEquals(List.of("b3", "d3"), moves(before));
        assertEquals(Optional.of(BaoIllegalMoveReason.BLOCKED_SINGLETON), GAME.check(before, Positions.sow("a3")));
        // A single seed in North's last ring hole a4 moves on to a3.
        BaoState wrap = state('N', "a4=1", "c1=2");
        assertEquals(List.of("a4"), moves(wrap));
        BaoState after = play(wrap, "a4");
        assertEquals(1, seeds(after, "a3"));
        // Likewise South's last ring hole a2 moves on to a1.
        BaoState southSingles = state('S', "a2=1", "a3=2");
        assertEquals(List.of("a2"), moves(southSingles), "South's last ring hole a2 moves on to a1");
    }

    @Test
    void statesWithTheSamePositionButDifferentHistoriesDiffer() {
        // Same board, side, captures and history length, but the position before differs: the
        // multi-seed move a1 (2) -> b1, c1 and the singleton move a1 -> b1 beside a seed in c1 both
        // leave b1=1, c1=1 with North's a3=2 and North to move, from different positions.
        BaoState one = play(state('S', "a1=2", "a3=2"), "a1");
        BaoState other = play(state('S', "a1=1", "c1=1", "a3=2"), "a1");
        assertEquals(GAME.formatPosition(one), GAME.formatPosition(other));
        assertEquals(one.historySize(), other.historySize());
        assertNotEquals(one, other);
        assertNotEquals(other, one);
        assertNotEquals(
                GAME.initialState().hashCode(), play(GAME.initialState(), "a1").hashCode());
        assertNotEquals(GAME.initialState(), play(GAME.initialState(), "a1"));
        assertNotEquals(GAME.initialState(), (Object) "start");
    }

    @Test
    void holesAndSides() {
        assertTrue(Hole.parse("c2").isFront());
        assertTrue(Hole.parse("c3").isFront());
        assertTrue(!Hole.parse("c1").isFront());
        assertTrue(!Hole.parse("c4").isFront());
        assertEquals(BaoSide.NORTH, Hole.parse("c3").owner());
        assertEquals("c3", Hole.of(2, 3).toString());
        assertEquals("c3", BaoMove.sow(Hole.parse("c3")).toString());
        assertEquals(
                new io.github.boardrules.common.FileRank(2, 3), Hole.parse("c3").toFileRank());
        assertSame(Hole.parse("l4"), Hole.of(new io.github.boardrules.common.FileRank(11, 4)));
        assertThrows(IllegalArgumentException.class, () -> Hole.of(12, 1));
        assertThrows(IllegalArgumentException.class, () -> Hole.of(0, 5));
        assertThrows(IllegalArgumentException.class, () -> Hole.of(-1, 1));
        assertThrows(IllegalArgumentException.class, () -> Hole.of(0, 0));
        assertEquals(2, BaoSide.SOUTH.frontRank());
        assertEquals(3, BaoSide.NORTH.frontRank());
        assertEquals(1, BaoSide.SOUTH.backRank());
        assertEquals(4, BaoSide.NORTH.backRank());
        assertEquals(BaoSide.NORTH, BaoSide.SOUTH.opponent());
        assertEquals("n", BaoSide.NORTH.code());
        assertEquals("BaoKigogo[endless=draw]", GAME.toString());
        assertEquals(GAME.hashCode(), BaoKigogo.withRules(BaoRules.standard()).hashCode());
    }

    @Test
    void holesHaveOneInstanceEachAndAnIndexInRankThenFileOrder() {
        assertEquals(0, Hole.parse("a1").index());
        assertEquals(13, Hole.parse("b2").index());
        assertEquals(47, Hole.parse("l4").index());
        for (int i = 0; i < 48; i++) {
            Hole hole = Hole.ofIndex(i);
            assertSame(hole, Hole.all().get(i));
            assertSame(hole, Hole.of(hole.file(), hole.rank()));
            assertSame(hole, Hole.of(hole.toFileRank()));
            assertSame(hole, Hole.parse(hole.notation()));
            assertSame(hole, Hole.parse(hole.notation().toUpperCase(java.util.Locale.ROOT)));
            assertEquals(Integer.signum(i - 20), Integer.signum(hole.compareTo(Hole.ofIndex(20))));
        }
        assertTrue(Hole.parse("l1").compareTo(Hole.parse("a2")) < 0, "rank first, then file");
        assertThrows(IllegalArgumentException.class, () -> Hole.ofIndex(48));
        assertThrows(IllegalArgumentException.class, () -> Hole.ofIndex(-1));
        assertSame(BaoMove.sow(Hole.parse("c1")), BaoMove.sow(Hole.of(2, 1)));
        assertEquals(BaoMove.sow(Hole.parse("c1")), new BaoMove.Sow(Hole.parse("c1")));
    }

    @Test
    void theLastMoveIsTheMoveFromTheLastOrigin() {
        BaoState after = play(GAME.initialState(), "a1");
        assertEquals(Optional.of(BaoMove.sow(Hole.parse("a1"))), after.lastMove());
        assertEquals(Optional.empty(), GAME.initialState().lastMove());
    }

    @Test
    void reasonCodesAreStable() {
        assertEquals("game-over", BaoIllegalMoveReason.GAME_OVER.code());
        assertEquals("not-your-hole", BaoIllegalMoveReason.NOT_YOUR_HOLE.code());
        assertEquals("empty-hole", BaoIllegalMoveReason.EMPTY_HOLE.code());
        assertEquals("singleton-not-allowed", BaoIllegalMoveReason.SINGLETON_NOT_ALLOWED.code());
        assertEquals("blocked-singleton", BaoIllegalMoveReason.BLOCKED_SINGLETON.code());
        for (BaoIllegalMoveReason r : BaoIllegalMoveReason.values()) {
            assertTrue(r.description().length() > 10, r.code());
        }
        assertEquals("all-captured", BaoEndReason.ALL_CAPTURED.code());
        assertEquals("no-legal-move", BaoEndReason.NO_LEGAL_MOVE.code());
        assertEquals("repetition", BaoEndReason.REPETITION.code());
        assertEquals("endless-sowing", BaoEndReason.ENDLESS_SOWING.code());
        for (BaoEndReason r : BaoEndReason.values()) {
            assertTrue(r.description().length() > 10, r.code());
        }
    }
}
