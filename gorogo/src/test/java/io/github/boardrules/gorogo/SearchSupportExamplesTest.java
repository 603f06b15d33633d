package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.search.SearchSupport;
import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** GoRoGo's actions, observation, symmetries and hash on positions worked out by hand. */
class SearchSupportExamplesTest {
    private final GoRoGo game = GoRoGo.standard();
    private final SearchSupport<GoRoGoState, GoRoGoMove> search = game.searchSupport();

    private GoRoGoState play(String moves) {
        GoRoGoState state = game.initialState();
        for (String move : moves.split(" ")) {
            state = game.apply(state, game.parseMove(state, move));
        }
        return state;
    }

    @Test
    void actionsArePointIndicesForPiecesAndTwentyFiveMoreForHenge() {
        // c3 is file 2, rank 3: index (3 - 1) * 5 + 2 = 12
        assertEquals(12, search.actionOf(GoRoGoMove.piece(Point.parse("c3"))));
        assertEquals(37, search.actionOf(GoRoGoMove.henge(Point.parse("c3"))));
        // the setup move uses the Henge actions, and in the setup phase action 37 is the setup
        assertEquals(37, search.actionOf(GoRoGoMove.setup(Point.parse("c3"))));
        assertEquals(GoRoGoMove.setup(Point.parse("c3")), search.moveOf(game.initialState(), 37));
        assertEquals(GoRoGoMove.henge(Point.parse("c3")), search.moveOf(play("Ha1"), 37));
    }

