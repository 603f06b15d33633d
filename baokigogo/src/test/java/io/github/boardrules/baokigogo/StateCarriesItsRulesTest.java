package io.github.boardrules.baokigogo;

import static io.github.boardrules.baokigogo.EndlessSowingTest.ENDLESS_RING;
import static io.github.boardrules.baokigogo.EndlessSowingTest.LONG_RING;
import static io.github.boardrules.baokigogo.EndlessSowingTest.southRing;
import static io.github.boardrules.baokigogo.Positions.GAME;
import static io.github.boardrules.baokigogo.Positions.sow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.boardrules.common.GameRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A state carries the rules it is played under: every instance judges it by them. Before, the
 * endless-sowing convention and the lap limit were the instance's, so one state got two answers
 * from two instances.
 */
class StateCarriesItsRulesTest {
    static final BaoKigogo HAWALIS = GAME.withRules("endless=loss");

    @Test
    void anEndlessSowingIsJudgedByTheStatesConventionWhicheverInstanceJudgesIt() {
        // South's j2 in the endless ring of EndlessSowingTest never ends. Played from a position
        // read under the Hawalis convention, the mover (South) loses, whoever applies and judges.
        BaoState hawalisStart = HAWALIS.parsePosition(southRing(ENDLESS_RING, 6));
        assertEquals(HAWALIS.rules(), hawalisStart.rules());
        BaoState hawalisEnd = GAME.apply(hawalisStart, sow("j2"));
        assertEquals("win:n:endless-sowing", GAME.status(hawalisEnd).notation());
        assertEquals("win:n:endless-sowing", HAWALIS.status(hawalisEnd).notation());
        assertSame(HAWALIS, GAME.withRulesOf(hawalisEnd));
        // The same position read under the default rules: a draw, whoever judges.
        BaoState drawEnd = HAWALIS.apply(GAME.parsePosition(southRing(ENDLESS_RING, 6)), sow("j2"));
        assertEquals("draw:endless-sowing", HAWALIS.status(drawEnd).notation());
        assertEquals("draw:endless-sowing", GAME.status(drawEnd).notation());
        assertSame(GAME, HAWALIS.withRulesOf(drawEnd));
    }

    @Test
    void aMoveIsSownUnderTheLapLimitOfTheStatesRules() {
        // l1 in the long ring needs 4330 laps. Under laps=1000 it counts as endless even when the
        // instance applying it has no limit; without a limit it ends even when the instance has one.
        BaoKigogo limited = GAME.withRules("laps=1000");
        BaoKigogo unbounded = GAME.withRules("laps=none");
        BaoState cut = unbounded.apply(limited.parsePosition(southRing(LONG_RING, 6)), sow("l1"));
        assertEquals("draw:endless-sowing", GAME.status(cut).notation());
        assertEquals(1000, cut.rules().maxSowingLaps());
        BaoState ends = limited.apply(unbounded.parsePosition(southRing(LONG_RING, 6)), sow("l1"));
        assertEquals("ongoing", limited.status(ends).notation());
        assertEquals(BaoRules.NO_LAP_LIMIT, ends.rules().maxSowingLaps());
        assertEquals(
                GAME.formatPosition(GAME.apply(GAME.parsePosition(southRing(LONG_RING, 6)), sow("l1"))),
                ends.toString());
    }

    @Test
    void rulesArePartOfStateEquality() {
        // One position read under two rules: the same notation, two different states.
        String text = southRing(ENDLESS_RING, 6);
        BaoState plain = GAME.parsePosition(text);
        BaoState hawalis = HAWALIS.parsePosition(text);
        assertEquals(plain.toString(), hawalis.toString());
        assertEquals(text, hawalis.toString(), "toString is the position notation, whatever the rules");
        assertNotEquals(plain, hawalis);
        assertNotEquals(GAME, HAWALIS, "the games differ by their rules");
        assertEquals(plain, GAME.parsePosition(text));
        assertEquals(hawalis, HAWALIS.parsePosition(text));
        assertNotEquals(GAME.initialState(), HAWALIS.initialState());
        assertEquals(HAWALIS.initialState(), GAME.withRules("endless=loss").initialState());
    }

    @Test
    void aRecordOfAGameUnderOtherRulesReadsBackWithThoseRulesWhateverTheInstance() {
        BaoState start = HAWALIS.parsePosition(southRing(ENDLESS_RING, 6));
        GameRecord<BaoState, BaoMove> record = new GameRecord<>(GAME, start, List.of(sow("j2")));
        assertEquals(HAWALIS, record.game(), "a record takes the rules of its start state");
        GameRecord<BaoState, BaoMove> read = GameRecord.parse(GAME, record.format());
        assertEquals(record.finalState(), read.finalState());
        assertEquals("win:n:endless-sowing", GAME.status(read.finalState()).notation());
    }
}
