package io.github.boardrules.gorogo;

import static io.github.boardrules.gorogo.RulesExamplesTest.BLACK_HOLDS_ONLY_A_HENGE;
import static io.github.boardrules.gorogo.RulesExamplesTest.ONLINE;
import static io.github.boardrules.gorogo.RulesExamplesTest.STANDARD;
import static io.github.boardrules.gorogo.RulesExamplesTest.placement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Status;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * A GoRoGo state carries its rules, so every method that takes a state answers from them, whichever
 * instance it is called on: on the hand-worked Henge-last position, where the two readings of a last
 * Henge disagree, and along random games under every rules option.
 */
class StateCarriesItsRulesTest {
    private static final List<GoRoGo> JUDGES =
            List.of(STANDARD, ONLINE, STANDARD.withRules("setup=c3"), STANDARD.withRules("setup=c3 lastHenge=loses"));

    @Test
    void theSamePositionUnderEachReadingOfALastHengeGetsItsOwnAnswersFromEveryInstance() {
        GoRoGoState online = ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE);
        GoRoGoState published = STANDARD.parsePosition(BLACK_HOLDS_ONLY_A_HENGE);
        // Same position, different rules: different states, different answers — from any instance.
        assertEquals(online.toString(), published.toString());
        assertNotEquals(online, published);
        for (GoRoGo judge : JUDGES) {
            assertEquals(11, judge.legalMoves(online).size());
            assertEquals(Optional.empty(), judge.check(online, placement("Hc2")));
            assertEquals(
                    "win:w:henge-last",
                    judge.status(judge.apply(online, placement("Hc2"))).notation());
            assertTrue(judge.legalMoves(published).isEmpty());
            assertEquals("win:w:no-legal-move", judge.status(published).notation());
            assertEquals(ONLINE, judge.withRulesOf(online));
            assertEquals(STANDARD, judge.withRulesOf(published));
        }
        // A move keeps the state's rules.
        assertEquals(ONLINE.rules(), STANDARD.apply(online, placement("Hc2")).rules());
    }

    @Property(tries = 300)
    void alongRandomGamesEveryInstanceAnswersAsTheStatesOwnGame(@ForAll long seed) {
        GoRoGo game = JUDGES.get((int) Math.floorMod(seed, (long) JUDGES.size()));
        for (GoRoGoState state : RandomGamesProperties.randomGame(game, seed)) {
            List<GoRoGoMove> legal = game.legalMoves(state);
            Status status = game.status(state);
            for (GoRoGo judge : JUDGES) {
                assertEquals(game, judge.withRulesOf(state));
                assertEquals(legal, judge.legalMoves(state));
                assertEquals(status, judge.status(state));
                for (GoRoGoMove move : legal) {
                    assertEquals(game.apply(state, move), judge.apply(state, move));
                    assertEquals(game.check(state, move), judge.check(state, move));
                }
            }
        }
    }
}