    @Test
    void theSetupPhaseAllowsExactlyTheHengeActions() {
        assertArrayEquals(IntStream.range(25, 50).toArray(), search.legalActions(game.initialState()));
        assertArrayEquals(new long[] {((1L << 25) - 1) << 25}, search.legalActionMask(game.initialState()));
        // a piece before the setup is refused with the game's own reason
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> search.moveOf(game.initialState(), 0));
        assertEquals(GoRoGoIllegalMoveReason.SETUP_REQUIRED, e.reason());
    }

    @Test
    void anOccupiedPointIsRefusedAsOccupied() {
        GoRoGoState state = play("Hc3");
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> search.moveOf(state, 12));
        assertEquals(GoRoGoIllegalMoveReason.OCCUPIED, e.reason());
        // 24 empty points, each for a piece and a Henge
        assertEquals(48, search.legalActions(state).length);
    }

    @Test
    void aPlacementAnywhereCapturesAGroupThatLivedThroughAHenge() {
        // White's a5 touches only the Henge b5 and a4. On White's turn they were White, and the
        // group a5-b5-a4 had liberties; on Black's turn they are Black, a5 has none, and every Black
        // placement removes it, e1 at the far corner as much as a Henge on c5 next to it.
        GoRoGoSearchSupport search = game.searchSupport();
        GoRoGoState state = game.parsePosition("WH.../H..../...../...../..... b 10/1 9/2 0,0");
        assertEquals(1, search.captureCount(state, 4)); // e1 (index 4)
        assertEquals(1, search.captureCount(state, 25 + 22)); // Henge on c5 (index 20 + 2)
        assertEquals(1, search.applyAction(state, 4).captures(Colour.BLACK));
        // every empty point takes a5, the occupied a5, b5 and a4 nothing
        int[] counts = new int[25];
        search.captureCounts(state, counts, 0);
        int[] expected = new int[25];
        Arrays.fill(expected, 1);
        expected[20] = 0;
        expected[21] = 0;
        expected[15] = 0;
        assertArrayEquals(expected, counts);
        // a5 (index 20) is taken: refused as applyAction refuses it
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> search.captureCount(state, 20));
        assertEquals(GoRoGoIllegalMoveReason.OCCUPIED, e.reason());
    }

    @Test
    void aPlacementThatFillsNoLastLibertyCapturesNothing() {
        // After Hc3 b2, White's pieces are all in hand and nothing on the board can be taken; the
        // setup move itself captures nothing either.
        GoRoGoSearchSupport search = game.searchSupport();
        GoRoGoState state = play("Hc3 b2");
        for (int action : search.legalActions(state)) {
            assertEquals(0, search.captureCount(state, action), "action " + action);
        }
        assertEquals(0, search.captureCount(game.initialState(), 37));
        // a piece before the setup: the setup phase's own refusal
        IllegalMoveException e =
                assertThrows(IllegalMoveException.class, () -> search.captureCount(game.initialState(), 0));
        assertEquals(GoRoGoIllegalMoveReason.SETUP_REQUIRED, e.reason());
        assertThrows(IllegalArgumentException.class, () -> search.captureCount(state, 50));
    }

    @Test
    void aStoneTakenByItsLastLibertyIsOneCapture() {
        // White's d4 (index 18) touches Black's d5, c4 and d3 and one empty point, e4 (index 19): a
        // Black piece there takes it, and so does a Black Henge (Black's colour on Black's turn).
        // White's b1 keeps b2 when Black plays c1 (index 2); White's Henge a5 and a4 touch no piece.
        GoRoGoSearchSupport search = game.searchSupport();
        GoRoGoState state = game.parsePosition("H..B./H.BW./...B./...../BW..H b 6/2 8/0 0,0");
        assertEquals(1, search.captureCount(state, 19));
        assertEquals(1, search.captureCount(state, 25 + 19));
        assertEquals(0, search.captureCount(state, 2));
        // All points at once: e4 takes d4, nothing else takes anything.
        int[] counts = new int[25];
        search.captureCounts(state, counts, 0);
        int[] expected = new int[25];
        expected[19] = 1;
        assertArrayEquals(expected, counts);
        assertThrows(IllegalArgumentException.class, () -> search.captureCounts(state, new int[30], 6));
    }

    @Test
    void actionsApplyWithoutMoves() {
        // The setup Hc3 is action 25 + 12 at the start; then b2 (index 5 + 1 = 6) is a piece action.
        GoRoGoState start = game.initialState();
        GoRoGoState setUp = search.applyAction(start, 37);
        assertEquals(play("Hc3"), setUp);
        assertEquals(play("Hc3 b2"), search.applyAction(setUp, 6));
        // After Hc3 every point but c3 is open to a piece and a Henge: one word, 48 bits.
        long word = search.legalActionWord(setUp);
        assertEquals(48, Long.bitCount(word));
        assertEquals(0, word >>> 12 & 1, "no piece on c3");
        long[] out = new long[1];
        assertEquals(48, search.legalActionMask(setUp, out, 0));
        assertEquals(word, out[0]);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> search.applyAction(setUp, 12));
        assertEquals(GoRoGoIllegalMoveReason.OCCUPIED, e.reason());
    }

    @Test
    void theWordHoldsTheHengeTargetsOnlyWhenAHengeMayGo() {
        // The state keeps its legal moves in this numbering, the Henge targets included, so the
        // word is read, not rebuilt: these are the cases where its Henge half must differ from
        // "every empty point".
        // In the setup phase bits 25..49 stand for the setup Henge; a Henge from hand or a piece is
        // still refused with the game's reason, though the Henge's bit is set.
        GoRoGoState start = game.initialState();
        assertEquals(((1L << 25) - 1) << 25, search.legalActionWord(start));
        IllegalMoveException early =
                assertThrows(IllegalMoveException.class, () -> game.apply(start, GoRoGoMove.henge(Point.parse("c3"))));
        assertEquals(GoRoGoIllegalMoveReason.SETUP_REQUIRED, early.reason());
        early = assertThrows(IllegalMoveException.class, () -> search.applyAction(start, 12));
        assertEquals(GoRoGoIllegalMoveReason.SETUP_REQUIRED, early.reason());
        // After Hc3 b2 White may put a piece or a Henge on the 23 empty points: c3 (12) and b2 (6)
        // are missing from both halves.
        long word = search.legalActionWord(play("Hc3 b2"));
        assertEquals(46, Long.bitCount(word));
        assertEquals(0, (word >>> 12 | word >>> 6 | word >>> 37 | word >>> 31) & 1);
        // Black holds only a Henge, and a Henge may not be the last placement: d1 and e1 are
        // empty, yet the word is empty, and the Henge on d1 (25 + 3) is refused for that reason.
        GoRoGoState lastHenge = game.parsePosition("BBBBB/WWWWW/BBBBB/WWWWH/HHH.. b 0/1 1/0 0,0");
        assertEquals(0, search.legalActionWord(lastHenge));
        IllegalMoveException late = assertThrows(IllegalMoveException.class, () -> search.applyAction(lastHenge, 28));
        assertEquals(GoRoGoIllegalMoveReason.HENGE_ON_LAST_PLACEMENT, late.reason());
        // Under lastHenge=loses it may: exactly the Henge on d1 and e1.
        GoRoGo online = GoRoGo.standard().withRules("lastHenge=loses");
        GoRoGoState onlineLast = online.parsePosition("BBBBB/WWWWW/BBBBB/WWWWH/HHH.. b 0/1 1/0 0,0");
        assertEquals(1L << 28 | 1L << 29, online.searchSupport().legalActionWord(onlineLast));
        // After all 24 placements nothing is legal, though c1..e1 are empty.
        assertEquals(0, search.legalActionWord(game.parsePosition("BBBBB/BBBBW/WWWWW/WWHHH/HH... b 0/0 0/0 2,1")));
    }

    @Test
    void theMoverResultSeesEachEndFromThePlayerToMove() {
        // Before and after the setup the game goes on.
        assertEquals(SearchSupport.ONGOING, search.moverResult(game.initialState()));
        assertEquals(SearchSupport.ONGOING, search.moverResult(play("Hc3 b2")));
        // 24 placements, Black captured 2 and White 1: Black wins, and Black is "to move" (the
        // alternation goes on after the end), so a win for the player to move.
        assertEquals(
                SearchSupport.WIN,
                search.moverResult(game.parsePosition("BBBBB/BBBBW/WWWWW/WWHHH/HH... b 0/0 0/0 2,1")));
        // The mirror image: White captured more, a loss for Black to move.
        assertEquals(
                SearchSupport.LOSS,
                search.moverResult(game.parsePosition("BBBBB/BBBWW/WWWWW/WWHHH/HH... b 0/0 0/0 1,2")));
        // A tie goes to White: a loss for Black to move.
        assertEquals(
                SearchSupport.LOSS,
                search.moverResult(game.parsePosition("BBBBB/BBBBW/WWWWW/WWWHH/HHH.. b 0/0 0/0 1,1")));
        // Black holds only a Henge for the last turn: no legal move, a loss for the mover.
        assertEquals(
                SearchSupport.LOSS,
                search.moverResult(game.parsePosition("BBBBB/WWWWW/BBBBB/WWWWH/HHH.. b 0/1 1/0 0,0")));
        // Under lastHenge=loses Black places that Henge (on c2) and loses by it; the turn has
        // passed to White, the winner: a win for the player to move.
        GoRoGo online = GoRoGo.standard().withRules("lastHenge=loses");
        GoRoGoState last = online.parsePosition("BB..H/..BH./WBWB./....W/HH.WW b 0/1 1/0 4,5");
        GoRoGoState after = online.apply(last, online.parseMove(last, "Hc2"));
        assertEquals("win:w:henge-last", online.status(after).notation());
        assertEquals(SearchSupport.WIN, online.searchSupport().moverResult(after));
    }

    @Test
    void theObservationIsSeenFromThePlayerToMove() {
        // after Hc3 b2 White moves: b2 is the opponent's (plane 1), c3 a Henge (plane 2)
        float[] tensor = search.observation(play("Hc3 b2"));
        assertArrayEquals(new int[] {11, 5, 5}, search.observationShape());
        // b2: row 5 - 2 = 3 from the top, column 1
        assertEquals(1f, tensor[25 + 3 * 5 + 1]);
        assertEquals(0f, tensor[3 * 5 + 1], "not the mover's");
        // c3: row 2, column 2
        assertEquals(1f, tensor[50 + 2 * 5 + 2]);
        assertEquals(0f, tensor[75 + 2 * 5 + 2], "not empty");
        assertEquals(1f, tensor[75], "a5 is empty");
        assertEquals(1f, tensor[100], "White, to move, holds all 10 pieces");
        assertEquals(0.9f, tensor[150], "Black holds 9");
        assertEquals(1f, tensor[125] + tensor[175] - 1f, "both hold their 2 Henge");
        assertEquals(0f, tensor[200] + tensor[225], "no captures");
        assertEquals(1f, tensor[250], "the mover is White");
        assertEquals(0f, search.observation(play("Hc3 b2 d4"))[250], "Black to move");
    }

    @Test
    void aQuarterTurnTakesB2ToD2AndAMirrorTakesA1ToE1() {
        // b2 is (1, 1) from the centre's (2, 2): a quarter turn counter-clockwise gives (3, 1), d2
        GoRoGoState turned = search.transform(play("Hc3 b2"), 1);
        assertEquals(Occupant.BLACK, turned.occupant(Point.parse("d2")));
        assertEquals(Occupant.HENGE, turned.occupant(Point.parse("c3")));
        assertEquals(search.actionOf(GoRoGoMove.piece(Point.parse("d2"))), search.transformAction(6, 1));
        assertEquals(4, search.transformAction(0, 4));
        assertEquals(3, search.inverseSymmetry(1));
        assertEquals(Point.parse("d2"), turned.lastMove().orElseThrow().point(), "the last move turns too");
    }

    @Test
    void theHashIsPinned() {
        // fixed keys: a change to these values breaks every stored hash, so it must be deliberate
        assertEquals(PINNED_START, search.hash(game.initialState()));
        assertEquals(PINNED_AFTER_HC3_B2, search.hash(play("Hc3 b2")));
        assertEquals(
                search.hash(play("Hc3 b2")),
                search.hash(game.parsePosition(play("Hc3 b2").toString())));
    }

    private static final long PINNED_START = -8261592300673907017L;
    private static final long PINNED_AFTER_HC3_B2 = 2686477947587707380L;
}
