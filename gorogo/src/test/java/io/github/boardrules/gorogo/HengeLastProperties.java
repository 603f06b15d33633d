package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Status;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The rules option {@code lastHenge=loses} along random games: it changes nothing but the last
 * placement of a player who holds only a Henge, the winner stays the same, and a state is judged by
 * its own rules whichever instance is asked. (The generic contract suite cannot run this option yet;
 * see {@link GoRoGoContractProperties}.)
 */
class HengeLastProperties {
    private static final GoRoGo STANDARD = GoRoGo.standard();
    private static final GoRoGo ONLINE = STANDARD.withRules("lastHenge=loses");
    private static final List<GoRoGo> JUDGES =
            List.of(STANDARD, ONLINE, STANDARD.withRules("setup=c3"), STANDARD.withRules("setup=c3 lastHenge=loses"));

    @Property(tries = 500)
    void anOnlineGameIsAPublishedGameUntilAHengeIsALastPlacementAndTheWinnerIsTheSame(@ForAll long seed) {
        List<GoRoGoState> online = RandomGamesTest.randomGame(ONLINE, seed);
        GoRoGoState published = STANDARD.initialState();
        for (int i = 0; i < online.size(); i++) {
            GoRoGoState state = online.get(i);
            if (i > 0) {
                published = STANDARD.apply(published, state.lastMove().orElseThrow());
            }
            assertEquals(state.toString(), published.toString());
            Status publishedStatus = STANDARD.status(published);
            if (publishedStatus.isOver() && !ONLINE.status(state).isOver()) {
                // The published rules end here: the mover holds only a Henge, their 12th
                // placement. Online the Henge is played, the game ends one ply later, and the same
                // player wins.
                assertEquals(11, state.placements(state.toMove()));
                assertEquals(0, state.piecesInHand(state.toMove()));
                assertTrue(ONLINE.legalMoves(state).stream().allMatch(GoRoGoMove.Henge.class::isInstance));
                assertEquals(online.size() - 2, i, "the Henge ends the game");
                Outcome.Win win = (Outcome.Win) publishedStatus;
                assertEquals(GoRoGoEndReason.NO_LEGAL_MOVE, win.reason());
                String end = ONLINE.status(online.get(i + 1)).notation();
                assertEquals("win:" + win.winner().code() + ":henge-last", end);
                return;
            }
            assertEquals(publishedStatus, ONLINE.status(state));
        }
    }

    @Property(tries = 300)
    void aStateIsJudgedByItsOwnRulesWhicheverInstanceIsAsked(@ForAll long seed) {
        GoRoGo game = JUDGES.get((int) Math.floorMod(seed, (long) JUDGES.size()));
        for (GoRoGoState state : RandomGamesTest.randomGame(game, seed)) {
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

    @Property(tries = 200)
    void onlineRecordsReplayToEqualStates(@ForAll long seed) {
        List<GoRoGoState> states = RandomGamesTest.randomGame(ONLINE, seed);
        List<GoRoGoMove> moves = new ArrayList<>();
        for (GoRoGoState state : states) {
            state.lastMove().ifPresent(moves::add);
        }
        GameRecord<GoRoGoState, GoRoGoMove> record = GameRecord.fromStart(ONLINE, moves);
        GameRecord<GoRoGoState, GoRoGoMove> read = GameRecord.parse(STANDARD, record.format());
        assertEquals(ONLINE, read.game());
        assertEquals(states.get(states.size() - 1), read.finalState());
        assertEquals(record.format(), read.format());
    }
}
