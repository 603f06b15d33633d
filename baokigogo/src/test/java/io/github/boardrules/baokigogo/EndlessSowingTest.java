package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.Positions.GAME;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Endless sowing: a move whose relay laps repeat a sowing state never ends. The examples were found
 * by a search over random rings (no endless sowing short enough to trace by hand turned up: none
 * with tail and cycle under 60 laps; this one's cycle is 169 laps long) and are confirmed here by the naive
 * implementation, which remembers every sowing state it has seen.
 */
class EndlessSowingTest {
    /** South's 46 seeds in ring order (a1..l1, l2..a2); sowing j2 (ring index 14) never ends. */
    static final int[] ENDLESS_RING = {2, 1, 3, 2, 1, 0, 1, 3, 2, 1, 4, 3, 0, 3, 2, 2, 3, 4, 1, 3, 2, 0, 2, 1};

    /** South's 62 seeds in ring order; sowing l1 (ring index 11) ends after 4330 laps. */
    static final int[] LONG_RING = {1, 4, 1, 0, 3, 0, 2, 4, 3, 2, 3, 5, 3, 4, 3, 0, 7, 2, 3, 2, 3, 2, 3, 2};

    /** A position with South's ring as given and a few North seeds on a4 (never captured: a3 is empty). */
    static String southRing(int[] ring, int northSeeds) {
        List<String> holes = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            Hole hole = i < 12 ? Hole.of(i, 1) : Hole.of(23 - i, 2);
            holes.add(hole.notation() + "=" + ring[i]);
        }
        holes.add("a4=" + northSeeds);
        return Positions.notation('S', holes.toArray(new String[0]));
    }

    @Test
    void endlessSowingIsALegalMoveThatEndsTheGameAsADraw() {
        BaoState before = GAME.parsePosition(southRing(ENDLESS_RING, 6));
        BaoMove j2 = Positions.sow("j2");
        assertTrue(GAME.legalMoves(before).contains(j2));
        assertEquals(Optional.empty(), GAME.check(before, j2));
        BaoState after = GAME.apply(before, j2);
        assertEquals("draw:endless-sowing", GAME.status(after).notation());
        // Nothing is sown, nothing captured; the turn has passed to North.
        assertEquals(GAME.formatPosition(before).replace(" S ", " N "), GAME.formatPosition(after));
        assertEquals(BaoSide.NORTH, after.toMove());
        assertTrue(GAME.legalMoves(after).isEmpty());
        assertEquals(Optional.of(Hole.parse("j2")), after.lastOrigin());
        assertEquals(Optional.empty(), after.lastHole());
        // The naive implementation, keeping every sowing state in a set, agrees.
        NaiveBaoKigogo naive = NaiveBaoKigogo.parse(southRing(ENDLESS_RING, 6)).play("j2", false);
        assertEquals("draw:endless-sowing", naive.outcome);
        assertEquals(naive.position(), GAME.formatPosition(after));
    }

    @Test
    void underTheHawalisConventionTheEndlessMoverLoses() {
        BaoKigogo hawalis =
                BaoKigogo.withRules(BaoRules.builder().endlessSowingLoses(true).build());
        BaoState after = hawalis.apply(hawalis.parsePosition(southRing(ENDLESS_RING, 6)), Positions.sow("j2"));
        assertEquals("win:n:endless-sowing", hawalis.status(after).notation());
        assertEquals("endless=loss", hawalis.rulesNotation());
        NaiveBaoKigogo naive = NaiveBaoKigogo.parse(southRing(ENDLESS_RING, 6)).play("j2", true);
        assertEquals("win:n:endless-sowing", naive.outcome);
    }

    @Test
    void aLongFiniteSowingIsNotFlagged() {
        // 4330 relay laps, far beyond the 64 laps after which cycle detection starts: the sowing
        // states never repeat and the move ends normally.
        BaoState before = GAME.parsePosition(southRing(LONG_RING, 6));
        BaoState after = GAME.apply(before, Positions.sow("l1"));
        assertNotEquals("draw:endless-sowing", GAME.status(after).notation());
        assertTrue(after.lastHole().isPresent());
        NaiveBaoKigogo naive = NaiveBaoKigogo.parse(southRing(LONG_RING, 6)).play("l1", false);
        assertEquals(naive.position(), GAME.formatPosition(after));
        assertEquals(naive.lastHole, after.lastHole().orElseThrow().notation());
        assertEquals(naive.outcome, GAME.status(after).notation());
    }

    @Test
    void everyOtherMoveOfTheEndlessPositionEndsAndMatchesTheNaiveRules() {
        String position = southRing(ENDLESS_RING, 6);
        BaoState before = GAME.parsePosition(position);
        NaiveBaoKigogo naive = NaiveBaoKigogo.parse(position);
        for (BaoMove move : GAME.legalMoves(before)) {
            NaiveBaoKigogo expected = naive.play(move.notation(), false);
            BaoState after = GAME.apply(before, move);
            assertEquals(expected.position(), GAME.formatPosition(after), move.notation());
            assertEquals(expected.outcome, GAME.status(after).notation(), move.notation());
        }
    }

    @Test
    void anOptionalLapLimitTreatsLongerSowingsAsEndless() {
        // The long sowing needs 4330 laps: under a limit of 1000 it counts as endless, under a
        // limit of 5000 it ends as usual.
        BaoKigogo limited = BaoKigogo.standard().withRules("endless=draw laps=1000");
        assertEquals("endless=draw laps=1000", limited.rulesNotation());
        assertEquals(1000, limited.rules().maxSowingLaps());
        BaoState cut = limited.apply(limited.parsePosition(southRing(LONG_RING, 6)), Positions.sow("l1"));
        assertEquals("draw:endless-sowing", limited.status(cut).notation());
        BaoKigogo roomy =
                BaoKigogo.withRules(BaoRules.builder().maxSowingLaps(5000).build());
        BaoState ends = roomy.apply(roomy.parsePosition(southRing(LONG_RING, 6)), Positions.sow("l1"));
        assertEquals(
                GAME.formatPosition(GAME.apply(GAME.parsePosition(southRing(LONG_RING, 6)), Positions.sow("l1"))),
                roomy.formatPosition(ends));
        // The limit is exact: 4330 laps are allowed under laps=4330, not under laps=4329.
        BaoKigogo exact = BaoKigogo.standard().withRules("laps=4330");
        assertEquals(
                "ongoing",
                exact.status(exact.apply(exact.parsePosition(southRing(LONG_RING, 6)), Positions.sow("l1")))
                        .notation());
        BaoKigogo short1 = BaoKigogo.standard().withRules("laps=4329");
        assertEquals(
                "draw:endless-sowing",
                short1.status(short1.apply(short1.parsePosition(southRing(LONG_RING, 6)), Positions.sow("l1")))
                        .notation());
        // A limit below the 64 plain laps applies too: the first move a1 needs eight laps.
        BaoKigogo tiny = BaoKigogo.standard().withRules("endless=loss laps=7");
        assertEquals(
                "win:n:endless-sowing",
                tiny.status(tiny.apply(tiny.initialState(), Positions.sow("a1")))
                        .notation());
        BaoKigogo eight = BaoKigogo.standard().withRules("laps=8");
        assertEquals(
                "ongoing",
                eight.status(eight.apply(eight.initialState(), Positions.sow("a1")))
                        .notation());
        assertEquals(eight, BaoKigogo.standard().withRules("endless=draw laps=8"));
        org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class,
                () -> BaoRules.builder().maxSowingLaps(-1).build());
        org.junit.jupiter.api.Assertions.assertThrows(
                io.github.boardrules.common.NotationException.class,
                () -> BaoKigogo.standard().withRules("laps=x"));
    }
}
