package io.github.boardrules.gorogo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.boardrules.common.Colour;
import io.github.boardrules.common.GameRecord;
import io.github.boardrules.common.IllegalMoveException;
import io.github.boardrules.common.NotationException;
import io.github.boardrules.common.Outcome;
import io.github.boardrules.common.Perft;
import io.github.boardrules.common.Score;
import io.github.boardrules.common.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The rules option {@code lastHenge=loses} (the online platform's reading) against the published
 * rules, on positions worked out by hand.
 */
class HengeLastTest {
    private static final GoRoGo STANDARD = GoRoGo.standard();
    private static final GoRoGo ONLINE =
            GoRoGo.withRules(GoRoGoRules.builder().lastHengeLoses(true).build());

    /**
     * Black to move with only a Henge in hand (0/1: 11 placements made), White with one piece
     * (1/0). Black captured 4, White 5.
     *
     * <pre>
     *   5 B B . . H
     *   4 . . B H .
     *   3 W B W B .
     *   2 . . . . W
     *   1 H H . W W
     *     a b c d e
     * </pre>
     *
     * White's c3 has one liberty, c2 (c4, b3, d3 are black); every other group has two or more.
     */
    static final String BLACK_HOLDS_ONLY_A_HENGE = "BB..H/..BH./WBWB./....W/HH.WW b 0/1 1/0 4,5";

    private static List<Score> scores(int black, int white) {
        return List.of(new Score(Colour.BLACK, black), new Score(Colour.WHITE, white));
    }

    /** A move read as after the setup: {@code Hc2} is a Henge from hand. */
    private static GoRoGoMove move(String text) {
        return ONLINE.parseMove(ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE), text);
    }

    @Test
    void underThePublishedRulesALastHengeIsNoMoveAndThePlayerLosesByNoLegalMove() {
        // Black's 12th placement may not be a Henge and Black has no piece: no legal move.
        GoRoGoState state = STANDARD.parsePosition(BLACK_HOLDS_ONLY_A_HENGE);
        assertTrue(STANDARD.legalMoves(state).isEmpty());
        Status status = STANDARD.status(state);
        assertEquals("win:w:no-legal-move", status.notation());
        assertEquals(scores(4, 5), ((Outcome) status).scores());
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.HENGE_ON_LAST_PLACEMENT), STANDARD.check(state, move("Hc2")));
    }

    @Test
    void underLastHengeLosesTheHengeIsPlayedCapturesAsUsualAndLoses() {
        // The 11 empty points, in point order, each take the Henge; there is no piece to list.
        GoRoGoState state = ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE);
        assertEquals(
                "[Hc1, Ha2, Hb2, Hc2, Hd2, He3, Ha4, Hb4, He4, Hc5, Hd5]",
                ONLINE.legalMoves(state).toString());
        assertEquals(Status.ONGOING, ONLINE.status(state));
        // On c2 the Henge counts as black and takes c3's last liberty: c3 is captured (Black 5),
        // and then the game is over, lost by Black, the mover; White would move next.
        GoRoGoState after = ONLINE.apply(state, move("Hc2"));
        assertEquals("BB..H/..BH./WB.B./..H.W/HH.WW w 0/0 1/0 5,5", after.toString());
        Status status = ONLINE.status(after);
        assertEquals("win:w:henge-last", status.notation());
        assertEquals(GoRoGoEndReason.HENGE_LAST, ((Outcome.Win) status).reason());
        assertEquals(scores(5, 5), ((Outcome) status).scores());
        // Nothing is legal afterwards, although White still holds a piece.
        assertTrue(ONLINE.legalMoves(after).isEmpty());
        assertEquals(Optional.of(GoRoGoIllegalMoveReason.GAME_OVER), ONLINE.check(after, move("c3")));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> ONLINE.apply(after, move("c3")));
        assertEquals(GoRoGoIllegalMoveReason.GAME_OVER, e.reason());
        // A Henge elsewhere captures nothing; the same player wins.
        assertEquals(
                "win:w:henge-last",
                ONLINE.status(ONLINE.apply(state, move("He3"))).notation());
    }

    @Test
    void aHengeAsTheTwentyFourthPlacementLosesEvenWithFewerCaptures() {
        // White to move with only a Henge (0/1); Black has made all 12 placements. Under the
        // published rules White has no move and loses; online White places it as the 24th
        // placement and loses too — not on captures (White 5 > Black 4 would win), by henge-last.
        //   5 B B . . H
        //   4 . . B H .
        //   3 W B W B .
        //   2 H . . . W
        //   1 H W . W W
        String position = "BB..H/..BH./WBWB./H...W/HW.WW w 0/0 0/1 4,5";
        assertEquals(
                "win:b:no-legal-move",
                STANDARD.status(STANDARD.parsePosition(position)).notation());
        GoRoGoState state = ONLINE.parsePosition(position);
        assertEquals(10, ONLINE.legalMoves(state).size());
        GoRoGoState after = ONLINE.apply(state, move("He3"));
        assertEquals(24, after.placements());
        assertEquals("BB..H/..BH./WBWBH/H...W/HW.WW b 0/0 0/0 4,5", after.toString());
        assertEquals("win:b:henge-last", ONLINE.status(after).notation());
        assertEquals(scores(4, 5), ((Outcome) ONLINE.status(after)).scores());
        // Read back, the position is an ordinary end after 24 placements, which White wins.
        assertEquals(
                "win:w:captures",
                ONLINE.status(ONLINE.parsePosition(after.toString())).notation());
    }

    @Test
    void theStateRemembersTheEndingThatTheNotationCannotShow() {
        GoRoGoState after = ONLINE.apply(ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE), move("Hc2"));
        // The position written after a henge-last end reads back as the position only: White, with
        // a piece in hand, to make the 24th placement.
        GoRoGoState readBack = ONLINE.parsePosition(after.toString());
        assertEquals(after.toString(), readBack.toString());
        assertEquals(Status.ONGOING, ONLINE.status(readBack));
        assertNotEquals(after, readBack);
        // So a record of the game replays to the ending, while a record starting at the ending
        // cannot be read back: its result line no longer matches the position.
        GameRecord<GoRoGoState, GoRoGoMove> record =
                new GameRecord<>(ONLINE, ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE), List.of(move("Hc2")));
        GameRecord<GoRoGoState, GoRoGoMove> read = GameRecord.parse(STANDARD, record.format());
        assertEquals(after, read.finalState());
        String startingAtTheEnd = new GameRecord<>(ONLINE, after, List.of()).format();
        assertTrue(startingAtTheEnd.contains("result: win:w:henge-last"), startingAtTheEnd);
        assertThrows(NotationException.class, () -> GameRecord.parse(STANDARD, startingAtTheEnd));
    }

    @Test
    void aStateIsJudgedByItsOwnRulesWhicheverInstanceIsAsked() {
        GoRoGoState online = ONLINE.parsePosition(BLACK_HOLDS_ONLY_A_HENGE);
        GoRoGoState published = STANDARD.parsePosition(BLACK_HOLDS_ONLY_A_HENGE);
        // Same position, different rules: different states, different answers — from any instance.
        assertEquals(online.toString(), published.toString());
        assertNotEquals(online, published);
        for (GoRoGo judge : List.of(STANDARD, ONLINE, STANDARD.withRules("setup=c3"))) {
            assertEquals(11, judge.legalMoves(online).size());
            assertEquals(Optional.empty(), judge.check(online, move("Hc2")));
            assertEquals(
                    "win:w:henge-last",
                    judge.status(judge.apply(online, move("Hc2"))).notation());
            assertTrue(judge.legalMoves(published).isEmpty());
            assertEquals("win:w:no-legal-move", judge.status(published).notation());
            assertEquals(ONLINE, judge.withRulesOf(online));
            assertEquals(STANDARD, judge.withRulesOf(published));
        }
        // A move keeps the state's rules.
        assertEquals(ONLINE.rules(), STANDARD.apply(online, move("Hc2")).rules());
    }

    @Test
    void rulesNotation() {
        GoRoGoRules online = GoRoGoRules.builder().lastHengeLoses(true).build();
        GoRoGoRules both = GoRoGoRules.builder()
                .setupPoint(Point.parse("c3"))
                .lastHengeLoses(true)
                .build();
        assertEquals("", GoRoGoRules.standard().notation());
        assertEquals("setup=c3", GoRoGoRules.withSetup(Point.parse("c3")).notation());
        assertEquals("lastHenge=loses", online.notation());
        assertEquals("setup=c3 lastHenge=loses", both.notation());
        assertEquals(online, GoRoGoRules.parse("lastHenge=loses"));
        assertEquals(both, GoRoGoRules.parse("setup=c3 lastHenge=loses"));
        assertEquals(both, GoRoGoRules.parse(" lastHenge=loses  setup=c3 "));
        // The default may be written out; it is never written.
        assertEquals(GoRoGoRules.standard(), GoRoGoRules.parse("lastHenge=illegal"));
        assertEquals("setup=c3", GoRoGoRules.parse("lastHenge=illegal setup=c3").notation());
        assertEquals(
                "GoRoGo[setup=c3 lastHenge=loses]",
                STANDARD.withRules("setup=c3 lastHenge=loses").toString());
        assertEquals(ONLINE, STANDARD.withRules("lastHenge=loses"));
        assertTrue(ONLINE.rules().lastHengeLoses());
    }

    @Test
    void perftDivergesOnlyAtThePlyOfTheLastPlacement() {
        // Two plies before the example: Black holds 1/1 (10 placements), White 2/0 (10), Black to
        // move; a5 and a3 are still empty, so 13 points are. Black's 11th placement (ply 1) may be a
        // piece or a Henge, White's 11th (ply 2) a piece. At ply 3, Black's 12th, a Black who placed
        // the piece first holds only the Henge: no move under the published rules, a Henge on each
        // empty point online. White holds no Henge, so ply 4 is the same in both readings, and the
        // sequences that ended at ply 3 online ended at ply 2 under the published rules: depth 4
        // counts the same again. The naive implementation gives the same counts under both readings.
        String position = ".B..H/..BH./.BWB./....W/HH.WW b 1/1 2/0 4,5";
        long[] published = {26, 311, 1_744, 17_511, 0};
        long[] online = {26, 311, 3_453, 17_511, 0};
        GoRoGoState start = STANDARD.parsePosition(position);
        GoRoGoState onlineStart = ONLINE.parsePosition(position);
        for (int depth = 1; depth <= 5; depth++) {
            assertEquals(published[depth - 1], Perft.count(STANDARD, start, depth), "published, depth " + depth);
            assertEquals(online[depth - 1], Perft.count(ONLINE, onlineStart, depth), "online, depth " + depth);
            assertEquals(published[depth - 1], NaiveGoRoGo.perft(NaiveGoRoGo.of(position, false), depth));
            assertEquals(online[depth - 1], NaiveGoRoGo.perft(NaiveGoRoGo.of(position, true), depth));
        }
        // The 1,709 extra sequences are exactly the last Henge on every empty point after each
        // piece-then-reply opening: 13 black pieces × about 12 replies × about 11 points, fewer
        // where a reply is suicide, more where a capture frees points.
        long extra = 0;
        for (GoRoGoState afterTwo : statesAfterBlackPieceAndReply(start)) {
            extra += emptyPoints(afterTwo);
        }
        assertEquals(online[2] - published[2], extra);
        // From the start nothing changes before Black's 12th placement, at ply 24.
        GoRoGo onlineFromStart = GoRoGo.withRules(ONLINE.rules());
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(PerftTest.COUNTS[depth], Perft.count(onlineFromStart, onlineFromStart.initialState(), depth));
        }
    }

    private static List<GoRoGoState> statesAfterBlackPieceAndReply(GoRoGoState start) {
        List<GoRoGoState> states = new ArrayList<>();
        for (GoRoGoMove first : STANDARD.legalMoves(start)) {
            if (first instanceof GoRoGoMove.Piece) {
                GoRoGoState afterOne = STANDARD.apply(start, first);
                for (GoRoGoMove reply : STANDARD.legalMoves(afterOne)) {
                    states.add(STANDARD.apply(afterOne, reply));
                }
            }
        }
        return states;
    }

    private static int emptyPoints(GoRoGoState state) {
        int empty = 0;
        for (Point point : Point.all()) {
            if (state.occupant(point) == Occupant.EMPTY) {
                empty++;
            }
        }
        return empty;
    }
}
